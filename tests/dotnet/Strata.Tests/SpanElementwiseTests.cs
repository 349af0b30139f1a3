// The elementwise catalogue over the package's spans against System.Numerics.Tensors 11.0.0: every
// NativeTensor overload over ReadOnlyTensorSpan<T>/TensorSpan<T> has the signature of a package
// static (name, parameter types and names, return), and runs, through one table, on random layouts
// (rank 1–4, empty, long rows, dense, permuted strides, step slices, stride-0 broadcast sources) beside the
// package's: the same exception type, or results equal element by element over the destinations'
// whole backing arrays (within the catalogue's tolerance for floating-point math); a refused call
// leaves Strata's destination byte for byte as it was.
using System.Buffers;
using System.Reflection;
using System.Runtime.InteropServices;
using Xunit;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests;

public sealed class SpanElementwiseTests
{
    private delegate void UnaryCall<T, TR>(in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<TR> d);
    private delegate void BinaryCall<T, TR>(in Snt.ReadOnlyTensorSpan<T> x, in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<TR> d);
    private delegate void ScalarYCall<T, TR>(in Snt.ReadOnlyTensorSpan<T> x, T s, in Snt.TensorSpan<TR> d);
    private delegate void ScalarXCall<T, TR>(T s, in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<TR> d);
    private delegate TV Reduce1Call<T, TV>(in Snt.ReadOnlyTensorSpan<T> x);
    private delegate TV Reduce2Call<T, TV>(in Snt.ReadOnlyTensorSpan<T> x, in Snt.ReadOnlyTensorSpan<T> y);
    private delegate bool FlagYCall<T>(in Snt.ReadOnlyTensorSpan<T> x, T s);
    private delegate bool FlagXCall<T>(T s, in Snt.ReadOnlyTensorSpan<T> y);
    private delegate TTensor NewUnaryCall<T, TTensor>(in Snt.ReadOnlyTensorSpan<T> x);
    private delegate TTensor NewBinaryCall<T, TTensor>(in Snt.ReadOnlyTensorSpan<T> x, in Snt.ReadOnlyTensorSpan<T> y);
    private delegate TTensor NewScalarYCall<T, TTensor>(in Snt.ReadOnlyTensorSpan<T> x, T s);
    private delegate TTensor NewScalarXCall<T, TTensor>(T s, in Snt.ReadOnlyTensorSpan<T> y);

    /// <summary>One overload: its signature key and one random trial (a failure, or null).</summary>
    private sealed record Case(string Key, Func<Random, string?> Trial);

