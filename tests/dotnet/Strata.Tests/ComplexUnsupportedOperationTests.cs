// Strata has no complex arithmetic: every elementwise operation, comparison, predicate,
// reduction, conversion, operator and arithmetic index assignment on NativeTensor<Complex> throws
// ArrayTypeMismatchException (status DTypeMismatch) naming the element type, as does storing a
// complex value in real elements, and leaves every operand and destination as it was. The static
// members are found by reflection: every public generic method of NativeTensor except the layout
// operations listed here is called with complex operands. The tests read the process-wide
// live-handle count, so they run alone.
using System.Numerics;
using System.Reflection;
using System.Runtime.InteropServices;
using Xunit;

namespace Strata.Tests;

[Collection(nameof(NativeCounter))]
public sealed class ComplexUnsupportedOperationTests
{
    // NativeTensor's static methods that only move elements: they work for Complex
    // (ComplexTensorTests and the differential suite cover them).
    private static readonly HashSet<string> LayoutMethods =
    [
        "CopyFrom", "Create", "CreateCopy", "CreateFromShape", "CreateFromShapeUninitialized", "FromSystemTensor", "Wrap",
        "Broadcast", "BroadcastTo", "BroadcastView", "Concatenate", "ConcatenateOnDimension", "Resize", "ResizeTo",
        "Reverse", "ReverseDimension", "SequenceEqual", "SetSlice", "Split", "Stack", "StackAlongDimension",
        "TryBroadcastTo", "FilteredUpdate", "Contiguous", "Diagonal", "Expand", "ExpandAs", "HSplit", "MoveDim",
        "Narrow", "PermuteDimensions", "Reshape", "SplitBySections", "SplitBySize", "Squeeze", "SqueezeDimension",
        "SwapAxes", "TensorSplit", "Transpose", "TransposeMatrix", "Unbind", "Unsqueeze", "VSplit", "View", "ViewAs",
    ];

    private static readonly Complex[] X = [new(1.5, -2), new(double.NaN, 0.25), new(-0.0, 3), new(4, double.PositiveInfinity)];
    private static readonly Complex[] Y = [new(-1, 1), new(2, -0.5), new(0, 0), new(-7.25, 1e-300)];
    private static readonly Complex Scalar = new(0.5, -0.5);

    private static byte[] Bytes<T>(T[] values) where T : unmanaged => MemoryMarshal.AsBytes(values.AsSpan()).ToArray();

    private static T[] Flat<T>(NativeTensor<T> t) where T : unmanaged
    {
        var values = new T[t.FlattenedLength];
        t.FlattenTo(values);
        return values;
    }

    /// <summary>Fresh operands for one call, with their contents when made.</summary>
    private sealed class Operands : IDisposable
    {
        private readonly List<(IDisposable Tensor, Func<byte[]> Read, byte[] Before, string Name)> _all = [];

        public NativeTensor<T> Make<T>(T[] values, nint[] lengths, string name) where T : unmanaged
        {
            NativeTensor<T> tensor = NativeTensor.CreateCopy<T>(values, lengths);
            byte[] Read() => Bytes(Flat(tensor));
            _all.Add((tensor, Read, Read(), name));
            return tensor;
        }

        public void AssertUnchanged(string call)
        {
            foreach (var (_, read, before, name) in _all)
                Assert.True(before.SequenceEqual(read()), $"{call} changed {name}");
        }

        public void Dispose()
        {
            foreach (var (tensor, _, _, _) in _all) tensor.Dispose();
        }
    }

    private static void AssertRefused(string call, Func<object?> action, Operands operands)
    {
        object? result = null;
        Exception? thrown = null;
        try
        {
            result = action();
        }
        catch (TargetInvocationException e)
        {
            thrown = e.InnerException;
        }
        catch (Exception e)
        {
            thrown = e;
        }
        (result as IDisposable)?.Dispose();
        Assert.True(thrown is ArrayTypeMismatchException, $"{call}: expected ArrayTypeMismatchException, got {thrown?.GetType().Name ?? "a result"}: {thrown?.Message}");
        Assert.Equal(StrataStatus.DTypeMismatch, thrown!.Data["Strata.Status"]);
        Assert.Contains("Complex", thrown.Message);
        operands.AssertUnchanged(call);
    }

    private static void CollectEverything()
    {
        for (int i = 0; i < 3; i++)
        {
            GC.Collect();
            GC.WaitForPendingFinalizers();
        }
    }

