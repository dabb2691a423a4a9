import Foundation
import TesseraDemo
import TesseraReplay
import TesseraSimulator
import TesseraX11

/// Issue 6's latency figure: `latency.input`, the time from the window host
/// receiving an X event to the server having presented the frame that
/// reflects it, through the real host path (translator, `Simulation.handle`,
/// tick, display list, Xlib painter, `XCopyArea`). See
/// ``X11InputLatencyBenchmark`` for how the input is played.
///
/// The scene is ``ReplayWorkload``'s flow scene: a 1280 × 800 window on 600
/// items. Ours is the 99th percentile over every event; the baseline is one
/// frame at 60 Hz. It needs an X server, as `render.x11.frame` does.
enum LatencyBenchmarks: BenchmarkSuite {
    static let prefixes = ["latency."]
    static let gestures = 32

    static func run(filter: String?) -> [Metric] {
        let name = "latency.input", goal = "ratio <= 1", frame = 1000.0 / 60
        guard wanted(name, filter) else { return [] }
        let server: XServerSession
        switch XServerSession.start() {
        case .success(let s): server = s
        case .failure(let f):
            Report.note("\(name): \(f.reason); no figures")
            return [Metric(name: name, ours: .nan, baseline: nil, unit: "ms", goal: goal)]
        }
        let result: X11InputLatencyBenchmark.Result
        do {
            let scene = try Scene.parse(Data(ReplayWorkload.sceneJSON.utf8), catalog: .standard)
            result = try X11InputLatencyBenchmark.run(simulation: try Simulation(scene: scene), displayName: server.name,
                                                      gestures: gestures)
        } catch {
            Report.note("\(name): \(error); no figures")
            return [Metric(name: name, ours: .nan, baseline: nil, unit: "ms", goal: goal)]
        }
        withExtendedLifetime(server) {}
        let sorted = result.latencies.sorted()
        guard !sorted.isEmpty else {
            Report.note("\(name): the host presented no input; no figures")
            return [Metric(name: name, ours: .nan, baseline: nil, unit: "ms", goal: goal)]
        }
        func percentile(_ p: Double) -> Double {
            sorted[min(sorted.count - 1, Int((p * Double(sorted.count)).rounded(.up)) - 1)] * 1000
        }
        return [Metric(name: name, ours: percentile(0.99), baseline: frame, unit: "ms", goal: goal,
                       extra: [("p50", percentile(0.5)), ("max", sorted.last! * 1000),
                               ("n", Double(sorted.count)), ("frames", Double(result.frames))])]
    }
}
