// What NativeTensor<T> refuses for a user struct (the opaque dtype): every elementwise
// operation, comparison, predicate, reduction, conversion, operator and arithmetic index
// assignment throws ArrayTypeMismatchException (status DTypeMismatch) naming the struct, and
// leaves every operand and destination as it was. The static members are found by reflection:
// every public generic method of NativeTensor except the layout operations is called with
// Point3 operands. The tests read the process-wide live-handle count, so they run alone.
using System.Reflection;
using Xunit;

namespace Strata.Tests;

[Collection(nameof(NativeCounter))]
public sealed class OpaqueRefusalTests
{
    private static readonly Point3[] X = [new(1, 2, 3), new(float.NaN, -0f, 4), new(-1, 0.5f, 8), new(7, 7, 7)];
    private static readonly Point3[] Y = [new(0, 0, 0), new(1, 1, 1), new(-2, 3, -4), new(5, 6, 7)];
    private static readonly Point3 Scalar = new(0.5f, -0.5f, 2);

    private static void AssertRefused(string call, Func<object?> action, Operands operands) =>
        Refusals.AssertRefused(call, action, operands, nameof(Point3));

    private static object Argument(ParameterInfo parameter, int position, nint[] lengths, Operands operands)
    {
        Type type = parameter.ParameterType;
        int count = (int)lengths.Aggregate((nint)1, (a, b) => a * b);
        string name = $"{parameter.Name} (operand {position})";
        if (type == typeof(NativeTensor<Point3>))
            return operands.Make(position % 2 == 0 ? X[..count] : Y[..count], lengths, name);
        if (type == typeof(NativeTensor<bool>))
            return operands.Make(Enumerable.Range(0, count).Select(i => i % 2 == 0).ToArray(), lengths, name);
        if (type == typeof(NativeTensor<int>))
            return operands.Make(Enumerable.Range(0, count).Select(i => 10 + i).ToArray(), lengths, name);
        if (type == typeof(Point3)) return Scalar;
        if (type == typeof(int)) return 1;
        if (type == typeof(long)) return 1L;
        if (type == typeof(nint)) return (nint)1;
        if (type == typeof(MidpointRounding)) return MidpointRounding.ToEven;
        throw new NotSupportedException($"no argument of type {type} for parameter {position}");
    }

    [Theory]
    [InlineData(new long[] { 2, 2 })]
    [InlineData(new long[] { 4 })]
    [InlineData(new long[] { 0 })]
    public void EveryElementwiseMethodRefusesAStruct(long[] shape)
    {
        nint[] lengths = shape.Select(l => (nint)l).ToArray();
        MethodInfo[] methods = typeof(NativeTensor).GetMethods(BindingFlags.Public | BindingFlags.Static)
            .Where(m => m.IsGenericMethodDefinition && m.GetGenericArguments().Length == 1 && !Refusals.LayoutMethods.Contains(m.Name) &&
                        !Refusals.FloatingPointOnly.Contains(m.Name) && Refusals.TakesNoSpans(m))
            .ToArray();
        Refusals.CollectEverything();
        long live = StrataLibrary.LiveTensorCount;
        foreach (MethodInfo definition in methods)
        {
            MethodInfo method = definition.MakeGenericMethod(typeof(Point3));
            string call = $"{method.Name}({string.Join(", ", method.GetParameters().Select(p => p.ParameterType.Name))})";
            using var operands = new Operands();
            object[] arguments = method.GetParameters().Select((p, i) => Argument(p, i, lengths, operands)).ToArray();
            AssertRefused(call, () => method.Invoke(null, arguments), operands);
        }
        Refusals.CollectEverything();
        Assert.Equal(live, StrataLibrary.LiveTensorCount);
        Assert.True(methods.Length > 300, $"only {methods.Length} elementwise methods found");
    }

    [Fact]
    public void ConversionsToAndFromAStructAreRefused()
    {
        using var operands = new Operands();
        NativeTensor<Point3> points = operands.Make(X, [4], "points");
        NativeTensor<float> floats = operands.Make([1f, 2f, 3f, 4f], [4], "floats");
        NativeTensor<Point3> pointDestination = operands.Make(Y, [4], "point destination");
        NativeTensor<double> doubleDestination = operands.Make([9.0, 9.0, 9.0, 9.0], [4], "double destination");
        AssertRefused("ConvertChecked<Point3, double>", () => NativeTensor.ConvertChecked<Point3, double>(points), operands);
        AssertRefused("ConvertSaturating<Point3, int>", () => NativeTensor.ConvertSaturating<Point3, int>(points), operands);
        AssertRefused("ConvertTruncating<float, Point3>", () => NativeTensor.ConvertTruncating<float, Point3>(floats), operands);
        AssertRefused("ConvertChecked<float, Point3> into", () => { NativeTensor.ConvertChecked(floats, pointDestination); return null; }, operands);
        AssertRefused("ConvertTruncating<Point3, double> into", () => { NativeTensor.ConvertTruncating(points, doubleDestination); return null; }, operands);
    }

    [Fact]
    public void OperatorsAndArithmeticIndexAssignmentAreRefused()
    {
        using var operands = new Operands();
        NativeTensor<Point3> x = operands.Make(X, [2, 2], "x");
        NativeTensor<Point3> y = operands.Make(Y, [2, 2], "y");
        NativeTensor<float> real = operands.Make([1f, 2f, 3f, 4f], [2, 2], "real");
        var calls = new (string Name, Func<object?> Call)[]
        {
            ("x + y", () => x + y), ("x - s", () => x - Scalar), ("s * x", () => Scalar * x), ("x / y", () => x / y),
            ("x & y", () => x & y), ("x | s", () => x | Scalar), ("s ^ x", () => Scalar ^ x),
            ("-x", () => -x), ("~x", () => ~x), ("x << 1", () => x << 1), ("x >> 1", () => x >> 1), ("x >>> 1", () => x >>> 1),
            ("x[0] += s", () => { x.IndexAssign([TensorIndex.At(0)], Scalar, IndexAssignment.Add); return null; }),
            ("x[0] *= y[0]", () =>
            {
                using NativeTensor<Point3> row = NativeTensor.Narrow(y, 0, 0, 1);
                x.IndexAssign([TensorIndex.At(0)], row, IndexAssignment.Multiply);
                return null;
            }),
            ("x[0] = 1f", () => { x.IndexAssign([TensorIndex.At(0)], 1f); return null; }),
            ("real[0] = s", () => { real.IndexAssign([TensorIndex.At(0)], Scalar); return null; }),
            ("real[0] = y[0]", () =>
            {
                using NativeTensor<Point3> row = NativeTensor.Narrow(y, 0, 0, 1);
                real.IndexAssign([TensorIndex.At(0)], row);
                return null;
            }),
        };
        foreach ((string name, Func<object?> call) in calls) AssertRefused(name, call, operands);

        // Unary plus is the operand itself; plain index assignment of a Point3 works.
        Assert.Same(x, +x);
        x.IndexAssign([TensorIndex.At(1), TensorIndex.At(1)], Scalar);
        Assert.Equal(Scalar, x[1, 1]);
    }
}
