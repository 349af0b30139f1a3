// Reductions of strata_elementwise.h over all logical elements (see strata_reduce for the
// summation order and the empty-input rules).
namespace Strata;

public static partial class NativeTensor
{
    /// <summary>The sum (floating point: 16 fixed partial sums per block of 65 536 elements, block totals added pairwise; not bit-equal to a sequential sum).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/reduce/*"/>
    public static T Sum<T>(NativeTensor<T> x) where T : unmanaged => Reduce(Interop.ElementwiseOp.Sum, x);
    /// <summary>The product in row-major order.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/reduce-nonempty/*"/>
    public static T Product<T>(NativeTensor<T> x) where T : unmanaged => Reduce(Interop.ElementwiseOp.Product, x);
    /// <summary>The mean (NaN when empty).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/reduce/*"/>
    public static T Average<T>(NativeTensor<T> x) where T : unmanaged => Reduce(Interop.ElementwiseOp.Average, x);
    /// <summary>√Σx².</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/reduce/*"/>
    public static T Norm<T>(NativeTensor<T> x) where T : unmanaged => Reduce(Interop.ElementwiseOp.Norm, x);
    /// <summary>The population standard deviation (NaN when empty).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/reduce/*"/>
    public static T StdDev<T>(NativeTensor<T> x) where T : unmanaged => Reduce(Interop.ElementwiseOp.StdDev, x);
    /// <summary>The largest element (NaN if any; empty → ArgumentException).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/reduce-nonempty/*"/>
    public static T Max<T>(NativeTensor<T> x) where T : unmanaged => Reduce(Interop.ElementwiseOp.ReduceMax, x);
    /// <summary>The smallest element (NaN if any).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/reduce-nonempty/*"/>
    public static T Min<T>(NativeTensor<T> x) where T : unmanaged => Reduce(Interop.ElementwiseOp.ReduceMin, x);
    /// <summary>The element of largest magnitude.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/reduce-nonempty/*"/>
    public static T MaxMagnitude<T>(NativeTensor<T> x) where T : unmanaged => Reduce(Interop.ElementwiseOp.ReduceMaxMagnitude, x);
    /// <summary>The element of smallest magnitude.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/reduce-nonempty/*"/>
    public static T MinMagnitude<T>(NativeTensor<T> x) where T : unmanaged => Reduce(Interop.ElementwiseOp.ReduceMinMagnitude, x);
    /// <summary>The largest element, NaNs ignored.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/reduce-nonempty/*"/>
    public static T MaxNumber<T>(NativeTensor<T> x) where T : unmanaged => Reduce(Interop.ElementwiseOp.ReduceMaxNumber, x);
    /// <summary>The smallest element, NaNs ignored.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/reduce-nonempty/*"/>
    public static T MinNumber<T>(NativeTensor<T> x) where T : unmanaged => Reduce(Interop.ElementwiseOp.ReduceMinNumber, x);
    /// <summary>The element of largest magnitude, NaNs ignored.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/reduce-nonempty/*"/>
    public static T MaxMagnitudeNumber<T>(NativeTensor<T> x) where T : unmanaged => Reduce(Interop.ElementwiseOp.ReduceMaxMagnitudeNumber, x);
    /// <summary>The element of smallest magnitude, NaNs ignored.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/reduce-nonempty/*"/>
    public static T MinMagnitudeNumber<T>(NativeTensor<T> x) where T : unmanaged => Reduce(Interop.ElementwiseOp.ReduceMinMagnitudeNumber, x);
    /// <summary>Σ x·y over the broadcast pairs (Complex: without conjugating either operand, as the package's Tensor.Dot).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/reduce-pairs/*"/>
    public static T Dot<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged
    {
        System.ArgumentNullException.ThrowIfNull(y);
        return Reduce(Interop.ElementwiseOp.Dot, x, y);
    }
    /// <summary>The Euclidean distance √Σ(x − y)².</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/reduce-pairs/*"/>
    public static T Distance<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged
    {
        System.ArgumentNullException.ThrowIfNull(y);
        return Reduce(Interop.ElementwiseOp.Distance, x, y);
    }
    /// <summary>The cosine similarity x·y / (|x| |y|); x and y without elements → ArgumentException.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/reduce-pairs/*"/>
    public static T CosineSimilarity<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged
    {
        System.ArgumentNullException.ThrowIfNull(y);
        return Reduce(Interop.ElementwiseOp.CosineSimilarity, x, y);
    }
    /// <summary>The logical index of the largest element (the first NaN wins; −1 when empty).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/index-of/*"/>
    public static nint IndexOfMax<T>(NativeTensor<T> x) where T : unmanaged => ReduceIndex(Interop.ElementwiseOp.IndexOfMax, x);
    /// <summary>The logical index of the smallest element.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/index-of/*"/>
    public static nint IndexOfMin<T>(NativeTensor<T> x) where T : unmanaged => ReduceIndex(Interop.ElementwiseOp.IndexOfMin, x);
    /// <summary>The logical index of the element of largest magnitude.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/index-of/*"/>
    public static nint IndexOfMaxMagnitude<T>(NativeTensor<T> x) where T : unmanaged => ReduceIndex(Interop.ElementwiseOp.IndexOfMaxMagnitude, x);
    /// <summary>The logical index of the element of smallest magnitude.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/index-of/*"/>
    public static nint IndexOfMinMagnitude<T>(NativeTensor<T> x) where T : unmanaged => ReduceIndex(Interop.ElementwiseOp.IndexOfMinMagnitude, x);
}
