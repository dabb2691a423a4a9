import Foundation
import TesseraTesting
import TesseraDemo
import TesseraReplay
import TesseraSimulator

/// Issue 8's soak, redefined by issue 18: a generated million-event log mixing
/// every gesture with resizes and layout switches, replayed through one
/// ``Simulation`` the way `tessera replay --quiet` reads a file: streamed, one
/// record at a time (``EventLogFile``).
///
/// `soak.rss`: ours is the resident memory after replaying all 1M events; the
/// baseline is the resident memory of the same replay after its first 10k
/// events, sampled in the same run. The log is written to a temporary file as it
/// is generated, so neither its text nor its records are held. A ratio near 1
/// means neither the log nor anything else grows with the number of events.
enum SoakBenchmarks: BenchmarkSuite {
    static let prefixes = ["soak."]
    static let eventCount = 1_000_000
    static let checkpoint = 10_000

    static func run(filter: String?) -> [Metric] {
        guard wanted("soak.rss", filter) else { return [] }
        let clock = ContinuousClock()
        // A new private folder (mkdtemp), never one someone made beforehand under a name from the pid.
        guard let temporary = try? TemporaryDirectory(prefix: "tessera-soak-") else { fatalError("cannot make a temporary folder") }
        defer { try? temporary.remove() }
        let dir = temporary.url
        let path = dir.appendingPathComponent("soak.log").path
        let summary: ReplayWorkload.Summary
        let file: EventLogFile
        let scene: Scene
        do {
            summary = try ReplayWorkload.write(events: eventCount, resizes: true, to: path)
            file = try EventLogFile(path: path)
            scene = try file.header.loadScene(relativeTo: dir.path, catalog: .standard)
        } catch {
            fatalError("the soak log does not load: \(error)")
        }
        let started = clock.now
        let before = residentMegabytes()
        var atCheckpoint = 0.0
        var replayer = Replayer()
        replayer.keepsTranscript = false
        replayer.progress = { applied, _ in
            if atCheckpoint == 0, applied >= checkpoint { atCheckpoint = residentMegabytes() }
        }
        let result: Replayer.Result
        do {
            result = try replayer.replay(file, scene: scene)
        } catch {
            fatalError("the soak log does not replay: \(error)")
        }
        let final = residentMegabytes()
        let seconds = Measure.seconds(clock.now - started)
        return [Metric(name: "soak.rss", ours: final, baseline: atCheckpoint, unit: "MB", goal: "ratio <= 1.2",
                       extra: [("events", Double(summary.events)), ("checkpointEvents", Double(checkpoint)),
                               ("beforeReplayMB", before), ("seconds", seconds),
                               ("eventsPerSecond", (Double(summary.events) / seconds).rounded()),
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
