import Foundation

/// One log of a multi-log `replay`, run in a process of its own, so that a log that crashes or
/// hangs costs only its own verdict and the other logs' verdicts and the summary are still printed.
///
/// The child is this very executable (so a user's command line, with its own layouts, replays its
/// own logs), given one log and the same options, plus the hidden `--isolated` flag that makes it
/// print its verdict without a summary. Its standard output and error pass through unchanged.
struct IsolatedReplay {
    /// How a child ended.
    enum Outcome: Equatable {
        /// It exited with this status: 0 passed, 1 a mismatch, 2 bad input.
        case exited(Int32)
        /// It was killed by this signal (a crash).
        case crashed(Int32)
        /// It ran past the time limit and was killed.
        case timedOut
    }

    /// What a child ended with, and what it printed.
    struct Result {
        var outcome: Outcome
        var stdout: Data
        var stderr: Data
    }

    /// The executable to run: this process's own image, unless `TESSERA_REPLAY_CHILD` names another
    /// (a wrapper that runs each log under a debugger or valgrind, or a test's stand-in).
    static var executable: URL {
        if let child = ProcessInfo.processInfo.environment["TESSERA_REPLAY_CHILD"], !child.isEmpty {
            return URL(fileURLWithPath: child)
        }
        return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    }

    /// Runs `replay` with `arguments` in a child, killing it after `timeout` as `now` (a monotonic
    /// clock) measures it. `SOURCE_DATE_EPOCH` does not stop this clock: a hung log is still stopped.
    static func run(_ arguments: [String], timeout: Duration, now: () -> Duration) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["replay", "--isolated"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let outData = Collected(), errData = Collected()
        out.fileHandleForReading.readabilityHandler = { outData.append($0.availableData) }
        err.fileHandleForReading.readabilityHandler = { errData.append($0.availableData) }
        try process.run()
        let deadline = now() + timeout
        var timedOut = false
        while process.isRunning {
            if now() >= deadline {
                timedOut = true
                process.terminate()
                usleep(200_000)
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                break
            }
            usleep(2_000)
        }
        process.waitUntilExit()
        out.fileHandleForReading.readabilityHandler = nil
        err.fileHandleForReading.readabilityHandler = nil
        outData.append(out.fileHandleForReading.readDataToEndOfFile())
        errData.append(err.fileHandleForReading.readDataToEndOfFile())
        let outcome: Outcome = timedOut ? .timedOut
            : process.terminationReason == .uncaughtSignal ? .crashed(process.terminationStatus) : .exited(process.terminationStatus)
        return Result(outcome: outcome, stdout: outData.data, stderr: errData.data)
    }
}

/// Bytes a pipe's reader collects from its own thread.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()

    func append(_ chunk: Data) {
        lock.lock()
        bytes.append(chunk)
        lock.unlock()
    }

    var data: Data {
        lock.lock()
        defer { lock.unlock() }
        return bytes
    }
}
