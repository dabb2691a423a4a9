import CYAML
import TesseraSimulator

/// A pull parser over one UTF-8 buffer's YAML events, through libyaml: the only
/// type that touches the C library.
///
/// It never builds a document: each ``next()`` parses one event (a scalar, the
/// start or end of a mapping or a sequence …) and frees the one before, so memory
/// stays that of the deepest open node whatever the file's size. A scalar's bytes
/// (``scalar``) are valid until the next call. Syntax errors become an
/// ``ImportError`` at libyaml's line and column.
///
/// The buffer must outlive the reader: call it inside `String.withUTF8`.
final class YAMLEventReader {
    /// What an event is; a scalar's text is in ``scalar``.
    enum Event: Equatable {
        case streamStart, streamEnd, documentStart, documentEnd
        case alias, scalar
        case sequenceStart, sequenceEnd, mappingStart, mappingEnd
    }

    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let event: UnsafeMutablePointer<yaml_event_t>
    private var holdsEvent = false
    /// The bytes being parsed.
    let input: UnsafeBufferPointer<UInt8>
    private let file: String?

    /// The 1-based line where the current event starts.
    private(set) var line = 1
    /// The 1-based column where the current event starts.
    private(set) var column = 1
    /// The current scalar's bytes (empty for other events); valid until the next ``next()``.
    private(set) var scalar = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// Whether the current scalar was written plain, not quoted: only a plain scalar can be a number.
    private(set) var scalarIsPlain = false
    /// How many mappings and sequences are open.
    private var depth = 0
    /// The most mappings and sequences open at once: a libinput recording nests six deep, and libyaml's work
    /// grows with the square of the depth (a file 200,000 levels deep took minutes).
    static let maximumDepth = 256

    /// A reader of `input`, whose errors name `file`.
    init(_ input: UnsafeBufferPointer<UInt8>, file: String?) {
        self.input = input
        self.file = file
        parser = .allocate(capacity: 1)
        event = .allocate(capacity: 1)
        yaml_parser_initialize(parser)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        // libyaml reads at most `count` bytes from the start and never past it.
        yaml_parser_set_input_string(parser, input.baseAddress ?? UnsafePointer(bitPattern: 1)!, input.count)
    }

    deinit {
        if holdsEvent { yaml_event_delete(event) }
        yaml_parser_delete(parser)
        parser.deallocate()
        event.deallocate()
    }

