// Reductions over the package's spans (all logical elements in row-major order, the span's memory
// read in place): the same native reductions, summation order and empty-input rules as the
// NativeTensor<T> overloads (TensorElementwise.Reductions.cs).
using Strata.Interop;
using Snt = System.Numerics.Tensors;

namespace Strata;

public static partial class NativeTensor
{
    /// <summary>The mean (NaN when empty).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-reduce/*"/>
    public static T Average<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Reduce(ElementwiseOp.Average, x);
    /// <summary>The cosine similarity x·y / (|x| |y|); x and y without elements → ArgumentException.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-reduce-pairs/*"/>
    public static T CosineSimilarity<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Reduce(ElementwiseOp.CosineSimilarity, x, y);
    /// <summary>The Euclidean distance √Σ(x − y)².</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-reduce-pairs/*"/>
    public static T Distance<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Reduce(ElementwiseOp.Distance, x, y);
    /// <summary>Σ x·y over the broadcast pairs (Complex: without conjugating either operand, as the package's Tensor.Dot).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-reduce-pairs/*"/>
    public static T Dot<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Reduce(ElementwiseOp.Dot, x, y);
    /// <summary>The logical index of the largest element (the first NaN wins; −1 when empty).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-index-of/*"/>
    public static nint IndexOfMax<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => ReduceIndex(ElementwiseOp.IndexOfMax, x);
    /// <summary>The logical index of the element of largest magnitude.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-index-of/*"/>
    public static nint IndexOfMaxMagnitude<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => ReduceIndex(ElementwiseOp.IndexOfMaxMagnitude, x);
    /// <summary>The logical index of the smallest element.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-index-of/*"/>
    public static nint IndexOfMin<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => ReduceIndex(ElementwiseOp.IndexOfMin, x);
    /// <summary>The logical index of the element of smallest magnitude.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-index-of/*"/>
    public static nint IndexOfMinMagnitude<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => ReduceIndex(ElementwiseOp.IndexOfMinMagnitude, x);
    /// <summary>The largest element (NaN if any; empty → ArgumentException).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-reduce-nonempty/*"/>
    public static T Max<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Reduce(ElementwiseOp.ReduceMax, x);
    /// <summary>The element of largest magnitude.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-reduce-nonempty/*"/>
    public static T MaxMagnitude<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Reduce(ElementwiseOp.ReduceMaxMagnitude, x);
    /// <summary>The element of largest magnitude, NaNs ignored.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-reduce-nonempty/*"/>
    public static T MaxMagnitudeNumber<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Reduce(ElementwiseOp.ReduceMaxMagnitudeNumber, x);
    /// <summary>The largest element, NaNs ignored.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-reduce-nonempty/*"/>
    public static T MaxNumber<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Reduce(ElementwiseOp.ReduceMaxNumber, x);
    /// <summary>The smallest element (NaN if any).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-reduce-nonempty/*"/>
    public static T Min<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Reduce(ElementwiseOp.ReduceMin, x);
    /// <summary>The element of smallest magnitude.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-reduce-nonempty/*"/>
    public static T MinMagnitude<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Reduce(ElementwiseOp.ReduceMinMagnitude, x);
    /// <summary>The element of smallest magnitude, NaNs ignored.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-reduce-nonempty/*"/>
    public static T MinMagnitudeNumber<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Reduce(ElementwiseOp.ReduceMinMagnitudeNumber, x);
    /// <summary>The smallest element, NaNs ignored.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-reduce-nonempty/*"/>
    public static T MinNumber<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Reduce(ElementwiseOp.ReduceMinNumber, x);
    /// <summary>√Σx².</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-reduce/*"/>
    public static T Norm<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Reduce(ElementwiseOp.Norm, x);
    /// <summary>The product in row-major order.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-reduce-nonempty/*"/>
    public static T Product<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Reduce(ElementwiseOp.Product, x);
    /// <summary>The population standard deviation (NaN when empty).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-reduce/*"/>
    public static T StdDev<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Reduce(ElementwiseOp.StdDev, x);
    /// <summary>The sum (floating point: 16 fixed partial sums per block of 65 536 elements, block totals added pairwise; not bit-equal to a sequential sum).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-reduce/*"/>
    public static T Sum<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Reduce(ElementwiseOp.Sum, x);
}
