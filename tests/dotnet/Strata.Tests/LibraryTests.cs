using Strata;
using Xunit;

namespace Strata.Tests;

public class LibraryTests
{
    [Fact]
    public void VersionMatchesTheVersionString()
    {
        string[] parts = StrataLibrary.VersionString.Split('.');
        Assert.Equal(3, parts.Length);
        int expected = int.Parse(parts[0]) * 10000 + int.Parse(parts[1]) * 100 + int.Parse(parts[2]);
        Assert.Equal(expected, StrataLibrary.Version);
        Assert.Equal(1, StrataLibrary.AbiVersion);
    }

    [Fact]
    public void CopyThreadsAcceptsOneToTheMaximumAndRejectsTheRest()
    {
        int saved = StrataLibrary.CopyThreads;
        Assert.Equal(64, StrataLibrary.MaxCopyThreads);
        try
        {
            foreach (int good in new[] { 1, 2, 5, 8, StrataLibrary.MaxCopyThreads })
            {
                StrataLibrary.CopyThreads = good;
                Assert.Equal(good, StrataLibrary.CopyThreads);
            }
            StrataLibrary.CopyThreads = 3;
            foreach (int bad in new[] { 0, -1, StrataLibrary.MaxCopyThreads + 1, int.MinValue, int.MaxValue })
            {
                var error = Assert.Throws<ArgumentOutOfRangeException>(() => StrataLibrary.CopyThreads = bad);
                Assert.Contains($"copy threads {bad}", error.Message);
                Assert.Equal(3, StrataLibrary.CopyThreads);
            }
        }
        finally
        {
            StrataLibrary.CopyThreads = saved;
        }
    }

    [Fact]
    public void StatusDescriptionsAreDistinctAndNonEmpty()
    {
        var seen = new HashSet<string>();
        foreach (StrataStatus status in Enum.GetValues<StrataStatus>())
        {
            string text = StrataLibrary.Describe(status);
            Assert.False(string.IsNullOrWhiteSpace(text));
            Assert.True(seen.Add(text), $"duplicate description '{text}'");
        }
    }
}
