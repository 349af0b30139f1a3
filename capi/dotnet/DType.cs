// Element types: the native dtype code (DLPack type code << 8 | bits) of each T with a native
// element type, and the opaque dtype of sizeof(T) bytes for every other unmanaged T.
using System;
using System.Numerics;
using System.Runtime.CompilerServices;

namespace Strata;

/// <summary>The native element type codes (strata_dtype). The opaque dtypes, one per element
/// size, have no named member: see <see cref="DTypeExtensions.Opaque(int)">DType.Opaque</see>.</summary>
public enum DType
{
    /// <summary>8-bit signed integers, .NET sbyte.</summary>
    Int8 = 0x0008,
    /// <summary>16-bit signed integers, .NET short.</summary>
    Int16 = 0x0010,
    /// <summary>32-bit signed integers, .NET int.</summary>
    Int32 = 0x0020,
    /// <summary>64-bit signed integers, .NET long (and nint on 64-bit processes).</summary>
    Int64 = 0x0040,
    /// <summary>8-bit unsigned integers, .NET byte.</summary>
    UInt8 = 0x0108,
    /// <summary>16-bit unsigned integers, .NET ushort.</summary>
    UInt16 = 0x0110,
    /// <summary>32-bit unsigned integers, .NET uint.</summary>
    UInt32 = 0x0120,
    /// <summary>64-bit unsigned integers, .NET ulong (and nuint on 64-bit processes).</summary>
    UInt64 = 0x0140,
    /// <summary>IEEE 754 binary16, .NET System.Half.</summary>
    Float16 = 0x0210,
    /// <summary>IEEE 754 binary32, .NET float.</summary>
    Float32 = 0x0220,
    /// <summary>IEEE 754 binary64, .NET double.</summary>
    Float64 = 0x0240,
    /// <summary>bfloat16 (no .NET element type maps to it, so no NativeTensor&lt;T&gt; has it)</summary>
    BFloat16 = 0x0410,
    /// <summary>Booleans stored in one byte holding 0 or 1, .NET bool.</summary>
    Bool = 0x0608,
    /// <summary>Complex numbers of two IEEE 754 binary32 parts, real then imaginary (no .NET
    /// element type maps to it, so no NativeTensor&lt;T&gt; has it).</summary>
    Complex64 = 0x0540,
    /// <summary>Complex numbers of two IEEE 754 binary64 parts, real then imaginary: the layout of
    /// .NET System.Numerics.Complex. Layout operations (creation, views, slicing, indexing and
    /// plain index assignment, copies, resize, reverse, broadcast, joins, splits, fills,
    /// FilteredUpdate, SequenceEqual, text) support it, and so do Add, Subtract, Multiply, Divide,
    /// Pow, Negate, Abs, Conjugate, Reciprocal, Sqrt, Exp, ExpM1, Log, Log2, Log10, LogP1, the
    /// trigonometric and hyperbolic functions and their inverses, the Equals family, Sum, Product, Dot, conversions from real element types and the part views
    /// NativeTensor.Real / NativeTensor.Imaginary. Every other elementwise operation, reduction
    /// and conversion, and arithmetic index assignment, throws ArrayTypeMismatchException.</summary>
    Complex128 = 0x0580,
}

/// <summary>The opaque dtypes and the element size of every dtype.</summary>
public static class DTypeExtensions
{
    /// <summary>The flag of the opaque dtype codes (STRATA_DTYPE_OPAQUE_FLAG): an opaque code is
    /// this flag ORed with the element size in bytes.</summary>
    public const int OpaqueFlag = 0x01000000;

    /// <summary>The largest element size of an opaque dtype, in bytes (STRATA_MAX_OPAQUE_SIZE).</summary>
    public const int MaxOpaqueSize = 65536;

