// StrataLogging: native diagnostics reach a configured ILogger with their level and source, levels
// the logger does not enable never leave native code, the copy helper thread's records arrive on
// that thread, Configure(null) stops delivery, and a throwing logger cannot take the process down.
// The logger is process-wide, so these tests run in the collection that runs alone.
using System.Collections.Concurrent;
using Microsoft.Extensions.Logging;
using Xunit;

namespace Strata.Tests;

[Collection(nameof(NativeCounter))]
public sealed class LoggingTests : IDisposable
{
    private const string HelperSource = "copy helper thread";

    public void Dispose() => StrataLogging.Configure(null);

    /// <summary>Records every entry and counts every IsEnabled query; thread-safe.</summary>
    private sealed class RecordingLogger(LogLevel minimum, bool throws = false) : ILogger
    {
        public sealed record Entry(LogLevel Level, string Message, string? Source, string? StateMessage, int Thread);

        private int _queries;
        private int _calls;

        public ConcurrentQueue<Entry> Entries { get; } = new();
        public int Queries => Volatile.Read(ref _queries);
        public int Calls => Volatile.Read(ref _calls);

        public void ResetQueries() => Interlocked.Exchange(ref _queries, 0);

        public bool IsEnabled(LogLevel logLevel)
        {
            Interlocked.Increment(ref _queries);
            return logLevel >= minimum;
        }

        public void Log<TState>(LogLevel logLevel, EventId eventId, TState state, Exception? exception,
                                Func<TState, Exception?, string> formatter)
        {
            Interlocked.Increment(ref _calls);
            if (throws) throw new InvalidOperationException("the logger failed");
            var values = ((IEnumerable<KeyValuePair<string, object?>>)state!).ToDictionary(p => p.Key, p => p.Value);
            Entries.Enqueue(new Entry(logLevel, formatter(state, exception), values["Source"] as string,
                                      values["Message"] as string, Environment.CurrentManagedThreadId));
        }

        public IDisposable? BeginScope<TState>(TState state) where TState : notnull => null;

        public Entry[] OnThread(int thread) => Entries.Where(e => e.Thread == thread).ToArray();
    }

    private static ArgumentOutOfRangeException RejectedCreate() =>
        Assert.Throws<ArgumentOutOfRangeException>(() => NativeTensor.CreateFromShape<int>([2, -7]));

    /// <summary>An 8 MiB copy with two copy threads, so a helper thread takes part.</summary>
    private static void LargeCopy()
    {
        int saved = StrataLibrary.CopyThreads;
        try
        {
            StrataLibrary.CopyThreads = 2;
            using NativeTensor<byte> source = NativeTensor.CreateFromShape<byte>([8 << 20]);
            using NativeTensor<byte> destination = NativeTensor.CreateFromShape<byte>([8 << 20]);
            source.CopyTo(destination);
        }
        finally
        {
            StrataLibrary.CopyThreads = saved;
        }
    }

    [Fact]
    public void ARejectedCallIsLoggedAtDebugWithTheCFunctionAndItsMessage()
    {
        var logger = new RecordingLogger(LogLevel.Debug);
        StrataLogging.Configure(logger);
        Assert.Same(logger, StrataLogging.Logger);
        ArgumentOutOfRangeException error = RejectedCreate();

        RecordingLogger.Entry entry = Assert.Single(logger.OnThread(Environment.CurrentManagedThreadId));
        Assert.Equal(LogLevel.Debug, entry.Level);
        Assert.Equal("strata_tensor_create", entry.Source);
        Assert.StartsWith("strata_tensor_create", entry.Message);
        Assert.Contains(error.Message, entry.Message);
        Assert.Equal(entry.Message, entry.StateMessage);
    }

    [Fact]
    public void LevelsTheLoggerDoesNotEnableNeverLeaveNativeCode()
    {
        var logger = new RecordingLogger(LogLevel.Warning);
        StrataLogging.Configure(logger);
        logger.ResetQueries();
        RejectedCreate();
        LargeCopy();
        Assert.Equal(0, logger.Calls);
        Assert.Equal(0, logger.Queries); // the callback asks IsEnabled first: it never ran
    }

    [Fact]
    public void TheCopyHelperThreadLogsItsTransfersAtTraceOnItsOwnThread()
    {
        var logger = new RecordingLogger(LogLevel.Trace);
        StrataLogging.Configure(logger);
        LargeCopy();

        RecordingLogger.Entry[] transfers = logger.Entries
            .Where(e => e.Source == HelperSource && e.Level == LogLevel.Trace).ToArray();
        Assert.NotEmpty(transfers);
        Assert.All(transfers, e => Assert.NotEqual(Environment.CurrentManagedThreadId, e.Thread));
        Assert.All(transfers, e => Assert.False(string.IsNullOrEmpty(e.Message)));
    }

    [Fact]
    public void ConfiguringNullStopsDelivery()
    {
        var logger = new RecordingLogger(LogLevel.Trace);
        StrataLogging.Configure(logger);
        RejectedCreate();
        Assert.Single(logger.OnThread(Environment.CurrentManagedThreadId));

        StrataLogging.Configure(null);
        Assert.Null(StrataLogging.Logger);
        int calls = logger.Calls;
        RejectedCreate();
        LargeCopy();
        Assert.Equal(calls, logger.Calls);
    }

    [Fact]
    public void ALoggerThatThrowsDoesNotDisturbTheCallOrTheProcess()
    {
        var logger = new RecordingLogger(LogLevel.Trace, throws: true);
        StrataLogging.Configure(logger);
        ArgumentOutOfRangeException error = RejectedCreate(); // the call's own exception, not the logger's
        Assert.Contains("-7", error.Message);
        LargeCopy();                                           // the helper thread's records throw too

        Assert.True(logger.Calls >= 2, $"the logger was called {logger.Calls} times");
        Assert.Empty(logger.Entries);
        using NativeTensor<int> ok = NativeTensor.CreateFromShape<int>([2, 3]);
        Assert.Equal(6, ok.FlattenedLength);
    }
}
