// Native status codes and their translation into the exception types System.Numerics.Tensors
// throws for the same situation. The exception carries the native message unchanged and the
// status under Exception.Data["Strata.Status"].
using System;
using System.Runtime.InteropServices;
using Strata.Interop;

namespace Strata;

/// <summary>The status codes of the C ABI (strata_status); fixed values.</summary>
public enum StrataStatus
{
    /// <summary>The call succeeded; never thrown.</summary>
    Ok = 0,
    /// <summary>A malformed argument (for example aliasing strides).</summary>
    InvalidArgument = -1,
    /// <summary>An argument outside its allowed range.</summary>
    ArgumentOutOfRange = -2,
    /// <summary>An element index outside its dimension.</summary>
    IndexOutOfRange = -3,
    /// <summary>Shapes that cannot be combined.</summary>
    ShapeMismatch = -4,
    /// <summary>An unsupported overlap of source and destination.</summary>
    Overlap = -5,
    /// <summary>A write to a read-only view.</summary>
    ReadOnly = -6,
    /// <summary>Operands of different or unsupported element types.</summary>
    DTypeMismatch = -7,
    /// <summary>A size or offset not representable in 64 bits.</summary>
    Overflow = -8,
    /// <summary>An allocation failed.</summary>
    OutOfMemory = -9,
    /// <summary>A required pointer was NULL.</summary>
    NullPointer = -10,
    /// <summary>A defect inside Strata (an invariant broken); reported as <see cref="StrataException"/>.</summary>
    Internal = -11,
    /// <summary>A released or foreign tensor handle.</summary>
    InvalidHandle = -12,
}

/// <summary>An unexpected native failure (Internal or an unknown status code).</summary>
public sealed class StrataException : Exception
{
    /// <summary>Creates the exception for a native status and message.</summary>
    /// <param name="status">The native status code.</param>
    /// <param name="message">The native message describing the failure.</param>
    public StrataException(StrataStatus status, string message) : base(message) => Status = status;

    /// <summary>The native status code of the failure (<see cref="StrataStatus.Internal"/> or a code this binding does not know).</summary>
    public StrataStatus Status { get; }
}

internal static unsafe class Errors
{
    internal const string StatusKey = "Strata.Status";

    /// <summary>Throws the mapped exception when status is not Ok.</summary>
    internal static void Check(int status)
    {
        if (status != 0) throw Create((StrataStatus)status, LastMessage());
    }

    /// <summary>As Check for an operation on elements of types T and TOther: a refused element
    /// type's message says when Strata stores one of them as opaque bytes.</summary>
    internal static void CheckElements<T, TOther>(int status) where T : unmanaged where TOther : unmanaged
    {
        if (status == 0) return;
        string message = LastMessage();
        if (status == (int)StrataStatus.DTypeMismatch)
            message += DTypeOf<T>.IsOpaque ? DTypeOf<T>.RefusalNote : DTypeOf<TOther>.RefusalNote;
        throw Create((StrataStatus)status, message);
    }

    internal static string LastMessage() =>
        Marshal.PtrToStringUTF8((nint)NativeMethods.LastErrorMessage()) ?? string.Empty;

    /// <summary>
    /// The mapping (see the README's table): argument errors keep the argument exception family
    /// the package uses; overlap and shape conflicts are ArgumentException there too.
    /// </summary>
    internal static Exception Create(StrataStatus status, string message)
    {
        Exception exception = status switch
        {
            StrataStatus.InvalidArgument => new ArgumentException(message),
            StrataStatus.ShapeMismatch => new ArgumentException(message),
            StrataStatus.Overlap => new ArgumentException(message),
            StrataStatus.ArgumentOutOfRange => new ArgumentOutOfRangeException(null, message),
            StrataStatus.Overflow => new ArgumentOutOfRangeException(null, message),
            StrataStatus.IndexOutOfRange => new IndexOutOfRangeException(message),
            StrataStatus.DTypeMismatch => new ArrayTypeMismatchException(message),
            StrataStatus.ReadOnly => new InvalidOperationException(message),
            StrataStatus.OutOfMemory => new OutOfMemoryException(message),
            StrataStatus.NullPointer => new ArgumentNullException(null, message),
            StrataStatus.InvalidHandle => new ObjectDisposedException(null, message),
            _ => new StrataException(status, message),
        };
        exception.Data[StatusKey] = status;
        return exception;
    }
}
