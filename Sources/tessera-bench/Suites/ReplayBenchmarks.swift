import Foundation
import TesseraDemo
import TesseraReplay
import TesseraSimulator

/// Issue 5's figures, redefined by issue 18: headless replay of a long log, and parsing it.
///
/// - `replay.100k`: the whole of `tessera replay` minus file I/O — parse the
///   100 000-record text of ``ReplayWorkload`` (pinches that open and close, pans
///   along the scroll axis, taps, drags, keys and layout switches), load its
///   inline scene, and replay it through a ``Simulation`` (recognizers, layout
///   passes, batch updates, transitions and animations, the transcript) with no
///   drawing, including the settling at the end. The baseline is parsing the same
///   text, measured in alternating runs. Events per second and how many times
///   faster than real time (the log's duration ÷ replay time) are reported beside.
/// - `log.parse`: ``EventLogReader`` on the same text, against splitting the same
///   bytes into lines with `memchr` and keeping each line's byte range.
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
        var reports = 0
        var items = 0
        let (ours, baseline) = Measure.paired(runs: 5, ours: {
            do {
                let log = try EventLogReader().read(data)
                let scene = try log.loadScene(relativeTo: "/", catalog: .standard)
                let result = try Replayer().replay(log, scene: scene)
                reports = result.transcript.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
                items = result.state.items.reduce(0) { $0 + $1.count }
                blackHole(result)
            } catch {
                fatalError("replay failed: \(error)")
            }
        }, baseline: {
            do {
                blackHole(try EventLogReader().read(data))
            } catch {
                fatalError("parse failed: \(error)")
            }
        })
        let span = Measure.seconds(workload.duration)
        return Metric(name: "replay.100k", ours: ours.scaled(1000), baseline: baseline.scaled(1000), unit: "ms", goal: "ratio <= 20",
                      extra: [("n", Double(workload.events)),
                              ("eventsPerSecond", (Double(workload.events) / ours.median).rounded()),
                              ("logSeconds", span),
                              ("timesRealTime", span / ours.median),
                              ("pans", Double(workload.summary.pans.count)),
                              ("pinches", Double(workload.summary.pinchesOpening + workload.summary.pinchesClosing)),
                              ("transcriptLines", Double(reports)),
                              ("finalItems", Double(items))])
    }

    static func parse(_ workload: ReplayWorkload, data: Data) -> Metric {
        let lines = Lines()
        let (ours, baseline) = Measure.paired(runs: 9, ours: {
            do {
                blackHole(try EventLogReader().read(data))
            } catch {
                fatalError("parse failed: \(error)")
            }
        }, baseline: {
            lines.ranges = data.withUnsafeBytes { raw in
                var ranges: [Range<Int>] = []
                guard let base = raw.baseAddress else { return ranges }
                var start = 0
                while start < raw.count, let hit = memchr(base + start, 10, raw.count - start) {
                    let end = base.distance(to: UnsafeRawPointer(hit))
                    ranges.append(start..<end)
                    start = end + 1
                }
                if start < raw.count { ranges.append(start..<raw.count) }
                return ranges
            }
        })
        blackHole(lines)
        return Metric(name: "log.parse", ours: ours.scaled(1000), baseline: baseline.scaled(1000), unit: "ms", goal: "ratio <= 10",
                      extra: [("lines", Double(lines.ranges.count)),
                              ("nsPerLine", ours.median * 1e9 / Double(lines.ranges.count)),
                              ("megabytes", Double(data.count) / 1e6)])
    }
}
