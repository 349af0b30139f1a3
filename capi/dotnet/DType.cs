// Element types: the native dtype code (DLPack type code << 8 | bits) of each supported T.
using System;
using System.Numerics;

namespace Strata;

/// <summary>The native element type codes (strata_dtype).</summary>
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
    /// Pow, Negate, Abs, Conjugate, Reciprocal, Sqrt, Exp, Log, Sin, Cos, Tanh, the Equals
    /// family, Sum, Product, Dot, conversions from real element types and the part views
    /// NativeTensor.Real / NativeTensor.Imaginary. Every other elementwise operation, reduction
    /// and conversion, and arithmetic index assignment, throws ArrayTypeMismatchException.</summary>
    Complex128 = 0x0580,
}

/// <summary>The dtype of T, or null when Strata has no matching element type.</summary>
internal static class DTypeOf<T> where T : unmanaged
{
    internal static readonly DType? Value =
        typeof(T) == typeof(sbyte) ? DType.Int8 :
        typeof(T) == typeof(short) ? DType.Int16 :
        typeof(T) == typeof(int) ? DType.Int32 :
        typeof(T) == typeof(long) ? DType.Int64 :
        typeof(T) == typeof(nint) && IntPtr.Size == 8 ? DType.Int64 :
        typeof(T) == typeof(byte) ? DType.UInt8 :
        typeof(T) == typeof(ushort) ? DType.UInt16 :
        typeof(T) == typeof(uint) ? DType.UInt32 :
        typeof(T) == typeof(ulong) ? DType.UInt64 :
        typeof(T) == typeof(nuint) && IntPtr.Size == 8 ? DType.UInt64 :
        typeof(T) == typeof(Half) ? DType.Float16 :
        typeof(T) == typeof(float) ? DType.Float32 :
        typeof(T) == typeof(double) ? DType.Float64 :
        typeof(T) == typeof(bool) ? DType.Bool :
        typeof(T) == typeof(Complex) ? DType.Complex128 :
        null;

    /// <summary>The dtype code; NotSupportedException for element types Strata lacks.</summary>
    internal static int Code => Value is { } d
        ? (int)d
        : throw new NotSupportedException($"Strata has no element type for {typeof(T).Name}.");
}
