import TesseraSimulator

extension EventLogReader {
    /// Reads a log a line at a time: the header lines first, then one record per event line. The
    /// one parser behind reading a whole log in memory and streaming one from its file.
    struct Parser {
        /// What one line was.
        enum Line {
            /// The scene line: the header is complete.
            case header(EventLog)
            /// An event.
            case record(LogRecord)
            /// A blank or comment line, or a header line before the scene.
            case nothing
            /// A last line without its newline: reading stops here, with a warning.
            case end
        }

        let reader: EventLogReader
        private(set) var state = ParseState()
        private(set) var lineNumber = 0
        private(set) var sawHeader = false
        private(set) var warnings: [String] = []

        init(reader: EventLogReader) {
            self.reader = reader
        }

        /// Parses the next line (without its line end); `complete` is false for a last line that had no newline.
        mutating func feed(_ line: UnsafeBufferPointer<UInt8>, complete: Bool) throws -> Line {
            lineNumber += 1
            if !complete && sawHeader {
                // A recording ends every line with a newline, so a last line without one was cut
                // short by a crash or a full disk. Even when it parses, its last number may be cut
                // ("92" from "92.5"), so it is never replayed.
                if !EventLogReader.isBlankOrComment(line) {
                    warnings.append("\(reader.file ?? "log"):\(lineNumber): the last line has no newline, so it may be cut "
                                    + "short; replaying up to line \(lineNumber - 1)")
                }
                return .end
            }
            if !sawHeader {
                guard let log = try reader.header(line, lineNumber: lineNumber, state: &state) else { return .nothing }
                sawHeader = true
                return .header(log)
            }
            return try reader.event(line, lineNumber: lineNumber, state: &state).map { .record($0) } ?? .nothing
        }

        /// Parses the next line, which ends with a newline and follows the header: its record,
        /// or nil for a blank or comment line. What ``feed(_:complete:)`` does for such a line.
        @inline(__always)
        mutating func record(_ line: UnsafeBufferPointer<UInt8>) throws -> LogRecord? {
            lineNumber &+= 1
            return try reader.event(line, lineNumber: lineNumber, state: &state)
        }

        /// The error for a log that ended before its header was complete.
        func missingHeader() -> EventLogError {
            EventLogError(file: reader.file, line: max(1, lineNumber), column: 1,
                          reason: state.sawVersion ? "missing the scene line" : "missing the \"tessera-log 1\" header")
        }

        /// Whether the header line (`tessera-log 1`) has been read.
        var sawVersion: Bool { state.sawVersion }
    }
}
