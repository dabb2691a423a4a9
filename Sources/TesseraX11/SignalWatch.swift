import Foundation

/// Notes SIGINT, SIGTERM and SIGHUP (a closed terminal) so the frame loop can close the recording and exit cleanly,
/// and wakes the loop at once when one arrives.
///
/// A signal handler has no context to call into, so the signal number is kept in the one
/// process-wide flag this module has. The handler also writes a byte to a pipe whose read
/// end the loop polls beside the X connection (the self-pipe trick): a signal that lands
/// between the loop's check of the flag and its `poll()` still ends the wait, instead of
/// waiting for the next X event or timer.
enum SignalWatch {
    nonisolated(unsafe) private static var signalNumber: sig_atomic_t = 0
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    /// The pipe's read end, readable once a signal has arrived; -1 before ``install()``.
    nonisolated(unsafe) private(set) static var wakeDescriptor: Int32 = -1

    /// Installs the handlers (once) and the pipe they write to.
    static func install() {
        if wakeDescriptor < 0 {
            var ends: [Int32] = [-1, -1]
            if pipe(&ends) == 0 {
                for fd in ends {
                    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                }
                wakeDescriptor = ends[0]
                writeEnd = ends[1]
            }
        }
        let handler: @convention(c) (Int32) -> Void = { number in
            SignalWatch.signalNumber = number
            var byte: UInt8 = 1
            // write(2) is async-signal-safe; a full pipe already wakes the loop, so the result does not matter.
            _ = write(SignalWatch.writeEnd, &byte, 1)
        }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
        signal(SIGHUP, handler)
        // A file-size limit reached while recording must be an error from write(2)
        // that the recorder reports, not a signal that kills the process.
        signal(SIGXFSZ, SIG_IGN)
    }

    /// Forgets a caught signal and empties the pipe, for a process that runs another session after one was interrupted.
    static func reset() {
        signalNumber = 0
        var buffer = [UInt8](repeating: 0, count: 64)
        while wakeDescriptor >= 0, read(wakeDescriptor, &buffer, buffer.count) > 0 {}
    }

    /// The signal that arrived, if one did.
    static var caught: Int32? {
        signalNumber == 0 ? nil : Int32(signalNumber)
    }
}
