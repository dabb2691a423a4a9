import ArgumentParser

/// A group of related benchmarks. Each suite measures ours and its baseline
/// side by side and returns the figures; `prefix` lets `--filter` skip it.
protocol BenchmarkSuite: Sendable {
    /// The metric-name prefixes this suite produces, such as `flow.`.
    static var prefixes: [String] { get }
    /// Runs the metrics whose names start with `filter` (all when nil).
    static func run(filter: String?) -> [Metric]
}

/// The suites in the order they run. Later issues add theirs here.
let suites: [any BenchmarkSuite.Type] = [
    FlowBenchmarks.self,
    FrameBenchmarks.self,
    SceneBenchmarks.self,
    AttributesBenchmarks.self,
    CollectionBenchmarks.self,
    GestureBenchmarks.self,
    LayoutBenchmarks.self,
    ReplayBenchmarks.self,
    RenderBenchmarks.self,
    LatencyBenchmarks.self,
    SoakBenchmarks.self,
    ReliabilityBenchmarks.self,
    ReplayOutputBenchmarks.self,
]

@main
struct TesseraBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera-bench",
        abstract: "Measure Tessera against side-by-side baselines.",
        discussion: "Run it in release mode: swift run -c release tessera-bench [--json] [--filter PREFIX]"
    )

    @Flag(help: "Print one JSON object, as DESIGN.md specifies.")
    var json = false

    @Option(help: "Run only metrics whose names start with this prefix, such as flow. or flow.query.")
    var filter: String?

    func run() throws {
        var metrics: [Metric] = []
        for suite in suites {
            if let filter, !suite.prefixes.contains(where: { $0.hasPrefix(filter) || filter.hasPrefix($0) }) { continue }
            metrics += suite.run(filter: filter).filter { filter == nil || $0.name.hasPrefix(filter!) }
        }
        print(json ? Report.json(metrics) : Report.table(metrics))
    }
}

/// Whether a metric named `name` should run under `filter`.
func wanted(_ name: String, _ filter: String?) -> Bool {
    guard let filter else { return true }
    return name.hasPrefix(filter)
}