    private static readonly Case[] Cases =
    [
        Unary<double, double>("Abs(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Abs<double>(x, d), (in x, in d) => NativeTensor.Abs<double>(x, d)),
        Unary<double, double>("Acos(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Acos<double>(x, d), (in x, in d) => NativeTensor.Acos<double>(x, d)),
        Unary<double, double>("Acosh(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Acosh<double>(x, d), (in x, in d) => NativeTensor.Acosh<double>(x, d)),
        Unary<double, double>("AcosPi(R<T>,W<T>)", (in x, in d) => Snt.Tensor.AcosPi<double>(x, d), (in x, in d) => NativeTensor.AcosPi<double>(x, d)),
        Binary<double, double>("Add(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.Add<double>(x, y, d), (in x, in y, in d) => NativeTensor.Add<double>(x, y, d)),
        Binary<int, int>("Add(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.Add<int>(x, y, d), (in x, in y, in d) => NativeTensor.Add<int>(x, y, d)),
        ScalarY<double, double>("Add(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.Add<double>(x, s, d), (in x, s, in d) => NativeTensor.Add<double>(x, s, d)),
        ScalarY<int, int>("Add(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.Add<int>(x, s, d), (in x, s, in d) => NativeTensor.Add<int>(x, s, d)),
        Unary<double, double>("Asin(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Asin<double>(x, d), (in x, in d) => NativeTensor.Asin<double>(x, d)),
        Unary<double, double>("Asinh(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Asinh<double>(x, d), (in x, in d) => NativeTensor.Asinh<double>(x, d)),
        Unary<double, double>("AsinPi(R<T>,W<T>)", (in x, in d) => Snt.Tensor.AsinPi<double>(x, d), (in x, in d) => NativeTensor.AsinPi<double>(x, d)),
        Unary<double, double>("Atan(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Atan<double>(x, d), (in x, in d) => NativeTensor.Atan<double>(x, d)),
        Binary<double, double>("Atan2(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.Atan2<double>(x, y, d), (in x, in y, in d) => NativeTensor.Atan2<double>(x, y, d)),
        ScalarY<double, double>("Atan2(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.Atan2<double>(x, s, d), (in x, s, in d) => NativeTensor.Atan2<double>(x, s, d)),
        ScalarX<double, double>("Atan2(T,R<T>,W<T>)", (s, in y, in d) => Snt.Tensor.Atan2<double>(s, y, d), (s, in y, in d) => NativeTensor.Atan2<double>(s, y, d)),
        Binary<double, double>("Atan2Pi(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.Atan2Pi<double>(x, y, d), (in x, in y, in d) => NativeTensor.Atan2Pi<double>(x, y, d)),
        ScalarY<double, double>("Atan2Pi(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.Atan2Pi<double>(x, s, d), (in x, s, in d) => NativeTensor.Atan2Pi<double>(x, s, d)),
        ScalarX<double, double>("Atan2Pi(T,R<T>,W<T>)", (s, in y, in d) => Snt.Tensor.Atan2Pi<double>(s, y, d), (s, in y, in d) => NativeTensor.Atan2Pi<double>(s, y, d)),
        Unary<double, double>("Atanh(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Atanh<double>(x, d), (in x, in d) => NativeTensor.Atanh<double>(x, d)),
        Unary<double, double>("AtanPi(R<T>,W<T>)", (in x, in d) => Snt.Tensor.AtanPi<double>(x, d), (in x, in d) => NativeTensor.AtanPi<double>(x, d)),
        Reduce1<double, double>("Average(R<T>)", (in x) => Snt.Tensor.Average<double>(x), (in x) => NativeTensor.Average<double>(x)),
        Binary<int, int>("BitwiseAnd(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.BitwiseAnd<int>(x, y, d), (in x, in y, in d) => NativeTensor.BitwiseAnd<int>(x, y, d)),
        ScalarY<int, int>("BitwiseAnd(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.BitwiseAnd<int>(x, s, d), (in x, s, in d) => NativeTensor.BitwiseAnd<int>(x, s, d)),
        Binary<int, int>("BitwiseOr(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.BitwiseOr<int>(x, y, d), (in x, in y, in d) => NativeTensor.BitwiseOr<int>(x, y, d)),
        ScalarY<int, int>("BitwiseOr(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.BitwiseOr<int>(x, s, d), (in x, s, in d) => NativeTensor.BitwiseOr<int>(x, s, d)),
        Unary<double, double>("Cbrt(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Cbrt<double>(x, d), (in x, in d) => NativeTensor.Cbrt<double>(x, d)),
        Unary<double, double>("Ceiling(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Ceiling<double>(x, d), (in x, in d) => NativeTensor.Ceiling<double>(x, d)),
        Unary<double, int>("ConvertChecked(R<TFrom>,W<TTo>)", (in x, in d) => Snt.Tensor.ConvertChecked<double, int>(x, d), (in x, in d) => NativeTensor.ConvertChecked<double, int>(x, d)),
        Unary<double, short>("ConvertSaturating(R<TFrom>,W<TTo>)", (in x, in d) => Snt.Tensor.ConvertSaturating<double, short>(x, d), (in x, in d) => NativeTensor.ConvertSaturating<double, short>(x, d)),
        Unary<int, byte>("ConvertTruncating(R<TFrom>,W<TTo>)", (in x, in d) => Snt.Tensor.ConvertTruncating<int, byte>(x, d), (in x, in d) => NativeTensor.ConvertTruncating<int, byte>(x, d)),
        ScalarY<double, double>("CopySign(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.CopySign<double>(x, s, d), (in x, s, in d) => NativeTensor.CopySign<double>(x, s, d)),
        Binary<double, double>("CopySign(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.CopySign<double>(x, y, d), (in x, in y, in d) => NativeTensor.CopySign<double>(x, y, d)),
        Unary<double, double>("Cos(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Cos<double>(x, d), (in x, in d) => NativeTensor.Cos<double>(x, d)),
        Unary<double, double>("Cosh(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Cosh<double>(x, d), (in x, in d) => NativeTensor.Cosh<double>(x, d)),
        Reduce2<double, double>("CosineSimilarity(R<T>,R<T>)", (in x, in y) => Snt.Tensor.CosineSimilarity<double>(x, y), (in x, in y) => NativeTensor.CosineSimilarity<double>(x, y)),
        Unary<double, double>("CosPi(R<T>,W<T>)", (in x, in d) => Snt.Tensor.CosPi<double>(x, d), (in x, in d) => NativeTensor.CosPi<double>(x, d)),
        Unary<double, double>("Decrement(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Decrement<double>(x, d), (in x, in d) => NativeTensor.Decrement<double>(x, d)),
        Unary<double, double>("DegreesToRadians(R<T>,W<T>)", (in x, in d) => Snt.Tensor.DegreesToRadians<double>(x, d), (in x, in d) => NativeTensor.DegreesToRadians<double>(x, d)),
        Reduce2<double, double>("Distance(R<T>,R<T>)", (in x, in y) => Snt.Tensor.Distance<double>(x, y), (in x, in y) => NativeTensor.Distance<double>(x, y)),
        Binary<double, double>("Divide(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.Divide<double>(x, y, d), (in x, in y, in d) => NativeTensor.Divide<double>(x, y, d)),
        Binary<int, int>("Divide(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.Divide<int>(x, y, d), (in x, in y, in d) => NativeTensor.Divide<int>(x, y, d)),
        ScalarY<double, double>("Divide(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.Divide<double>(x, s, d), (in x, s, in d) => NativeTensor.Divide<double>(x, s, d)),
        ScalarY<int, int>("Divide(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.Divide<int>(x, s, d), (in x, s, in d) => NativeTensor.Divide<int>(x, s, d)),
        ScalarX<double, double>("Divide(T,R<T>,W<T>)", (s, in y, in d) => Snt.Tensor.Divide<double>(s, y, d), (s, in y, in d) => NativeTensor.Divide<double>(s, y, d)),
        ScalarX<int, int>("Divide(T,R<T>,W<T>)", (s, in y, in d) => Snt.Tensor.Divide<int>(s, y, d), (s, in y, in d) => NativeTensor.Divide<int>(s, y, d)),
        Reduce2<double, double>("Dot(R<T>,R<T>)", (in x, in y) => Snt.Tensor.Dot<double>(x, y), (in x, in y) => NativeTensor.Dot<double>(x, y)),
        Binary<int, bool>("Equals(R<T>,R<T>,W<bool>)", (in x, in y, in d) => Snt.Tensor.Equals<int>(x, y, d), (in x, in y, in d) => NativeTensor.Equals<int>(x, y, d)),
        ScalarY<int, bool>("Equals(R<T>,T,W<bool>)", (in x, s, in d) => Snt.Tensor.Equals<int>(x, s, d), (in x, s, in d) => NativeTensor.Equals<int>(x, s, d)),
        Flags<int>("EqualsAll(R<T>,R<T>)", (in x, in y) => Snt.Tensor.EqualsAll<int>(x, y), (in x, in y) => NativeTensor.EqualsAll<int>(x, y)),
        FlagY<int>("EqualsAll(R<T>,T)", (in x, s) => Snt.Tensor.EqualsAll<int>(x, s), (in x, s) => NativeTensor.EqualsAll<int>(x, s)),
        Flags<int>("EqualsAny(R<T>,R<T>)", (in x, in y) => Snt.Tensor.EqualsAny<int>(x, y), (in x, in y) => NativeTensor.EqualsAny<int>(x, y)),
        FlagY<int>("EqualsAny(R<T>,T)", (in x, s) => Snt.Tensor.EqualsAny<int>(x, s), (in x, s) => NativeTensor.EqualsAny<int>(x, s)),
        Unary<double, double>("Exp(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Exp<double>(x, d), (in x, in d) => NativeTensor.Exp<double>(x, d)),
        Unary<double, double>("Exp10(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Exp10<double>(x, d), (in x, in d) => NativeTensor.Exp10<double>(x, d)),
        Unary<double, double>("Exp10M1(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Exp10M1<double>(x, d), (in x, in d) => NativeTensor.Exp10M1<double>(x, d)),
        Unary<double, double>("Exp2(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Exp2<double>(x, d), (in x, in d) => NativeTensor.Exp2<double>(x, d)),
        Unary<double, double>("Exp2M1(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Exp2M1<double>(x, d), (in x, in d) => NativeTensor.Exp2M1<double>(x, d)),
        Unary<double, double>("ExpM1(R<T>,W<T>)", (in x, in d) => Snt.Tensor.ExpM1<double>(x, d), (in x, in d) => NativeTensor.ExpM1<double>(x, d)),
        Unary<double, double>("Floor(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Floor<double>(x, d), (in x, in d) => NativeTensor.Floor<double>(x, d)),
        Binary<int, bool>("GreaterThan(R<T>,R<T>,W<bool>)", (in x, in y, in d) => Snt.Tensor.GreaterThan<int>(x, y, d), (in x, in y, in d) => NativeTensor.GreaterThan<int>(x, y, d)),
        ScalarY<int, bool>("GreaterThan(R<T>,T,W<bool>)", (in x, s, in d) => Snt.Tensor.GreaterThan<int>(x, s, d), (in x, s, in d) => NativeTensor.GreaterThan<int>(x, s, d)),
        ScalarX<int, bool>("GreaterThan(T,R<T>,W<bool>)", (s, in y, in d) => Snt.Tensor.GreaterThan<int>(s, y, d), (s, in y, in d) => NativeTensor.GreaterThan<int>(s, y, d)),
        Flags<int>("GreaterThanAll(R<T>,R<T>)", (in x, in y) => Snt.Tensor.GreaterThanAll<int>(x, y), (in x, in y) => NativeTensor.GreaterThanAll<int>(x, y)),
        FlagY<int>("GreaterThanAll(R<T>,T)", (in x, s) => Snt.Tensor.GreaterThanAll<int>(x, s), (in x, s) => NativeTensor.GreaterThanAll<int>(x, s)),
        FlagX<int>("GreaterThanAll(T,R<T>)", (s, in y) => Snt.Tensor.GreaterThanAll<int>(s, y), (s, in y) => NativeTensor.GreaterThanAll<int>(s, y)),
        Flags<int>("GreaterThanAny(R<T>,R<T>)", (in x, in y) => Snt.Tensor.GreaterThanAny<int>(x, y), (in x, in y) => NativeTensor.GreaterThanAny<int>(x, y)),
        FlagY<int>("GreaterThanAny(R<T>,T)", (in x, s) => Snt.Tensor.GreaterThanAny<int>(x, s), (in x, s) => NativeTensor.GreaterThanAny<int>(x, s)),
        FlagX<int>("GreaterThanAny(T,R<T>)", (s, in y) => Snt.Tensor.GreaterThanAny<int>(s, y), (s, in y) => NativeTensor.GreaterThanAny<int>(s, y)),
        Binary<int, bool>("GreaterThanOrEqual(R<T>,R<T>,W<bool>)", (in x, in y, in d) => Snt.Tensor.GreaterThanOrEqual<int>(x, y, d), (in x, in y, in d) => NativeTensor.GreaterThanOrEqual<int>(x, y, d)),
        ScalarY<int, bool>("GreaterThanOrEqual(R<T>,T,W<bool>)", (in x, s, in d) => Snt.Tensor.GreaterThanOrEqual<int>(x, s, d), (in x, s, in d) => NativeTensor.GreaterThanOrEqual<int>(x, s, d)),
        ScalarX<int, bool>("GreaterThanOrEqual(T,R<T>,W<bool>)", (s, in y, in d) => Snt.Tensor.GreaterThanOrEqual<int>(s, y, d), (s, in y, in d) => NativeTensor.GreaterThanOrEqual<int>(s, y, d)),
        Flags<int>("GreaterThanOrEqualAll(R<T>,R<T>)", (in x, in y) => Snt.Tensor.GreaterThanOrEqualAll<int>(x, y), (in x, in y) => NativeTensor.GreaterThanOrEqualAll<int>(x, y)),
        FlagY<int>("GreaterThanOrEqualAll(R<T>,T)", (in x, s) => Snt.Tensor.GreaterThanOrEqualAll<int>(x, s), (in x, s) => NativeTensor.GreaterThanOrEqualAll<int>(x, s)),
        FlagX<int>("GreaterThanOrEqualAll(T,R<T>)", (s, in y) => Snt.Tensor.GreaterThanOrEqualAll<int>(s, y), (s, in y) => NativeTensor.GreaterThanOrEqualAll<int>(s, y)),
        Flags<int>("GreaterThanOrEqualAny(R<T>,R<T>)", (in x, in y) => Snt.Tensor.GreaterThanOrEqualAny<int>(x, y), (in x, in y) => NativeTensor.GreaterThanOrEqualAny<int>(x, y)),
        FlagY<int>("GreaterThanOrEqualAny(R<T>,T)", (in x, s) => Snt.Tensor.GreaterThanOrEqualAny<int>(x, s), (in x, s) => NativeTensor.GreaterThanOrEqualAny<int>(x, s)),
        FlagX<int>("GreaterThanOrEqualAny(T,R<T>)", (s, in y) => Snt.Tensor.GreaterThanOrEqualAny<int>(s, y), (s, in y) => NativeTensor.GreaterThanOrEqualAny<int>(s, y)),
        Binary<double, double>("Hypot(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.Hypot<double>(x, y, d), (in x, in y, in d) => NativeTensor.Hypot<double>(x, y, d)),
        Binary<double, double>("Ieee754Remainder(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.Ieee754Remainder<double>(x, y, d), (in x, in y, in d) => NativeTensor.Ieee754Remainder<double>(x, y, d)),
        ScalarY<double, double>("Ieee754Remainder(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.Ieee754Remainder<double>(x, s, d), (in x, s, in d) => NativeTensor.Ieee754Remainder<double>(x, s, d)),
        ScalarX<double, double>("Ieee754Remainder(T,R<T>,W<T>)", (s, in y, in d) => Snt.Tensor.Ieee754Remainder<double>(s, y, d), (s, in y, in d) => NativeTensor.Ieee754Remainder<double>(s, y, d)),
        Unary<double, int>("ILogB(R<T>,W<int>)", (in x, in d) => Snt.Tensor.ILogB<double>(x, d), (in x, in d) => NativeTensor.ILogB<double>(x, d)),
        Unary<double, double>("Increment(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Increment<double>(x, d), (in x, in d) => NativeTensor.Increment<double>(x, d)),
        Reduce1<double, nint>("IndexOfMax(R<T>)", (in x) => Snt.Tensor.IndexOfMax<double>(x), (in x) => NativeTensor.IndexOfMax<double>(x)),
        Reduce1<double, nint>("IndexOfMaxMagnitude(R<T>)", (in x) => Snt.Tensor.IndexOfMaxMagnitude<double>(x), (in x) => NativeTensor.IndexOfMaxMagnitude<double>(x)),
        Reduce1<double, nint>("IndexOfMin(R<T>)", (in x) => Snt.Tensor.IndexOfMin<double>(x), (in x) => NativeTensor.IndexOfMin<double>(x)),
        Reduce1<double, nint>("IndexOfMinMagnitude(R<T>)", (in x) => Snt.Tensor.IndexOfMinMagnitude<double>(x), (in x) => NativeTensor.IndexOfMinMagnitude<double>(x)),
        Unary<int, int>("LeadingZeroCount(R<T>,W<T>)", (in x, in d) => Snt.Tensor.LeadingZeroCount<int>(x, d), (in x, in d) => NativeTensor.LeadingZeroCount<int>(x, d)),
        Binary<int, bool>("LessThan(R<T>,R<T>,W<bool>)", (in x, in y, in d) => Snt.Tensor.LessThan<int>(x, y, d), (in x, in y, in d) => NativeTensor.LessThan<int>(x, y, d)),
        ScalarY<int, bool>("LessThan(R<T>,T,W<bool>)", (in x, s, in d) => Snt.Tensor.LessThan<int>(x, s, d), (in x, s, in d) => NativeTensor.LessThan<int>(x, s, d)),
        ScalarX<int, bool>("LessThan(T,R<T>,W<bool>)", (s, in y, in d) => Snt.Tensor.LessThan<int>(s, y, d), (s, in y, in d) => NativeTensor.LessThan<int>(s, y, d)),
        Flags<int>("LessThanAll(R<T>,R<T>)", (in x, in y) => Snt.Tensor.LessThanAll<int>(x, y), (in x, in y) => NativeTensor.LessThanAll<int>(x, y)),
        FlagY<int>("LessThanAll(R<T>,T)", (in x, s) => Snt.Tensor.LessThanAll<int>(x, s), (in x, s) => NativeTensor.LessThanAll<int>(x, s)),
        FlagX<int>("LessThanAll(T,R<T>)", (s, in y) => Snt.Tensor.LessThanAll<int>(s, y), (s, in y) => NativeTensor.LessThanAll<int>(s, y)),
        Flags<int>("LessThanAny(R<T>,R<T>)", (in x, in y) => Snt.Tensor.LessThanAny<int>(x, y), (in x, in y) => NativeTensor.LessThanAny<int>(x, y)),
        FlagY<int>("LessThanAny(R<T>,T)", (in x, s) => Snt.Tensor.LessThanAny<int>(x, s), (in x, s) => NativeTensor.LessThanAny<int>(x, s)),
        FlagX<int>("LessThanAny(T,R<T>)", (s, in y) => Snt.Tensor.LessThanAny<int>(s, y), (s, in y) => NativeTensor.LessThanAny<int>(s, y)),
        Binary<int, bool>("LessThanOrEqual(R<T>,R<T>,W<bool>)", (in x, in y, in d) => Snt.Tensor.LessThanOrEqual<int>(x, y, d), (in x, in y, in d) => NativeTensor.LessThanOrEqual<int>(x, y, d)),
        ScalarY<int, bool>("LessThanOrEqual(R<T>,T,W<bool>)", (in x, s, in d) => Snt.Tensor.LessThanOrEqual<int>(x, s, d), (in x, s, in d) => NativeTensor.LessThanOrEqual<int>(x, s, d)),
        ScalarX<int, bool>("LessThanOrEqual(T,R<T>,W<bool>)", (s, in y, in d) => Snt.Tensor.LessThanOrEqual<int>(s, y, d), (s, in y, in d) => NativeTensor.LessThanOrEqual<int>(s, y, d)),
        Flags<int>("LessThanOrEqualAll(R<T>,R<T>)", (in x, in y) => Snt.Tensor.LessThanOrEqualAll<int>(x, y), (in x, in y) => NativeTensor.LessThanOrEqualAll<int>(x, y)),
        FlagY<int>("LessThanOrEqualAll(R<T>,T)", (in x, s) => Snt.Tensor.LessThanOrEqualAll<int>(x, s), (in x, s) => NativeTensor.LessThanOrEqualAll<int>(x, s)),
        FlagX<int>("LessThanOrEqualAll(T,R<T>)", (s, in y) => Snt.Tensor.LessThanOrEqualAll<int>(s, y), (s, in y) => NativeTensor.LessThanOrEqualAll<int>(s, y)),
        Flags<int>("LessThanOrEqualAny(R<T>,R<T>)", (in x, in y) => Snt.Tensor.LessThanOrEqualAny<int>(x, y), (in x, in y) => NativeTensor.LessThanOrEqualAny<int>(x, y)),
        FlagY<int>("LessThanOrEqualAny(R<T>,T)", (in x, s) => Snt.Tensor.LessThanOrEqualAny<int>(x, s), (in x, s) => NativeTensor.LessThanOrEqualAny<int>(x, s)),
        FlagX<int>("LessThanOrEqualAny(T,R<T>)", (s, in y) => Snt.Tensor.LessThanOrEqualAny<int>(s, y), (s, in y) => NativeTensor.LessThanOrEqualAny<int>(s, y)),
        Unary<double, double>("Log(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Log<double>(x, d), (in x, in d) => NativeTensor.Log<double>(x, d)),
        Binary<double, double>("Log(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.Log<double>(x, y, d), (in x, in y, in d) => NativeTensor.Log<double>(x, y, d)),
        ScalarY<double, double>("Log(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.Log<double>(x, s, d), (in x, s, in d) => NativeTensor.Log<double>(x, s, d)),
        Unary<double, double>("Log10(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Log10<double>(x, d), (in x, in d) => NativeTensor.Log10<double>(x, d)),
        Unary<double, double>("Log10P1(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Log10P1<double>(x, d), (in x, in d) => NativeTensor.Log10P1<double>(x, d)),
        Unary<double, double>("Log2(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Log2<double>(x, d), (in x, in d) => NativeTensor.Log2<double>(x, d)),
        Unary<double, double>("Log2P1(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Log2P1<double>(x, d), (in x, in d) => NativeTensor.Log2P1<double>(x, d)),
        Unary<double, double>("LogP1(R<T>,W<T>)", (in x, in d) => Snt.Tensor.LogP1<double>(x, d), (in x, in d) => NativeTensor.LogP1<double>(x, d)),
        Reduce1<double, double>("Max(R<T>)", (in x) => Snt.Tensor.Max<double>(x), (in x) => NativeTensor.Max<double>(x)),
        Binary<double, double>("Max(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.Max<double>(x, y, d), (in x, in y, in d) => NativeTensor.Max<double>(x, y, d)),
        Binary<int, int>("Max(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.Max<int>(x, y, d), (in x, in y, in d) => NativeTensor.Max<int>(x, y, d)),
        ScalarY<double, double>("Max(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.Max<double>(x, s, d), (in x, s, in d) => NativeTensor.Max<double>(x, s, d)),
        ScalarY<int, int>("Max(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.Max<int>(x, s, d), (in x, s, in d) => NativeTensor.Max<int>(x, s, d)),
        Reduce1<double, double>("MaxMagnitude(R<T>)", (in x) => Snt.Tensor.MaxMagnitude<double>(x), (in x) => NativeTensor.MaxMagnitude<double>(x)),
        Binary<double, double>("MaxMagnitude(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.MaxMagnitude<double>(x, y, d), (in x, in y, in d) => NativeTensor.MaxMagnitude<double>(x, y, d)),
        ScalarY<double, double>("MaxMagnitude(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.MaxMagnitude<double>(x, s, d), (in x, s, in d) => NativeTensor.MaxMagnitude<double>(x, s, d)),
        Reduce1<double, double>("MaxMagnitudeNumber(R<T>)", (in x) => Snt.Tensor.MaxMagnitudeNumber<double>(x), (in x) => NativeTensor.MaxMagnitudeNumber<double>(x)),
        Binary<double, double>("MaxMagnitudeNumber(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.MaxMagnitudeNumber<double>(x, y, d), (in x, in y, in d) => NativeTensor.MaxMagnitudeNumber<double>(x, y, d)),
        ScalarY<double, double>("MaxMagnitudeNumber(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.MaxMagnitudeNumber<double>(x, s, d), (in x, s, in d) => NativeTensor.MaxMagnitudeNumber<double>(x, s, d)),
        Reduce1<double, double>("MaxNumber(R<T>)", (in x) => Snt.Tensor.MaxNumber<double>(x), (in x) => NativeTensor.MaxNumber<double>(x)),
        Binary<double, double>("MaxNumber(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.MaxNumber<double>(x, y, d), (in x, in y, in d) => NativeTensor.MaxNumber<double>(x, y, d)),
        ScalarY<double, double>("MaxNumber(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.MaxNumber<double>(x, s, d), (in x, s, in d) => NativeTensor.MaxNumber<double>(x, s, d)),
        Reduce1<double, double>("Min(R<T>)", (in x) => Snt.Tensor.Min<double>(x), (in x) => NativeTensor.Min<double>(x)),
        Binary<double, double>("Min(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.Min<double>(x, y, d), (in x, in y, in d) => NativeTensor.Min<double>(x, y, d)),
        Binary<int, int>("Min(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.Min<int>(x, y, d), (in x, in y, in d) => NativeTensor.Min<int>(x, y, d)),
        ScalarY<double, double>("Min(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.Min<double>(x, s, d), (in x, s, in d) => NativeTensor.Min<double>(x, s, d)),
        ScalarY<int, int>("Min(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.Min<int>(x, s, d), (in x, s, in d) => NativeTensor.Min<int>(x, s, d)),
        Reduce1<double, double>("MinMagnitude(R<T>)", (in x) => Snt.Tensor.MinMagnitude<double>(x), (in x) => NativeTensor.MinMagnitude<double>(x)),
        Binary<double, double>("MinMagnitude(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.MinMagnitude<double>(x, y, d), (in x, in y, in d) => NativeTensor.MinMagnitude<double>(x, y, d)),
        ScalarY<double, double>("MinMagnitude(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.MinMagnitude<double>(x, s, d), (in x, s, in d) => NativeTensor.MinMagnitude<double>(x, s, d)),
        Reduce1<double, double>("MinMagnitudeNumber(R<T>)", (in x) => Snt.Tensor.MinMagnitudeNumber<double>(x), (in x) => NativeTensor.MinMagnitudeNumber<double>(x)),
        Binary<double, double>("MinMagnitudeNumber(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.MinMagnitudeNumber<double>(x, y, d), (in x, in y, in d) => NativeTensor.MinMagnitudeNumber<double>(x, y, d)),
        ScalarY<double, double>("MinMagnitudeNumber(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.MinMagnitudeNumber<double>(x, s, d), (in x, s, in d) => NativeTensor.MinMagnitudeNumber<double>(x, s, d)),
        Reduce1<double, double>("MinNumber(R<T>)", (in x) => Snt.Tensor.MinNumber<double>(x), (in x) => NativeTensor.MinNumber<double>(x)),
        Binary<double, double>("MinNumber(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.MinNumber<double>(x, y, d), (in x, in y, in d) => NativeTensor.MinNumber<double>(x, y, d)),
        ScalarY<double, double>("MinNumber(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.MinNumber<double>(x, s, d), (in x, s, in d) => NativeTensor.MinNumber<double>(x, s, d)),
        Binary<double, double>("Multiply(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.Multiply<double>(x, y, d), (in x, in y, in d) => NativeTensor.Multiply<double>(x, y, d)),
        Binary<int, int>("Multiply(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.Multiply<int>(x, y, d), (in x, in y, in d) => NativeTensor.Multiply<int>(x, y, d)),
        ScalarY<double, double>("Multiply(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.Multiply<double>(x, s, d), (in x, s, in d) => NativeTensor.Multiply<double>(x, s, d)),
        ScalarY<int, int>("Multiply(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.Multiply<int>(x, s, d), (in x, s, in d) => NativeTensor.Multiply<int>(x, s, d)),
        Unary<double, double>("Negate(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Negate<double>(x, d), (in x, in d) => NativeTensor.Negate<double>(x, d)),
        Reduce1<double, double>("Norm(R<T>)", (in x) => Snt.Tensor.Norm<double>(x), (in x) => NativeTensor.Norm<double>(x)),
        Unary<int, int>("OnesComplement(R<T>,W<T>)", (in x, in d) => Snt.Tensor.OnesComplement<int>(x, d), (in x, in d) => NativeTensor.OnesComplement<int>(x, d)),
        Unary<int, int>("PopCount(R<T>,W<T>)", (in y, in d) => Snt.Tensor.PopCount<int>(y, d), (in y, in d) => NativeTensor.PopCount<int>(y, d)),
        Binary<double, double>("Pow(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.Pow<double>(x, y, d), (in x, in y, in d) => NativeTensor.Pow<double>(x, y, d)),
        ScalarY<double, double>("Pow(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.Pow<double>(x, s, d), (in x, s, in d) => NativeTensor.Pow<double>(x, s, d)),
        ScalarX<double, double>("Pow(T,R<T>,W<T>)", (s, in y, in d) => Snt.Tensor.Pow<double>(s, y, d), (s, in y, in d) => NativeTensor.Pow<double>(s, y, d)),
        Reduce1<double, double>("Product(R<T>)", (in x) => Snt.Tensor.Product<double>(x), (in x) => NativeTensor.Product<double>(x)),
        Unary<double, double>("RadiansToDegrees(R<T>,W<T>)", (in x, in d) => Snt.Tensor.RadiansToDegrees<double>(x, d), (in x, in d) => NativeTensor.RadiansToDegrees<double>(x, d)),
        Unary<double, double>("Reciprocal(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Reciprocal<double>(x, d), (in x, in d) => NativeTensor.Reciprocal<double>(x, d)),
        Unary<double, double>("RootN(R<T>,int,W<T>)", (in x, in d) => Snt.Tensor.RootN<double>(x, 3, d), (in x, in d) => NativeTensor.RootN<double>(x, 3, d)),
        Unary<int, int>("RotateLeft(R<T>,int,W<T>)", (in x, in d) => Snt.Tensor.RotateLeft<int>(x, 5, d), (in x, in d) => NativeTensor.RotateLeft<int>(x, 5, d)),
        Unary<int, int>("RotateRight(R<T>,int,W<T>)", (in x, in d) => Snt.Tensor.RotateRight<int>(x, 5, d), (in x, in d) => NativeTensor.RotateRight<int>(x, 5, d)),
        Unary<double, double>("Round(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Round<double>(x, d), (in x, in d) => NativeTensor.Round<double>(x, d)),
        Unary<double, double>("Round(R<T>,int,MidpointRounding,W<T>)", (in x, in d) => Snt.Tensor.Round<double>(x, 2, MidpointRounding.AwayFromZero, d), (in x, in d) => NativeTensor.Round<double>(x, 2, MidpointRounding.AwayFromZero, d)),
        Unary<double, double>("Round(R<T>,int,W<T>)", (in x, in d) => Snt.Tensor.Round<double>(x, 2, d), (in x, in d) => NativeTensor.Round<double>(x, 2, d)),
        Unary<double, double>("Round(R<T>,MidpointRounding,W<T>)", (in x, in d) => Snt.Tensor.Round<double>(x, MidpointRounding.AwayFromZero, d), (in x, in d) => NativeTensor.Round<double>(x, MidpointRounding.AwayFromZero, d)),
        Unary<int, int>("ShiftLeft(R<T>,int,W<T>)", (in x, in d) => Snt.Tensor.ShiftLeft<int>(x, 3, d), (in x, in d) => NativeTensor.ShiftLeft<int>(x, 3, d)),
        Unary<int, int>("ShiftRightArithmetic(R<T>,int,W<T>)", (in x, in d) => Snt.Tensor.ShiftRightArithmetic<int>(x, 3, d), (in x, in d) => NativeTensor.ShiftRightArithmetic<int>(x, 3, d)),
        Unary<int, int>("ShiftRightLogical(R<T>,int,W<T>)", (in x, in d) => Snt.Tensor.ShiftRightLogical<int>(x, 3, d), (in x, in d) => NativeTensor.ShiftRightLogical<int>(x, 3, d)),
        Unary<double, double>("Sigmoid(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Sigmoid<double>(x, d), (in x, in d) => NativeTensor.Sigmoid<double>(x, d)),
        Unary<double, double>("Sin(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Sin<double>(x, d), (in x, in d) => NativeTensor.Sin<double>(x, d)),
        Unary<double, double>("Sinh(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Sinh<double>(x, d), (in x, in d) => NativeTensor.Sinh<double>(x, d)),
        Unary<double, double>("SinPi(R<T>,W<T>)", (in x, in d) => Snt.Tensor.SinPi<double>(x, d), (in x, in d) => NativeTensor.SinPi<double>(x, d)),
        Unary<double, double>("SoftMax(R<T>,W<T>)", (in x, in d) => Snt.Tensor.SoftMax<double>(x, d), (in x, in d) => NativeTensor.SoftMax<double>(x, d), finite: true),
        Unary<double, double>("Sqrt(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Sqrt<double>(x, d), (in x, in d) => NativeTensor.Sqrt<double>(x, d)),
        Reduce1<double, double>("StdDev(R<T>)", (in x) => Snt.Tensor.StdDev<double>(x), (in x) => NativeTensor.StdDev<double>(x)),
        Binary<double, double>("Subtract(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.Subtract<double>(x, y, d), (in x, in y, in d) => NativeTensor.Subtract<double>(x, y, d)),
        Binary<int, int>("Subtract(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.Subtract<int>(x, y, d), (in x, in y, in d) => NativeTensor.Subtract<int>(x, y, d)),
        ScalarY<double, double>("Subtract(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.Subtract<double>(x, s, d), (in x, s, in d) => NativeTensor.Subtract<double>(x, s, d)),
        ScalarY<int, int>("Subtract(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.Subtract<int>(x, s, d), (in x, s, in d) => NativeTensor.Subtract<int>(x, s, d)),
        ScalarX<double, double>("Subtract(T,R<T>,W<T>)", (s, in y, in d) => Snt.Tensor.Subtract<double>(s, y, d), (s, in y, in d) => NativeTensor.Subtract<double>(s, y, d)),
        ScalarX<int, int>("Subtract(T,R<T>,W<T>)", (s, in y, in d) => Snt.Tensor.Subtract<int>(s, y, d), (s, in y, in d) => NativeTensor.Subtract<int>(s, y, d)),
        Reduce1<double, double>("Sum(R<T>)", (in x) => Snt.Tensor.Sum<double>(x), (in x) => NativeTensor.Sum<double>(x)),
        Unary<double, double>("Tan(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Tan<double>(x, d), (in x, in d) => NativeTensor.Tan<double>(x, d)),
        Unary<double, double>("Tanh(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Tanh<double>(x, d), (in x, in d) => NativeTensor.Tanh<double>(x, d)),
        Unary<double, double>("TanPi(R<T>,W<T>)", (in x, in d) => Snt.Tensor.TanPi<double>(x, d), (in x, in d) => NativeTensor.TanPi<double>(x, d)),
        Unary<int, int>("TrailingZeroCount(R<T>,W<T>)", (in x, in d) => Snt.Tensor.TrailingZeroCount<int>(x, d), (in x, in d) => NativeTensor.TrailingZeroCount<int>(x, d)),
        Unary<double, double>("Truncate(R<T>,W<T>)", (in x, in d) => Snt.Tensor.Truncate<double>(x, d), (in x, in d) => NativeTensor.Truncate<double>(x, d)),
        Binary<int, int>("Xor(R<T>,R<T>,W<T>)", (in x, in y, in d) => Snt.Tensor.Xor<int>(x, y, d), (in x, in y, in d) => NativeTensor.Xor<int>(x, y, d)),
        ScalarY<int, int>("Xor(R<T>,T,W<T>)", (in x, s, in d) => Snt.Tensor.Xor<int>(x, s, d), (in x, s, in d) => NativeTensor.Xor<int>(x, s, d)),
        NewUnary<double, double>("Abs(R<T>)", (in x) => Snt.Tensor.Abs<double>(x), (in x) => NativeTensor.Abs<double>(x)),
        NewUnary<double, double>("Acos(R<T>)", (in x) => Snt.Tensor.Acos<double>(x), (in x) => NativeTensor.Acos<double>(x)),
        NewUnary<double, double>("Acosh(R<T>)", (in x) => Snt.Tensor.Acosh<double>(x), (in x) => NativeTensor.Acosh<double>(x)),
        NewUnary<double, double>("AcosPi(R<T>)", (in x) => Snt.Tensor.AcosPi<double>(x), (in x) => NativeTensor.AcosPi<double>(x)),
        NewBinary<double, double>("Add(R<T>,R<T>)", (in x, in y) => Snt.Tensor.Add<double>(x, y), (in x, in y) => NativeTensor.Add<double>(x, y)),
        NewScalarY<double, double>("Add(R<T>,T)", (in x, s) => Snt.Tensor.Add<double>(x, s), (in x, s) => NativeTensor.Add<double>(x, s)),
        NewUnary<double, double>("Asin(R<T>)", (in x) => Snt.Tensor.Asin<double>(x), (in x) => NativeTensor.Asin<double>(x)),
        NewUnary<double, double>("Asinh(R<T>)", (in x) => Snt.Tensor.Asinh<double>(x), (in x) => NativeTensor.Asinh<double>(x)),
        NewUnary<double, double>("AsinPi(R<T>)", (in x) => Snt.Tensor.AsinPi<double>(x), (in x) => NativeTensor.AsinPi<double>(x)),
        NewUnary<double, double>("Atan(R<T>)", (in x) => Snt.Tensor.Atan<double>(x), (in x) => NativeTensor.Atan<double>(x)),
        NewBinary<double, double>("Atan2(R<T>,R<T>)", (in x, in y) => Snt.Tensor.Atan2<double>(x, y), (in x, in y) => NativeTensor.Atan2<double>(x, y)),
        NewScalarY<double, double>("Atan2(R<T>,T)", (in x, s) => Snt.Tensor.Atan2<double>(x, s), (in x, s) => NativeTensor.Atan2<double>(x, s)),
        NewScalarX<double, double>("Atan2(T,R<T>)", (s, in y) => Snt.Tensor.Atan2<double>(s, y), (s, in y) => NativeTensor.Atan2<double>(s, y)),
        NewBinary<double, double>("Atan2Pi(R<T>,R<T>)", (in x, in y) => Snt.Tensor.Atan2Pi<double>(x, y), (in x, in y) => NativeTensor.Atan2Pi<double>(x, y)),
        NewScalarY<double, double>("Atan2Pi(R<T>,T)", (in x, s) => Snt.Tensor.Atan2Pi<double>(x, s), (in x, s) => NativeTensor.Atan2Pi<double>(x, s)),
        NewScalarX<double, double>("Atan2Pi(T,R<T>)", (s, in y) => Snt.Tensor.Atan2Pi<double>(s, y), (s, in y) => NativeTensor.Atan2Pi<double>(s, y)),
        NewUnary<double, double>("Atanh(R<T>)", (in x) => Snt.Tensor.Atanh<double>(x), (in x) => NativeTensor.Atanh<double>(x)),
        NewUnary<double, double>("AtanPi(R<T>)", (in x) => Snt.Tensor.AtanPi<double>(x), (in x) => NativeTensor.AtanPi<double>(x)),
        NewBinary<int, int>("BitwiseAnd(R<T>,R<T>)", (in x, in y) => Snt.Tensor.BitwiseAnd<int>(x, y), (in x, in y) => NativeTensor.BitwiseAnd<int>(x, y)),
        NewScalarY<int, int>("BitwiseAnd(R<T>,T)", (in x, s) => Snt.Tensor.BitwiseAnd<int>(x, s), (in x, s) => NativeTensor.BitwiseAnd<int>(x, s)),
        NewBinary<int, int>("BitwiseOr(R<T>,R<T>)", (in x, in y) => Snt.Tensor.BitwiseOr<int>(x, y), (in x, in y) => NativeTensor.BitwiseOr<int>(x, y)),
        NewScalarY<int, int>("BitwiseOr(R<T>,T)", (in x, s) => Snt.Tensor.BitwiseOr<int>(x, s), (in x, s) => NativeTensor.BitwiseOr<int>(x, s)),
        NewUnary<double, double>("Cbrt(R<T>)", (in x) => Snt.Tensor.Cbrt<double>(x), (in x) => NativeTensor.Cbrt<double>(x)),
        NewUnary<double, double>("Ceiling(R<T>)", (in x) => Snt.Tensor.Ceiling<double>(x), (in x) => NativeTensor.Ceiling<double>(x)),
        NewUnary<double, int>("ConvertChecked(R<TFrom>)", (in x) => Snt.Tensor.ConvertChecked<double, int>(x), (in x) => NativeTensor.ConvertChecked<double, int>(x)),
        NewUnary<double, short>("ConvertSaturating(R<TFrom>)", (in x) => Snt.Tensor.ConvertSaturating<double, short>(x), (in x) => NativeTensor.ConvertSaturating<double, short>(x)),
        NewUnary<int, byte>("ConvertTruncating(R<TFrom>)", (in x) => Snt.Tensor.ConvertTruncating<int, byte>(x), (in x) => NativeTensor.ConvertTruncating<int, byte>(x)),
        NewScalarY<double, double>("CopySign(R<T>,T)", (in x, s) => Snt.Tensor.CopySign<double>(x, s), (in x, s) => NativeTensor.CopySign<double>(x, s)),
        NewBinary<double, double>("CopySign(R<T>,R<T>)", (in x, in y) => Snt.Tensor.CopySign<double>(x, y), (in x, in y) => NativeTensor.CopySign<double>(x, y)),
        NewUnary<double, double>("Cos(R<T>)", (in x) => Snt.Tensor.Cos<double>(x), (in x) => NativeTensor.Cos<double>(x)),
        NewUnary<double, double>("Cosh(R<T>)", (in x) => Snt.Tensor.Cosh<double>(x), (in x) => NativeTensor.Cosh<double>(x)),
        NewUnary<double, double>("CosPi(R<T>)", (in x) => Snt.Tensor.CosPi<double>(x), (in x) => NativeTensor.CosPi<double>(x)),
        NewUnary<double, double>("Decrement(R<T>)", (in x) => Snt.Tensor.Decrement<double>(x), (in x) => NativeTensor.Decrement<double>(x)),
        NewUnary<double, double>("DegreesToRadians(R<T>)", (in x) => Snt.Tensor.DegreesToRadians<double>(x), (in x) => NativeTensor.DegreesToRadians<double>(x)),
        NewBinary<double, double>("Divide(R<T>,R<T>)", (in x, in y) => Snt.Tensor.Divide<double>(x, y), (in x, in y) => NativeTensor.Divide<double>(x, y)),
        NewBinary<int, int>("Divide(R<T>,R<T>)", (in x, in y) => Snt.Tensor.Divide<int>(x, y), (in x, in y) => NativeTensor.Divide<int>(x, y)),
        NewScalarY<double, double>("Divide(R<T>,T)", (in x, s) => Snt.Tensor.Divide<double>(x, s), (in x, s) => NativeTensor.Divide<double>(x, s)),
        NewScalarY<int, int>("Divide(R<T>,T)", (in x, s) => Snt.Tensor.Divide<int>(x, s), (in x, s) => NativeTensor.Divide<int>(x, s)),
        NewScalarX<double, double>("Divide(T,R<T>)", (s, in y) => Snt.Tensor.Divide<double>(s, y), (s, in y) => NativeTensor.Divide<double>(s, y)),
        NewScalarX<int, int>("Divide(T,R<T>)", (s, in y) => Snt.Tensor.Divide<int>(s, y), (s, in y) => NativeTensor.Divide<int>(s, y)),
        NewBinary<int, bool>("Equals(R<T>,R<T>)", (in x, in y) => Snt.Tensor.Equals<int>(x, y), (in x, in y) => NativeTensor.Equals<int>(x, y)),
        NewScalarY<int, bool>("Equals(R<T>,T)", (in x, s) => Snt.Tensor.Equals<int>(x, s), (in x, s) => NativeTensor.Equals<int>(x, s)),
        NewUnary<double, double>("Exp(R<T>)", (in x) => Snt.Tensor.Exp<double>(x), (in x) => NativeTensor.Exp<double>(x)),
        NewUnary<double, double>("Exp10(R<T>)", (in x) => Snt.Tensor.Exp10<double>(x), (in x) => NativeTensor.Exp10<double>(x)),
        NewUnary<double, double>("Exp10M1(R<T>)", (in x) => Snt.Tensor.Exp10M1<double>(x), (in x) => NativeTensor.Exp10M1<double>(x)),
        NewUnary<double, double>("Exp2(R<T>)", (in x) => Snt.Tensor.Exp2<double>(x), (in x) => NativeTensor.Exp2<double>(x)),
        NewUnary<double, double>("Exp2M1(R<T>)", (in x) => Snt.Tensor.Exp2M1<double>(x), (in x) => NativeTensor.Exp2M1<double>(x)),
        NewUnary<double, double>("ExpM1(R<T>)", (in x) => Snt.Tensor.ExpM1<double>(x), (in x) => NativeTensor.ExpM1<double>(x)),
        NewUnary<double, double>("Floor(R<T>)", (in x) => Snt.Tensor.Floor<double>(x), (in x) => NativeTensor.Floor<double>(x)),
        NewBinary<int, bool>("GreaterThan(R<T>,R<T>)", (in x, in y) => Snt.Tensor.GreaterThan<int>(x, y), (in x, in y) => NativeTensor.GreaterThan<int>(x, y)),
        NewScalarY<int, bool>("GreaterThan(R<T>,T)", (in x, s) => Snt.Tensor.GreaterThan<int>(x, s), (in x, s) => NativeTensor.GreaterThan<int>(x, s)),
        NewScalarX<int, bool>("GreaterThan(T,R<T>)", (s, in y) => Snt.Tensor.GreaterThan<int>(s, y), (s, in y) => NativeTensor.GreaterThan<int>(s, y)),
        NewBinary<int, bool>("GreaterThanOrEqual(R<T>,R<T>)", (in x, in y) => Snt.Tensor.GreaterThanOrEqual<int>(x, y), (in x, in y) => NativeTensor.GreaterThanOrEqual<int>(x, y)),
        NewScalarY<int, bool>("GreaterThanOrEqual(R<T>,T)", (in x, s) => Snt.Tensor.GreaterThanOrEqual<int>(x, s), (in x, s) => NativeTensor.GreaterThanOrEqual<int>(x, s)),
        NewScalarX<int, bool>("GreaterThanOrEqual(T,R<T>)", (s, in y) => Snt.Tensor.GreaterThanOrEqual<int>(s, y), (s, in y) => NativeTensor.GreaterThanOrEqual<int>(s, y)),
        NewBinary<double, double>("Hypot(R<T>,R<T>)", (in x, in y) => Snt.Tensor.Hypot<double>(x, y), (in x, in y) => NativeTensor.Hypot<double>(x, y)),
        NewBinary<double, double>("Ieee754Remainder(R<T>,R<T>)", (in x, in y) => Snt.Tensor.Ieee754Remainder<double>(x, y), (in x, in y) => NativeTensor.Ieee754Remainder<double>(x, y)),
        NewScalarY<double, double>("Ieee754Remainder(R<T>,T)", (in x, s) => Snt.Tensor.Ieee754Remainder<double>(x, s), (in x, s) => NativeTensor.Ieee754Remainder<double>(x, s)),
        NewScalarX<double, double>("Ieee754Remainder(T,R<T>)", (s, in y) => Snt.Tensor.Ieee754Remainder<double>(s, y), (s, in y) => NativeTensor.Ieee754Remainder<double>(s, y)),
        NewUnary<double, int>("ILogB(R<T>)", (in x) => Snt.Tensor.ILogB<double>(x), (in x) => NativeTensor.ILogB<double>(x)),
        NewUnary<double, double>("Increment(R<T>)", (in x) => Snt.Tensor.Increment<double>(x), (in x) => NativeTensor.Increment<double>(x)),
        NewUnary<int, int>("LeadingZeroCount(R<T>)", (in x) => Snt.Tensor.LeadingZeroCount<int>(x), (in x) => NativeTensor.LeadingZeroCount<int>(x)),
        NewBinary<int, bool>("LessThan(R<T>,R<T>)", (in x, in y) => Snt.Tensor.LessThan<int>(x, y), (in x, in y) => NativeTensor.LessThan<int>(x, y)),
        NewScalarY<int, bool>("LessThan(R<T>,T)", (in x, s) => Snt.Tensor.LessThan<int>(x, s), (in x, s) => NativeTensor.LessThan<int>(x, s)),
        NewScalarX<int, bool>("LessThan(T,R<T>)", (s, in y) => Snt.Tensor.LessThan<int>(s, y), (s, in y) => NativeTensor.LessThan<int>(s, y)),
        NewBinary<int, bool>("LessThanOrEqual(R<T>,R<T>)", (in x, in y) => Snt.Tensor.LessThanOrEqual<int>(x, y), (in x, in y) => NativeTensor.LessThanOrEqual<int>(x, y)),
        NewScalarY<int, bool>("LessThanOrEqual(R<T>,T)", (in x, s) => Snt.Tensor.LessThanOrEqual<int>(x, s), (in x, s) => NativeTensor.LessThanOrEqual<int>(x, s)),
        NewScalarX<int, bool>("LessThanOrEqual(T,R<T>)", (s, in y) => Snt.Tensor.LessThanOrEqual<int>(s, y), (s, in y) => NativeTensor.LessThanOrEqual<int>(s, y)),
        NewUnary<double, double>("Log(R<T>)", (in x) => Snt.Tensor.Log<double>(x), (in x) => NativeTensor.Log<double>(x)),
        NewBinary<double, double>("Log(R<T>,R<T>)", (in x, in y) => Snt.Tensor.Log<double>(x, y), (in x, in y) => NativeTensor.Log<double>(x, y)),
        NewScalarY<double, double>("Log(R<T>,T)", (in x, s) => Snt.Tensor.Log<double>(x, s), (in x, s) => NativeTensor.Log<double>(x, s)),
        NewUnary<double, double>("Log10(R<T>)", (in x) => Snt.Tensor.Log10<double>(x), (in x) => NativeTensor.Log10<double>(x)),
        NewUnary<double, double>("Log10P1(R<T>)", (in x) => Snt.Tensor.Log10P1<double>(x), (in x) => NativeTensor.Log10P1<double>(x)),
        NewUnary<double, double>("Log2(R<T>)", (in x) => Snt.Tensor.Log2<double>(x), (in x) => NativeTensor.Log2<double>(x)),
        NewUnary<double, double>("Log2P1(R<T>)", (in x) => Snt.Tensor.Log2P1<double>(x), (in x) => NativeTensor.Log2P1<double>(x)),
        NewUnary<double, double>("LogP1(R<T>)", (in x) => Snt.Tensor.LogP1<double>(x), (in x) => NativeTensor.LogP1<double>(x)),
        NewBinary<double, double>("Max(R<T>,R<T>)", (in x, in y) => Snt.Tensor.Max<double>(x, y), (in x, in y) => NativeTensor.Max<double>(x, y)),
        NewScalarY<double, double>("Max(R<T>,T)", (in x, s) => Snt.Tensor.Max<double>(x, s), (in x, s) => NativeTensor.Max<double>(x, s)),
        NewBinary<double, double>("MaxMagnitude(R<T>,R<T>)", (in x, in y) => Snt.Tensor.MaxMagnitude<double>(x, y), (in x, in y) => NativeTensor.MaxMagnitude<double>(x, y)),
        NewScalarY<double, double>("MaxMagnitude(R<T>,T)", (in x, s) => Snt.Tensor.MaxMagnitude<double>(x, s), (in x, s) => NativeTensor.MaxMagnitude<double>(x, s)),
        NewBinary<double, double>("MaxMagnitudeNumber(R<T>,R<T>)", (in x, in y) => Snt.Tensor.MaxMagnitudeNumber<double>(x, y), (in x, in y) => NativeTensor.MaxMagnitudeNumber<double>(x, y)),
        NewScalarY<double, double>("MaxMagnitudeNumber(R<T>,T)", (in x, s) => Snt.Tensor.MaxMagnitudeNumber<double>(x, s), (in x, s) => NativeTensor.MaxMagnitudeNumber<double>(x, s)),
        NewBinary<double, double>("MaxNumber(R<T>,R<T>)", (in x, in y) => Snt.Tensor.MaxNumber<double>(x, y), (in x, in y) => NativeTensor.MaxNumber<double>(x, y)),
        NewScalarY<double, double>("MaxNumber(R<T>,T)", (in x, s) => Snt.Tensor.MaxNumber<double>(x, s), (in x, s) => NativeTensor.MaxNumber<double>(x, s)),
        NewBinary<double, double>("Min(R<T>,R<T>)", (in x, in y) => Snt.Tensor.Min<double>(x, y), (in x, in y) => NativeTensor.Min<double>(x, y)),
        NewScalarY<double, double>("Min(R<T>,T)", (in x, s) => Snt.Tensor.Min<double>(x, s), (in x, s) => NativeTensor.Min<double>(x, s)),
        NewBinary<double, double>("MinMagnitude(R<T>,R<T>)", (in x, in y) => Snt.Tensor.MinMagnitude<double>(x, y), (in x, in y) => NativeTensor.MinMagnitude<double>(x, y)),
        NewScalarY<double, double>("MinMagnitude(R<T>,T)", (in x, s) => Snt.Tensor.MinMagnitude<double>(x, s), (in x, s) => NativeTensor.MinMagnitude<double>(x, s)),
        NewBinary<double, double>("MinMagnitudeNumber(R<T>,R<T>)", (in x, in y) => Snt.Tensor.MinMagnitudeNumber<double>(x, y), (in x, in y) => NativeTensor.MinMagnitudeNumber<double>(x, y)),
        NewScalarY<double, double>("MinMagnitudeNumber(R<T>,T)", (in x, s) => Snt.Tensor.MinMagnitudeNumber<double>(x, s), (in x, s) => NativeTensor.MinMagnitudeNumber<double>(x, s)),
        NewBinary<double, double>("MinNumber(R<T>,R<T>)", (in x, in y) => Snt.Tensor.MinNumber<double>(x, y), (in x, in y) => NativeTensor.MinNumber<double>(x, y)),
        NewScalarY<double, double>("MinNumber(R<T>,T)", (in x, s) => Snt.Tensor.MinNumber<double>(x, s), (in x, s) => NativeTensor.MinNumber<double>(x, s)),
        NewBinary<double, double>("Multiply(R<T>,R<T>)", (in x, in y) => Snt.Tensor.Multiply<double>(x, y), (in x, in y) => NativeTensor.Multiply<double>(x, y)),
        NewScalarY<double, double>("Multiply(R<T>,T)", (in x, s) => Snt.Tensor.Multiply<double>(x, s), (in x, s) => NativeTensor.Multiply<double>(x, s)),
        NewUnary<double, double>("Negate(R<T>)", (in x) => Snt.Tensor.Negate<double>(x), (in x) => NativeTensor.Negate<double>(x)),
        NewUnary<int, int>("OnesComplement(R<T>)", (in x) => Snt.Tensor.OnesComplement<int>(x), (in x) => NativeTensor.OnesComplement<int>(x)),
        NewUnary<int, int>("PopCount(R<T>)", (in x) => Snt.Tensor.PopCount<int>(x), (in x) => NativeTensor.PopCount<int>(x)),
        NewBinary<double, double>("Pow(R<T>,R<T>)", (in x, in y) => Snt.Tensor.Pow<double>(x, y), (in x, in y) => NativeTensor.Pow<double>(x, y)),
        NewScalarY<double, double>("Pow(R<T>,T)", (in x, s) => Snt.Tensor.Pow<double>(x, s), (in x, s) => NativeTensor.Pow<double>(x, s)),
        NewScalarX<double, double>("Pow(T,R<T>)", (s, in y) => Snt.Tensor.Pow<double>(s, y), (s, in y) => NativeTensor.Pow<double>(s, y)),
        NewUnary<double, double>("RadiansToDegrees(R<T>)", (in x) => Snt.Tensor.RadiansToDegrees<double>(x), (in x) => NativeTensor.RadiansToDegrees<double>(x)),
        NewUnary<double, double>("Reciprocal(R<T>)", (in x) => Snt.Tensor.Reciprocal<double>(x), (in x) => NativeTensor.Reciprocal<double>(x)),
        NewUnary<double, double>("RootN(R<T>,int)", (in x) => Snt.Tensor.RootN<double>(x, 3), (in x) => NativeTensor.RootN<double>(x, 3)),
        NewUnary<int, int>("RotateLeft(R<T>,int)", (in x) => Snt.Tensor.RotateLeft<int>(x, 5), (in x) => NativeTensor.RotateLeft<int>(x, 5)),
        NewUnary<int, int>("RotateRight(R<T>,int)", (in x) => Snt.Tensor.RotateRight<int>(x, 5), (in x) => NativeTensor.RotateRight<int>(x, 5)),
        NewUnary<double, double>("Round(R<T>)", (in x) => Snt.Tensor.Round<double>(x), (in x) => NativeTensor.Round<double>(x)),
        NewUnary<double, double>("Round(R<T>,int,MidpointRounding)", (in x) => Snt.Tensor.Round<double>(x, 2, MidpointRounding.AwayFromZero), (in x) => NativeTensor.Round<double>(x, 2, MidpointRounding.AwayFromZero)),
        NewUnary<double, double>("Round(R<T>,int)", (in x) => Snt.Tensor.Round<double>(x, 2), (in x) => NativeTensor.Round<double>(x, 2)),
        NewUnary<double, double>("Round(R<T>,MidpointRounding)", (in x) => Snt.Tensor.Round<double>(x, MidpointRounding.AwayFromZero), (in x) => NativeTensor.Round<double>(x, MidpointRounding.AwayFromZero)),
        NewUnary<int, int>("ShiftLeft(R<T>,int)", (in x) => Snt.Tensor.ShiftLeft<int>(x, 3), (in x) => NativeTensor.ShiftLeft<int>(x, 3)),
        NewUnary<int, int>("ShiftRightArithmetic(R<T>,int)", (in x) => Snt.Tensor.ShiftRightArithmetic<int>(x, 3), (in x) => NativeTensor.ShiftRightArithmetic<int>(x, 3)),
        NewUnary<int, int>("ShiftRightLogical(R<T>,int)", (in x) => Snt.Tensor.ShiftRightLogical<int>(x, 3), (in x) => NativeTensor.ShiftRightLogical<int>(x, 3)),
        NewUnary<double, double>("Sigmoid(R<T>)", (in x) => Snt.Tensor.Sigmoid<double>(x), (in x) => NativeTensor.Sigmoid<double>(x)),
        NewUnary<double, double>("Sin(R<T>)", (in x) => Snt.Tensor.Sin<double>(x), (in x) => NativeTensor.Sin<double>(x)),
        NewUnary<double, double>("Sinh(R<T>)", (in x) => Snt.Tensor.Sinh<double>(x), (in x) => NativeTensor.Sinh<double>(x)),
        NewUnary<double, double>("SinPi(R<T>)", (in x) => Snt.Tensor.SinPi<double>(x), (in x) => NativeTensor.SinPi<double>(x)),
        NewUnary<double, double>("SoftMax(R<T>)", (in x) => Snt.Tensor.SoftMax<double>(x), (in x) => NativeTensor.SoftMax<double>(x), finite: true),
        NewUnary<double, double>("Sqrt(R<T>)", (in x) => Snt.Tensor.Sqrt<double>(x), (in x) => NativeTensor.Sqrt<double>(x)),
        NewBinary<double, double>("Subtract(R<T>,R<T>)", (in x, in y) => Snt.Tensor.Subtract<double>(x, y), (in x, in y) => NativeTensor.Subtract<double>(x, y)),
        NewScalarY<double, double>("Subtract(R<T>,T)", (in x, s) => Snt.Tensor.Subtract<double>(x, s), (in x, s) => NativeTensor.Subtract<double>(x, s)),
        NewScalarX<double, double>("Subtract(T,R<T>)", (s, in y) => Snt.Tensor.Subtract<double>(s, y), (s, in y) => NativeTensor.Subtract<double>(s, y)),
        NewUnary<double, double>("Tan(R<T>)", (in x) => Snt.Tensor.Tan<double>(x), (in x) => NativeTensor.Tan<double>(x)),
        NewUnary<double, double>("Tanh(R<T>)", (in x) => Snt.Tensor.Tanh<double>(x), (in x) => NativeTensor.Tanh<double>(x)),
        NewUnary<double, double>("TanPi(R<T>)", (in x) => Snt.Tensor.TanPi<double>(x), (in x) => NativeTensor.TanPi<double>(x)),
        NewUnary<int, int>("TrailingZeroCount(R<T>)", (in x) => Snt.Tensor.TrailingZeroCount<int>(x), (in x) => NativeTensor.TrailingZeroCount<int>(x)),
        NewUnary<double, double>("Truncate(R<T>)", (in x) => Snt.Tensor.Truncate<double>(x), (in x) => NativeTensor.Truncate<double>(x)),
        NewBinary<int, int>("Xor(R<T>,R<T>)", (in x, in y) => Snt.Tensor.Xor<int>(x, y), (in x, in y) => NativeTensor.Xor<int>(x, y)),
        NewScalarY<int, int>("Xor(R<T>,T)", (in x, s) => Snt.Tensor.Xor<int>(x, s), (in x, s) => NativeTensor.Xor<int>(x, s)),
    ];

    private const int Trials = 100;

    // Trials in which both libraries returned (so results, not only exceptions, were compared).
    [ThreadStatic] private static int _computed;

    [Fact]
    public void EveryOverloadAgreesWithThePackageOnRandomLayouts()
    {
        var failures = new List<string>();
        foreach (Case c in Cases)
        {
            var random = new Random(c.Key.Aggregate(17, (h, ch) => h * 31 + ch));  // string hashes vary by process
            int computedBefore = _computed;
            for (int i = 0; i < Trials && failures.Count < 40; i++)
                if (c.Trial(random) is string failure && !Allowed(c.Key, failure)) failures.Add($"{c.Key}: {failure}");
            if (_computed - computedBefore < Trials / 4) failures.Add($"{c.Key}: only {_computed - computedBefore} trials computed a result");
        }
        Assert.True(failures.Count == 0, string.Join("\n", failures));
    }

    /// <summary>The deliberate differences (capi/dotnet/README.md), which spans share with tensors:
    /// Product and CosineSimilarity of no elements are refused, where the package returns 1 and NaN;
    /// SoftMax wants a destination of x's element count, where the package also takes one that x
    /// broadcasts to.</summary>
    private static bool Allowed(string key, string failure) =>
        (key.StartsWith("SoftMax(", StringComparison.Ordinal) && failure.EndsWith("package returns, Strata ArgumentException", StringComparison.Ordinal)) ||
        (key.StartsWith("Product(", StringComparison.Ordinal) && failure.EndsWith("package returns 1, Strata ArgumentException", StringComparison.Ordinal)) ||
        (key.StartsWith("CosineSimilarity(", StringComparison.Ordinal) && failure.EndsWith("package returns NaN, Strata ArgumentException", StringComparison.Ordinal));

    [Fact]
    public void EverySpanOverloadIsInTheTableAndHasThePackagesSignature()
    {
        MethodInfo[] ours = typeof(NativeTensor).GetMethods(BindingFlags.Public | BindingFlags.Static)
            .Where(m => !Refusals.LayoutMethods.Contains(m.Name) && !Refusals.FloatingPointOnly.Contains(m.Name) && !Refusals.TakesNoSpans(m))
            .ToArray();
        var package = typeof(Snt.Tensor).GetMethods(BindingFlags.Public | BindingFlags.Static).Select(Signature).ToHashSet();
        var tabled = Cases.Select(c => c.Key).ToHashSet();
        foreach (MethodInfo m in ours)
        {
            Assert.True(package.Contains(Signature(m)), $"no package static {Signature(m)}");
            Assert.True(tabled.Contains(Key(m)), $"{Key(m)} is not in the table");
        }
        Assert.Equal(tabled.Count, ours.Length);
    }

    /// <summary>Name, return and parameters (modifier, type with generic arguments by position,
    /// name); a NativeTensor&lt;T&gt; result stands for the package's Tensor&lt;T&gt;.</summary>
    private static string Signature(MethodInfo m)
    {
        Type[] generics = m.IsGenericMethodDefinition ? m.GetGenericArguments() : [];
        string Type(Type t)
        {
            if (t.IsByRef) return "ref " + Type(t.GetElementType()!);
            if (t.IsGenericParameter) return "!" + Array.IndexOf(generics, t);
            if (!t.IsGenericType) return t.FullName ?? t.Name;
            Type definition = t.GetGenericTypeDefinition() == typeof(NativeTensor<>) ? typeof(Snt.Tensor<>) : t.GetGenericTypeDefinition();
            return definition.FullName + "<" + string.Join(",", t.GetGenericArguments().Select(Type)) + ">";
        }
        return $"{Type(m.ReturnType)} {m.Name}`{generics.Length}(" +
               string.Join(", ", m.GetParameters().Select(p => (p.IsIn ? "in " : "") + Type(p.ParameterType) + " " + p.Name)) + ")";
    }

    /// <summary>The table's key: the name and the parameter types, read-only spans as R&lt;…&gt;,
    /// writable ones as W&lt;…&gt;.</summary>
    private static string Key(MethodInfo m)
    {
        static string Type(Type t)
        {
            t = t.IsByRef ? t.GetElementType()! : t;
            if (t.IsGenericParameter) return t.Name;
            if (t.IsGenericType)
                return (t.GetGenericTypeDefinition() == typeof(Snt.TensorSpan<>) ? "W<" : "R<") + Type(t.GetGenericArguments()[0]) + ">";
            return t == typeof(int) ? "int" : t == typeof(bool) ? "bool" : t.Name;
        }
        return m.Name + "(" + string.Join(",", m.GetParameters().Select(p => Type(p.ParameterType))) + ")";
    }

    // ---- Layouts and values ------------------------------------------------------------------

    /// <summary>A span's backing array and layout (a span of parentLengths and strides at offset,
    /// then sliced by ranges if any); Read/Write make the package's span over it.</summary>
    private sealed class Operand<T>(T[] data, int offset, nint[] parentLengths, nint[] strides, NRange[]? ranges)
    {
        public readonly T[] Data = data;
        public Snt.ReadOnlyTensorSpan<T> Read()
        {
            Snt.ReadOnlyTensorSpan<T> span = new(Data.AsSpan(offset), parentLengths, strides);
            return ranges is null ? span : span.Slice(ranges);
        }
        public Snt.TensorSpan<T> Write()
        {
            Snt.TensorSpan<T> span = new(Data.AsSpan(offset), parentLengths, strides);
            return ranges is null ? span : span.Slice(ranges);
        }
        public Operand<T> Twin() => new((T[])Data.Clone(), offset, parentLengths, strides, ranges);
        public string Text => $"[{string.Join(",", parentLengths)}]/[{string.Join(",", strides)}]+{offset}" +
                              (ranges is null ? "" : $"[{string.Join(",", ranges.Select(r => $"{r.Start}..{r.End}"))}]");
    }

    private static T Value<T>(Random r, bool finite = false)
    {
        if (typeof(T) == typeof(double))
        {
            double[] special = finite ? [0.0, -0.0, 1, -1] : [double.NaN, double.PositiveInfinity, double.NegativeInfinity, 0.0, -0.0, 1, -1];
            double v = r.Next(16) == 0 ? special[r.Next(special.Length)] : r.NextDouble() * 8 - 4;
            return (T)(object)v;
        }
        return (T)System.Convert.ChangeType(r.Next(-20, 21) & (typeof(T) == typeof(byte) ? 0xFF : -1), typeof(T));
    }

    /// <summary>Rank 1–4 of lengths 0–4, or now and then a long vector or a wide matrix (past the
    /// kernels' vector widths, with tails).</summary>
    private static nint[] RandomLengths(Random r) => r.Next(8) switch
    {
        0 => [r.Next(1, 300)],
        1 => [r.Next(1, 5), r.Next(17, 80)],
        _ => Enumerable.Range(0, r.Next(1, 5)).Select(_ => (nint)(r.Next(12) == 0 ? 0 : r.Next(1, 5))).ToArray(),
    };

    /// <summary>Lengths that broadcast with lengths: some dimensions 1, sometimes fewer of them.</summary>
    private static nint[] Partner(Random r, nint[] lengths)
    {
        nint[] partner = lengths.Skip(r.Next(4) == 0 ? r.Next(lengths.Length) : 0).ToArray();
        for (int d = 0; d < partner.Length; d++)
            if (r.Next(4) == 0) partner[d] = 1;
        return partner;
    }

    private static nint[] Broadcast(nint[] a, nint[] b)
    {
        int rank = Math.Max(a.Length, b.Length);
        var result = new nint[rank];
        for (int i = 0; i < rank; i++)
        {
            nint x = i < rank - a.Length ? 1 : a[i - (rank - a.Length)];
            nint y = i < rank - b.Length ? 1 : b[i - (rank - b.Length)];
            result[i] = x == 1 ? y : x;
        }
        return result;
    }

    /// <summary>Usually lengths; sometimes lengths the result does not fit.</summary>
    private static nint[] DestinationLengths(Random r, nint[] lengths)
    {
        if (r.Next(10) != 0) return lengths;
        nint[] wrong = (nint[])lengths.Clone();
        wrong[r.Next(wrong.Length)] += 1;
        return wrong;
    }

    /// <summary>Dense or permuted strides, some dimensions stepped by 2, for a source maybe a
    /// stride-0 (broadcast) dimension, an offset and padding around the elements; or a slice of
    /// such a span one element longer in some dimensions (the package then keeps the parent's
    /// strides on dimensions of length 0 or 1, which its constructor refuses).</summary>
    private static Operand<T> Make<T>(Random r, nint[] lengths, bool source, bool finite = false)
    {
        int rank = lengths.Length;
        bool slice = r.Next(4) == 0;
        nint[] parent = slice ? lengths.Select(l => l + r.Next(2)).ToArray() : lengths;
        int[] order = Enumerable.Range(0, rank).ToArray();
        if (r.Next(2) == 0) order = order.OrderBy(_ => r.Next()).ToArray();
        var strides = new nint[rank];
        nint step = 1;
        for (int i = rank - 1; i >= 0; i--)
        {
            int d = order[i];
            strides[d] = step * (r.Next(4) == 0 ? 2 : 1);
            step = strides[d] * Math.Max(parent[d], 1);
        }
        if (source && r.Next(5) == 0) strides[r.Next(rank)] = 0;
        // The package's constructor wants stride 0 on dimensions of length 1, and all 0 when empty.
        bool empty = parent.Any(l => l == 0);
        for (int d = 0; d < rank; d++)
            if (empty || parent[d] == 1) strides[d] = 0;
        nint extent = empty ? 0 : 1 + parent.Select((l, d) => (l - 1) * strides[d]).Aggregate((nint)0, (a, b) => a + b);
        int offset = r.Next(3);
        var data = new T[offset + (int)extent + r.Next(3)];
        for (int i = 0; i < data.Length; i++) data[i] = Value<T>(r, finite);
        NRange[]? ranges = null;
        if (slice)
        {
            ranges = new NRange[rank];
            for (int d = 0; d < rank; d++)
            {
                int start = r.Next((int)(parent[d] - lengths[d]) + 1);
                ranges[d] = new NRange(start, start + (int)lengths[d]);
            }
        }
        return new Operand<T>(data, offset, parent, strides, ranges);
    }

    // ---- Comparison of outcomes --------------------------------------------------------------

    private static bool Same<T>(T a, T b)
    {
        if (a is double x && b is double y)
            return Ulps.Distance(x, y) <= 32 || Math.Abs(x - y) <= 1e-12 * Math.Max(1, Math.Abs(x));
        return EqualityComparer<T>.Default.Equals(a, b);
    }

    private static string? Compare<TR>(string input, string? packageError, string? strataError, Operand<TR> theirs,
                                       Operand<TR> ours, TR[] before)
    {
        if (packageError != strataError) return $"{input}: package {packageError ?? "returns"}, Strata {strataError ?? "returns"}";
        if (strataError is not null)
            return ours.Data.SequenceEqual(before) ? null : $"{input}: Strata's refused call wrote its destination";
        _computed++;
        for (int i = 0; i < ours.Data.Length; i++)
            if (!Same(theirs.Data[i], ours.Data[i]))
                return $"{input}: element {i} of the backing array: package {theirs.Data[i]}, Strata {ours.Data[i]}";
        return null;
    }

    private static string? Error(Action action)
    {
        try { action(); return null; }
        catch (Exception e) { return e.GetType().Name; }
    }

    // ---- The call shapes ----------------------------------------------------------------------

    /// <summary>Runs write(package destination) and write(Strata destination) on twin destinations of one random layout.</summary>
    private static string? IntoTwins<TR>(Random r, nint[] lengths, string input, Action<Operand<TR>, bool> write)
    {
        Operand<TR> theirs = Make<TR>(r, DestinationLengths(r, lengths), source: false);
        Operand<TR> ours = theirs.Twin();
        TR[] before = (TR[])ours.Data.Clone();
        input += " → " + theirs.Text;
        string? p = Error(() => write(theirs, true));
        string? s = Error(() => write(ours, false));
        return Compare(input, p, s, theirs, ours, before);
    }

    private static Case Unary<T, TR>(string key, UnaryCall<T, TR> package, UnaryCall<T, TR> strata, bool finite = false) => new(key, r =>
    {
        Operand<T> x = Make<T>(r, RandomLengths(r), source: true, finite);
        return IntoTwins<TR>(r, Lengths(x), x.Text, (d, p) => (p ? package : strata)(x.Read(), d.Write()));
    });

    private static Case Binary<T, TR>(string key, BinaryCall<T, TR> package, BinaryCall<T, TR> strata) => new(key, r =>
    {
        nint[] lengths = RandomLengths(r);
        Operand<T> x = Make<T>(r, lengths, source: true), y = Make<T>(r, Partner(r, lengths), source: true);
        if (r.Next(2) == 0) (x, y) = (y, x);
        nint[] result = Broadcast(Lengths(x), Lengths(y));
        return IntoTwins<TR>(r, result, $"{x.Text} ⊕ {y.Text}", (d, p) => (p ? package : strata)(x.Read(), y.Read(), d.Write()));
    });

    private static Case ScalarY<T, TR>(string key, ScalarYCall<T, TR> package, ScalarYCall<T, TR> strata) => new(key, r =>
    {
        Operand<T> x = Make<T>(r, RandomLengths(r), source: true);
        T s = Value<T>(r);
        return IntoTwins<TR>(r, Lengths(x), $"{x.Text} ⊕ {s}", (d, p) => (p ? package : strata)(x.Read(), s, d.Write()));
    });

    private static Case ScalarX<T, TR>(string key, ScalarXCall<T, TR> package, ScalarXCall<T, TR> strata) => new(key, r =>
    {
        Operand<T> y = Make<T>(r, RandomLengths(r), source: true);
        T s = Value<T>(r);
        return IntoTwins<TR>(r, Lengths(y), $"{s} ⊕ {y.Text}", (d, p) => (p ? package : strata)(s, y.Read(), d.Write()));
    });

    private static Case Reduce1<T, TV>(string key, Reduce1Call<T, TV> package, Reduce1Call<T, TV> strata) => new(key, r =>
    {
        Operand<T> x = Make<T>(r, RandomLengths(r), source: true);
        return Values(x.Text, () => package(x.Read()), () => strata(x.Read()));
    });

    private static Case Reduce2<T, TV>(string key, Reduce2Call<T, TV> package, Reduce2Call<T, TV> strata) => new(key, r =>
    {
        nint[] lengths = RandomLengths(r);
        Operand<T> x = Make<T>(r, lengths, source: true), y = Make<T>(r, r.Next(3) == 0 ? Partner(r, lengths) : lengths, source: true);
        return Values($"{x.Text}, {y.Text}", () => package(x.Read(), y.Read()), () => strata(x.Read(), y.Read()));
    });

    private static Case Flags<T>(string key, Reduce2Call<T, bool> package, Reduce2Call<T, bool> strata) =>
        Reduce2(key, package, strata);

    private static Case FlagY<T>(string key, FlagYCall<T> package, FlagYCall<T> strata) => new(key, r =>
    {
        Operand<T> x = Make<T>(r, RandomLengths(r), source: true);
        T s = Value<T>(r);
        return Values($"{x.Text} ⊕ {s}", () => package(x.Read(), s), () => strata(x.Read(), s));
    });

    private static Case FlagX<T>(string key, FlagXCall<T> package, FlagXCall<T> strata) => new(key, r =>
    {
        Operand<T> y = Make<T>(r, RandomLengths(r), source: true);
        T s = Value<T>(r);
        return Values($"{s} ⊕ {y.Text}", () => package(s, y.Read()), () => strata(s, y.Read()));
    });

    private static Case NewUnary<T, TR>(string key, NewUnaryCall<T, Snt.Tensor<TR>> package, NewUnaryCall<T, NativeTensor<TR>> strata,
                                        bool finite = false) where TR : unmanaged => new(key, r =>
    {
        Operand<T> x = Make<T>(r, RandomLengths(r), source: true, finite);
        return Tensors(x.Text, () => package(x.Read()), () => strata(x.Read()));
    });

    private static Case NewBinary<T, TR>(string key, NewBinaryCall<T, Snt.Tensor<TR>> package, NewBinaryCall<T, NativeTensor<TR>> strata) where TR : unmanaged => new(key, r =>
    {
        nint[] lengths = RandomLengths(r);
        Operand<T> x = Make<T>(r, lengths, source: true), y = Make<T>(r, Partner(r, lengths), source: true);
        if (r.Next(2) == 0) (x, y) = (y, x);
        if (r.Next(10) == 0) y = Make<T>(r, DestinationLengths(r, Lengths(x)), source: true);
        return Tensors($"{x.Text} ⊕ {y.Text}", () => package(x.Read(), y.Read()), () => strata(x.Read(), y.Read()));
    });

    private static Case NewScalarY<T, TR>(string key, NewScalarYCall<T, Snt.Tensor<TR>> package, NewScalarYCall<T, NativeTensor<TR>> strata) where TR : unmanaged => new(key, r =>
    {
        Operand<T> x = Make<T>(r, RandomLengths(r), source: true);
        T s = Value<T>(r);
        return Tensors($"{x.Text} ⊕ {s}", () => package(x.Read(), s), () => strata(x.Read(), s));
    });

    private static Case NewScalarX<T, TR>(string key, NewScalarXCall<T, Snt.Tensor<TR>> package, NewScalarXCall<T, NativeTensor<TR>> strata) where TR : unmanaged => new(key, r =>
    {
        Operand<T> y = Make<T>(r, RandomLengths(r), source: true);
        T s = Value<T>(r);
        return Tensors($"{s} ⊕ {y.Text}", () => package(s, y.Read()), () => strata(s, y.Read()));
    });

    /// <summary>The same exception type, or results of equal lengths and elements.</summary>
    private static string? Tensors<TR>(string input, Func<Snt.Tensor<TR>> package, Func<NativeTensor<TR>> strata) where TR : unmanaged
    {
        Snt.Tensor<TR>? p = null;
        NativeTensor<TR>? s = null;
        string? pe = Error(() => p = package()), se = Error(() => s = strata());
        using NativeTensor<TR>? ours = s;
        if (pe != se) return $"{input}: package {pe ?? "returns"}, Strata {se ?? "returns"}";
        if (pe is not null) return null;
        _computed++;
        string theirLengths = string.Join(",", p!.Lengths.ToArray()), ourLengths = string.Join(",", ours!.Lengths.ToArray());
        if (theirLengths != ourLengths) return $"{input}: package lengths [{theirLengths}], Strata [{ourLengths}]";
        TR[] theirs = new TR[p.FlattenedLength], values = new TR[ours.FlattenedLength];
        p.FlattenTo(theirs);
        ours.FlattenTo(values);
        for (int i = 0; i < values.Length; i++)
            if (!Same(theirs[i], values[i])) return $"{input}: element {i}: package {theirs[i]}, Strata {values[i]}";
        return null;
    }

    private static string? Values<TV>(string input, Func<TV> package, Func<TV> strata)
    {
        TV? p = default, s = default;
        string? pe = Error(() => p = package()), se = Error(() => s = strata());
        if (pe != se) return $"{input}: package {pe ?? "returns " + p}, Strata {se ?? "returns " + s}";
        if (pe is not null) return null;
        _computed++;
        return Same(p, s) ? null : $"{input}: package {p}, Strata {s}";
    }

    private static nint[] Lengths<T>(Operand<T> x) => x.Read().Lengths.ToArray();
}
