// Source-generated P/Invoke declarations of the rest of strata_elementwise.h: All/Any forms,
// clamping, rounding to digits, SoftMax and conversions.
using System.Runtime.InteropServices;

namespace Strata.Interop;

internal static unsafe partial class NativeMethods
{
    [LibraryImport(Library, EntryPoint = "strata_compare_all")]
    internal static partial int CompareAll(int op, nint x, nint y, int* result);

    [LibraryImport(Library, EntryPoint = "strata_compare_any")]
    internal static partial int CompareAny(int op, nint x, nint y, int* result);

    [LibraryImport(Library, EntryPoint = "strata_predicate_all")]
    internal static partial int PredicateAll(int op, nint x, int* result);

    [LibraryImport(Library, EntryPoint = "strata_predicate_any")]
    internal static partial int PredicateAny(int op, nint x, int* result);

    [LibraryImport(Library, EntryPoint = "strata_clamp_typed")]
    internal static partial int ClampTyped(nint x, int boundsDType, void* minValue, void* maxValue, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_clamp_into_typed")]
    internal static partial int ClampIntoTyped(nint x, int boundsDType, void* minValue, void* maxValue,
                                               nint destination);

    [LibraryImport(Library, EntryPoint = "strata_round")]
    internal static partial int Round(nint x, int digits, int mode, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_round_into")]
    internal static partial int RoundInto(nint x, int digits, int mode, nint destination);

    [LibraryImport(Library, EntryPoint = "strata_softmax")]
    internal static partial int SoftMax(nint x, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_softmax_into")]
    internal static partial int SoftMaxInto(nint x, nint destination);

    [LibraryImport(Library, EntryPoint = "strata_convert")]
    internal static partial int Convert(nint x, int dtype, int mode, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_convert_into")]
    internal static partial int ConvertInto(nint x, nint destination, int mode);
}
