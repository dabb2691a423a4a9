import CPNG
import Foundation
import TesseraRender
import TesseraTesting

/// What a CI user of `tessera replay` waits for besides the replay itself.
///
/// - `frames.png`: writing one 1920 × 1080 frame as `--frames` does (``PNGFile`` with fast
///   compression, through ``AtomicFile``), against libpng's own file writer with its fast
///   setting on the same pixels: the floor for a PNG of that frame. The old default level is
///   reported beside it.
/// - `replay.suite`: replaying the whole `assets/logs` suite in one command (each log in a
///   process of its own), against the sum of replaying each log alone, one command per log.
///   Min, median and max over three runs; it needs the release `tessera` and the repository.
/// - `replay.trace`: `tessera replay --trace` of a 10⁴-event log (400 pans over `assets/scenes/flow-grid.json`, 290 s
///   of gestures), against the same replay without a trace: what the trace viewer adds, painting and comparing a
///   frame every 50 ms of the log and keeping the ones that changed. Three runs each, in child processes.
enum ReplayOutputBenchmarks: BenchmarkSuite {
    static let prefixes = ["frames.", "replay.suite", "replay.trace"]

    static func run(filter: String?) -> [Metric] {
        var metrics: [Metric] = []
        if wanted("frames.png", filter) { metrics.append(framesPNG()) }
        if wanted("replay.suite", filter), let m = suite() { metrics.append(m) }
        if wanted("replay.trace", filter), let m = trace() { metrics.append(m) }
        return metrics
    }

    static func framesPNG() -> Metric {
        var painter = RasterPainter(width: BenchFrame.width, height: BenchFrame.height)
        painter.paint(BenchFrame.displayList())
        let bitmap = painter.bitmap
        // A new private folder (mkdtemp), never one someone made beforehand under a name from the pid.
        guard let temporary = try? TemporaryDirectory(prefix: "tessera-png-") else { fatalError("cannot make a temporary folder") }
        defer { try? temporary.remove() }
        let dir = temporary.url
        let ours = dir.appendingPathComponent("ours.png").path, floor = dir.appendingPathComponent("libpng.png").path
        let small = dir.appendingPathComponent("small.png").path
        func samples(_ body: () -> Void) -> [Double] {
            body()
            return (0..<9).map { _ in
                let start = ContinuousClock.now
                body()
                return Measure.seconds(ContinuousClock.now - start) * 1000
            }.sorted()
        }
        let o = samples { try! PNGFile.write(bitmap, to: ours, compression: .fast) }
        let b = samples {
            _ = bitmap.pixels.withUnsafeBufferPointer { cpng_write_rgba_file_fast(floor, $0.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height)) }
        }
        let s = samples { try! PNGFile.write(bitmap, to: small, compression: .small) }
        let size = { (p: String) in Double((try? FileManager.default.attributesOfItem(atPath: p)[.size] as? NSNumber)??.intValue ?? 0) / 1024 }
        return Metric(name: "frames.png", ours: o[4], baseline: b[4], unit: "ms", goal: "ratio <= 1.2",
                      extra: [("min", o.first!), ("max", o.last!), ("baselineMin", b.first!), ("baselineMax", b.last!),
                              ("defaultLevelMs", s[4]), ("kilobytes", size(ours)), ("defaultLevelKilobytes", size(small))])
    }

    static func suite() -> Metric? {
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let dir = root.appendingPathComponent("assets/logs")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir.path) else { return nil }
        let logs = names.filter { $0.hasSuffix(".log") }.sorted().map { dir.appendingPathComponent($0).path }
        guard !logs.isEmpty else { return nil }
        var whole: [Double] = [], parts: [Double] = []
        for _ in 0..<3 {
            whole.append(ChildRun.run(["replay", "--quiet"] + logs).seconds * 1000)
            parts.append(logs.reduce(0) { $0 + ChildRun.run(["replay", "--quiet", $1]).seconds * 1000 })
        }
        whole.sort()
        parts.sort()
        return Metric(name: "replay.suite", ours: whole[1], baseline: parts[1], unit: "ms", goal: "ratio <= 2",
                      extra: [("min", whole[0]), ("max", whole[2]), ("baselineMin", parts[0]), ("baselineMax", parts[2]),
                              ("logs", Double(logs.count))])
    }

    static func trace() -> Metric? {
        let scene = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("assets/scenes/flow-grid.json")
        guard FileManager.default.fileExists(atPath: scene.path),
              let temporary = try? TemporaryDirectory(prefix: "tessera-trace-") else { return nil }
        defer { try? temporary.remove() }
        // Pans up and down the grid, 8 pt a frame, lifted at rest: the log's own time is mostly gestures.
        var text = "tessera-log 1\nscene \(scene.path)\n"
        var t = 0
        for gesture in 0..<400 {
            let y0 = gesture % 2 == 0 ? 400 : 200, step = gesture % 2 == 0 ? -8 : 8
            text += "\(Double(t) / 1000) down 1 200 \(y0)\n"
            for k in 1...25 {
                t += 8
                text += "\(Double(t) / 1000) \(k == 25 ? "up" : "move") 1 200 \(y0 + step * min(k, 24))\n"
            }
            t += 500
        }
        let log = temporary.url.appendingPathComponent("pans.log").path
        let page = temporary.url.appendingPathComponent("trace.html").path
        guard (try? text.write(toFile: log, atomically: true, encoding: .utf8)) != nil else { return nil }
        var traced: [Double] = [], plain: [Double] = []
        for _ in 0..<3 {
            let run = ChildRun.run(["replay", "--quiet", "--allow-missing", "--trace", page, log])
            guard run.status == 0 else { fatalError("tessera replay --trace exited with \(run.status)") }
            traced.append(run.seconds * 1000)
            plain.append(ChildRun.run(["replay", "--quiet", "--allow-missing", log]).seconds * 1000)
        }
        traced.sort()
        plain.sort()
        let kilobytes = Double((try? FileManager.default.attributesOfItem(atPath: page)[.size] as? NSNumber)??.intValue ?? 0) / 1024
        return Metric(name: "replay.trace", ours: traced[1], baseline: plain[1], unit: "ms", goal: "ratio <= 10",
                      extra: [("min", traced[0]), ("max", traced[2]), ("baselineMin", plain[0]), ("baselineMax", plain[2]),
                              ("events", 400 * 26), ("pageKilobytes", kilobytes)])
    }
}
