import TesseraSimulator

/// An event log read from its file as it is replayed: the header at once, then one record at a
/// time, so a log of any length costs one line of memory, and the first bad line is refused
/// without reading the rest of the file.
///
/// It checks exactly what ``EventLogReader`` checks and reports the same errors and warnings.
/// Lines may be at most ``maximumLineLength`` bytes; before the header has been read, at most
/// ``maximumHeaderLineLength``, so a file that is not a log (a gigabyte of NUL bytes) is refused
/// after its first few kilobytes.
///
/// ```swift
/// let log = try EventLogFile(path: "session.log")
/// while let record = try log.next() { … }
/// ```
public final class EventLogFile {
    /// The longest line a log may have, in bytes.
    public static let maximumLineLength = 64 << 20
    /// The longest line before the header (`tessera-log 1`) has been read, in bytes.
    public static let maximumHeaderLineLength = 4096

    /// The log's path, as errors name it.
    public let path: String
    /// The header: the scene the session starts from (its records stay empty).
    public let header: EventLog
    private let lines: FileLines
    private var parser: EventLogReader.Parser
    private var finished = false

    /// Opens the log at `path` and reads its header.
    ///
    /// - Throws: ``EventLogError`` naming the file, the line and the reason.
    public init(path: String) throws {
        self.path = path
        guard let lines = try Self.open(path) else {
            throw EventLogError(file: path, line: 0, column: 0, reason: FileReadFailure.reason(forReading: path))
        }
        self.lines = lines
        var parser = EventLogReader.Parser(reader: EventLogReader(file: path))
        var header: EventLog?
        while header == nil {
            let limit = parser.sawVersion ? Self.maximumLineLength : Self.maximumHeaderLineLength
            let line = try Self.reading(path, parser.sawVersion) { try lines.next(limit: limit) { try parser.feed($0, complete: $1) } }
            switch line {
            case .header(let h)?: header = h
            case .nothing?: continue
            case .record?, .end?, nil: throw parser.missingHeader()
            }
        }
        self.parser = parser
        self.header = header!
    }

    /// The next record, or nil at the end of the log.
    ///
    /// - Throws: ``EventLogError`` at the first bad line.
    public func next() throws -> LogRecord? {
        while !finished {
            let line = try Self.reading(path, true) { try lines.next(limit: Self.maximumLineLength) { try parser.feed($0, complete: $1) } }
            switch line {
            case .record(let record)?: return record
            case .nothing?, .header?: continue
            case .end?, nil: finished = true
            }
        }
        return nil
    }

    /// Problems that did not stop reading so far, such as a last line without its newline.
    public var warnings: [String] { parser.warnings }

    /// Whether any line of the log is a `tick`: a log recorded live, whose frames are replayed as
    /// recorded. A separate pass over the file that keeps nothing.
    public static func containsTicks(path: String) throws -> Bool {
        guard let lines = try open(path) else {
            throw EventLogError(file: path, line: 0, column: 0, reason: FileReadFailure.reason(forReading: path))
        }
        while let found = try reading(path, true, { try lines.next(limit: maximumLineLength) { line, complete in complete && Self.isTick(line) } }) {
            if found { return true }
        }
        return false
    }

    /// The lines of `path`, or nil with `errno` set when it cannot be opened.
    ///
    /// - Throws: ``EventLogError`` at its first line for a named pipe that nothing writes to.
    private static func open(_ path: String) throws -> FileLines? {
        do {
            return try FileLines(path: path)
        } catch let refusal as TextFile.Refusal {
            throw EventLogError(file: path, line: refusal.line, column: 1, reason: refusal.reason)
        }
    }

    /// Whether `line` reads `TIME tick`, with any spaces and comment.
    private static func isTick(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var tokens = Tokenizer(line)
        guard tokens.next() != nil, let kind = tokens.next() else { return false }
        return kind.bytes.elementsEqual("tick".utf8)
    }

    /// Runs `body`, turning the line reader's errors into ``EventLogError``s naming `path`.
    private static func reading<R>(_ path: String, _ sawHeader: Bool, _ body: () throws -> R) throws -> R {
        do {
            return try body()
        } catch let e as FileLines.TooLong {
            throw EventLogError(file: path, line: e.line, column: 1, reason: sawHeader
                                ? "a line longer than \(maximumLineLength >> 20) MB"
                                : "expected the header \"tessera-log \(EventLog.currentVersion)\"")
        } catch let e as FileLines.ReadFailure {
            throw EventLogError(file: path, line: 0, column: 0, reason: "cannot read the file: \(e.reason)")
        }
    }
}
