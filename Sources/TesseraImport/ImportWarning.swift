/// Something an import did that its user should know of, though the recording imported: where and what.
public struct ImportWarning: Equatable, Sendable, CustomStringConvertible {
    /// The recording's path as given, or nil (printed as `recording`).
    public var file: String?
    /// The 1-based line of the recording the warning is about.
    public var line: Int
    /// What happened, in one phrase.
    public var reason: String

    /// A warning about `line` (1-based) of `file`.
    public init(file: String?, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// The warning as `file:line: reason`, which `tessera import` prints after `warning: `.
    public var description: String { "\(file ?? "recording"):\(line): \(reason)" }
}
