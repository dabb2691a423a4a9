import Foundation
import TesseraDemo
import TesseraReplay
import TesseraSimulator

/// Issue 8's soak: a generated million-event log mixing every gesture with
/// resizes and layout switches, replayed through one ``Simulation``.
///
/// `soak.rss`: ours is the resident memory at the end, the baseline the
/// resident memory after the first 10% of the events, so the ratio shows
/// growth over the other 90%: leaks or unbounded caches. The transcript is
/// not kept (a soak only needs the final state), as a long `tessera replay
/// --quiet` would not need it either.
enum SoakBenchmarks: BenchmarkSuite {
    static let prefixes = ["soak."]
    static let eventCount = 1_000_000

    static func run(filter: String?) -> [Metric] {
        guard wanted("soak.rss", filter) else { return [] }
        let clock = ContinuousClock()
        let started = clock.now
        let log: EventLog
        let scene: Scene
        do {
            let workload = try ReplayWorkload(events: eventCount, resizes: true)
            log = try EventLogReader().read(Data(workload.text.utf8))
            scene = try log.loadScene(relativeTo: ".", catalog: .standard)
        } catch {
            fatalError("the soak log does not load: \(error)")
        }
        // The replay path `tessera replay --quiet` takes, sampling memory once a tenth of the records are in.
        let checkpoint = log.records.count / 10
        var atCheckpoint = 0.0
        var replayer = Replayer()
        replayer.keepsTranscript = false
        replayer.progress = { applied, _ in
            if atCheckpoint == 0, applied >= checkpoint { atCheckpoint = residentMegabytes() }
        }
        let result: Replayer.Result
        do {
            result = try replayer.replay(log, scene: scene)
        } catch {
            fatalError("the soak log does not replay: \(error)")
        }
        let final = residentMegabytes()
        let seconds = Measure.seconds(clock.now - started)
        return [Metric(name: "soak.rss", ours: final, baseline: atCheckpoint, unit: "MB", goal: "ratio <= 1.1",
                       extra: [("events", Double(log.records.count)), ("seconds", seconds),
                               ("items", Double(result.state.items.reduce(0) { $0 + $1.count }))])]
    }

    /// The process's resident set, from /proc/self/statm.
    static func residentMegabytes() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
