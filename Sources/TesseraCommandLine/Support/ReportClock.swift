import Foundation

/// The real time `tessera replay` puts in its reports: how long each log took, and when the
/// report was written. It is the one place the replay command reads a clock; the simulation
/// itself runs on the log's virtual clock and never sees real time.
///
/// With `SOURCE_DATE_EPOCH` set (the reproducible-builds convention), the clock stands still at
/// that date: every duration is 0 and the JUnit timestamp is that instant, so the same logs give
/// byte-identical reports.
struct ReportClock {
    /// A reading to measure from.
    private let reading: () -> ContinuousClock.Instant?
    /// The report's timestamp.
    let date: () -> Date

    /// The clock `environment` asks for: frozen at `SOURCE_DATE_EPOCH` (seconds since 1970) when
    /// that is an integer, else the system's clocks.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let epoch = environment["SOURCE_DATE_EPOCH"].flatMap({ Int64($0) }) {
            reading = { nil }
            date = { Date(timeIntervalSince1970: TimeInterval(epoch)) }
        } else {
            reading = { ContinuousClock.now }
            date = { Date() }
        }
    }

    /// A start to measure from with ``seconds(since:)``.
    func start() -> ContinuousClock.Instant? { reading() }

    /// The seconds since `start`; 0 while the clock stands still.
    func seconds(since start: ContinuousClock.Instant?) -> Double {
        guard let start, let now = reading() else { return 0 }
        return (now - start).seconds
    }
}
