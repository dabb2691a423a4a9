import Foundation

/// The live host's time source: the system's monotonic clock. Only the X11
/// host reads real time; it turns it into input timestamps for the simulation.
enum MonotonicTime {
    static func now() -> Duration {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return .seconds(Int64(ts.tv_sec)) + .nanoseconds(Int64(ts.tv_nsec))
    }
}
