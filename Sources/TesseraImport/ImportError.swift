import TesseraReplay
import TesseraSimulator
/// A device recording that cannot be imported, with the file, line and reason.
public struct ImportError: Error, Equatable, CustomStringConvertible {
    /// The recording's path as given, or nil (printed as `recording`).
    public var file: String?
    /// The 1-based line of the recording where the problem is.
    public var line: Int
    /// What is wrong, in one phrase.
    public var reason: String

    /// An error at `line` (1-based) of `file`.
    public init(file: String?, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// The error as `file:line: reason`, the line `tessera import` prints.
    public var description: String { "\(file ?? "recording"):\(line): \(reason)" }
}
