import TesseraReplay
import TesseraSimulator
import Foundation
import TesseraGeometry

/// Reads what `evemu-record` and `evemu-describe` write (file format `# EVEMU 1.3` and older)
/// and turns a touch device's contacts into log records.
///
/// A recording is a device description, then events:
///
/// ```text
/// # EVEMU 1.3
/// N: ELAN Touchscreen                      name
/// I: 0018 04f3 2c58 0100                   bus, vendor, product, version (hex)
/// P: 02 00 00 00 00 00 00 00               INPUT_PROP_* bits, 8 bytes a line
/// B: 03 03 00 00 00 00 80 73 02            a type's event-code bits, 8 bytes a line
/// A: 35 0 4095 0 0 12                      an axis: code (hex), min, max, fuzz, flat[, resolution]
/// L: 00 1 / S: 00 1                        LED and switch states
/// E: 0.000001 0003 0039 0000\t# EV_ABS / ABS_MT_TRACKING_ID   0
/// ```
///
/// `#` starts a comment at the start of a line or after a space or tab, so evemu-record's
/// event comments, its banner and evemu-describe's evtest-like header are skipped (an `N:`
/// line's name is taken whole, as evemu does). Description lines may come in any order;
/// `P:` and `B:` bits add up in the order of their lines. A new `# EVEMU` header or a second
/// `N:` line starts a new description, so a description and a recording concatenated read
/// as the recording. Timestamps may be absolute (`1330495944.185030`) or from
/// evemu-record's `0.000001`: times start at zero either way.
///
/// The description decides whether the device can become touches (``DeviceDescription/kind``):
/// a pen or a mouse is refused with the reason.
public struct EvemuImporter: RecordingImporter {
    /// `"evemu"`, the name `tessera import evemu` takes.
    public static let formatName = "evemu"

    /// The path that errors name; nil prints as `recording`.
    public let file: String?
    /// How the display was turned while recording (`--rotation`): positions are turned to match.
    public var rotation: DisplayRotation = .upright

    /// An importer whose errors name `file`.
    public init(file: String? = nil) {
        self.file = file
    }

    /// The touches of the `evemu-record` text as log records, times from 0 and positions scaled onto `windowSize`.
    ///
    /// - Throws: ``ImportError`` naming the line of a malformed description or event line, a
    ///   device that is not a touch device (and why), a missing X/Y axis, a description after
    ///   the events began, an empty recording, or time going backwards.
    public func records(from text: String, windowSize: Size) throws -> [LogRecord] {
        try read(text, windowSize: windowSize, decode: true).records
    }

    /// ``records(from:windowSize:)``, with the description of the device they come from and the import's warnings.
    public func recording(from text: String, windowSize: Size) throws -> ImportedRecording {
        try read(text, windowSize: windowSize, decode: true)
    }

    /// ``recording(from:windowSize:)`` with each record handed to `emit` as soon as its frame is decoded, in order:
    /// the recording returned holds no records, so an import keeps none of them.
    public func recording(from text: String, windowSize: Size, emit: @escaping (LogRecord) -> Void) throws -> ImportedRecording {
        try read(text, windowSize: windowSize, decode: true, emit: emit)
    }

    /// The description of the device the recording `text` comes from: its `N:`, `P:`, `B:` and `A:` lines
    /// before the first event, and so its ``DeviceDescription/kind``.
    ///
    /// - Throws: ``ImportError`` for a malformed description line; the events are not read.
    public func device(in text: String) throws -> DeviceDescription {
        try read(text, windowSize: Size(width: 1, height: 1), decode: false).device
    }

    private func read(_ text: String, windowSize: Size, decode: Bool, emit: ((LogRecord) -> Void)? = nil) throws -> ImportedRecording {
        var device = EvemuDescriptionReader(file: file)
        var decoding: RecordingDecoding?
        var lineNumber = 0
        // Lines are split as bytes: splitting the String would find every Character's bounds first.
        for bytes in RecordingText.Lines(RecordingText.normalized(text)) {
            lineNumber += 1
            // Nearly every line is an event as evemu-record writes it, read here in one pass over its
            // bytes; any other line, or one that breaks a rule, takes the general path below.
            if let event = Self.event(bytes, line: lineNumber) {
                if !decode { break }
                if decoding == nil { decoding = try start(device, windowSize: windowSize, eventLine: lineNumber, emit: emit) }
                try decoding!.feed(event)
                continue
            }
            let raw = Substring(bytes)
            let line = raw.drop { $0 == " " || $0 == "\t" }
            if line.isEmpty { continue }
            if line.first == "#" {
                if line.hasPrefix("# EVEMU ") { device.header() }
                continue
            }
            let fields = Self.withoutComment(line).split(whereSeparator: { $0 == " " || $0 == "\t" })
            if fields.isEmpty { continue }
            if fields[0] == "E:" {
                if !decode { break }
                let event = try self.event(fields, line: lineNumber, text: line)
                if decoding == nil { decoding = try start(device, windowSize: windowSize, eventLine: lineNumber, emit: emit) }
                try decoding!.feed(event)
                continue
            }
            guard decoding == nil || !EvemuDescriptionReader.prefixes.contains(fields[0]) else {
                throw ImportError(file: file, line: lineNumber,
                                  reason: "a device description after the events began: the file holds more than one recording; "
                                      + "import each on its own")
            }
            try device.read(fields, line: line, at: lineNumber)
        }
        if !decode { return ImportedRecording(device: device.description, records: []) }
        if decoding == nil {
            if device.isEmpty {
                throw ImportError(file: file, line: 1,
                                  reason: "no evemu recording here: no device description (N:, I:, B:, A: lines) and no events (E: lines)")
            }
            decoding = try start(device, windowSize: windowSize, eventLine: lineNumber, emit: emit)
        }
        return try decoding!.finish(device: device.description)
    }

