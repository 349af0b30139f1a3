// NumPy / MindSpore indexing (seed 003): t[items] and t[items] op= value through
// strata_tensor_index and strata_tensor_index_assign*.
using System;
using Strata.Interop;

namespace Strata;

/// <summary>The operator of an index assignment: t[index] = value or t[index] op= value.</summary>
public enum IndexAssignment
{
    /// <summary>t[index] = value</summary>
    Assign = 0,
    /// <summary>t[index] += value</summary>
    Add = 1,
    /// <summary>t[index] -= value</summary>
    Subtract = 2,
    /// <summary>t[index] *= value</summary>
    Multiply = 3,
    /// <summary>t[index] /= value (integers truncate toward zero)</summary>
    Divide = 4,
    /// <summary>t[index] %= value with Python's sign rule (the result takes the divisor's sign)</summary>
    Modulo = 5,
    /// <summary>t[index] **= value</summary>
    Power = 6,
    /// <summary>t[index] //= value (rounds toward negative infinity)</summary>
    FloorDivide = 7,
}

public sealed unsafe partial class NativeTensor<T>
{
    /// <summary>
    /// t[index]: basic items (positions, slices with step ≥ 1, NewAxis, Ellipsis) give a view of
    /// this storage; a negative step or any advanced item (bool, list, index tensor) gives a new
    /// dense tensor. Advanced items broadcast together; their dimensions stand where the first of
    /// them stands when they are adjacent, else in front. Indexing every dimension with a
    /// position gives shape [1]. Errors: more items than dimensions or a position outside its
    /// axis → IndexOutOfRangeException; two Ellipsis items or a step of 0 → ArgumentException;
    /// a mask whose lengths differ from its dimensions or index tensors that do not broadcast →
    /// ArgumentException; a floating-point index tensor → ArrayTypeMismatchException.
    /// </summary>
    /// <param name="index">The index items, applied to the dimensions from the front.</param>
    /// <returns>A view or a new tensor (see above), which the caller disposes.</returns>
    public NativeTensor<T> Index(params scoped ReadOnlySpan<TensorIndex> index)
    {
        using var items = new IndexItems(index);
        nint result;
        using HandleLease lease = Lease();
        fixed (NativeIndexItem* p = items.Items)
            Errors.Check(NativeMethods.TensorIndex(lease.Pointer, p, items.Count, &result));
        return AdoptViewOrNew(AtLeastRankOne(result), this);
    }

    /// <summary>
    /// t[index] op= value for a scalar of any element type, cast to T (integers wrap, floats
    /// truncate toward zero, nonzero → true; a real value becomes a complex one with imaginary
    /// part 0). The arithmetic runs in T; when an advanced index names a position more than once
    /// the last write in row-major order of the index wins. Errors as <see cref="Index"/>, plus:
    /// read-only storage → InvalidOperationException; integer division or modulo by zero, or an
    /// integer power with a negative exponent → ArgumentException; a complex value for real
    /// elements, or an operation other than <see cref="IndexAssignment.Assign"/> on complex
    /// elements → ArrayTypeMismatchException. Nothing is written on failure.
    /// </summary>
    /// <param name="index">The index items, applied to the dimensions from the front.</param>
    /// <param name="value">The scalar combined with every indexed element.</param>
    /// <param name="operation">The operator: plain assignment (the default) or an arithmetic update.</param>
    public void IndexAssign<TValue>(scoped ReadOnlySpan<TensorIndex> index, TValue value,
                                    IndexAssignment operation = IndexAssignment.Assign) where TValue : unmanaged
    {
        int dtype = DTypeOf<TValue>.Code;
        using var items = new IndexItems(index);
        using HandleLease lease = Lease();
        fixed (NativeIndexItem* p = items.Items)
            Errors.CheckElements<T, TValue>(NativeMethods.TensorIndexAssignScalar(lease.Pointer, p, items.Count, dtype, &value, (int)operation));
    }

    /// <summary>
    /// t[index] op= value for a tensor of any element type: value is broadcast to the indexed
    /// lengths (extra leading length-1 dimensions allowed) and cast to T; a value sharing this
    /// storage is read completely before the first write. Not broadcastable → ArgumentException.
    /// Otherwise as the scalar overload.
    /// </summary>
    /// <param name="index">The index items, applied to the dimensions from the front.</param>
    /// <param name="value">The tensor combined with the indexed elements, broadcast to their lengths.</param>
    /// <param name="operation">The operator: plain assignment (the default) or an arithmetic update.</param>
    public void IndexAssign<TValue>(scoped ReadOnlySpan<TensorIndex> index, NativeTensor<TValue> value,
                                    IndexAssignment operation = IndexAssignment.Assign) where TValue : unmanaged
    {
        ArgumentNullException.ThrowIfNull(value);
        using var items = new IndexItems(index);
        using HandleLease lease = Lease();
        using HandleLease source = value.Lease();
        fixed (NativeIndexItem* p = items.Items)
            Errors.CheckElements<T, TValue>(NativeMethods.TensorIndexAssign(lease.Pointer, p, items.Count, source.Pointer, (int)operation));
    }
}
