// Uses the Strata package as an application would: create, slice, fill, format, use it beside
// System.Numerics.Tensors (both namespaces imported: `Tensor` is the package's, `NativeTensor`
// Strata's), and check that the native library came from the package (no STRATA_LIBRARY_PATH is set;
// the path of the loaded libstrata.so is printed).
using System.Buffers;
using System.Numerics.Tensors;
using Strata;

int passed = 0, failed = 0;
void Check(bool condition, string what)
{
    if (condition) passed++;
    else { failed++; Console.Error.WriteLine($"FAILED: {what}"); }
}

Check(Environment.GetEnvironmentVariable("STRATA_LIBRARY_PATH") is null, "STRATA_LIBRARY_PATH is unset");
Check(StrataLibrary.AbiVersion == 1, "ABI version 1");
using (NativeTensor<int> t = NativeTensor.Create(new[] { 1, 2, 3, 4, 5, 6 }, [2, 3]))
{
    Check(t.Lengths.SequenceEqual(new nint[] { 2, 3 }), "lengths [2, 3]");
    using NativeTensor<int> column = t.Slice(NRange.All, new NRange(1, 2));
    column.Fill(9);
    Check(t.ToString([2, 3]) == "Strata.NativeTensor<Int32>[2, 3] {\n  [1, 9, 3],\n  [4, 9, 6]\n}",
          "fill through a column view shows in the text form");
}
{
    Tensor<int> package = Tensor.CreateFromShape<int>([2, 3]);
    package[1, 2] = 4;
    using NativeTensor<int> native = NativeTensor.FromSystemTensor(package);
    using NativeTensor<int> doubled = native + native;
    Tensor<int> back = doubled.ToSystemTensor();
    Check(back[1, 2] == 8 && back[0, 0] == 0, "package tensor → NativeTensor → package tensor");
}
GC.Collect();
GC.WaitForPendingFinalizers();
Check(StrataLibrary.LiveTensorCount == 0, "no live handles");
// The file the process mapped, for run.sh to check it is the package's copy.
string? loaded = File.ReadLines("/proc/self/maps").Select(line => line[Math.Max(line.IndexOf('/'), 0)..])
                     .FirstOrDefault(path => path.EndsWith("/libstrata.so", StringComparison.Ordinal));
Console.WriteLine($"native library: {loaded}");
Console.WriteLine($"{passed} passed, {failed} failed");
return failed == 0 ? 0 : 1;
