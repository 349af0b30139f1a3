// Shared by the tests of operations an element type does not take: fresh operands whose contents
// are checked afterwards, the assertion that a call was refused with ArrayTypeMismatchException
// (status DTypeMismatch, naming the element type) leaving every operand as it was, and the names
// of NativeTensor's static methods that only move elements (every element type takes them).
using System.Reflection;
using System.Runtime.InteropServices;
using Xunit;

namespace Strata.Tests;

/// <summary>Fresh operands for one call, with their contents when made.</summary>
internal sealed class Operands : IDisposable
{
    private readonly List<(IDisposable Tensor, Func<byte[]> Read, byte[] Before, string Name)> _all = [];

    public NativeTensor<T> Make<T>(T[] values, nint[] lengths, string name) where T : unmanaged
    {
        NativeTensor<T> tensor = NativeTensor.CreateCopy<T>(values, lengths);
        byte[] Read()
        {
            var flat = new T[tensor.FlattenedLength];
            tensor.FlattenTo(flat);
            return MemoryMarshal.AsBytes(flat.AsSpan()).ToArray();
        }
        _all.Add((tensor, Read, Read(), name));
        return tensor;
    }

    /// <summary>Asserts that no operand changed, except those whose name starts with except.</summary>
    public void AssertUnchanged(string call, string? except = null)
    {
        foreach (var (_, read, before, name) in _all)
        {
            if (except is not null && name.StartsWith(except, StringComparison.Ordinal)) continue;
            Assert.True(before.SequenceEqual(read()), $"{call} changed {name}");
        }
    }

    public void Dispose()
    {
        foreach (var (tensor, _, _, _) in _all) tensor.Dispose();
    }
}

internal static class Refusals
{
    /// <summary>NativeTensor's static methods that only move elements.</summary>
    public static readonly HashSet<string> LayoutMethods =
    [
        "CopyFrom", "Create", "CreateCopy", "CreateFromShape", "CreateFromShapeUninitialized", "FromSystemTensor", "Wrap",
        "CopyTo", "TryCopyTo", "Broadcast", "BroadcastTo", "BroadcastView", "Concatenate", "ConcatenateOnDimension", "Resize", "ResizeTo",
        "Reverse", "ReverseDimension", "SequenceEqual", "SetSlice", "Split", "Stack", "StackAlongDimension",
        "TryBroadcastTo", "FilteredUpdate", "Contiguous", "Diagonal", "Expand", "ExpandAs", "HSplit", "MoveDim",
        "Narrow", "PermuteDimensions", "Reshape", "SplitBySections", "SplitBySize", "Squeeze", "SqueezeDimension",
        "SwapAxes", "TensorSplit", "Transpose", "TransposeMatrix", "Unbind", "Unsqueeze", "VSplit", "View", "ViewAs",
    ];

    /// <summary>NativeTensor's static methods constrained to IFloatingPoint&lt;T&gt; (managed code
    /// over the package's spans): other element types are refused by the compiler, not at run time.</summary>
    public static readonly HashSet<string> FloatingPointOnly = ["FillGaussianNormalDistribution", "FillUniformDistribution"];

    /// <summary>Whether reflection can call the method: the overloads over the package's
    /// TensorSpan&lt;T&gt;/ReadOnlyTensorSpan&lt;T&gt; (ref structs, which cannot be boxed) are
    /// called directly instead (the elementwise ones by SpanElementwiseTests and
    /// SpanElementwiseRulesTests).</summary>
    public static bool TakesNoSpans(MethodInfo method) =>
        method.GetParameters().All(p => !(p.ParameterType.IsByRef ? p.ParameterType.GetElementType()! : p.ParameterType).IsByRefLike);

    /// <summary>The call throws ArrayTypeMismatchException with status DTypeMismatch and a message
    /// containing <paramref name="named"/>, and no operand changed.</summary>
    public static void AssertRefused(string call, Func<object?> action, Operands operands, string named)
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
        Assert.Contains(named, thrown.Message);
        operands.AssertUnchanged(call);
    }

    public static void CollectEverything()
    {
        for (int i = 0; i < 3; i++)
        {
            GC.Collect();
            GC.WaitForPendingFinalizers();
        }
    }
}
