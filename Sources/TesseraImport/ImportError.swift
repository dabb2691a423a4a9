import TesseraReplay
import TesseraSimulator
/// A device recording that cannot be imported, with the file, line (and, where known, column) and reason.
public struct ImportError: Error, Equatable, CustomStringConvertible {
    /// The recording's path as given, or nil (printed as `recording`).
    public var file: String?
    /// The 1-based line of the recording where the problem is.
    public var line: Int
    /// The 1-based column on ``line``, when the parser that found the problem knows it (libyaml does); nil otherwise.
    public var column: Int?
    /// What is wrong, in one phrase.
    public var reason: String

    /// An error at `line` (1-based) of `file`, and at `column` (1-based) when one is known.
    public init(file: String?, line: Int, column: Int? = nil, reason: String) {
        self.file = file
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// The error as `file:line: reason` or `file:line:column: reason`, the line `tessera import` prints.
    public var description: String {
        if let column { return "\(file ?? "recording"):\(line):\(column): \(reason)" }
        return "\(file ?? "recording"):\(line): \(reason)"
    }
}