    /// The decoding of the described device's events, once the first event shows the description is complete.
    private func start(_ device: EvemuDescriptionReader, windowSize: Size, eventLine: Int,
                       emit: ((LogRecord) -> Void)?) throws -> RecordingDecoding {
        let line = device.line ?? 1
        if device.isEmpty {
            // Older evemu tools wrote the description and the events to two files, and recording
            // databases (whot/evemu-devices) still keep them apart: say how to put them together.
            throw ImportError(file: file, line: eventLine,
                              reason: "the events come without the device's description (its N:, I:, B: and A: lines), "
                                  + "which evemu-record writes first; a description kept in its own file goes first: "
                                  + "cat device.desc events > recording.evemu")
        }
        if let refusal = device.description.refusal(subject: device.description.subject) {
            throw ImportError(file: file, line: line, reason: refusal)
        }
        return try RecordingDecoding(device: device.description, windowSize: windowSize, rotation: rotation, file: file, line: line,
                                     axisLines: device.axisLines, sink: emit)
    }

    /// An `E: sec.usec type code value` line, comment removed, as an event.
    func event(_ fields: [Substring], line: Int, text: Substring) throws -> EvdevEvent {
        guard fields.count == 5 else {
            throw ImportError(file: file, line: line, reason: "malformed event; expected \"E: sec.usec type code value\"")
        }
        let stamp = fields[1].split(separator: ".", omittingEmptySubsequences: false)
        guard stamp.count == 2, let sec = Int64(stamp[0]), let usec = Int64(stamp[1]), usec < 1_000_000,
              let type = UInt16(fields[2], radix: 16), let code = UInt16(fields[3], radix: 16),
              let value = Int32(fields[4]) else {
            throw ImportError(file: file, line: line, reason: "malformed event \(quoted(Self.withoutComment(text)))")
        }
        // "-99.950000" would read as -99 s plus 0.95 s; evemu-record's times never go below zero.
        guard !stamp[0].hasPrefix("-"), !stamp[1].hasPrefix("-"), !stamp[1].hasPrefix("+") else {
            throw ImportError(file: file, line: line, reason: "a negative time \(quoted(fields[1])); evemu-record writes times "
                              + "from 0 (or from the kernel's clock), never below it")
        }
        return EvdevEvent(seconds: sec, microseconds: usec, type: type, code: code, value: value, line: line)
    }

    /// The event of an `E:` line whose fields are plain: `E:`, seconds and six or fewer digits of microseconds,
    /// type and code in one to four hex digits, a decimal value (a `-` before it at most), separated by spaces
    /// or tabs, then the end or a comment after a blank. The event is the one the general path reads from
    /// such a line; nil for every other line, which the general path reads, or refuses with the reason.
    static func event(_ line: Substring.UTF8View, line number: Int) -> EvdevEvent? {
        let parsed: EvdevEvent?? = line.withContiguousStorageIfAvailable { b -> EvdevEvent? in
            var c = ByteCursor(b)
            c.skipBlanks()
            guard c.literal("E:"), c.skipBlanks(), let seconds = c.decimal(maxDigits: 18), c.literal("."),
                  let microseconds = c.decimal(maxDigits: 6), c.skipBlanks(), let type = c.hex(maxDigits: 4), c.skipBlanks(),
                  let code = c.hex(maxDigits: 4), c.skipBlanks() else { return nil }
            let negative = c.literal("-")
            guard let magnitude = c.decimal(maxDigits: 10) else { return nil }
            let value = negative ? -magnitude : magnitude
            guard value >= Int64(Int32.min), value <= Int64(Int32.max) else { return nil }
            // The end, or blanks and then the end or a comment.
            if !c.atEnd {
                guard c.skipBlanks() else { return nil }
                if let next = c.next, next != UInt8(ascii: "#") { return nil }
            }
            return EvdevEvent(seconds: seconds, microseconds: microseconds, type: UInt16(type), code: UInt16(code), value: Int32(value),
                              line: number)
        }
        return parsed ?? nil
    }

    /// `line` up to a `#` that follows a space or a tab (evemu-record puts a tab before each
    /// event's comment), without the blanks at its end.
    static func withoutComment(_ line: Substring) -> Substring {
        var end = line.endIndex
        var previous: Character = "#"
        for index in line.indices {
            let c = line[index]
            if c == "#" && (previous == " " || previous == "\t") {
                end = index
                break
            }
            previous = c
        }
        while end > line.startIndex, line[line.index(before: end)] == " " || line[line.index(before: end)] == "\t" {
            end = line.index(before: end)
        }
        return line[..<end]
    }
}
