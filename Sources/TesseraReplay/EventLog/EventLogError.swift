import TesseraSimulator

/// An event log that cannot be replayed, with the file, line, column and reason.
///
/// ```
/// pinch.log:14:9: touch 2 ends without beginning
/// ```
public struct EventLogError: Error, Equatable, CustomStringConvertible {
    /// The log's path as given, or nil for text read from memory (printed as `log`).
    public var file: String?
    /// The 1-based line of the problem; 0 when it concerns the file as a whole.
    public var line: Int
    /// The 1-based column where the offending token starts; 0 with a line of 0.
    public var column: Int
    /// What is wrong, in one phrase, with any quoted input cut to 40 characters.
    public var reason: String

    /// An error at `line` and `column` (both 1-based, or 0 for the whole file) of `file`.
    public init(file: String?, line: Int, column: Int, reason: String) {
        self.file = file
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `file:line:column: reason`, or `file: reason` for a problem with the file as a whole.
    public var description: String {
        line > 0 ? "\(file ?? "log"):\(line):\(column): \(reason)" : "\(file ?? "log"): \(reason)"
    }
}
