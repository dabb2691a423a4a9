import ArgumentParser
import Foundation
import TesseraRender
import TesseraImport
import TesseraReplay
import TesseraSimulator
import TesseraX11

/// Exit statuses shared by every verb: 0 success, 1 a mismatch, 2 bad input, 3 a replay that crashed or timed out,
/// 64 a command line that cannot be used.
enum ExitStatus {
    static let mismatch = ExitCode(1)
    static let badInput = ExitCode(2)
    /// A replay crashed or ran past `--timeout`: Tessera or a layout broke, which no golden can settle.
    static let broken = ExitCode(3)
    /// EX_USAGE, as ArgumentParser gives for an option it cannot parse.
    static let usage = ExitCode(64)
}

/// A file or folder an option names that cannot be used (exit status 2).
struct UsageError: Error {
    var message: String
}

/// An option's value that is malformed or out of range, or options that contradict each other (exit status 64,
/// as for an option ArgumentParser cannot parse), printed as one line like every error.
struct OptionError: Error {
    var message: String
}

/// Prints `message` to standard error as one line: control characters escaped and long paths cut.
func printError(_ message: String) {
    FileHandle.standardError.write(Data(("tessera: " + oneLine(message) + "\n").utf8))
}

/// The one-line message for an input error — a bad scene, log, recording,
/// option, file or display — or nil for anything else.
func badInputMessage(_ error: Error) -> String? {
    switch error {
    case let e as SceneError: e.description
    case let e as EventLogError: e.description
    case let e as ImportError: e.description
    case let e as UsageError: e.message
    case let e as OptionError: e.message
    case let e as PNGFile.Failure: e.description
    case let e as AtomicFile.Failure: e.description
    case let e as StandardOutput.Failure: e.description
    case let e as CocoaError: "\(e.filePath ?? "a file"): \(e.underlying.map { posixReason($0) } ?? "cannot be read or written")"
    case let e as X11Error: e.description
    default: nil
    }
}

/// Runs `body`; an input error is printed as one line and becomes exit status 2, an option error 64.
func reportingBadInput(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as OptionError {
        printError(error.message)
        throw ExitStatus.usage
    } catch {
        guard let message = badInputMessage(error) else { throw error }
        printError(message)
        throw ExitStatus.badInput
    }
}

/// The system's words for a Foundation error's underlying POSIX error, without Foundation's framing.
private func posixReason(_ error: Error) -> String {
    if let e = error as? POSIXError { return String(cString: strerror(e.code.rawValue)) }
    return "cannot be read or written"
}
