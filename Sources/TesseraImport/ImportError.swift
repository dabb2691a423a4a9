import TesseraReplay
import TesseraSimulator
/// A device recording that cannot be imported, with the file, line and reason.
public struct ImportError: Error, Equatable, CustomStringConvertible {
    public var file: String?
    public var line: Int
    public var reason: String

    public init(file: String?, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    public var description: String { "\(file ?? "recording"):\(line): \(reason)" }
}
