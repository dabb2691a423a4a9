import Foundation
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
        let simulation: Simulation
        do {
            let workload = try ReplayWorkload(events: eventCount, resizes: true)
            log = try EventLogReader().read(Data(workload.text.utf8))
            simulation = try Simulation(scene: log.loadScene(relativeTo: "."))
        } catch {
            fatalError("the soak log does not load: \(error)")
        }
        simulation.keepsReports = false
        let records = log.records
        let checkpoint = records.count / 10
        var atCheckpoint = 0.0
        var i = 0
        var batch: [LogEvent] = []
        while i < records.count {
            let time = records[i].time
            batch.removeAll(keepingCapacity: true)
            while i < records.count, records[i].time == time {
                batch.append(records[i].event)
                i += 1
            }
            simulation.handle(batch, at: time)
            if atCheckpoint == 0, i >= checkpoint { atCheckpoint = residentMegabytes() }
        }
        simulation.settle()
        let final = residentMegabytes()
        let seconds = Measure.seconds(clock.now - started)
        return [Metric(name: "soak.rss", ours: final, baseline: atCheckpoint, unit: "MB", goal: "ratio <= 1.1",
                       extra: [("events", Double(records.count)), ("seconds", seconds),
                               ("gestures", Double(simulation.endedGestureCount))])]
    }

    /// The process's resident set, from /proc/self/statm.
    static func residentMegabytes() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
