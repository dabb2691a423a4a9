import ArgumentParser
import Foundation

/// Exit statuses shared by every verb: 0 success, 1 a mismatch, 2 bad input.
enum ExitStatus {
    static let mismatch = ExitCode(1)
    static let badInput = ExitCode(2)
}

/// Prints `message` to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data(("tessera: " + message + "\n").utf8))
}
