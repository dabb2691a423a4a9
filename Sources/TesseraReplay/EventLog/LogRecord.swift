import TesseraSimulator

/// One line of a log: when, what, and where in the file it came from.
public struct LogRecord: Equatable, Sendable {
    /// When the input happened, on the virtual clock, from the start of the log.
    public var time: Duration
    /// What happened: a touch change, a key, a wheel step, a resize or a frame tick.
    public var event: InputEvent
    /// The 1-based line in the log file; 0 for records made in memory.
    public var line: Int

    /// A record of `event` at `time`; `line` is 0 unless it was read from a file.
    public init(time: Duration, event: InputEvent, line: Int = 0) {
        self.time = time
        self.event = event
        self.line = line
    }
}
