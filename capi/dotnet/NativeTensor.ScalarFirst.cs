// Comparisons with the scalar on the left (x op y for a scalar x) in their All/Any forms, and the
// scalar comparisons written to a bool destination, as System.Numerics.Tensors declares them.
// All/Any visit elements in row-major order and stop at the first decisive one; empty inputs give
// All = true, Any = false. NaN compares false.
namespace Strata;

public static partial class NativeTensor
{
    /// <summary>x == y with a scalar y, written to a bool destination that the result broadcasts to.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void Equals<T>(NativeTensor<T> x, T y, NativeTensor<bool> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Equal, x, y, false, destination);

    /// <summary>x &gt; y with a scalar y, written to a bool destination that the result broadcasts to.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void GreaterThan<T>(NativeTensor<T> x, T y, NativeTensor<bool> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.GreaterThan, x, y, false, destination);
    /// <summary>x &gt; y with a scalar x, written to a bool destination that the result broadcasts to.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void GreaterThan<T>(T x, NativeTensor<T> y, NativeTensor<bool> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.GreaterThan, y, x, true, destination);
    /// <summary>x &gt;= y with a scalar y, written to a bool destination that the result broadcasts to.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void GreaterThanOrEqual<T>(NativeTensor<T> x, T y, NativeTensor<bool> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.GreaterThanOrEqual, x, y, false, destination);
    /// <summary>x &gt;= y with a scalar x, written to a bool destination that the result broadcasts to.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void GreaterThanOrEqual<T>(T x, NativeTensor<T> y, NativeTensor<bool> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.GreaterThanOrEqual, y, x, true, destination);
    /// <summary>x &lt; y with a scalar y, written to a bool destination that the result broadcasts to.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void LessThan<T>(NativeTensor<T> x, T y, NativeTensor<bool> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.LessThan, x, y, false, destination);
    /// <summary>x &lt; y with a scalar x, written to a bool destination that the result broadcasts to.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void LessThan<T>(T x, NativeTensor<T> y, NativeTensor<bool> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.LessThan, y, x, true, destination);
    /// <summary>x &lt;= y with a scalar y, written to a bool destination that the result broadcasts to.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void LessThanOrEqual<T>(NativeTensor<T> x, T y, NativeTensor<bool> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.LessThanOrEqual, x, y, false, destination);
    /// <summary>x &lt;= y with a scalar x, written to a bool destination that the result broadcasts to.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void LessThanOrEqual<T>(T x, NativeTensor<T> y, NativeTensor<bool> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.LessThanOrEqual, y, x, true, destination);

    /// <summary>Whether the scalar x &gt; y for every element of y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-all-scalar-x/*"/>
    public static bool GreaterThanAll<T>(T x, NativeTensor<T> y) where T : unmanaged => ScalarFirstFlag(Interop.ElementwiseOp.GreaterThan, x, y, all: true);
    /// <summary>Whether the scalar x &gt; y for some element of y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-any-scalar-x/*"/>
    public static bool GreaterThanAny<T>(T x, NativeTensor<T> y) where T : unmanaged => ScalarFirstFlag(Interop.ElementwiseOp.GreaterThan, x, y, all: false);
    /// <summary>Whether the scalar x &gt;= y for every element of y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-all-scalar-x/*"/>
    public static bool GreaterThanOrEqualAll<T>(T x, NativeTensor<T> y) where T : unmanaged => ScalarFirstFlag(Interop.ElementwiseOp.GreaterThanOrEqual, x, y, all: true);
    /// <summary>Whether the scalar x &gt;= y for some element of y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-any-scalar-x/*"/>
    public static bool GreaterThanOrEqualAny<T>(T x, NativeTensor<T> y) where T : unmanaged => ScalarFirstFlag(Interop.ElementwiseOp.GreaterThanOrEqual, x, y, all: false);
    /// <summary>Whether the scalar x &lt; y for every element of y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-all-scalar-x/*"/>
    public static bool LessThanAll<T>(T x, NativeTensor<T> y) where T : unmanaged => ScalarFirstFlag(Interop.ElementwiseOp.LessThan, x, y, all: true);
    /// <summary>Whether the scalar x &lt; y for some element of y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-any-scalar-x/*"/>
    public static bool LessThanAny<T>(T x, NativeTensor<T> y) where T : unmanaged => ScalarFirstFlag(Interop.ElementwiseOp.LessThan, x, y, all: false);
    /// <summary>Whether the scalar x &lt;= y for every element of y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-all-scalar-x/*"/>
    public static bool LessThanOrEqualAll<T>(T x, NativeTensor<T> y) where T : unmanaged => ScalarFirstFlag(Interop.ElementwiseOp.LessThanOrEqual, x, y, all: true);
    /// <summary>Whether the scalar x &lt;= y for some element of y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-any-scalar-x/*"/>
    public static bool LessThanOrEqualAny<T>(T x, NativeTensor<T> y) where T : unmanaged => ScalarFirstFlag(Interop.ElementwiseOp.LessThanOrEqual, x, y, all: false);

    /// <summary>A one-element tensor holding x, broadcast against y as the left operand.</summary>
    private static bool ScalarFirstFlag<T>(Interop.ElementwiseOp op, T x, NativeTensor<T> y, bool all) where T : unmanaged
    {
        System.ArgumentNullException.ThrowIfNull(y);
        using NativeTensor<T> scalar = CreateCopy<T>([x]);
        return CompareFlag(op, scalar, y, all);
    }
}
