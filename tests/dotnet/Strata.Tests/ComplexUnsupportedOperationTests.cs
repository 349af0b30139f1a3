// What NativeTensor<Complex> refuses: every elementwise operation, comparison, predicate,
// reduction, conversion, operator and arithmetic index assignment outside the complex support
// throws ArrayTypeMismatchException (status DTypeMismatch) naming the element type, as does
// storing a complex value in real elements, and leaves every operand and destination as it was.
// The static members are found by reflection: every public generic method of NativeTensor
// except the layout operations is called with complex operands, and must either be one of the
// computing methods listed here and behave as the same call on double elements does (the values
// are checked by ComplexArithmeticTests and the differential suite), or refuse. The tests read
// the process-wide live-handle count, so they run alone.
using System.Numerics;
using System.Reflection;
using System.Runtime.InteropServices;
using Xunit;

namespace Strata.Tests;

[Collection(nameof(NativeCounter))]
public sealed class ComplexUnsupportedOperationTests
{
    // The methods that compute on Complex: every overload, except those IsRefusedOverload names.
    private static readonly HashSet<string> ComputingMethods =
    [
        "Add", "Subtract", "Multiply", "Divide", "Pow", "Negate", "Abs", "Conjugate", "Reciprocal", "Sqrt", "Exp",
        "ExpM1", "Log", "Log2", "Log10", "LogP1", "Sin", "Cos", "Tan", "Asin", "Acos", "Atan", "Sinh", "Cosh",
        "Tanh", "Asinh", "Acosh", "Atanh", "Equals", "EqualsAll", "EqualsAny", "Sum", "Product", "Dot",
    ];

    // Log(x, T newBase) is LogBase, which complex elements do not take.
    private static bool IsRefusedOverload(MethodInfo definition) =>
        definition.Name == "Log" && definition.GetParameters() is [_, { ParameterType.IsGenericParameter: true }];

    private static bool Computes(MethodInfo definition) => ComputingMethods.Contains(definition.Name) && !IsRefusedOverload(definition);

    private static readonly Complex[] X = [new(1.5, -2), new(double.NaN, 0.25), new(-0.0, 3), new(4, double.PositiveInfinity)];
    private static readonly Complex[] Y = [new(-1, 1), new(2, -0.5), new(0, 0), new(-7.25, 1e-300)];
    private static readonly Complex Scalar = new(0.5, -0.5);

    private static void AssertRefused(string call, Func<object?> action, Operands operands) =>
        Refusals.AssertRefused(call, action, operands, "Complex");

    private static object Argument(ParameterInfo parameter, int position, nint[] lengths, Operands operands)
    {
        Type type = parameter.ParameterType;
        int count = (int)lengths.Aggregate((nint)1, (a, b) => a * b);
        string name = $"{parameter.Name} (operand {position})";
        if (type == typeof(NativeTensor<Complex>))
            return operands.Make(position % 2 == 0 ? X[..count] : Y[..count], lengths, name);
        // The same call on double elements: the real parts.
        if (type == typeof(NativeTensor<double>))
            return operands.Make((position % 2 == 0 ? X[..count] : Y[..count]).Select(c => c.Real).ToArray(), lengths, name);
        if (type == typeof(NativeTensor<bool>))
            return operands.Make(Enumerable.Range(0, count).Select(i => i % 2 == 0).ToArray(), lengths, name);
        if (type == typeof(NativeTensor<int>))
            return operands.Make(Enumerable.Range(0, count).Select(i => 10 + i).ToArray(), lengths, name);
        if (type == typeof(Complex)) return Scalar;
        if (type == typeof(double)) return Scalar.Real;
        if (type == typeof(int)) return 1;
        if (type == typeof(long)) return 1L;
        if (type == typeof(nint)) return (nint)1;
        if (type == typeof(MidpointRounding)) return MidpointRounding.ToEven;
        throw new NotSupportedException($"no argument of type {type} for parameter {position}");
    }

