import Foundation
import TesseraDemo
import TesseraReplay
import TesseraSimulator

/// Issue 5's figures: headless replay of a long log, and parsing it.
///
/// - `replay.100k`: the whole of `tessera replay` minus file I/O — parse the
///   100 000-record text of ``ReplayWorkload``, load its inline scene, and
///   replay it through a ``Simulation`` (recognizers, layout passes, batch
///   updates, transitions and animations, the transcript) with no drawing,
///   including the settling at the end. The baseline is the virtual time the
///   log spans, so the ratio is the fraction of real time a replay needs.
/// - `log.parse`: ``EventLogReader`` on the same text, against a baseline that
///   only finds the line breaks and keeps each line's byte range.
enum ReplayBenchmarks: BenchmarkSuite {
    static let prefixes = ["replay.", "log."]
    static let eventCount = 100_000

    /// Keeps the line ranges so that splitting cannot be optimised away.
    final class Lines {
        var ranges: [Range<Int>] = []
    }

    static func run(filter: String?) -> [Metric] {
        guard wanted("replay.100k", filter) || wanted("log.parse", filter) else { return [] }
        let workload: ReplayWorkload
        do {
            workload = try ReplayWorkload(events: eventCount)
        } catch {
            fatalError("the generated log does not parse: \(error)")
        }
        let data = Data(workload.text.utf8)
        var metrics: [Metric] = []
        if wanted("replay.100k", filter) { metrics.append(replay(workload, data: data)) }
        if wanted("log.parse", filter) { metrics.append(parse(workload, data: data)) }
        return metrics
    }

    static func replay(_ workload: ReplayWorkload, data: Data) -> Metric {
        var parseTime = 0.0
        var reports = 0
        let clock = ContinuousClock()
        let total = Measure.median(runs: 3, warmup: 1) {
            do {
                let start = clock.now
                let log = try EventLogReader().read(data)
                let scene = try log.loadScene(relativeTo: "/", catalog: .standard)
                parseTime = Measure.seconds(clock.now - start)
                let result = try Replayer().replay(log, scene: scene)
                reports = result.transcript.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
                blackHole(result)
            } catch {
                fatalError("replay failed: \(error)")
            }
        }
        let span = Measure.seconds(workload.duration)
        return Metric(name: "replay.100k", ours: total * 1000, baseline: span * 1000, unit: "ms", goal: "ratio <= 0.001",
                      extra: [("n", Double(workload.events)),
                              ("eventsPerSecond", (Double(workload.events) / total).rounded()),
                              ("parseMs", parseTime * 1000),
                              ("transcriptLines", Double(reports))])
    }

    static func parse(_ workload: ReplayWorkload, data: Data) -> Metric {
        let ours = Measure.median(runs: 7, warmup: 1) {
            do {
                blackHole(try EventLogReader().read(data))
            } catch {
                fatalError("parse failed: \(error)")
            }
        }
        let lines = Lines()
        let baseline = Measure.median(runs: 7, warmup: 1) {
            lines.ranges = data.withUnsafeBytes { raw in
                var ranges: [Range<Int>] = []
                var start = 0
                for (i, b) in raw.enumerated() where b == 10 {
                    ranges.append(start..<i)
                    start = i + 1
                }
                if start < raw.count { ranges.append(start..<raw.count) }
                return ranges
            }
        }
        blackHole(lines)
        return Metric(name: "log.parse", ours: ours * 1000, baseline: baseline * 1000, unit: "ms", goal: "report",
                      extra: [("lines", Double(lines.ranges.count)),
                              ("nsPerLine", ours * 1e9 / Double(lines.ranges.count)),
                              ("megabytes", Double(data.count) / 1e6)])
    }
}
