import Foundation
import TesseraReplay
import TesseraSimulator
import TesseraGeometry

/// Reads what `evtest` prints for one device (its description, then its events as they come) and
/// turns the device's touches into log records.
///
/// ```text
/// Input driver version is 1.0.1
/// Input device ID: bus 0x18 vendor 0x4f3 product 0x2c58 version 0x100
/// Input device name: "ELAN Touchscreen"
/// Supported events:
///   Event type 3 (EV_ABS)
///     Event code 53 (ABS_MT_POSITION_X)
///       Value      0
///       Min        0
///       Max     4095
/// Properties:
///   Property type 1 (INPUT_PROP_DIRECT)
/// Testing ... (interrupt to exit)
/// Event: time 1330495944.185030, type 3 (EV_ABS), code 57 (ABS_MT_TRACKING_ID), value 45
/// Event: time 1330495944.185030, -------------- SYN_REPORT ------------
/// ```
///
/// Types and codes are read by number; the names in parentheses are evtest's. Older evtest
/// printed every synchronization but `SYN_REPORT` as `Config Sync`: as the kernel's drivers
/// never send `SYN_CONFIG`, it is read as protocol A's `SYN_MT_REPORT`. Some versions named a
/// synchronization after the event type of the same number, `EV_SYN` for `SYN_REPORT` and
/// `EV_REL` for `SYN_MT_REPORT`, and those names are read so. What evtest prints
/// around the recording (its list of devices, key repeat settings, a grab warning) is skipped;
/// after the first event, a line that is not an event is refused. Times start at zero.
public struct EvtestImporter: RecordingImporter {
    /// `"evtest"`, the name `tessera import evtest` takes.
    public static let formatName = "evtest"

    /// The path that errors name; nil prints as `recording`.
    public let file: String?
    /// How the display was turned while recording (`--rotation`): positions are turned to match.
    public var rotation: DisplayRotation = .upright

    /// An importer whose errors name `file`.
    public init(file: String? = nil) {
        self.file = file
    }

    /// The touches of the `evtest` text as log records, times from 0 and positions scaled onto `windowSize`.
    ///
    /// - Throws: ``ImportError`` naming the line of a malformed description or event line, a
    ///   recording without evtest's description, a device that is not a touch device (and why), a
    ///   missing X/Y axis, an empty recording, or time going backwards.
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

    /// The description of the device the recording `text` comes from, and so its ``DeviceDescription/kind``.
    ///
    /// - Throws: ``ImportError`` for a malformed description line; the events are not read.
    public func device(in text: String) throws -> DeviceDescription {
        try read(text, windowSize: Size(width: 1, height: 1), decode: false).device
    }

