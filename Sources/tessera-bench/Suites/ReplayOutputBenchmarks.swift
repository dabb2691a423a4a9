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
enum ReplayOutputBenchmarks: BenchmarkSuite {
    static let prefixes = ["frames.", "replay.suite"]

    static func run(filter: String?) -> [Metric] {
        var metrics: [Metric] = []
        if wanted("frames.png", filter) { metrics.append(framesPNG()) }
        if wanted("replay.suite", filter), let m = suite() { metrics.append(m) }
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
}
