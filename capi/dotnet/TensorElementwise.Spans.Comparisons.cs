// Comparisons over the package's spans into TensorSpan<bool>, and their All/Any forms (span-span,
// span-scalar and scalar-span as the package declares them). All/Any visit elements in row-major
// order and stop at the first decisive one; empty inputs give All = true, Any = false. NaN compares
// false. The comparisons without a destination return a new NativeTensor<bool>.
using Strata.Interop;
using Snt = System.Numerics.Tensors;

namespace Strata;

public static partial class NativeTensor
{
    /// <summary>x == y written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<bool> Equals<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<bool> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.Equal, x, y, destination);
    /// <summary>x == y with a scalar y, written to a bool destination that the result broadcasts to.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<bool> Equals<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<bool> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.Equal, x, y, false, destination);
    /// <summary>Whether x == y for every broadcast pair.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-all/*"/>
    public static bool EqualsAll<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => CompareFlag(ElementwiseOp.Equal, x, y, all: true);
    /// <summary>Whether x == y for every element and the scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-all-scalar-y/*"/>
    public static bool EqualsAll<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => CompareFlag(ElementwiseOp.Equal, x, y, all: true);
    /// <summary>Whether x == y for some broadcast pair.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-any/*"/>
    public static bool EqualsAny<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => CompareFlag(ElementwiseOp.Equal, x, y, all: false);
    /// <summary>Whether x == y for some element and the scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-any-scalar-y/*"/>
    public static bool EqualsAny<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => CompareFlag(ElementwiseOp.Equal, x, y, all: false);
    /// <summary>x &gt; y written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<bool> GreaterThan<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<bool> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.GreaterThan, x, y, destination);
    /// <summary>x &gt; y with a scalar y, written to a bool destination that the result broadcasts to.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<bool> GreaterThan<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<bool> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.GreaterThan, x, y, false, destination);
    /// <summary>x &gt; y with a scalar x, written to a bool destination that the result broadcasts to.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-x-into/*"/>
    public static ref readonly Snt.TensorSpan<bool> GreaterThan<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<bool> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.GreaterThan, y, x, true, destination);
    /// <summary>Whether x &gt; y for every broadcast pair.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-all/*"/>
    public static bool GreaterThanAll<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => CompareFlag(ElementwiseOp.GreaterThan, x, y, all: true);
    /// <summary>Whether x &gt; y for every element and the scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-all-scalar-y/*"/>
    public static bool GreaterThanAll<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => CompareFlag(ElementwiseOp.GreaterThan, x, y, all: true);
    /// <summary>Whether the scalar x &gt; y for every element of y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-all-scalar-x/*"/>
    public static bool GreaterThanAll<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => CompareFlag(ElementwiseOp.GreaterThan, x, y, all: true);
    /// <summary>Whether x &gt; y for some broadcast pair.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-any/*"/>
    public static bool GreaterThanAny<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => CompareFlag(ElementwiseOp.GreaterThan, x, y, all: false);
    /// <summary>Whether x &gt; y for some element and the scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-any-scalar-y/*"/>
    public static bool GreaterThanAny<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => CompareFlag(ElementwiseOp.GreaterThan, x, y, all: false);
    /// <summary>Whether the scalar x &gt; y for some element of y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-any-scalar-x/*"/>
    public static bool GreaterThanAny<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => CompareFlag(ElementwiseOp.GreaterThan, x, y, all: false);
    /// <summary>x ≥ y written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<bool> GreaterThanOrEqual<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<bool> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.GreaterThanOrEqual, x, y, destination);
    /// <summary>x &gt;= y with a scalar y, written to a bool destination that the result broadcasts to.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<bool> GreaterThanOrEqual<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<bool> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.GreaterThanOrEqual, x, y, false, destination);
    /// <summary>x &gt;= y with a scalar x, written to a bool destination that the result broadcasts to.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-x-into/*"/>
    public static ref readonly Snt.TensorSpan<bool> GreaterThanOrEqual<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<bool> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.GreaterThanOrEqual, y, x, true, destination);
    /// <summary>Whether x ≥ y for every broadcast pair.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-all/*"/>
    public static bool GreaterThanOrEqualAll<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => CompareFlag(ElementwiseOp.GreaterThanOrEqual, x, y, all: true);
    /// <summary>Whether x ≥ y for every element and the scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-all-scalar-y/*"/>
    public static bool GreaterThanOrEqualAll<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => CompareFlag(ElementwiseOp.GreaterThanOrEqual, x, y, all: true);
    /// <summary>Whether the scalar x &gt;= y for every element of y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-all-scalar-x/*"/>
    public static bool GreaterThanOrEqualAll<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => CompareFlag(ElementwiseOp.GreaterThanOrEqual, x, y, all: true);
    /// <summary>Whether x ≥ y for some broadcast pair.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-any/*"/>
    public static bool GreaterThanOrEqualAny<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => CompareFlag(ElementwiseOp.GreaterThanOrEqual, x, y, all: false);
    /// <summary>Whether x ≥ y for some element and the scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-any-scalar-y/*"/>
    public static bool GreaterThanOrEqualAny<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => CompareFlag(ElementwiseOp.GreaterThanOrEqual, x, y, all: false);
    /// <summary>Whether the scalar x &gt;= y for some element of y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-any-scalar-x/*"/>
    public static bool GreaterThanOrEqualAny<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => CompareFlag(ElementwiseOp.GreaterThanOrEqual, x, y, all: false);
    /// <summary>x &lt; y written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<bool> LessThan<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<bool> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.LessThan, x, y, destination);
    /// <summary>x &lt; y with a scalar y, written to a bool destination that the result broadcasts to.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<bool> LessThan<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<bool> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.LessThan, x, y, false, destination);
    /// <summary>x &lt; y with a scalar x, written to a bool destination that the result broadcasts to.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-x-into/*"/>
    public static ref readonly Snt.TensorSpan<bool> LessThan<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<bool> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.LessThan, y, x, true, destination);
    /// <summary>Whether x &lt; y for every broadcast pair.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-all/*"/>
    public static bool LessThanAll<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => CompareFlag(ElementwiseOp.LessThan, x, y, all: true);
    /// <summary>Whether x &lt; y for every element and the scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-all-scalar-y/*"/>
    public static bool LessThanAll<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => CompareFlag(ElementwiseOp.LessThan, x, y, all: true);
    /// <summary>Whether the scalar x &lt; y for every element of y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-all-scalar-x/*"/>
    public static bool LessThanAll<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => CompareFlag(ElementwiseOp.LessThan, x, y, all: true);
    /// <summary>Whether x &lt; y for some broadcast pair.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-any/*"/>
    public static bool LessThanAny<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => CompareFlag(ElementwiseOp.LessThan, x, y, all: false);
    /// <summary>Whether x &lt; y for some element and the scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-any-scalar-y/*"/>
    public static bool LessThanAny<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => CompareFlag(ElementwiseOp.LessThan, x, y, all: false);
    /// <summary>Whether the scalar x &lt; y for some element of y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-any-scalar-x/*"/>
    public static bool LessThanAny<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => CompareFlag(ElementwiseOp.LessThan, x, y, all: false);
    /// <summary>x ≤ y written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<bool> LessThanOrEqual<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<bool> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.LessThanOrEqual, x, y, destination);
    /// <summary>x &lt;= y with a scalar y, written to a bool destination that the result broadcasts to.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<bool> LessThanOrEqual<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<bool> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.LessThanOrEqual, x, y, false, destination);
    /// <summary>x &lt;= y with a scalar x, written to a bool destination that the result broadcasts to.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-x-into/*"/>
    public static ref readonly Snt.TensorSpan<bool> LessThanOrEqual<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<bool> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.LessThanOrEqual, y, x, true, destination);
    /// <summary>Whether x ≤ y for every broadcast pair.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-all/*"/>
    public static bool LessThanOrEqualAll<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => CompareFlag(ElementwiseOp.LessThanOrEqual, x, y, all: true);
    /// <summary>Whether x ≤ y for every element and the scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-all-scalar-y/*"/>
    public static bool LessThanOrEqualAll<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => CompareFlag(ElementwiseOp.LessThanOrEqual, x, y, all: true);
    /// <summary>Whether the scalar x &lt;= y for every element of y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-all-scalar-x/*"/>
    public static bool LessThanOrEqualAll<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => CompareFlag(ElementwiseOp.LessThanOrEqual, x, y, all: true);
    /// <summary>Whether x ≤ y for some broadcast pair.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-any/*"/>
    public static bool LessThanOrEqualAny<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => CompareFlag(ElementwiseOp.LessThanOrEqual, x, y, all: false);
    /// <summary>Whether x ≤ y for some element and the scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-any-scalar-y/*"/>
    public static bool LessThanOrEqualAny<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => CompareFlag(ElementwiseOp.LessThanOrEqual, x, y, all: false);
    /// <summary>Whether the scalar x &lt;= y for some element of y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-compare-any-scalar-x/*"/>
    public static bool LessThanOrEqualAny<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => CompareFlag(ElementwiseOp.LessThanOrEqual, x, y, all: false);

    // ---- As new tensors (the package returns a Tensor<T>) ----------------------------------

    /// <summary>x == y, elementwise and broadcast, as a bool tensor.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<bool> Equals<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, bool>(ElementwiseOp.Equal, x, y);
    /// <summary>x == y with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<bool> Equals<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, bool>(ElementwiseOp.Equal, x, y, false);
    /// <summary>x &gt; y, elementwise and broadcast, as a bool tensor.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<bool> GreaterThan<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, bool>(ElementwiseOp.GreaterThan, x, y);
    /// <summary>x &gt; y with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<bool> GreaterThan<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, bool>(ElementwiseOp.GreaterThan, x, y, false);
    /// <summary>x &gt; y with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-x/*"/>
    public static NativeTensor<bool> GreaterThan<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => BinaryScalar<T, bool>(ElementwiseOp.GreaterThan, y, x, true);
    /// <summary>x ≥ y, elementwise and broadcast, as a bool tensor.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<bool> GreaterThanOrEqual<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, bool>(ElementwiseOp.GreaterThanOrEqual, x, y);
    /// <summary>x ≥ y with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<bool> GreaterThanOrEqual<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, bool>(ElementwiseOp.GreaterThanOrEqual, x, y, false);
    /// <summary>x ≥ y with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-x/*"/>
    public static NativeTensor<bool> GreaterThanOrEqual<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => BinaryScalar<T, bool>(ElementwiseOp.GreaterThanOrEqual, y, x, true);
    /// <summary>x &lt; y, elementwise and broadcast, as a bool tensor.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<bool> LessThan<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, bool>(ElementwiseOp.LessThan, x, y);
    /// <summary>x &lt; y with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<bool> LessThan<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, bool>(ElementwiseOp.LessThan, x, y, false);
    /// <summary>x &lt; y with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-x/*"/>
    public static NativeTensor<bool> LessThan<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => BinaryScalar<T, bool>(ElementwiseOp.LessThan, y, x, true);
    /// <summary>x ≤ y, elementwise and broadcast, as a bool tensor.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<bool> LessThanOrEqual<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, bool>(ElementwiseOp.LessThanOrEqual, x, y);
    /// <summary>x ≤ y with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<bool> LessThanOrEqual<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, bool>(ElementwiseOp.LessThanOrEqual, x, y, false);
    /// <summary>x ≤ y with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-x/*"/>
    public static NativeTensor<bool> LessThanOrEqual<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => BinaryScalar<T, bool>(ElementwiseOp.LessThanOrEqual, y, x, true);
}
