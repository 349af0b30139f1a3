// BenchmarkDotNet entry point. `-- --filter *` runs everything; the default job is the short one
// (3 warm-ups, 3 iterations) so a full run stays within minutes.
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Running;

IConfig config = DefaultConfig.Instance
    .AddJob(Job.ShortRun.WithId("short"))
    .WithOptions(ConfigOptions.DisableOptimizationsValidator);
BenchmarkSwitcher.FromAssembly(typeof(Strata.Bench.LayoutBenchmarks).Assembly).Run(args, config);
