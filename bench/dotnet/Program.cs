// BenchmarkDotNet entry point. `-- --filter '*'` runs everything. The job is the short one
// (3 warm-ups, 3 iterations) run in-process, so a full run stays within minutes and needs no
// second build; the native library comes from STRATA_LIBRARY_PATH (use an optimised build).
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Toolchains.InProcess.Emit;

IConfig config = DefaultConfig.Instance
    .AddJob(Job.ShortRun.WithToolchain(InProcessEmitToolchain.Instance).WithId("short"))
    .WithOptions(ConfigOptions.DisableOptimizationsValidator);
BenchmarkSwitcher.FromAssembly(typeof(Strata.Bench.CallBenchmarks).Assembly).Run(args, config);
