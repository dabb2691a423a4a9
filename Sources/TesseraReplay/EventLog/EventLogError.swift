import TesseraSimulator

/// An event log that cannot be replayed, with the file, line, column and reason.
///
/// ```
/// pinch.log:14:9: touch 2 ends without beginning
/// ```
public struct EventLogError: Error, Equatable, CustomStringConvertible {
    public var file: String?
    public var line: Int
    public var column: Int
    public var reason: String

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