    /// Parses the next event.
    ///
    /// - Throws: ``ImportError`` "not valid YAML: …" at the line and column libyaml names.
    func next() throws -> Event {
        if holdsEvent {
            yaml_event_delete(event)
            holdsEvent = false
        }
        scalar = UnsafeBufferPointer(start: nil, count: 0)
        scalarIsPlain = false
        guard yaml_parser_parse(parser, event) == 1 else { throw syntaxError() }
        holdsEvent = true
        line = Int(event.pointee.start_mark.line) + 1
        column = Int(event.pointee.start_mark.column) + 1
        switch event.pointee.type {
        case YAML_STREAM_START_EVENT: return .streamStart
        case YAML_STREAM_END_EVENT, YAML_NO_EVENT: return .streamEnd
        case YAML_DOCUMENT_START_EVENT: return .documentStart
        case YAML_DOCUMENT_END_EVENT: return .documentEnd
        case YAML_ALIAS_EVENT: return .alias
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            depth += 1
            guard depth <= Self.maximumDepth else {
                throw ImportError(file: file, line: line, column: column,
                                  reason: "lists and mappings nested more than \(Self.maximumDepth) deep; a libinput recording nests six")
            }
            return event.pointee.type == YAML_SEQUENCE_START_EVENT ? .sequenceStart : .mappingStart
        case YAML_SEQUENCE_END_EVENT:
            depth -= 1
            return .sequenceEnd
        case YAML_MAPPING_END_EVENT:
            depth -= 1
            return .mappingEnd
        default:
            var length = 0
            var plain: Int32 = 0
            let bytes = cyaml_scalar(event, &length, &plain)
            scalar = UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : length)
            scalarIsPlain = plain != 0
            return .scalar
        }
    }

    /// Consumes the rest of the node that `first` (the event just read) begins: nothing for a
    /// scalar or an alias, everything up to the matching end for a mapping or a sequence.
    func skip(from first: Event) throws {
        guard first == .mappingStart || first == .sequenceStart else { return }
        var depth = 1
        while depth > 0 {
            switch try next() {
            case .mappingStart, .sequenceStart: depth += 1
            case .mappingEnd, .sequenceEnd: depth -= 1
            case .streamEnd: return
            default: break
            }
        }
    }

    /// The current scalar as text, cut to `limit` characters for messages.
    func text(limit: Int = 200) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: scalar.prefix(limit * 4)), as: UTF8.self)
    }

    /// Whether the current scalar is exactly `word`.
    func scalarIs(_ word: StaticString) -> Bool {
        word.withUTF8Buffer { scalar.elementsEqual($0) }
    }

    /// The current scalar as a decimal integer (an optional sign, then digits), or nil if it
    /// is not one, is quoted, or does not fit in 64 bits. YAML's other integer spellings
    /// (`0x1f`, `1_000`) are not numbers libinput writes.
    func integer() -> Int64? {
        guard scalarIsPlain, !scalar.isEmpty else { return nil }
        var index = 0
        var negative = false
        if scalar[0] == UInt8(ascii: "-") || scalar[0] == UInt8(ascii: "+") {
            negative = scalar[0] == UInt8(ascii: "-")
            index = 1
        }
        guard index < scalar.count else { return nil }
        var value: Int64 = 0
        while index < scalar.count {
            let digit = scalar[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (shifted, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = negative ? shifted.subtractingReportingOverflow(Int64(digit))
                                     : shifted.addingReportingOverflow(Int64(digit))
            guard !o1, !o2 else { return nil }
            value = sum
            index += 1
        }
        return value
    }

    /// Whether the current scalar is YAML's null: empty and plain (`key:` with nothing after), `~` or `null`.
    var scalarIsNull: Bool {
        scalarIsPlain && (scalar.isEmpty || scalarIs("~") || scalarIs("null") || scalarIs("Null") || scalarIs("NULL"))
    }

    // MARK: Reading values

    /// An error at `line` (the current event's, by default) that names the reader's file.
    func error(_ reason: String, line: Int? = nil) -> ImportError {
        ImportError(file: file, line: line ?? self.line, reason: reason)
    }

    /// Reads and discards the next value.
    func skipValue() throws {
        try skip(from: next())
    }

    /// Reads the next value as a mapping, handing each scalar key to `entry`, which must read
    /// that key's whole value; entries with other keys are skipped. A null value (`quirks:` with
    /// nothing after it) is an empty mapping, and any other value is skipped.
    func readMapping(_ entry: (String) throws -> Void) throws {
        let start = try next()
        guard start == .mappingStart else { return try skip(from: start) }
        try readEntries(entry)
    }

    /// Reads the entries of a mapping whose start was just read, as ``readMapping(_:)`` does.
    func readEntries(_ entry: (String) throws -> Void) throws {
        while true {
            let key = try next()
            if key == .mappingEnd || key == .streamEnd { return }
            guard key == .scalar else {
                try skip(from: key)
                try skipValue()
                continue
            }
            try entry(text())
        }
    }

    /// Reads the next value as a list of scalars, handing each to `body`; anything else in the
    /// list is skipped, and a value that is not a list is skipped whole.
    func readScalars(_ body: (String) throws -> Void) throws {
        let start = try next()
        guard start == .sequenceStart else { return try skip(from: start) }
        while true {
            let item = try next()
            if item == .sequenceEnd || item == .streamEnd { return }
            if item == .scalar { try body(text()) } else { try skip(from: item) }
        }
    }

    /// Reads the next value as a list of integers, such as `[0, 4095, 0, 0, 12]`.
    ///
    /// - Throws: ``ImportError`` at the first item that is not an integer, or when the value is not a list.
    func integers() throws -> [Int64] {
        let start = try next()
        guard start == .sequenceStart else {
            let line = self.line
            try skip(from: start)
            throw error("expected a list of integers in brackets", line: line)
        }
        var values: [Int64] = []
        while true {
            let item = try next()
            if item == .sequenceEnd || item == .streamEnd { return values }
            guard item == .scalar, let value = integer() else {
                throw error("expected an integer, found " + (item == .scalar ? quoted(text(limit: 60)) : "a nested \(item == .alias ? "alias" : "list or mapping")"))
            }
            values.append(value)
        }
    }

    private func syntaxError() -> ImportError {
        let p = parser.pointee
        let problem = p.problem.map { String(cString: $0) } ?? "unknown error"
        let context = p.context.map { " " + String(cString: $0) } ?? ""
        var line = Int(p.problem_mark.line) + 1
        var column: Int? = Int(p.problem_mark.column) + 1
        // At the end of a file cut short libyaml's mark is past the last line: name the last line.
        let newlines = input.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        let lastLine = max(1, input.last == UInt8(ascii: "\n") ? newlines : newlines + 1)
        if line > lastLine {
            // Where the unfinished node began, if libyaml knows and it is in the file; else the last line.
            let begun = Int(p.context_mark.line) + 1
            let known = p.context != nil && begun <= lastLine
            line = known ? begun : lastLine
            column = known ? Int(p.context_mark.column) + 1 : nil
        }
        if p.error == YAML_READER_ERROR || p.error == YAML_MEMORY_ERROR {
            // A reader error has an offset in the input, not a mark: count the lines up to it.
            let offset = min(Int(p.problem_offset), input.count)
            line = 1 + input.prefix(offset).reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            column = nil
        }
        return ImportError(file: file, line: line, column: column, reason: "not valid YAML: \(problem)\(context)")
    }
}
