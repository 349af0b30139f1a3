// Finds libstrata.so for the P/Invoke declarations: STRATA_LIBRARY_PATH (the library file or
// the folder holding it) first, then the folder of this assembly, then the runtime's own probing
// (which covers runtimes/<rid>/native of the NuGet package and the loader's search path).
using System;
using System.IO;
using System.Reflection;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Strata.Interop;

internal static class NativeLibraryLoader
{
    /// <summary>Environment variable naming the native library or its folder.</summary>
    internal const string PathVariable = "STRATA_LIBRARY_PATH";
    private const string FileName = "libstrata.so";

#pragma warning disable CA2255 // A library needs its resolver before the first P/Invoke.
    [ModuleInitializer]
#pragma warning restore CA2255
    internal static void Register() =>
        NativeLibrary.SetDllImportResolver(typeof(NativeLibraryLoader).Assembly, Resolve);

    private static nint Resolve(string name, Assembly assembly, DllImportSearchPath? searchPath)
    {
        if (name != NativeMethods.Library) return 0;
        string? configured = Environment.GetEnvironmentVariable(PathVariable);
        if (!string.IsNullOrEmpty(configured))
        {
            string file = Directory.Exists(configured) ? Path.Combine(configured, FileName) : configured;
            // An explicit setting that does not load is an error, not a reason to pick another copy.
            return NativeLibrary.Load(file);
        }
#pragma warning disable IL3000 // Empty in single-file apps; AppContext.BaseDirectory covers those.
        string location = assembly.Location;
#pragma warning restore IL3000
        string? folder = location.Length > 0 ? Path.GetDirectoryName(location) : AppContext.BaseDirectory;
        if (!string.IsNullOrEmpty(folder))
        {
            string beside = Path.Combine(folder, FileName);
            if (File.Exists(beside) && NativeLibrary.TryLoad(beside, out nint handle)) return handle;
        }
        return NativeLibrary.TryLoad(name, assembly, searchPath, out nint probed) ? probed : 0;
    }
}
