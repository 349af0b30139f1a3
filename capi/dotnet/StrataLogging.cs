// libstrata.so's diagnostics in Microsoft.Extensions.Logging: one [UnmanagedCallersOnly] function
// is installed as the native strata_log_callback while a logger is configured. The native
// threshold is the lowest level the logger enables when it is configured, so messages below it
// are dropped in native code without a transition into managed code. The callback may run on any
// thread (the copy helper thread included) and swallows every exception: none may unwind into
// native frames.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Runtime.InteropServices;
using System.Threading;
using Microsoft.Extensions.Logging;
using Strata.Interop;

namespace Strata;

/// <summary>
/// Routes the native library's diagnostics to an <see cref="ILogger"/>. Strata logs each rejected
/// call at <see cref="LogLevel.Debug"/> (the C function, its status and message), the start of the
/// copy helper thread at <see cref="LogLevel.Debug"/> and each of its transfers at
/// <see cref="LogLevel.Trace"/>; nothing above Debug and nothing on the success path unless Trace is
/// enabled. Until <see cref="Configure"/> is given a logger, nothing is installed and the native
/// default applies (stderr at the level of the <c>STRATA_LOG</c> environment variable, off when it is
/// unset).
/// </summary>
/// <remarks>
/// A host with dependency injection passes <c>loggerFactory.CreateLogger(StrataLogging.CategoryName)</c>.
/// Each record's state is a list of key/value pairs: <c>Source</c> (the C function, or
/// <c>"copy helper thread"</c>) and <c>Message</c> (the native text, also the formatted message).
/// Records are written on the thread that logged them, possibly on several threads at once, so the
/// logger must be thread-safe, as every <see cref="ILogger"/> is expected to be.
/// </remarks>
public static unsafe class StrataLogging
{
    /// <summary>The category name Strata suggests for its logger: <c>"Strata"</c>.</summary>
    public const string CategoryName = "Strata";

    // The STRATA_LOG_* levels of strata.h (tests/abi/check_bindings.py compares them).
    private enum NativeLogLevel
    {
        Trace = 0,
        Debug = 1,
        Info = 2,
        Warn = 3,
        Error = 4,
        Critical = 5,
        Off = 6,
    }

    private const int NativeOff = (int)NativeLogLevel.Off;

    private static readonly object Gate = new();
    private static ILogger? s_logger;
    private static bool s_exitHooked;

    /// <summary>The logger receiving Strata's diagnostics, or null when none is configured.</summary>
    public static ILogger? Logger => Volatile.Read(ref s_logger);

    /// <summary>
    /// Sends Strata's diagnostics to <paramref name="logger"/>, or with null stops sending them and
    /// restores the native default sink. The levels the logger enables are read now, through
    /// <see cref="ILogger.IsEnabled"/>: only messages at or above the lowest enabled level leave
    /// native code, so call this again after the logger's filters change. Thread-safe; a message
    /// being delivered on another thread meanwhile may still reach the previous logger.
    /// </summary>
    /// <param name="logger">The logger to receive the diagnostics, or null for none.</param>
    public static void Configure(ILogger? logger)
    {
        lock (Gate)
        {
            if (logger is null)
            {
                Volatile.Write(ref s_logger, null);
                Errors.Check(NativeMethods.SetLogCallback(NativeOff, null, null));
                return;
            }
            int threshold = LowestEnabledLevel(logger);
            Volatile.Write(ref s_logger, logger);
            Errors.Check(NativeMethods.SetLogCallback(threshold, &Deliver, null));
            if (!s_exitHooked)
            {
                // No native thread may call into a runtime that is shutting down.
                AppDomain.CurrentDomain.ProcessExit += (_, _) => Configure(null);
                s_exitHooked = true;
            }
        }
    }

    /// <summary>The lowest native level whose LogLevel the logger enables; off when none.</summary>
    private static int LowestEnabledLevel(ILogger logger)
    {
        for (int level = 0; level < NativeOff; level++)
        {
            if (logger.IsEnabled(ToLogLevel(level))) return level;
        }
        return NativeOff;
    }

    /// <summary>The LogLevel of a native level (spdlog's names: warn is Warning, info Information).</summary>
    private static LogLevel ToLogLevel(int level) => (NativeLogLevel)level switch
    {
        NativeLogLevel.Trace => LogLevel.Trace,
        NativeLogLevel.Debug => LogLevel.Debug,
        NativeLogLevel.Info => LogLevel.Information,
        NativeLogLevel.Warn => LogLevel.Warning,
        NativeLogLevel.Error => LogLevel.Error,
        _ => LogLevel.Critical,
    };

    [UnmanagedCallersOnly]
    private static void Deliver(int level, byte* message, byte* source, void* userData)
    {
        try
        {
            ILogger? logger = Volatile.Read(ref s_logger);
            LogLevel logLevel = ToLogLevel(level);
            if (logger is null || !logger.IsEnabled(logLevel)) return;
            var state = new NativeLogRecord(Text(source), Text(message));
            logger.Log(logLevel, default, state, null, static (record, _) => record.Message);
        }
        catch (Exception)
        {
            // Swallowed: an exception must not unwind into native code; only this message is lost.
        }
    }

    private static string Text(byte* utf8) => Marshal.PtrToStringUTF8((nint)utf8) ?? string.Empty;

    /// <summary>The state of one record: its source and message as structured values.</summary>
    private sealed class NativeLogRecord(string source, string message)
        : IReadOnlyList<KeyValuePair<string, object?>>
    {
        public string Message { get; } = message;

        public int Count => 3;

        public KeyValuePair<string, object?> this[int index] => index switch
        {
            0 => new("Source", source),
            1 => new("Message", Message),
            2 => new("{OriginalFormat}", "{Message}"),
            _ => throw new ArgumentOutOfRangeException(nameof(index)),
        };

        public IEnumerator<KeyValuePair<string, object?>> GetEnumerator()
        {
            for (int i = 0; i < Count; i++) yield return this[i];
        }

        IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();

        public override string ToString() => Message;
    }
}
