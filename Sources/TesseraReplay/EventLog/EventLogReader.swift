import TesseraSimulator
import Foundation
import TesseraGeometry
import TesseraLayout

/// Reads event logs, checking every line, and reports the first problem by
/// line and column.
///
/// It rejects malformed lines, unknown event kinds, times that go backwards,
/// NaN, infinite or huge coordinates (beyond ``EventLog/maximumCoordinate``),
/// touches that move or end without beginning (or begin twice), more than
/// ``EventLog/maximumSimultaneousTouches`` touches down at once, and
/// unsupported versions. A last line without its newline, as a crash or a
/// full disk leaves it, is never replayed, even when it parses: it is dropped
/// with a warning, since its last number may be cut short.
public struct EventLogReader {
    /// The path that errors and warnings name; nil prints as `log`.
    public let file: String?

    /// A reader whose errors name `file`.
    public init(file: String? = nil) {
        self.file = file
    }

    /// Reads the log at `path`.
    public static func load(path: String) throws -> EventLog {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw EventLogError(file: path, line: 0, column: 0, reason: FileReadFailure.reason(forReading: path))
        }
        return try EventLogReader(file: path).read(data)
    }

    /// Parses and checks a whole log.
    ///
    /// - Throws: ``EventLogError`` at the first bad line, with its line and column.
    public func read(_ data: Data) throws -> EventLog {
        try data.withUnsafeBytes { raw in try read(raw.bindMemory(to: UInt8.self)) }
    }

    /// Parses and checks a whole log given as text.
    ///
    /// - Throws: ``EventLogError`` at the first bad line, with its line and column.
    public func read(_ text: String) throws -> EventLog {
        try read(Data(text.utf8))
    }

    func read(_ bytes: UnsafeBufferPointer<UInt8>) throws -> EventLog {
        var parser = Parser(reader: self)
        var log: EventLog?
        var records: [LogRecord] = []
        // Kept apart from `log`, whose test would copy (retain and release) the header every line.
        var inEvents = false
        guard let base = bytes.baseAddress else { throw parser.missingHeader() }
        // A UTF-8 byte-order mark at the start and CR before each LF (Windows line ends) are
        // accepted everywhere, as the scene reader accepts them.
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        lines: while start < bytes.count {
            var end = bytes.count
            if let hit = memchr(base + start, 10, bytes.count - start) {
                end = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            }
            let complete = end < bytes.count
            let contentEnd = complete && end > start && base[end - 1] == 13 ? end - 1 : end
            let line = UnsafeBufferPointer(start: base + start, count: contentEnd - start)
            if complete && inEvents {
                // After the header every complete line is an event, a blank or a comment line.
                if let record = try parser.record(line) { records.append(record) }
            } else {
                switch try parser.feed(line, complete: complete) {
                case .header(let header):
                    log = header
                    inEvents = true
                    // About one record per 24 bytes, so that the array rarely grows (and copies) again.
                    records.reserveCapacity((bytes.count - start) / 24)
                case .record(let record): records.append(record)
                case .nothing: break
                case .end: break lines
                }
            }
            start = end + 1
        }
        guard var result = log else { throw parser.missingHeader() }
        result.records = records
        result.warnings = parser.warnings
        return result
    }

    /// `text` without a trailing comment: a `#` at the start or after a space or tab, outside a
    /// JSON string. A `#` inside a path (`a#b.json`) or a JSON string stays.
    static func withoutComment(_ text: String) -> String {
        var inString = false, escaped = false
        var previous: Character = " "
        for i in text.indices {
            let c = text[i]
            if inString {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "#", previous == " " || previous == "\t" {
                return String(text[..<i])
            }
            previous = c
        }
        return text
    }

    /// Whether `line` holds only spaces, tabs and perhaps a comment.
    static func isBlankOrComment(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in line {
            if byte == 0x20 || byte == 0x09 || byte == 0x0D { continue }
            return byte == 0x23
        }
        return true
    }

    struct ParseState: Equatable {
        var sawVersion = false
        var lastTime: Duration = .zero
        var activeTouches = ActiveTouches()
    }

    private func error(_ line: Int, _ column: Int, _ reason: String) -> EventLogError {
        EventLogError(file: file, line: line, column: column, reason: reason)
    }

    /// Reads the header lines: `tessera-log N`, then `scene …`. Returns the log once both are read.
    func header(_ line: UnsafeBufferPointer<UInt8>, lineNumber: Int, state: inout ParseState) throws -> EventLog? {
        let text = String(decoding: line, as: UTF8.self)
        let trimmed = Self.withoutComment(text).trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return nil }
        if !state.sawVersion {
            let parts = trimmed.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count == 2, parts[0] == "tessera-log" else {
                throw error(lineNumber, 1, "expected the header \"tessera-log \(EventLog.currentVersion)\"")
            }
            guard let v = Int(parts[1]) else { throw error(lineNumber, 13, "the version must be a number") }
            guard v == EventLog.currentVersion else {
                throw error(lineNumber, 13, "unsupported log version \(v); this build reads version \(EventLog.currentVersion)")
            }
            state.sawVersion = true
            return nil
        }
        guard trimmed.hasPrefix("scene ") else { throw error(lineNumber, 1, "expected a \"scene\" line after the header") }
        let argument = trimmed.dropFirst(6).trimmingCharacters(in: .whitespaces)
        if argument.hasPrefix("{") {
            do {
                return EventLog(scene: .inline(try JSONValue.parse(Data(argument.utf8))))
            } catch let e as SceneError {
                throw error(lineNumber, 7, "inline scene: \(e.reason)")
            }
        }
        if argument.hasPrefix("\"") {
            // A path as a JSON string: how a writer names one that holds ` #`, which would begin a comment.
            guard case .string(let quoted)? = try? JSONValue.parse(Data(argument.utf8)), !quoted.isEmpty else {
                throw error(lineNumber, 7, "the scene path in quotes must be one JSON string, such as \"my scenes/a #1.json\"")
            }
            return EventLog(scene: .path(quoted))
        }
        guard !argument.isEmpty else { throw error(lineNumber, 7, "the scene line needs a path or inline JSON") }
        // Decoding turned bytes that are not UTF-8 into U+FFFD: the path would name another file, or none.
        guard !argument.contains("\u{FFFD}") || String(validating: line, as: UTF8.self) != nil else {
            throw error(lineNumber, 7, "the scene path is not UTF-8: a file name in another encoding cannot be named exactly; "
                        + "rename the file, or convert the name with convmv")
        }
        return EventLog(scene: .path(argument))
    }

    /// Reads one event line, or nil for a blank or comment line.
    func event(_ line: UnsafeBufferPointer<UInt8>, lineNumber: Int, state: inout ParseState) throws -> LogRecord? {
        if let record = commonEvent(line, lineNumber: lineNumber, state: &state) { return record }
        return try tokenizedEvent(line, lineNumber: lineNumber, state: &state)
    }

    /// Reads any event line token by token, or nil for a blank or comment line: the reader of
    /// every shape of line, and the one that reports a bad line's column and reason.
    func tokenizedEvent(_ line: UnsafeBufferPointer<UInt8>, lineNumber: Int, state: inout ParseState) throws -> LogRecord? {
        var tokens = Tokenizer(line)
        guard let timeToken = tokens.next() else { return nil }
        guard let time = LogTime.parse(timeToken.bytes) else {
            // A well-formed number that is too large gets its own reason.
            // So does one with more decimals than the nanoseconds a log keeps.
            let parts = timeToken.text.split(separator: ".", omittingEmptySubsequences: false)
            let digitsOnly = parts.count <= 2 && parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } } && !parts[0].isEmpty
                && (parts.count == 1 || !parts[1].isEmpty)
            if digitsOnly, parts.count == 2, parts[1].count > 9 {
                throw error(lineNumber, timeToken.column,
                            "time \(quoted(timeToken.text)) has \(parts[1].count) decimals; a log's times have at most 9 (nanoseconds)")
            }
            throw error(lineNumber, timeToken.column, digitsOnly && parts[0].count >= 10
                        ? "time \(quoted(timeToken.text)) is beyond the latest a log holds, \(LogTime.maximumSeconds) seconds"
                        : "expected a time in seconds, found \(quoted(timeToken.text))")
        }
        guard time >= state.lastTime else {
            throw error(lineNumber, timeToken.column,
                        "time goes backwards: \(LogTime.format(time)) after \(LogTime.format(state.lastTime))")
        }
        guard let kind = tokens.next() else { throw error(lineNumber, timeToken.column + timeToken.bytes.count, "missing the event kind") }
        let event: InputEvent
        guard let eventKind = EventKind(kind.bytes) else {
            throw error(lineNumber, kind.column, "unknown event kind \(quoted(kind.text))")
        }
        switch eventKind {
        case .down, .move, .up, .cancel:
            let change = eventKind.touchChange!
            let id = try integer(&tokens, lineNumber, what: "touch id", after: kind)
            let p = try point(&tokens, lineNumber, after: kind)
            switch change {
            case .down:
                guard !state.activeTouches.contains(id) else { throw error(lineNumber, kind.column, "touch \(id) begins twice") }
                guard state.activeTouches.count < EventLog.maximumSimultaneousTouches else {
                    throw error(lineNumber, kind.column, "touch \(id) begins while \(state.activeTouches.count) touches are down; "
                                + "a log may hold at most \(EventLog.maximumSimultaneousTouches) at once")
                }
                state.activeTouches.insert(id)
            case .move:
                guard state.activeTouches.contains(id) else { throw error(lineNumber, kind.column, "touch \(id) moves without beginning") }
            case .up, .cancel:
                guard state.activeTouches.remove(id) else {
                    throw error(lineNumber, kind.column, "touch \(id) ends without beginning")
                }
            }
            event = .touch(id: id, change: change, location: p)
        case .key:
            guard let name = tokens.next() else { throw error(lineNumber, kind.column + 4, "missing the key name") }
            guard InputEvent.keyNames.contains(name.text) else { throw error(lineNumber, name.column, "unknown key \(quoted(name.text))") }
            event = .key(name.text)
        case .wheel:
            let delta = try point(&tokens, lineNumber, after: kind)
            let at = try point(&tokens, lineNumber, after: kind)
            var modifiers: InputEvent.Modifiers = []
            while let m = tokens.peek() {
                switch m.text {
                case "ctrl": modifiers.insert(.control)
                case "shift": modifiers.insert(.shift)
                default: throw error(lineNumber, m.column, "unknown modifier \(quoted(m.text)); expected ctrl or shift")
                }
                _ = tokens.next()
            }
            event = .wheel(delta: delta, location: at, modifiers: modifiers)
        case .resize:
            let size = try point(&tokens, lineNumber, after: kind)
            guard Scene.isValidWindowSize(Size(width: size.x, height: size.y)) else {
                throw error(lineNumber, kind.column,
                            "the window size must be positive and at most \(Int(Scene.maximumWindowDimension)) points a side, "
                            + "found \(JSONWriter.number(size.x)) × \(JSONWriter.number(size.y))")
            }
            event = .resize(Size(width: size.x, height: size.y))
        case .tick:
            event = .tick
        case .insertSection:
            let section = try integer(&tokens, lineNumber, what: "section index", after: kind)
            guard let countToken = tokens.peek() else { throw error(lineNumber, kind.column, "missing the item count") }
            let count = try integer(&tokens, lineNumber, what: "item count", after: kind)
            guard count <= SceneAction.maximumInsertedItems else {
                throw error(lineNumber, countToken.column, "a section insert adds at most \(SceneAction.maximumInsertedItems) items, found \(count)")
            }
            event = .action(.insertSection(section, items: count))
        case .deleteSection:
            event = .action(.deleteSection(try integer(&tokens, lineNumber, what: "section index", after: kind)))
        case .insertItem, .deleteItem:
            let section = try integer(&tokens, lineNumber, what: "section index", after: kind)
            let item = try integer(&tokens, lineNumber, what: "item index", after: kind)
            let path = ElementPath(item: item, section: section)
            event = .action(eventKind == .insertItem ? .insertItem(path) : .deleteItem(path))
        case .toggleMode:
            event = .action(.toggleMode)
        case .layout:
            event = .action(.switchLayout(try integer(&tokens, lineNumber, what: "layout index", after: kind)))
        }
        if let extra = tokens.next() { throw error(lineNumber, extra.column, "unexpected \(quoted(extra.text)) at the end of the line") }
        state.lastTime = time
        return LogRecord(time: time, event: event, line: lineNumber)
    }

    private func integer(_ tokens: inout Tokenizer, _ line: Int, what: String, after: Tokenizer.Token) throws -> Int {
        guard let t = tokens.next() else { throw error(line, after.column, "missing the \(what)") }
        let article = what.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        guard let v = t.integer, v >= 0 else { throw error(line, t.column, "expected \(article) \(what), found \(quoted(t.text))") }
        return v
    }

    private func number(_ tokens: inout Tokenizer, _ line: Int, after: Tokenizer.Token) throws -> Double {
        guard let t = tokens.next() else { throw error(line, after.column, "missing a coordinate") }
        guard let v = t.number else { throw error(line, t.column, "expected a number, found \(quoted(t.text))") }
        guard v.isFinite else { throw error(line, t.column, "coordinates must be finite, found \(quoted(t.text, quotes: false))") }
        guard abs(v) <= EventLog.maximumCoordinate else {
            throw error(line, t.column, "\(quoted(t.text)) is out of range; coordinates and sizes lie within ±\(Int(EventLog.maximumCoordinate))")
        }
        return v
    }

    private func point(_ tokens: inout Tokenizer, _ line: Int, after: Tokenizer.Token) throws -> Point {
        Point(x: try number(&tokens, line, after: after), y: try number(&tokens, line, after: after))
    }
}