    private func read(_ text: String, windowSize: Size, decode: Bool, emit: ((LogRecord) -> Void)? = nil) throws -> ImportedRecording {
        var description = DeviceDescription()
        var described: Int?
        // Whether the description lists event types: without any, its head was cut or left out.
        var listsTypes = false
        var type: UInt16?, code: UInt16?
        // Each axis's "Event code" line, for errors about its range.
        var axisLines: [UInt16: Int] = [:]
        // The axes whose Min and Max have both been read: evtest prints both for every axis, so one without them was cut.
        var limited: Set<UInt16> = [], lowered: Set<UInt16> = [], axisNames: [UInt16: Substring] = [:]
        var decoding: RecordingDecoding?
        var elisions = RecordingText.Elisions()
        var events = 0
        var lineNumber = 0
        for bytes in RecordingText.Lines(RecordingText.normalized(text)) {
            lineNumber += 1
            let line = Substring(bytes)
            if line.utf8.starts(with: "Event: ".utf8) {
                let event = try self.event(line, at: lineNumber)
                events += 1
                if !decode { break }
                if decoding == nil {
                    try checkLimits(axisLines, names: axisNames, limited: limited)
                    decoding = try start(description, described: described, listsTypes: listsTypes, axisLines: axisLines,
                                     windowSize: windowSize, emit: emit)
                }
                try decoding!.feed(event)
                continue
            }
            if decoding != nil {
                if line.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
                // A pasted recording's marks where the paste leaves events out, and a prompt pasted after it.
                if let pasted = RecordingText.pasted(line, tool: "evtest") {
                    if pasted == .elision { elisions.note(line, line: lineNumber, eventsBefore: events) }
                    continue
                }
                throw ImportError(file: file, line: lineNumber, reason: "\(quoted(line)) is not an event; expected "
                                  + "\"Event: time 1330495944.185030, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 420\"")
            }
            let text = line.trimmingBlanks
            if text.hasPrefix("Input device name:") {
                let name = text.dropFirst("Input device name:".count).trimmingBlanks
                description.name = String(name.withoutEnclosingQuotes)
                described = described ?? lineNumber
            } else if text == "Supported events:" || text == "Properties:" {
                description.bitsListed = true
                described = described ?? lineNumber
            } else if let number = Self.number(after: "Event type ", in: text) {
                type = UInt16(exactly: number)
                code = nil
                listsTypes = true
            } else if let number = Self.number(after: "Event code ", in: text) {
                guard listsTypes else {
                    throw ImportError(file: file, line: lineNumber, reason: "\(quoted(text)) comes before any \"Event type\" "
                                      + "line: the device's description is cut, so its axes are unknown")
                }
                guard let type, let c = UInt16(exactly: number), c <= DeviceDescription.maximumCode else {
                    throw ImportError(file: file, line: lineNumber, reason: "malformed event code \(quoted(text))")
                }
                description.codes[type, default: []].insert(c)
                code = type == EvdevEvent.EV_ABS ? c : nil
                if code != nil { axisLines[c] = lineNumber; axisNames[c] = text }
            } else if let number = Self.number(after: "Min ", in: text), let code {
                guard let value = Int32(exactly: number) else { throw malformedAxis(text, lineNumber) }
                description.axes[code, default: AxisRange(minimum: 0, maximum: 0)].minimum = value
                lowered.insert(code)
            } else if let number = Self.number(after: "Max ", in: text), let code {
                guard let value = Int32(exactly: number) else { throw malformedAxis(text, lineNumber) }
                description.axes[code, default: AxisRange(minimum: 0, maximum: 0)].maximum = value
                if lowered.contains(code) { limited.insert(code) }
            } else if let number = Self.number(after: "Property type ", in: text) {
                if number >= 0, number <= DeviceDescription.maximumProperty { description.properties.insert(UInt16(number)) }
            } else if text.hasPrefix("Key repeat handling:") || text.hasPrefix("Repeat type ") {
                // Key repeat is no axis: what follows until the next section is skipped.
                code = nil
            } else if text.contains("Event type ") || text.contains("Event code ") {
                // A type or code that cannot be read: skipped, it would lose an axis and misjudge the device.
                throw ImportError(file: file, line: lineNumber, reason: "malformed description line \(quoted(text)); "
                                  + "expected \"Event type 3 (EV_ABS)\" or \"Event code 53 (ABS_MT_POSITION_X)\"")
            }
            // Anything else (evtest's version and id lines, its list of devices, Value, Fuzz, Flat and
            // Resolution lines, the grab warning) says nothing the import uses.
        }
        try checkLimits(axisLines, names: axisNames, limited: limited)
        if !decode { return ImportedRecording(device: description, records: []) }
        if decoding == nil {
            decoding = try start(description, described: described, listsTypes: listsTypes, axisLines: axisLines,
                                     windowSize: windowSize, emit: emit)
        }
        var recording = try decoding!.finish(device: description)
        recording.warnings = RecordingText.merged(recording.warnings, elisions.warnings(events: events, file: file))
        return recording
    }

    /// The decoding of the described device, once the first event shows the description is complete.
    private func start(_ description: DeviceDescription, described: Int?, listsTypes: Bool, axisLines: [UInt16: Int],
                       windowSize: Size, emit: ((LogRecord) -> Void)?) throws -> RecordingDecoding {
        guard let line = described else {
            throw ImportError(file: file, line: 1, reason: "not an evtest recording: no \"Input device name:\" or "
                              + "\"Supported events:\" before the events, so the device's axes are unknown")
        }
        guard listsTypes else {
            // "Properties:" or the name alone: the list of event types between them was cut or left out.
            throw ImportError(file: file, line: line, reason: "the device's description lists no event types (\"Event type 3 "
                              + "(EV_ABS)\" and its codes) before the events: it is cut, so the device's axes are unknown")
        }
        if let refusal = description.refusal(subject: description.subject) {
            throw ImportError(file: file, line: line, reason: refusal)
        }
        return try RecordingDecoding(device: description, windowSize: windowSize, rotation: rotation, file: file, line: line,
                                     axisLines: axisLines, sink: emit)
    }

    /// Refuses the description at the first axis (by its `Event code` line) listed without both its `Min` and its
    /// `Max`: evtest prints both for every axis, so the paste was cut there and the axis's range is unknown.
    private func checkLimits(_ axisLines: [UInt16: Int], names: [UInt16: Substring], limited: Set<UInt16>) throws {
        guard let (code, line) = axisLines.filter({ !limited.contains($0.key) }).min(by: { $0.value < $1.value }) else { return }
        throw ImportError(file: file, line: line, reason: "\(quoted(names[code] ?? "")) has no "
                          + "\"Min\" and \"Max\" lines, which evtest prints for every axis: the description is cut here, so "
                          + "the axis's range is unknown")
    }

