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

/// Notes SIGINT and SIGTERM so the frame loop can close the recording and exit
/// cleanly. A signal handler has no context to call into, so the signal number
/// is kept in the one process-wide flag this module has.
enum SignalWatch {
    nonisolated(unsafe) private static var signalNumber: sig_atomic_t = 0

    static func install() {
        signal(SIGINT) { SignalWatch.signalNumber = $0 }
        signal(SIGTERM) { SignalWatch.signalNumber = $0 }
        // A file-size limit reached while recording must be an error from write(2)
        // that the recorder reports, not a signal that kills the process.
        signal(SIGXFSZ, SIG_IGN)
    }

    static var caught: Int32? {
        signalNumber == 0 ? nil : Int32(signalNumber)
    }
}
