// Naming the destination when a join into it is refused for its shape. A concatenate or stack
// into a destination answers ShapeMismatch both when the inputs do not join and when they join to
// lengths other than the destination's; the status alone does not say which. The native call
// checks the inputs before the destination, so when the same inputs join on their own (the
// allocating form, run only on this failure path and released at once) the destination is the
// operand refused, and the exception says so with ParamName "destination", as the package's.
using System;
using Strata.Interop;

namespace Strata;

public static unsafe partial class NativeTensor
{
    /// <summary>Throws for a failed join into a destination: the mapped exception with the native
    /// message, naming the destination when the inputs alone join (join is the allocating form of
    /// the failed call: TensorConcatenate or TensorStack).</summary>
    private static void CheckJoinInto(int status, delegate*<nint*, int, int, nint*, int> join,
                                      nint* tensors, int count, int dimension)
    {
        if (status == 0) return;
        string message = Errors.LastMessage();
        if (status == (int)StrataStatus.ShapeMismatch && InputsJoin(join, tensors, count, dimension))
        {
            var refusal = new ArgumentException(message, "destination");
            refusal.Data[Errors.StatusKey] = StrataStatus.ShapeMismatch;
            throw refusal;
        }
        throw Errors.Create((StrataStatus)status, message);
    }

    private static bool InputsJoin(delegate*<nint*, int, int, nint*, int> join, nint* tensors, int count, int dimension)
    {
        nint joined;
        if (join(tensors, count, dimension, &joined) != 0) return false;
        NativeMethods.TensorRelease(joined);
        return true;
    }
}
