// The package's text of a tensor, from Strata's: the same body under the package's type name.
namespace Strata.Tests;

internal static class PackageText
{
    public static string Of(string strata)
    {
        const string ours = "Strata.NativeTensor<", theirs = "System.Numerics.Tensors.Tensor<";
        Xunit.Assert.StartsWith(ours, strata);
        return theirs + strata[ours.Length..];
    }
}
