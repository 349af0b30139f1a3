// Comparisons into bool tensors with their All/Any forms, and the IsXxx predicates of .NET's
// INumberBase with theirs. All/Any visit elements in row-major order, stop at the first decisive
// one and allocate nothing; empty inputs give All = true, Any = false. NaN compares false.
namespace Strata;

public static partial class NativeTensor
{
    /// <summary>x == y, elementwise and broadcast, as a bool tensor.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<bool> Equals<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary<T, bool>(Interop.ElementwiseOp.Equal, x, y);
    /// <summary>x == y written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void Equals<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<bool> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.Equal, x, y, destination);
    /// <summary>x == y with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<bool> Equals<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar<T, bool>(Interop.ElementwiseOp.Equal, x, y, scalarFirst: false);
    /// <summary>x == y with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<bool> Equals<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar<T, bool>(Interop.ElementwiseOp.Equal, y, x, scalarFirst: true);
    /// <summary>Whether x == y for every broadcast pair.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-all/*"/>
    public static bool EqualsAll<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => CompareFlag(Interop.ElementwiseOp.Equal, x, y, all: true);
    /// <summary>Whether x == y for every element and the scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-all-scalar-y/*"/>
    public static bool EqualsAll<T>(NativeTensor<T> x, T y) where T : unmanaged => CompareFlag(Interop.ElementwiseOp.Equal, x, y, all: true);
    /// <summary>Whether x == y for some broadcast pair.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-any/*"/>
    public static bool EqualsAny<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => CompareFlag(Interop.ElementwiseOp.Equal, x, y, all: false);
    /// <summary>Whether x == y for some element and the scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-any-scalar-y/*"/>
    public static bool EqualsAny<T>(NativeTensor<T> x, T y) where T : unmanaged => CompareFlag(Interop.ElementwiseOp.Equal, x, y, all: false);
    /// <summary>x &gt; y, elementwise and broadcast, as a bool tensor.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<bool> GreaterThan<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary<T, bool>(Interop.ElementwiseOp.GreaterThan, x, y);
    /// <summary>x &gt; y written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void GreaterThan<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<bool> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.GreaterThan, x, y, destination);
    /// <summary>x &gt; y with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<bool> GreaterThan<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar<T, bool>(Interop.ElementwiseOp.GreaterThan, x, y, scalarFirst: false);
    /// <summary>x &gt; y with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<bool> GreaterThan<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar<T, bool>(Interop.ElementwiseOp.GreaterThan, y, x, scalarFirst: true);
    /// <summary>Whether x &gt; y for every broadcast pair.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-all/*"/>
    public static bool GreaterThanAll<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => CompareFlag(Interop.ElementwiseOp.GreaterThan, x, y, all: true);
    /// <summary>Whether x &gt; y for every element and the scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-all-scalar-y/*"/>
    public static bool GreaterThanAll<T>(NativeTensor<T> x, T y) where T : unmanaged => CompareFlag(Interop.ElementwiseOp.GreaterThan, x, y, all: true);
    /// <summary>Whether x &gt; y for some broadcast pair.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-any/*"/>
    public static bool GreaterThanAny<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => CompareFlag(Interop.ElementwiseOp.GreaterThan, x, y, all: false);
    /// <summary>Whether x &gt; y for some element and the scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-any-scalar-y/*"/>
    public static bool GreaterThanAny<T>(NativeTensor<T> x, T y) where T : unmanaged => CompareFlag(Interop.ElementwiseOp.GreaterThan, x, y, all: false);
    /// <summary>x ≥ y, elementwise and broadcast, as a bool tensor.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<bool> GreaterThanOrEqual<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary<T, bool>(Interop.ElementwiseOp.GreaterThanOrEqual, x, y);
    /// <summary>x ≥ y written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void GreaterThanOrEqual<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<bool> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.GreaterThanOrEqual, x, y, destination);
    /// <summary>x ≥ y with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<bool> GreaterThanOrEqual<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar<T, bool>(Interop.ElementwiseOp.GreaterThanOrEqual, x, y, scalarFirst: false);
    /// <summary>x ≥ y with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<bool> GreaterThanOrEqual<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar<T, bool>(Interop.ElementwiseOp.GreaterThanOrEqual, y, x, scalarFirst: true);
    /// <summary>Whether x ≥ y for every broadcast pair.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-all/*"/>
    public static bool GreaterThanOrEqualAll<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => CompareFlag(Interop.ElementwiseOp.GreaterThanOrEqual, x, y, all: true);
    /// <summary>Whether x ≥ y for every element and the scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-all-scalar-y/*"/>
    public static bool GreaterThanOrEqualAll<T>(NativeTensor<T> x, T y) where T : unmanaged => CompareFlag(Interop.ElementwiseOp.GreaterThanOrEqual, x, y, all: true);
    /// <summary>Whether x ≥ y for some broadcast pair.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-any/*"/>
    public static bool GreaterThanOrEqualAny<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => CompareFlag(Interop.ElementwiseOp.GreaterThanOrEqual, x, y, all: false);
    /// <summary>Whether x ≥ y for some element and the scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-any-scalar-y/*"/>
    public static bool GreaterThanOrEqualAny<T>(NativeTensor<T> x, T y) where T : unmanaged => CompareFlag(Interop.ElementwiseOp.GreaterThanOrEqual, x, y, all: false);
    /// <summary>x &lt; y, elementwise and broadcast, as a bool tensor.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<bool> LessThan<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary<T, bool>(Interop.ElementwiseOp.LessThan, x, y);
    /// <summary>x &lt; y written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void LessThan<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<bool> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.LessThan, x, y, destination);
    /// <summary>x &lt; y with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<bool> LessThan<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar<T, bool>(Interop.ElementwiseOp.LessThan, x, y, scalarFirst: false);
    /// <summary>x &lt; y with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<bool> LessThan<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar<T, bool>(Interop.ElementwiseOp.LessThan, y, x, scalarFirst: true);
    /// <summary>Whether x &lt; y for every broadcast pair.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-all/*"/>
    public static bool LessThanAll<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => CompareFlag(Interop.ElementwiseOp.LessThan, x, y, all: true);
    /// <summary>Whether x &lt; y for every element and the scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-all-scalar-y/*"/>
    public static bool LessThanAll<T>(NativeTensor<T> x, T y) where T : unmanaged => CompareFlag(Interop.ElementwiseOp.LessThan, x, y, all: true);
    /// <summary>Whether x &lt; y for some broadcast pair.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-any/*"/>
    public static bool LessThanAny<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => CompareFlag(Interop.ElementwiseOp.LessThan, x, y, all: false);
    /// <summary>Whether x &lt; y for some element and the scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-any-scalar-y/*"/>
    public static bool LessThanAny<T>(NativeTensor<T> x, T y) where T : unmanaged => CompareFlag(Interop.ElementwiseOp.LessThan, x, y, all: false);
    /// <summary>x ≤ y, elementwise and broadcast, as a bool tensor.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<bool> LessThanOrEqual<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary<T, bool>(Interop.ElementwiseOp.LessThanOrEqual, x, y);
    /// <summary>x ≤ y written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void LessThanOrEqual<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<bool> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.LessThanOrEqual, x, y, destination);
    /// <summary>x ≤ y with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<bool> LessThanOrEqual<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar<T, bool>(Interop.ElementwiseOp.LessThanOrEqual, x, y, scalarFirst: false);
    /// <summary>x ≤ y with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<bool> LessThanOrEqual<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar<T, bool>(Interop.ElementwiseOp.LessThanOrEqual, y, x, scalarFirst: true);
    /// <summary>Whether x ≤ y for every broadcast pair.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-all/*"/>
    public static bool LessThanOrEqualAll<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => CompareFlag(Interop.ElementwiseOp.LessThanOrEqual, x, y, all: true);
    /// <summary>Whether x ≤ y for every element and the scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-all-scalar-y/*"/>
    public static bool LessThanOrEqualAll<T>(NativeTensor<T> x, T y) where T : unmanaged => CompareFlag(Interop.ElementwiseOp.LessThanOrEqual, x, y, all: true);
    /// <summary>Whether x ≤ y for some broadcast pair.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-any/*"/>
    public static bool LessThanOrEqualAny<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => CompareFlag(Interop.ElementwiseOp.LessThanOrEqual, x, y, all: false);
    /// <summary>Whether x ≤ y for some element and the scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/compare-any-scalar-y/*"/>
    public static bool LessThanOrEqualAny<T>(NativeTensor<T> x, T y) where T : unmanaged => CompareFlag(Interop.ElementwiseOp.LessThanOrEqual, x, y, all: false);
    /// <summary>Per element: always true for the supported types.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<bool> IsCanonical<T>(NativeTensor<T> x) where T : unmanaged => Unary<T, bool>(Interop.ElementwiseOp.IsCanonical, x);
    /// <summary>Per element: always true for the supported types; written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void IsCanonical<T>(NativeTensor<T> x, NativeTensor<bool> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.IsCanonical, x, destination);
    /// <summary>Whether every element is: always true for the supported types.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-all/*"/>
    public static bool IsCanonicalAll<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsCanonical, x, all: true);
    /// <summary>Whether some element is: always true for the supported types.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-any/*"/>
    public static bool IsCanonicalAny<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsCanonical, x, all: false);
    /// <summary>Per element: always false for the supported types.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<bool> IsComplexNumber<T>(NativeTensor<T> x) where T : unmanaged => Unary<T, bool>(Interop.ElementwiseOp.IsComplexNumber, x);
    /// <summary>Per element: always false for the supported types; written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void IsComplexNumber<T>(NativeTensor<T> x, NativeTensor<bool> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.IsComplexNumber, x, destination);
    /// <summary>Whether every element is: always false for the supported types.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-all/*"/>
    public static bool IsComplexNumberAll<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsComplexNumber, x, all: true);
    /// <summary>Whether some element is: always false for the supported types.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-any/*"/>
    public static bool IsComplexNumberAny<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsComplexNumber, x, all: false);
    /// <summary>Per element: an even integral value.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<bool> IsEvenInteger<T>(NativeTensor<T> x) where T : unmanaged => Unary<T, bool>(Interop.ElementwiseOp.IsEvenInteger, x);
    /// <summary>Per element: an even integral value; written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void IsEvenInteger<T>(NativeTensor<T> x, NativeTensor<bool> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.IsEvenInteger, x, destination);
    /// <summary>Whether every element is: an even integral value.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-all/*"/>
    public static bool IsEvenIntegerAll<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsEvenInteger, x, all: true);
    /// <summary>Whether some element is: an even integral value.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-any/*"/>
    public static bool IsEvenIntegerAny<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsEvenInteger, x, all: false);
    /// <summary>Per element: not infinite and not NaN.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<bool> IsFinite<T>(NativeTensor<T> x) where T : unmanaged => Unary<T, bool>(Interop.ElementwiseOp.IsFinite, x);
    /// <summary>Per element: not infinite and not NaN; written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void IsFinite<T>(NativeTensor<T> x, NativeTensor<bool> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.IsFinite, x, destination);
    /// <summary>Whether every element is: not infinite and not NaN.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-all/*"/>
    public static bool IsFiniteAll<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsFinite, x, all: true);
    /// <summary>Whether some element is: not infinite and not NaN.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-any/*"/>
    public static bool IsFiniteAny<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsFinite, x, all: false);
    /// <summary>Per element: always false for the supported types.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<bool> IsImaginaryNumber<T>(NativeTensor<T> x) where T : unmanaged => Unary<T, bool>(Interop.ElementwiseOp.IsImaginaryNumber, x);
    /// <summary>Per element: always false for the supported types; written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void IsImaginaryNumber<T>(NativeTensor<T> x, NativeTensor<bool> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.IsImaginaryNumber, x, destination);
    /// <summary>Whether every element is: always false for the supported types.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-all/*"/>
    public static bool IsImaginaryNumberAll<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsImaginaryNumber, x, all: true);
    /// <summary>Whether some element is: always false for the supported types.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-any/*"/>
    public static bool IsImaginaryNumberAny<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsImaginaryNumber, x, all: false);
    /// <summary>Per element: ±∞.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<bool> IsInfinity<T>(NativeTensor<T> x) where T : unmanaged => Unary<T, bool>(Interop.ElementwiseOp.IsInfinity, x);
    /// <summary>Per element: ±∞; written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void IsInfinity<T>(NativeTensor<T> x, NativeTensor<bool> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.IsInfinity, x, destination);
    /// <summary>Whether every element is: ±∞.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-all/*"/>
    public static bool IsInfinityAll<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsInfinity, x, all: true);
    /// <summary>Whether some element is: ±∞.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-any/*"/>
    public static bool IsInfinityAny<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsInfinity, x, all: false);
    /// <summary>Per element: a finite integral value.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<bool> IsInteger<T>(NativeTensor<T> x) where T : unmanaged => Unary<T, bool>(Interop.ElementwiseOp.IsInteger, x);
    /// <summary>Per element: a finite integral value; written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void IsInteger<T>(NativeTensor<T> x, NativeTensor<bool> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.IsInteger, x, destination);
    /// <summary>Whether every element is: a finite integral value.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-all/*"/>
    public static bool IsIntegerAll<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsInteger, x, all: true);
    /// <summary>Whether some element is: a finite integral value.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-any/*"/>
    public static bool IsIntegerAny<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsInteger, x, all: false);
    /// <summary>Per element: NaN.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<bool> IsNaN<T>(NativeTensor<T> x) where T : unmanaged => Unary<T, bool>(Interop.ElementwiseOp.IsNaN, x);
    /// <summary>Per element: NaN; written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void IsNaN<T>(NativeTensor<T> x, NativeTensor<bool> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.IsNaN, x, destination);
    /// <summary>Whether every element is: NaN.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-all/*"/>
    public static bool IsNaNAll<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsNaN, x, all: true);
    /// <summary>Whether some element is: NaN.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-any/*"/>
    public static bool IsNaNAny<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsNaN, x, all: false);
    /// <summary>Per element: the sign bit set (−0 included).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<bool> IsNegative<T>(NativeTensor<T> x) where T : unmanaged => Unary<T, bool>(Interop.ElementwiseOp.IsNegative, x);
    /// <summary>Per element: the sign bit set (−0 included); written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void IsNegative<T>(NativeTensor<T> x, NativeTensor<bool> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.IsNegative, x, destination);
    /// <summary>Whether every element is: the sign bit set (−0 included).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-all/*"/>
    public static bool IsNegativeAll<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsNegative, x, all: true);
    /// <summary>Whether some element is: the sign bit set (−0 included).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-any/*"/>
    public static bool IsNegativeAny<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsNegative, x, all: false);
    /// <summary>Per element: −∞.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<bool> IsNegativeInfinity<T>(NativeTensor<T> x) where T : unmanaged => Unary<T, bool>(Interop.ElementwiseOp.IsNegativeInfinity, x);
    /// <summary>Per element: −∞; written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void IsNegativeInfinity<T>(NativeTensor<T> x, NativeTensor<bool> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.IsNegativeInfinity, x, destination);
    /// <summary>Whether every element is: −∞.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-all/*"/>
    public static bool IsNegativeInfinityAll<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsNegativeInfinity, x, all: true);
    /// <summary>Whether some element is: −∞.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-any/*"/>
    public static bool IsNegativeInfinityAny<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsNegativeInfinity, x, all: false);
    /// <summary>Per element: a normal value (integers: nonzero).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<bool> IsNormal<T>(NativeTensor<T> x) where T : unmanaged => Unary<T, bool>(Interop.ElementwiseOp.IsNormal, x);
    /// <summary>Per element: a normal value (integers: nonzero); written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void IsNormal<T>(NativeTensor<T> x, NativeTensor<bool> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.IsNormal, x, destination);
    /// <summary>Whether every element is: a normal value (integers: nonzero).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-all/*"/>
    public static bool IsNormalAll<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsNormal, x, all: true);
    /// <summary>Whether some element is: a normal value (integers: nonzero).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-any/*"/>
    public static bool IsNormalAny<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsNormal, x, all: false);
    /// <summary>Per element: an odd integral value.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<bool> IsOddInteger<T>(NativeTensor<T> x) where T : unmanaged => Unary<T, bool>(Interop.ElementwiseOp.IsOddInteger, x);
    /// <summary>Per element: an odd integral value; written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void IsOddInteger<T>(NativeTensor<T> x, NativeTensor<bool> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.IsOddInteger, x, destination);
    /// <summary>Whether every element is: an odd integral value.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-all/*"/>
    public static bool IsOddIntegerAll<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsOddInteger, x, all: true);
    /// <summary>Whether some element is: an odd integral value.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-any/*"/>
    public static bool IsOddIntegerAny<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsOddInteger, x, all: false);
    /// <summary>Per element: the sign bit clear (+0 included).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<bool> IsPositive<T>(NativeTensor<T> x) where T : unmanaged => Unary<T, bool>(Interop.ElementwiseOp.IsPositive, x);
    /// <summary>Per element: the sign bit clear (+0 included); written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void IsPositive<T>(NativeTensor<T> x, NativeTensor<bool> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.IsPositive, x, destination);
    /// <summary>Whether every element is: the sign bit clear (+0 included).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-all/*"/>
    public static bool IsPositiveAll<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsPositive, x, all: true);
    /// <summary>Whether some element is: the sign bit clear (+0 included).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-any/*"/>
    public static bool IsPositiveAny<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsPositive, x, all: false);
    /// <summary>Per element: +∞.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<bool> IsPositiveInfinity<T>(NativeTensor<T> x) where T : unmanaged => Unary<T, bool>(Interop.ElementwiseOp.IsPositiveInfinity, x);
    /// <summary>Per element: +∞; written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void IsPositiveInfinity<T>(NativeTensor<T> x, NativeTensor<bool> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.IsPositiveInfinity, x, destination);
    /// <summary>Whether every element is: +∞.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-all/*"/>
    public static bool IsPositiveInfinityAll<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsPositiveInfinity, x, all: true);
    /// <summary>Whether some element is: +∞.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-any/*"/>
    public static bool IsPositiveInfinityAny<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsPositiveInfinity, x, all: false);
    /// <summary>Per element: a positive power of two.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<bool> IsPow2<T>(NativeTensor<T> x) where T : unmanaged => Unary<T, bool>(Interop.ElementwiseOp.IsPow2, x);
    /// <summary>Per element: a positive power of two; written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void IsPow2<T>(NativeTensor<T> x, NativeTensor<bool> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.IsPow2, x, destination);
    /// <summary>Whether every element is: a positive power of two.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-all/*"/>
    public static bool IsPow2All<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsPow2, x, all: true);
    /// <summary>Whether some element is: a positive power of two.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-any/*"/>
    public static bool IsPow2Any<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsPow2, x, all: false);
    /// <summary>Per element: not NaN.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<bool> IsRealNumber<T>(NativeTensor<T> x) where T : unmanaged => Unary<T, bool>(Interop.ElementwiseOp.IsRealNumber, x);
    /// <summary>Per element: not NaN; written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void IsRealNumber<T>(NativeTensor<T> x, NativeTensor<bool> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.IsRealNumber, x, destination);
    /// <summary>Whether every element is: not NaN.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-all/*"/>
    public static bool IsRealNumberAll<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsRealNumber, x, all: true);
    /// <summary>Whether some element is: not NaN.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-any/*"/>
    public static bool IsRealNumberAny<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsRealNumber, x, all: false);
    /// <summary>Per element: a subnormal value of its own format.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<bool> IsSubnormal<T>(NativeTensor<T> x) where T : unmanaged => Unary<T, bool>(Interop.ElementwiseOp.IsSubnormal, x);
    /// <summary>Per element: a subnormal value of its own format; written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void IsSubnormal<T>(NativeTensor<T> x, NativeTensor<bool> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.IsSubnormal, x, destination);
    /// <summary>Whether every element is: a subnormal value of its own format.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-all/*"/>
    public static bool IsSubnormalAll<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsSubnormal, x, all: true);
    /// <summary>Whether some element is: a subnormal value of its own format.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-any/*"/>
    public static bool IsSubnormalAny<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsSubnormal, x, all: false);
    /// <summary>Per element: ±0.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<bool> IsZero<T>(NativeTensor<T> x) where T : unmanaged => Unary<T, bool>(Interop.ElementwiseOp.IsZero, x);
    /// <summary>Per element: ±0; written to a bool destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void IsZero<T>(NativeTensor<T> x, NativeTensor<bool> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.IsZero, x, destination);
    /// <summary>Whether every element is: ±0.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-all/*"/>
    public static bool IsZeroAll<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsZero, x, all: true);
    /// <summary>Whether some element is: ±0.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/test-any/*"/>
    public static bool IsZeroAny<T>(NativeTensor<T> x) where T : unmanaged => PredicateFlag(Interop.ElementwiseOp.IsZero, x, all: false);
}