    private func malformedAxis(_ text: Substring, _ line: Int) -> ImportError {
        ImportError(file: file, line: line, reason: "malformed axis limit \(quoted(text)); expected \"Min 0\" or \"Max 4095\"")
    }

    /// The whole number that follows `prefix` at the start of `text` (a sign and digits, then a space, a
    /// parenthesis or the end), or nil when `text` does not start so.
    static func number(after prefix: String, in text: Substring) -> Int64? {
        guard text.hasPrefix(prefix) else { return nil }
        let rest = text.dropFirst(prefix.count).drop { $0 == " " }
        let digits = rest.prefix { $0 == "-" || $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 12, let value = Int64(digits) else { return nil }
        let after = rest.dropFirst(digits.count)
        guard after.isEmpty || after.first == " " else { return nil }
        return value
    }

    /// An `Event: time sec.usec, …` line as an event: `type T (…), code C (…), value V`, or a synchronization.
    func event(_ line: Substring, at number: Int) throws -> EvdevEvent {
        let parsed = line.utf8.withContiguousStorageIfAvailable { Self.event($0, line: number) }
            ?? Array(line.utf8).withUnsafeBufferPointer { Self.event($0, line: number) }
        if let parsed { return parsed }
        throw ImportError(file: file, line: number, reason: "malformed event \(quoted(line)); expected \"Event: time "
                          + "1330495944.185030, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 420\" or \"Event: time "
                          + "1330495944.185030, -------------- SYN_REPORT ------------\"")
    }

    private static func event(_ b: UnsafeBufferPointer<UInt8>, line number: Int) -> EvdevEvent? {
        var c = ByteCursor(b)
        func name() -> Bool {
            // " (NAME)" as evtest prints it, "?" when it has none.
            guard c.literal(" ("), let close = b[c.index...].firstIndex(of: UInt8(ascii: ")")) else { return false }
            c.index = close + 1
            return true
        }
        guard c.literal("Event: time "), let seconds = c.decimal(maxDigits: 18), c.literal("."),
              let microseconds = c.decimal(maxDigits: 6), c.literal(", ") else {
            return nil
        }
        if c.literal("type ") {
            guard let type = c.decimal(maxDigits: 5), type <= Int64(UInt16.max), name(), c.literal(", code "),
                  let code = c.decimal(maxDigits: 5), code <= Int64(UInt16.max), name(), c.literal(", value ") else { return nil }
            let value: Int64
            if type == 4 && (code == 3 || code == 4) {
                // MSC_RAW and MSC_SCAN print their value in hex; neither is ever a touch.
                value = 0
                c.index = b.count
            } else {
                let negative = c.literal("-")
                guard let magnitude = c.decimal(maxDigits: 10) else { return nil }
                value = negative ? -magnitude : magnitude
                guard value >= Int64(Int32.min), value <= Int64(Int32.max) else { return nil }
            }
            c.skipBlanks()
            guard c.atEnd else { return nil }
            return EvdevEvent(seconds: seconds, microseconds: microseconds, type: UInt16(type), code: UInt16(code),
                              value: Int32(value), line: number)
        }
        // A synchronization: "-------------- SYN_REPORT ------------", or "++++ SYN_MT_REPORT ++++".
        let rest = UnsafeBufferPointer(rebasing: b[c.index...])
        let code: UInt16
        func contains(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard rest.count >= count else { return false }
            for k in 0...(rest.count - count) where memcmp(rest.baseAddress! + k, word.utf8Start, count) == 0 { return true }
            return false
        }
        // Some builds of evtest name a synchronization from the table of event types, by its code:
        // `EV_SYN` for SYN_REPORT (0), `EV_KEY` for SYN_CONFIG (1), `EV_REL` for SYN_MT_REPORT (2),
        // `EV_ABS` for SYN_DROPPED (3).
        if contains("SYN_MT_REPORT") || contains("Config Sync") || contains(" EV_REL ") { code = EvdevEvent.SYN_MT_REPORT }
        else if contains("SYN_REPORT") || contains("Report Sync") || contains(" EV_SYN ") { code = EvdevEvent.SYN_REPORT }
        else if contains("SYN_DROPPED") || contains(" EV_ABS ") { code = EvdevEvent.SYN_DROPPED }
        else if contains("SYN_CONFIG") || contains(" EV_KEY ") { code = 1 }
        else { return nil }
        return EvdevEvent(seconds: seconds, microseconds: microseconds, type: EvdevEvent.EV_SYN, code: code, value: 0, line: number)
    }
}
