import Foundation

/// The real time `tessera replay` puts in its reports: how long each log took, and when the
/// report was written. The simulation itself runs on the log's virtual clock and never sees real
/// time; this reads none either, only the readings it is given (the host's, ``TesseraX11/HostTime``,
/// or a test's).
///
/// With `SOURCE_DATE_EPOCH` set (the reproducible-builds convention), the clock stands still at
/// that date: every duration is 0 and the JUnit timestamp is that instant, so the same logs give
/// byte-identical reports.
struct ReportClock {
    /// A reading to measure from; nil while the clock stands still.
    private let reading: () -> Duration?
    /// The report's timestamp.
    let date: () -> Date

    /// A clock over `now` (monotonic, from any origin) and `date`, or frozen at `SOURCE_DATE_EPOCH`
    /// (seconds since 1970) when `environment` sets it to an integer.
    init(now: @escaping () -> Duration, date: @escaping () -> Date, environment: [String: String]) {
        if let epoch = environment["SOURCE_DATE_EPOCH"].flatMap({ Int64($0) }) {
            reading = { nil }
            self.date = { Date(timeIntervalSince1970: TimeInterval(epoch)) }
        } else {
            reading = now
            self.date = date
        }
    }

    /// A start to measure from with ``seconds(since:)``.
    func start() -> Duration? { reading() }

    /// The seconds since `start`; 0 while the clock stands still.
    func seconds(since start: Duration?) -> Double {
        guard let start, let now = reading() else { return 0 }
        return (now - start).seconds
    }
}