    /// <summary>The outcome of one call with fresh operands: "returns" or the exception type, with
    /// the result checked to hold a native tensor of its element type, and disposed.</summary>
    private static string Outcome(MethodInfo method, nint[] lengths, Operands operands)
    {
        object[] arguments = method.GetParameters().Select((p, i) => Argument(p, i, lengths, operands)).ToArray();
        object? result;
        try
        {
            result = method.Invoke(null, arguments);
        }
        catch (TargetInvocationException e)
        {
            return "throws " + e.InnerException!.GetType().Name;
        }
        using (result as IDisposable)
        {
            if (result is not null) AssertNativeDType(result, Describe(method));
        }
        return "returns";
    }

    /// <summary>A NativeTensor&lt;T&gt; result must hold a native tensor of T's dtype (a native
    /// result of another dtype read as T would be read out of bounds).</summary>
    private static unsafe void AssertNativeDType(object result, string call)
    {
        Type type = result.GetType();
        if (!type.IsGenericType || type.GetGenericTypeDefinition() != typeof(NativeTensor<>)) return;
        var handle = (SafeHandle)type.GetProperty("Handle", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(result)!;
        int dtype;
        Assert.Equal(0, Strata.Interop.NativeMethods.TensorDType(handle.DangerousGetHandle(), &dtype));
        Assert.True((int)(DType)type.GetProperty(nameof(NativeTensor<int>.DType))!.GetValue(result)! == dtype,
                    $"{call} returned a {type.Name} over a native tensor of dtype 0x{dtype:x}");
    }

    private static string Describe(MethodInfo method) =>
        $"{method.Name}({string.Join(", ", method.GetParameters().Select(p => p.ParameterType.Name))})";

    [Theory]
    [InlineData(new long[] { 2, 2 })]
    [InlineData(new long[] { 4 })]
    [InlineData(new long[] { 0 })]
    public void EveryElementwiseMethodComputesOrRefusesComplex(long[] shape)
    {
        nint[] lengths = shape.Select(l => (nint)l).ToArray();
        MethodInfo[] methods = typeof(NativeTensor).GetMethods(BindingFlags.Public | BindingFlags.Static)
            .Where(m => m.IsGenericMethodDefinition && m.GetGenericArguments().Length == 1 && !Refusals.LayoutMethods.Contains(m.Name) &&
                        !Refusals.FloatingPointOnly.Contains(m.Name) && Refusals.TakesNoSpans(m))
            .ToArray();
        MethodInfo[] computing = methods.Where(Computes).ToArray();
        Refusals.CollectEverything();
        long live = StrataLibrary.LiveTensorCount;
        foreach (MethodInfo definition in methods)
        {
            MethodInfo method = definition.MakeGenericMethod(typeof(Complex));
            string call = Describe(method);
            if (!Computes(definition))
            {
                using var refusedOperands = new Operands();
                object[] arguments = method.GetParameters().Select((p, i) => Argument(p, i, lengths, refusedOperands)).ToArray();
                AssertRefused(call, () => method.Invoke(null, arguments), refusedOperands);
                continue;
            }
            // A computing method does what it does on double elements (a result, or the same
            // exception for the same misuse: Product of nothing), and writes only its destination.
            using var operands = new Operands();
            using var doubleOperands = new Operands();
            string expected = Outcome(definition.MakeGenericMethod(typeof(double)), lengths, doubleOperands);
            Assert.True(expected == Outcome(method, lengths, operands), $"{call}: expected to {expected} as for double elements");
            operands.AssertUnchanged(call, except: "destination");
        }
        Refusals.CollectEverything();
        Assert.Equal(live, StrataLibrary.LiveTensorCount);
        // Every listed computing method exists, with its tensor, scalar and destination forms;
        // the rest (unary, binary, comparisons, predicates, reductions, transforms) are hundreds.
        Assert.Equal(ComputingMethods.Order(), computing.Select(m => m.Name).Distinct().Order());
        Assert.True(computing.Length > 60, $"only {computing.Length} computing overloads found");
        Assert.True(methods.Length - computing.Length > 250, $"only {methods.Length - computing.Length} refusing methods found");
    }

    [Fact]
    public void ConversionsFromComplexToOtherTypesAndFromBoolAreRefused()
    {
        // The package's ConvertChecked<Complex, double> gives NaN for a nonzero imaginary part
        // and its Saturating/Truncating forms the real part; Strata refuses every complex to real
        // conversion (NativeTensor.Real views the real parts), and bool is no number.
        using var operands = new Operands();
        NativeTensor<Complex> x = operands.Make(X, [4], "complex source");
        NativeTensor<bool> b = operands.Make([true, false, true, true], [4], "bool source");
        NativeTensor<Complex> complexDestination = operands.Make(Y, [4], "complex destination");
        NativeTensor<double> doubleDestination = operands.Make([9.0, 9.0, 9.0, 9.0], [4], "double destination");
        AssertRefused("ConvertChecked<Complex, double>", () => NativeTensor.ConvertChecked<Complex, double>(x), operands);
        AssertRefused("ConvertSaturating<Complex, float>", () => NativeTensor.ConvertSaturating<Complex, float>(x), operands);
        AssertRefused("ConvertTruncating<Complex, int>", () => NativeTensor.ConvertTruncating<Complex, int>(x), operands);
        AssertRefused("ConvertChecked<Complex, Half>", () => NativeTensor.ConvertChecked<Complex, Half>(x), operands);
        AssertRefused("ConvertChecked<Complex, bool>", () => NativeTensor.ConvertChecked<Complex, bool>(x), operands);
        AssertRefused("ConvertChecked<bool, Complex>", () => NativeTensor.ConvertChecked<bool, Complex>(b), operands);
        AssertRefused("ConvertChecked<bool, Complex> into", () => { NativeTensor.ConvertChecked(b, complexDestination); return null; }, operands);
        AssertRefused("ConvertTruncating<Complex, double> into", () => { NativeTensor.ConvertTruncating(x, doubleDestination); return null; }, operands);
    }

    [Fact]
    public void BitwiseOperatorsAndArithmeticIndexAssignmentAreRefused()
    {
        using var operands = new Operands();
        NativeTensor<Complex> x = operands.Make(X, [2, 2], "x");
        NativeTensor<Complex> y = operands.Make(Y, [2, 2], "y");
        NativeTensor<double> real = operands.Make([1.0, 2.0, 3.0, 4.0], [2, 2], "real");
        // + − * / and unary − compute (ComplexArithmeticTests); the bitwise ones do not.
        var calls = new (string Name, Func<object?> Call)[]
        {
            ("x & y", () => x & y), ("x | s", () => x | Scalar), ("s ^ x", () => Scalar ^ x),
            ("~x", () => ~x), ("x << 1", () => x << 1), ("x >> 1", () => x >> 1), ("x >>> 1", () => x >>> 1),
            ("x[0] += s", () => { x.IndexAssign([TensorIndex.At(0)], Scalar, IndexAssignment.Add); return null; }),
            ("x[0] *= y[0]", () =>
            {
                using NativeTensor<Complex> row = NativeTensor.Narrow(y, 0, 0, 1);
                x.IndexAssign([TensorIndex.At(0)], row, IndexAssignment.Multiply);
                return null;
            }),
            ("real[0] = s", () => { real.IndexAssign([TensorIndex.At(0)], Scalar); return null; }),
            ("real[0] = y[0]", () =>
            {
                using NativeTensor<Complex> row = NativeTensor.Narrow(y, 0, 0, 1);
                real.IndexAssign([TensorIndex.At(0)], row);
                return null;
            }),
        };
        foreach ((string name, Func<object?> call) in calls) AssertRefused(name, call, operands);

        // Unary plus is the operand itself; plain index assignment works.
        Assert.Same(x, +x);
        x.IndexAssign([TensorIndex.At(1), TensorIndex.At(1)], Scalar);
        Assert.Equal(Scalar, x[1, 1]);
    }
}