    private static object Argument(Type type, int position, nint[] lengths, Operands operands)
    {
        if (type == typeof(NativeTensor<Complex>))
            return operands.Make(position % 2 == 0 ? X[..(int)lengths.Aggregate((nint)1, (a, b) => a * b)]
                                                  : Y[..(int)lengths.Aggregate((nint)1, (a, b) => a * b)],
                                 lengths, $"complex operand {position}");
        int count = (int)lengths.Aggregate((nint)1, (a, b) => a * b);
        if (type == typeof(NativeTensor<bool>))
            return operands.Make(Enumerable.Range(0, count).Select(i => i % 2 == 0).ToArray(), lengths, $"bool operand {position}");
        if (type == typeof(NativeTensor<int>))
            return operands.Make(Enumerable.Range(0, count).Select(i => 10 + i).ToArray(), lengths, $"int operand {position}");
        if (type == typeof(Complex)) return Scalar;
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
    public void EveryElementwiseMethodRefusesComplexAndWritesNothing(long[] shape)
    {
        nint[] lengths = shape.Select(l => (nint)l).ToArray();
        MethodInfo[] methods = typeof(NativeTensor).GetMethods(BindingFlags.Public | BindingFlags.Static)
            .Where(m => m.IsGenericMethodDefinition && m.GetGenericArguments().Length == 1 && !LayoutMethods.Contains(m.Name))
            .ToArray();
        CollectEverything();
        long live = StrataLibrary.LiveTensorCount;
        foreach (MethodInfo definition in methods)
        {
            MethodInfo method = definition.MakeGenericMethod(typeof(Complex));
            ParameterInfo[] parameters = method.GetParameters();
            string call = $"{method.Name}({string.Join(", ", parameters.Select(p => p.ParameterType.Name))})";
            using var operands = new Operands();
            object[] arguments = parameters.Select((p, i) => Argument(p.ParameterType, i, lengths, operands)).ToArray();
            AssertRefused(call, () => method.Invoke(null, arguments), operands);
        }
        CollectEverything();
        Assert.Equal(live, StrataLibrary.LiveTensorCount);
        // Unary, binary (tensor and scalar operands, into destinations), comparisons, predicates,
        // reductions and transforms: hundreds of overloads.
        Assert.True(methods.Length > 300, $"only {methods.Length} methods found");
    }

    [Fact]
    public void ConversionsToAndFromComplexAreRefused()
    {
        using var operands = new Operands();
        NativeTensor<Complex> x = operands.Make(X, [4], "complex source");
        NativeTensor<double> d = operands.Make([1.0, -2.0, 3.5, 0.0], [4], "double source");
        NativeTensor<Complex> complexDestination = operands.Make(Y, [4], "complex destination");
        NativeTensor<double> doubleDestination = operands.Make([9.0, 9.0, 9.0, 9.0], [4], "double destination");
        AssertRefused("ConvertChecked<Complex, Complex>", () => NativeTensor.ConvertChecked<Complex, Complex>(x), operands);
        AssertRefused("ConvertChecked<Complex, double>", () => NativeTensor.ConvertChecked<Complex, double>(x), operands);
        AssertRefused("ConvertSaturating<Complex, float>", () => NativeTensor.ConvertSaturating<Complex, float>(x), operands);
        AssertRefused("ConvertTruncating<Complex, int>", () => NativeTensor.ConvertTruncating<Complex, int>(x), operands);
        AssertRefused("ConvertChecked<double, Complex>", () => NativeTensor.ConvertChecked<double, Complex>(d), operands);
        AssertRefused("ConvertChecked<double, Complex> into", () => { NativeTensor.ConvertChecked(d, complexDestination); return null; }, operands);
        AssertRefused("ConvertTruncating<Complex, double> into", () => { NativeTensor.ConvertTruncating(x, doubleDestination); return null; }, operands);
    }

    [Fact]
    public void OperatorsAndArithmeticIndexAssignmentAreRefused()
    {
        using var operands = new Operands();
        NativeTensor<Complex> x = operands.Make(X, [2, 2], "x");
        NativeTensor<Complex> y = operands.Make(Y, [2, 2], "y");
        NativeTensor<double> real = operands.Make([1.0, 2.0, 3.0, 4.0], [2, 2], "real");
        var calls = new (string Name, Func<object?> Call)[]
        {
            ("x + y", () => x + y), ("x + s", () => x + Scalar), ("s + x", () => Scalar + x),
            ("x - y", () => x - y), ("x - s", () => x - Scalar), ("s - x", () => Scalar - x),
            ("x * y", () => x * y), ("x * s", () => x * Scalar), ("s * x", () => Scalar * x),
            ("x / y", () => x / y), ("x / s", () => x / Scalar), ("s / x", () => Scalar / x),
            ("x & y", () => x & y), ("x | s", () => x | Scalar), ("s ^ x", () => Scalar ^ x),
            ("-x", () => -x), ("~x", () => ~x), ("x << 1", () => x << 1), ("x >> 1", () => x >> 1), ("x >>> 1", () => x >>> 1),
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
