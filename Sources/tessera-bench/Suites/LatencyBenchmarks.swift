import Foundation
import TesseraDemo
import TesseraReplay
import TesseraSimulator
import TesseraX11

/// Issue 6's latency figure, redefined by issue 18: `latency.input`, the time from
/// the window host taking an X event off its queue to the server having presented
/// the frame that reflects it, through the real host path (translator,
/// `Simulation.handle`, tick, display list, Xlib painter, `XCopyArea`), less the
/// host's deliberate wait for the frame's slot (the pacing, reported beside it).
/// See ``X11InputLatencyBenchmark`` for how the input is played.
///
/// The scene is ``ReplayWorkload``'s flow scene: a 1280 × 800 window on 600
/// items. Ours is the 99th percentile of that processing time over every event;
/// the baseline is the same percentile for a minimal Xlib client that fills one
/// rectangle per event on the same server, fed the same input just before. Beside
/// it, `presentP50` and `presentP99`: a bare copy of a whole window of the same size
/// from its back buffer, waited for, which any frame that changes the whole window
/// (every frame of a pan or a pinch) costs at the least. It needs an X server, as
/// `render.x11.frame` does.
///
/// Issue 15 adds `latency.input.touch`: real touchscreen events through the same
/// host, on an Xorg with `inputtest` devices that it starts itself (see ``touch(filter:)``).
enum LatencyBenchmarks: BenchmarkSuite {
    static let prefixes = ["latency."]
    static let gestures = 32

    static func run(filter: String?) -> [Metric] {
        mouse(filter: filter) + touch(filter: filter)
    }

    /// `latency.input`: the mouse through `XSendEvent`, on `$DISPLAY` or an Xvfb.
    static func mouse(filter: String?) -> [Metric] {
        let name = "latency.input", goal = "ratio <= 4"
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
        guard !result.processing.isEmpty, !result.floor.isEmpty else {
            Report.note("\(name): the host or the minimal client presented no input; no figures")
            return [Metric(name: name, ours: .nan, baseline: nil, unit: "ms", goal: goal)]
        }
        return [Metric(name: name, ours: percentile(result.processing, 0.99), baseline: percentile(result.floor, 0.99),
                       unit: "ms", goal: goal,
                       extra: [("p50", percentile(result.processing, 0.5)), ("p99", percentile(result.processing, 0.99)),
                               ("max", percentile(result.processing, 1)),
                               ("floorP50", percentile(result.floor, 0.5)), ("floorMax", percentile(result.floor, 1)),
                               ("pacingP50", percentile(result.pacing, 0.5)), ("pacingP99", percentile(result.pacing, 0.99)),
                               ("totalP99", percentile(result.total, 0.99)), ("frameIntervalMs", 1000.0 / 60),
                               ("presentP50", result.present.isEmpty ? .nan : percentile(result.present, 0.5)),
                               ("presentP99", result.present.isEmpty ? .nan : percentile(result.present, 0.99)),
                               ("n", Double(result.processing.count)), ("floorN", Double(result.floor.count)),
                               ("frames", Double(result.frames))])]
    }

    /// The `p`-th quantile (0…1, nearest rank) of `values` in seconds, as milliseconds; `values` must not be empty.
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        return sorted[max(0, min(sorted.count - 1, Int((p * Double(sorted.count)).rounded(.up)) - 1))] * 1000
    }

    /// `latency.input.touch`: real touchscreen events from an Xorg `inputtest` device (see
    /// ``X11TouchLatencyBenchmark``). Ours is the 99th percentile of the host's processing time
    /// (from taking the touch event off the queue to its frame on screen, less the wait for the
    /// frame's slot); the baseline is the same percentile for a minimal Xlib client that draws a
    /// square for each touch on the same server. The pacing delay is reported beside it.
    static func touch(filter: String?) -> [Metric] {
        let name = "latency.input.touch", goal = "ratio <= 4"
        guard wanted(name, filter) else { return [] }
        let result: X11TouchLatencyBenchmark.Result
        do {
            let scene = try Scene.parse(Data(ReplayWorkload.sceneJSON.utf8), catalog: .standard)
            result = try X11TouchLatencyBenchmark.run(simulation: try Simulation(scene: scene), gestures: gestures)
        } catch {
            Report.note("\(name): \(error); no figures")
            return [Metric(name: name, ours: .nan, baseline: nil, unit: "ms", goal: goal)]
        }
        guard !result.processing.isEmpty, !result.floor.isEmpty else {
            Report.note("\(name): no touch reached the window; no figures")
            return [Metric(name: name, ours: .nan, baseline: nil, unit: "ms", goal: goal)]
        }
        return [Metric(name: name, ours: percentile(result.processing, 0.99), baseline: percentile(result.floor, 0.99),
                       unit: "ms", goal: goal,
                       extra: [("p50", percentile(result.processing, 0.5)), ("floorP50", percentile(result.floor, 0.5)),
                               ("pacingP50", percentile(result.pacing, 0.5)), ("pacingP99", percentile(result.pacing, 0.99)),
                               ("totalP99", percentile(result.total, 0.99)), ("n", Double(result.processing.count)),
                               ("floorN", Double(result.floor.count)), ("frames", Double(result.frames))])]
    }
}
