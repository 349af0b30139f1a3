// Uses the Strata package as an application would: create, slice, fill, format, and check that
// the native library came from the package (no STRATA_LIBRARY_PATH is set).
using System.Buffers;
using Strata;

int passed = 0, failed = 0;
void Check(bool condition, string what)
{
    if (condition) passed++;
    else { failed++; Console.Error.WriteLine($"FAILED: {what}"); }
}

Check(Environment.GetEnvironmentVariable("STRATA_LIBRARY_PATH") is null, "STRATA_LIBRARY_PATH is unset");
Check(StrataLibrary.AbiVersion == 1, "ABI version 1");
using (Strata.Tensor<int> t = Strata.Tensor.Create(new[] { 1, 2, 3, 4, 5, 6 }, [2, 3]))
{
    Check(t.Lengths.SequenceEqual(new nint[] { 2, 3 }), "lengths [2, 3]");
    using Strata.Tensor<int> column = t.Slice(NRange.All, new NRange(1, 2));
    column.Fill(9);
    Check(t.ToString([2, 3]) == "System.Numerics.Tensors.Tensor<Int32>[2, 3] {\n  [1, 9, 3],\n  [4, 9, 6]\n}",
          "fill through a column view shows in the text form");
}
GC.Collect();
GC.WaitForPendingFinalizers();
Check(StrataLibrary.LiveTensorCount == 0, "no live handles");
Console.WriteLine($"{passed} passed, {failed} failed");
return failed == 0 ? 0 : 1;