    extension(DType)
    {
        /// <summary>
        /// The opaque dtype of elements of <paramref name="bytes"/> bytes (STRATA_DTYPE_OPAQUE):
        /// records Strata moves without interpreting. It has no named member, so its
        /// <see cref="object.ToString"/> is the code in decimal. NativeTensor&lt;T&gt; uses
        /// DType.Opaque(sizeof(T)) for every unmanaged T without a native element type.
        /// </summary>
        /// <param name="bytes">The element size, 1 to <see cref="MaxOpaqueSize"/>.</param>
        /// <returns>The code <see cref="OpaqueFlag"/> | bytes.</returns>
        /// <exception cref="ArgumentOutOfRangeException"><paramref name="bytes"/> is outside 1 to
        /// <see cref="MaxOpaqueSize"/>.</exception>
        public static DType Opaque(int bytes)
        {
            ArgumentOutOfRangeException.ThrowIfLessThan(bytes, 1);
            ArgumentOutOfRangeException.ThrowIfGreaterThan(bytes, MaxOpaqueSize);
            return (DType)(OpaqueFlag | bytes);
        }
    }

    extension(DType dtype)
    {
        /// <summary>Whether the code is an opaque dtype (<see cref="Opaque"/>): elements that only
        /// layout operations take; elementwise operations, reductions, conversions and DLPack
        /// refuse them with ArrayTypeMismatchException.</summary>
        public bool IsOpaque
        {
            get
            {
                int size = (int)dtype & ~OpaqueFlag;
                return ((int)dtype & OpaqueFlag) != 0 && size >= 1 && size <= MaxOpaqueSize;
            }
        }

        /// <summary>Bytes per element, as the library reports them (strata_dtype_size).</summary>
        /// <exception cref="ArgumentException">The value is not a dtype code the library knows.</exception>
        public unsafe int ElementSize
        {
            get
            {
                nuint size;
                Errors.Check(Interop.NativeMethods.DTypeSize((int)dtype, &size));
                return (int)size;
            }
        }
    }
}

/// <summary>
/// The dtype of T: its native element type when it has one (an enum: that of its underlying
/// integer type), else the opaque dtype of sizeof(T) bytes.
/// </summary>
internal static class DTypeOf<T> where T : unmanaged
{
    // 0 when T is larger than the largest opaque dtype.
    private static readonly int s_code = Native(typeof(T)) is { } d ? (int)d
        : Unsafe.SizeOf<T>() <= DTypeExtensions.MaxOpaqueSize ? DTypeExtensions.OpaqueFlag | Unsafe.SizeOf<T>()
        : 0;

    /// <summary>True when T has no native element type and is stored as opaque bytes.</summary>
    internal static readonly bool IsOpaque = s_code != 0 && ((DType)s_code).IsOpaque;

    /// <summary>The dtype code; NotSupportedException when T is too large for an opaque dtype.</summary>
    internal static int Code => s_code != 0
        ? s_code
        : throw new NotSupportedException(
            $"{typeof(T).Name} is {Unsafe.SizeOf<T>()} bytes; Strata's element types hold at most " +
            $"{DTypeExtensions.MaxOpaqueSize} bytes.");

    /// <summary>Appended to the message of a refused operation on elements of type T.</summary>
    internal static readonly string RefusalNote = IsOpaque
        ? $" ({typeof(T).Name} has no native element type: Strata stores it as the opaque dtype of " +
          $"{Unsafe.SizeOf<T>()} bytes, which only layout operations take)"
        : "";

    // Enums are their underlying integers, as everywhere in .NET interop (P/Invoke, MemoryMarshal).
    private static DType? Native(Type type) =>
        type.IsEnum ? Native(Enum.GetUnderlyingType(type)) :
        type == typeof(sbyte) ? DType.Int8 :
        type == typeof(short) ? DType.Int16 :
        type == typeof(int) ? DType.Int32 :
        type == typeof(long) ? DType.Int64 :
        type == typeof(nint) ? (IntPtr.Size == 8 ? DType.Int64 : DType.Int32) :
        type == typeof(byte) ? DType.UInt8 :
        type == typeof(ushort) ? DType.UInt16 :
        type == typeof(uint) ? DType.UInt32 :
        type == typeof(ulong) ? DType.UInt64 :
        type == typeof(nuint) ? (IntPtr.Size == 8 ? DType.UInt64 : DType.UInt32) :
        type == typeof(Half) ? DType.Float16 :
        type == typeof(float) ? DType.Float32 :
        type == typeof(double) ? DType.Float64 :
        type == typeof(bool) ? DType.Bool :
        type == typeof(Complex) ? DType.Complex128 :
        null;
}
