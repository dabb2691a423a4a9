import TesseraSimulator

/// One line of a log: when, what, and where in the file it came from.
public struct LogRecord: Equatable, Sendable {
    public var time: Duration
    public var event: InputEvent
    /// The 1-based line in the log file; 0 for records made in memory.
    public var line: Int

    public init(time: Duration, event: InputEvent, line: Int = 0) {
        self.time = time
        self.event = event
        self.line = line
    }
}
