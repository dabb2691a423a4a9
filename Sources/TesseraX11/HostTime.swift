import Foundation

/// Where real time enters Tessera: the system's clocks, read here and nowhere else.
///
/// The simulation never sees them: the live host turns ``now()`` into input timestamps, and the
/// command line hands both readings to the replay command for its reports (how long a log took,
/// when the report was written) and its per-log time limit.
public enum HostTime {
    /// The system's monotonic clock, from an arbitrary origin.
    public static func now() -> Duration {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return .seconds(Int64(ts.tv_sec)) + .nanoseconds(Int64(ts.tv_nsec))
    }

    /// The calendar date and time now, from the system's real-time clock.
    public static func date() -> Date {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Date(timeIntervalSince1970: TimeInterval(ts.tv_sec) + TimeInterval(ts.tv_nsec) / 1e9)
    }
}
