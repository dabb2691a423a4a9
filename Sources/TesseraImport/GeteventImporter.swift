import Foundation
import TesseraReplay
import TesseraSimulator
import TesseraGeometry

/// Reads what Android's `getevent` prints (`adb shell getevent -lt`, labelled or in hex) and turns
/// one device's touches into log records.
///
/// getevent's events carry no axis ranges, so the recording needs the device's description from
/// `getevent -p` (or `-lp`) before its events: the two outputs one after the other, as
///
/// ```sh
/// (adb shell getevent -lp /dev/input/event2; adb shell getevent -lt /dev/input/event2) > touches.txt
/// ```
///
/// writes them. A recording then reads:
///
/// ```text
/// add device 1: /dev/input/event2
///   name:     "sec_touchscreen"
///   events:
///     KEY (0001): BTN_TOUCH
///     ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
///                 ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0
///   input props:
///     INPUT_PROP_DIRECT
/// [   51234.567890] EV_ABS       ABS_MT_TRACKING_ID   0000a1b2
/// [   51234.567890] EV_ABS       ABS_MT_POSITION_X    0000021c
/// [   51234.567890] EV_SYN       SYN_REPORT           00000000
/// ```
///
/// Without `-l` an event is `0003 0035 0000021c`. When getevent watched every device (no device
/// named), each event starts with its node (`/dev/input/event2: `) and the recording describes
/// them all: the import takes the one ``device`` names, or else the touch device
/// (``DeviceKind/isTouch``), preferring a touchscreen, then a touchpad, then a tablet's touch
/// sensor. Events need getevent's `-t` times, which are the kernel's monotonic clock (Android 4's
/// getevent wrote them `1330495944-185030: `); times start at zero. A value is its 32 bits in hex, so a tracking id of `ffffffff` ends a contact. Keys the
/// importer has no name for are skipped (none of them is a touch); `getevent -r`'s rates and its
/// `could not open …` complaints are skipped too.
///
/// Touches follow Android's reading of the panel: on a device with an `ABS_MT_PRESSURE` axis, a
/// contact touches only while its pressure is above 0 (``TouchFrameDecoder/hoversWithoutPressure``),
/// and on a device that declares `BTN_TOUCH`, only while that key is down
/// (``TouchFrameDecoder/hoversWithoutTouchButton``); a pen's contact in a slot touches as a
/// finger's does (``TouchFrameDecoder/stylusesTouch``).
public struct GeteventImporter: RecordingImporter {
    /// `"getevent"`, the name `tessera import getevent` takes.
    public static let formatName = "getevent"

    /// The path that errors name; nil prints as `recording`.
    public let file: String?
    /// How the display was turned while recording (`--rotation`): positions are turned to match.
    public var rotation: DisplayRotation = .upright
    /// The device to import, as a 0-based index into the devices the recording adds, in order (`--device N`); nil picks the touch device.
    public let device: Int?
    /// The touch axes' ranges to assume when the recording does not describe its device (`getevent -t` without `-p`, as
    /// record-and-replay tools capture it), `--axes`; nil refuses such a recording. The device is then taken to be a
    /// touchscreen that has the axes and keys its events use.
    public var assumedAxes: (x: AxisRange, y: AxisRange)?

    /// An importer whose errors name `file`, picking the recording's touch device.
    public init(file: String? = nil) {
        self.init(file: file, device: nil)
    }

    /// An importer whose errors name `file`, importing the device at index `device` of those the recording adds (nil: the
    /// touch device), and assuming `assumedAxes` for a device the recording does not describe (nil: refusing it).
    public init(file: String?, device: Int?, assumedAxes: (x: AxisRange, y: AxisRange)? = nil) {
        self.file = file
        self.device = device
        self.assumedAxes = assumedAxes
    }

    /// The touches of the chosen device in the `getevent` text as log records, times from 0 and positions scaled onto `windowSize`.
    ///
    /// - Throws: ``ImportError`` naming the line of a malformed description or event, an event
    ///   without a time (no `-t`), a recording that does not describe its device's axes (no
    ///   `-p`), a chosen device that is not a touch device (and why), no touch device, a
    ///   ``device`` index past the last, no events from the device, or time going backwards.
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

    /// The description of the device an import of `text` reads (the one ``device`` names, else the
    /// touch device), or of its first device when none is a touch device; and so its ``DeviceDescription/kind``.
    ///
    /// - Throws: ``ImportError`` for a malformed description line, no device, or a ``device`` index past the last.
    public func device(in text: String) throws -> DeviceDescription {
        try read(text, windowSize: Size(width: 1, height: 1), decode: false).device
    }

    private func read(_ text: String, windowSize: Size, decode: Bool, emit: ((LogRecord) -> Void)? = nil) throws -> ImportedRecording {
        var descriptions = GeteventDescriptionReader(file: file)
        // Read first, so that a device without a description can be described from what its events use.
        let used = assumedAxes == nil ? [] : codesUsed(in: text)
        var chosen: GeteventDevice?
        var decoding: RecordingDecoding?
        var fed = false
        var otherNodes: Set<Substring> = []
        var events = 0
        var elisions = RecordingText.Elisions()
        var lineNumber = 0
        for bytes in RecordingText.Lines(RecordingText.normalized(text)) {
            lineNumber += 1
            let line = Substring(bytes)
            if line.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            if GeteventDescriptionReader.isDescription(line) {
                try descriptions.read(line, at: lineNumber)
                continue
            }
            // What getevent says on standard error about nodes it cannot open, when that was captured too.
            if line.utf8.starts(with: "could not ".utf8) || line.utf8.starts(with: "Can't ".utf8) { continue }
            // A pasted recording's shell prompt, and the marks where the paste leaves events out.
            if let pasted = RecordingText.pasted(line, tool: "getevent") {
                if pasted == .elision, events > 0 { elisions.note(line, line: lineNumber, eventsBefore: events) }
                continue
            }
            let parsed = try event(line, at: lineNumber)
            events += 1
            if !decode { break }
            if chosen == nil {
                chosen = try choose(from: descriptions.devices, used: used, text: text)
                decoding = try decodingOf(chosen!, windowSize: windowSize, emit: emit)
            }
            if let node = parsed.node, node != chosen!.path {
                // Enough to name in a message: a hostile file could give every line a node of its own.
                if otherNodes.count <= 4 { otherNodes.insert(node) }
                continue
            }
            guard let event = parsed.event else { continue }
            try decoding!.feed(event)
            fed = true
        }
        guard decode else {
            let devices = descriptions.devices
            return ImportedRecording(device: try describedDevice(in: devices, preferring: touchNodesWithEvents(devices, in: text)).description,
                                     records: [])
        }
        if chosen == nil {
            chosen = try choose(from: descriptions.devices, used: used, text: text)
            decoding = try decodingOf(chosen!, windowSize: windowSize, emit: emit)
        }
        if !fed, !otherNodes.isEmpty {
            // Say what each node is, so that the device meant can be asked for.
            let nodes = otherNodes.sorted().prefix(4).map { node -> String in
                guard let other = descriptions.devices.first(where: { $0.path == node }) else {
                    return boundedQuote(node, limit: 20, quotes: false) + " (not described)"
                }
                let kind = other.description.kind
                return other.subject + " (" + kind.noun + (kind.isTouch ? ": import it with --device \(other.index))" : ")")
            }.joined(separator: ", ")
            throw ImportError(file: file, line: chosen!.line,
                              reason: "the recording has no events from \(chosen!.subject); its events come from \(nodes)"
                                  + (otherNodes.count > 4 ? ", …" : ""))
        }
        var recording = try decoding!.finish(device: chosen!.description)
        recording.warnings = RecordingText.merged(recording.warnings, elisions.warnings(events: events, file: file))
        return recording
    }

    /// The decoding of `device`'s events as Android reads them (`MultiTouchInputMapper`): on a device with an
    /// `ABS_MT_PRESSURE` axis a pointer at pressure 0 or less hovers, and on one that declares `BTN_TOUCH` every
    /// pointer hovers while the key is up; a pen's contact in a slot is a stylus pointer, which apps receive.
    private func decodingOf(_ device: GeteventDevice, windowSize: Size, emit: ((LogRecord) -> Void)?) throws -> RecordingDecoding {
        try RecordingDecoding(device: device.description, windowSize: windowSize, rotation: rotation, reading: .android,
                              file: file, line: device.line, axisLines: device.axisLines, sink: emit)
    }

    /// The device to import: the requested one or the touch device, with its axes described.
    ///
    /// - Throws: ``ImportError`` when the recording describes no device, the requested index is past
    ///   the last, the device's axes are not listed, or it is not a touch device.
    private func choose(from devices: [GeteventDevice], used: [(node: Substring?, codes: [UInt16: Set<UInt16>])],
                        text: String) throws -> GeteventDevice {
        if let assumedAxes, let assumed = assumedDevice(devices, used: used, axes: assumedAxes) { return assumed }
        let device = try describedDevice(in: devices, preferring: touchNodesWithEvents(devices, in: text))
        let withoutAxes = devices.filter { !$0.listsEvents }
        if self.device != nil || device.description.kind.isTouch {
            guard device.listsEvents else { throw noAxes(device.subject, line: device.line) }
            if let refusal = device.description.refusal(subject: device.subject) {
                throw ImportError(file: file, line: device.line, reason: refusal)
            }
            return device
        }
        if devices.count == withoutAxes.count {
            throw noAxes(devices.count == 1 ? devices[0].subject : "its \(devices.count) devices", line: devices[0].line)
        }
        if devices.count == 1, let refusal = device.description.refusal(subject: device.subject) {
            throw ImportError(file: file, line: device.line, reason: refusal)
        }
        let listed = devices.filter(\.listsEvents)
        var reason = "none of the \(listed.count) devices the recording describes is a touch device: "
            + listed.prefix(3).map { "\($0.subject) is \($0.description.kind.noun)" }.joined(separator: ", ")
            + (listed.count > 3 ? ", …" : "")
        if !withoutAxes.isEmpty {
            reason += "; \(withoutAxes.prefix(2).map(\.subject).joined(separator: ", "))\(withoutAxes.count > 2 ? ", …" : "") "
                + "\(withoutAxes.count == 1 ? "is" : "are") "
                + "named without the events and axes getevent -p lists"
        }
        throw ImportError(file: file, line: devices[0].line, reason: reason + "; see docs/devices.md")
    }

    /// The requested device, else the first touchscreen, touchpad or tablet touch sensor, else the first device; when
    /// `preferring` is given, a touch device whose node is in it comes before those whose is not.
    ///
    /// - Throws: ``ImportError`` when the recording describes no device or the requested index is past the last.
    private func describedDevice(in devices: [GeteventDevice], preferring: Set<Substring>? = nil) throws -> GeteventDevice {
        guard !devices.isEmpty else {
            throw ImportError(file: file, line: 1, reason: "the recording does not describe its device, and getevent's events "
                              + "carry no axis ranges: put getevent -lp's output for the device before the events, as "
                              + "(adb shell getevent -lp /dev/input/eventN; adb shell getevent -lt /dev/input/eventN) > file, "
                              + "or give the touch axes' largest values with --axes, such as --axes 1079x2399")
        }
        if let requested = device {
            guard requested >= 0, requested < devices.count else {
                throw ImportError(file: file, line: devices[0].line,
                                  reason: "--device \(requested), but the recording describes \(devices.count) "
                                      + "device\(devices.count == 1 ? "" : "s"), numbered from 0")
            }
            return devices[requested]
        }
        if let preferring {
            for kind in DeviceKind.touchKinds {
                if let device = devices.first(where: { $0.listsEvents && $0.description.kind == kind && preferring.contains($0.path) }) {
                    return device
                }
            }
        }
        for kind in DeviceKind.touchKinds {
            if let device = devices.first(where: { $0.listsEvents && $0.description.kind == kind }) { return device }
        }
        return devices[0]
    }

    /// With no device requested and two touch devices described (a phone's idle wrapper device beside its panel, a
    /// second screen), the nodes of those that `text` has events from: the one the recording caught touches on is the
    /// one meant. nil otherwise, without reading the events.
    private func touchNodesWithEvents(_ devices: [GeteventDevice], in text: String) -> Set<Substring>? {
        guard device == nil else { return nil }
        let candidates = devices.filter { $0.listsEvents && $0.description.kind.isTouch }
        return candidates.count > 1 ? nodesWithEvents(in: text, among: Set(candidates.map(\.path))) : nil
    }

    /// The nodes of `paths` that some event line of `text` comes from; it stops reading once it has found them all.
    private func nodesWithEvents(in text: String, among paths: Set<Substring>) -> Set<Substring> {
        var found: Set<Substring> = []
        for bytes in RecordingText.Lines(RecordingText.normalized(text)) {
            let line = Substring(bytes)
            guard !GeteventDescriptionReader.isDescription(line), let parsed = try? event(line, at: 0),
                  let node = parsed.node, parsed.event != nil, paths.contains(node) else { continue }
            found.insert(node)
            if found.count == paths.count { break }
        }
        return found
    }

    /// A device the recording does not describe, made from ``assumedAxes`` and the codes its events use; nil when the
    /// recording describes the device to import (its description is read instead) or no events give positions.
    ///
    /// The device is the one ``device`` names, else the first whose events give positions (`ABS_MT_POSITION_X` or
    /// `ABS_X`); events without a node belong to the only device watched.
    private func assumedDevice(_ devices: [GeteventDevice], used: [(node: Substring?, codes: [UInt16: Set<UInt16>])],
                               axes: (x: AxisRange, y: AxisRange)) -> GeteventDevice? {
        func givesPositions(_ codes: [UInt16: Set<UInt16>]) -> Bool {
            !(codes[EvdevEvent.EV_ABS] ?? []).isDisjoint(with: [EvdevEvent.ABS_MT_POSITION_X, EvdevEvent.ABS_X])
        }
        var named: GeteventDevice?
        if let requested = device, requested >= 0, requested < devices.count { named = devices[requested] }
        if let named, named.listsEvents { return nil }
        guard let source = named.flatMap({ d in used.first { $0.node == d.path } }) ?? used.first(where: { givesPositions($0.codes) }),
              givesPositions(source.codes) else { return nil }
        var device: GeteventDevice
        if let named {
            device = named
        } else if let node = source.node, let listed = devices.first(where: { $0.path == node }) {
            device = listed
        } else if source.node == nil, let only = devices.first {
            // Events without a node come from the one device getevent watched: its description, if it has one, stands.
            device = only
        } else {
            device = GeteventDevice(index: devices.count, path: source.node ?? "", line: 1)
        }
        if device.listsEvents { return nil }
        // A touchscreen with the codes its events use (Android's hover rules ask only which axes and keys it has).
        device.description.properties = [DeviceDescription.INPUT_PROP_DIRECT]
        device.description.codes.merge(source.codes) { $0.union($1) }
        let multitouch = source.codes[EvdevEvent.EV_ABS]?.contains(EvdevEvent.ABS_MT_POSITION_X) == true
        let (xCode, yCode) = multitouch ? (EvdevEvent.ABS_MT_POSITION_X, EvdevEvent.ABS_MT_POSITION_Y) : (EvdevEvent.ABS_X, EvdevEvent.ABS_Y)
        device.description.codes[EvdevEvent.EV_ABS, default: []].formUnion([xCode, yCode])
        device.description.axes[xCode] = axes.x
        device.description.axes[yCode] = axes.y
        device.listsEvents = true
        return device
    }

    /// The event codes each node's events use, by type, nodes in the order their events first come (at most 16); lines
    /// that are not events are passed over here, and refused, if they must be, when the events are read.
    private func codesUsed(in text: String) -> [(node: Substring?, codes: [UInt16: Set<UInt16>])] {
        var used: [(node: Substring?, codes: [UInt16: Set<UInt16>])] = []
        for bytes in RecordingText.Lines(RecordingText.normalized(text)) {
            let line = Substring(bytes)
            guard !GeteventDescriptionReader.isDescription(line), let parsed = try? event(line, at: 0),
                  let e = parsed.event else { continue }
            if let i = used.firstIndex(where: { $0.node == parsed.node }) {
                used[i].codes[e.type, default: []].insert(e.code)
            } else if used.count < 16 {
                used.append((parsed.node, [e.type: [e.code]]))
            }
        }
        return used
    }

    private func noAxes(_ subject: String, line: Int) -> ImportError {
        ImportError(file: file, line: line,
                    reason: "the recording names \(subject) but not the events and axes getevent -p lists, so where a "
                        + "touch lands is unknown: put getevent -lp's output for the device before the events, or give the "
                        + "touch axes' largest values with --axes")
    }

    /// An event line: `[ sec.usec] [node: ]type code value`, each of type, code and value a name or hex.
    ///
    /// - Returns: the device node, when the line names one, and the event; the event is nil for a
    ///   key this importer has no name for, which never becomes a touch.
    /// - Throws: ``ImportError`` for a line that is not an event getevent prints, or one without a time.
    func event(_ line: Substring, at number: Int) throws -> (node: Substring?, event: EvdevEvent?) {
        // Read as bytes: a recording is a million such lines, and Characters would find every grapheme's bounds.
        if let parsed = try line.utf8.withContiguousStorageIfAvailable({ try event($0, in: line, at: number) }) { return parsed }
        let copy = String(line)
        return try event(Substring(copy), at: number)
    }

    /// ``event(_:at:)`` on the line's UTF-8 `bytes`.
    private func event(_ bytes: UnsafeBufferPointer<UInt8>, in line: Substring, at number: Int) throws -> (node: Substring?, event: EvdevEvent?) {
        func failure(_ reason: String) -> ImportError { ImportError(file: file, line: number, reason: reason) }
        func text(_ range: Range<Int>) -> Substring {
            let utf8 = line.utf8
            return Substring(utf8[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)])
        }
        var malformed: ImportError {
            failure("malformed event \(quoted(line)); expected an event as getevent -t prints it, "
                    + "\"[   51234.567890] EV_ABS ABS_MT_POSITION_X 0000021c\" or \"[   51234.567890] /dev/input/event2: 0003 0035 0000021c\"")
        }
        var cursor = ByteCursor(bytes)
        var stamp: (seconds: Int64, microseconds: Int64)?
        if cursor.literal("[") {
            guard let close = bytes.firstIndex(of: UInt8(ascii: "]")) else { throw malformed }
            cursor.skipBlanks()
            guard let seconds = cursor.decimal(maxDigits: 18), cursor.literal("."), let microseconds = cursor.decimal(maxDigits: 6),
                  cursor.next.map({ $0 &- 0x30 >= 10 }) ?? true, { cursor.skipBlanks(); return cursor.index == close }() else {
                throw failure("malformed time \(quoted(text(0..<close + 1))); expected \"[   51234.567890]\"")
            }
            stamp = (seconds, microseconds)
            cursor.index = close + 1
        }
        // The fields: [sec-usec:] [node:] type code value [rate N], at most seven, read without an array.
        return try withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: 7) { fields in
            var count = 0
            while true {
                cursor.skipBlanks()
                if cursor.atEnd { break }
                let start = cursor.index
                while let b = cursor.next, b != 0x20, b != 0x09 { cursor.index += 1 }
                guard count < 7 else { throw malformed }
                fields[count] = start..<cursor.index
                count += 1
            }
            var first = 0
            // Android 4's getevent printed the time as "sec-usec: ", microseconds not padded.
            if stamp == nil, count > 0, fields[0].count > 3, bytes[fields[0].upperBound - 1] == UInt8(ascii: ":"),
               let dash = bytes[fields[0]].firstIndex(of: UInt8(ascii: "-")),
               let seconds = ByteCursor.decimal(bytes, fields[0].lowerBound..<dash, maxDigits: 18) {
                guard let microseconds = ByteCursor.decimal(bytes, dash + 1..<fields[0].upperBound - 1, maxDigits: 6) else {
                    throw failure("malformed time \(quoted(text(fields[0]))); expected \"1330495944-185030:\"")
                }
                stamp = (seconds, microseconds)
                first = 1
            }
            var node: Substring?
            if count > first, fields[first].count > 1, bytes[fields[first].upperBound - 1] == UInt8(ascii: ":") {
                node = text(fields[first].lowerBound..<fields[first].upperBound - 1)
                first += 1
            }
            var last = count
            // getevent -r adds the rate of SYN_REPORTs: "rate 120".
            if last - first == 5, Self.equals(bytes, fields[first + 3], "rate"),
               ByteCursor.decimal(bytes, fields[first + 4], maxDigits: 9) != nil {
                last -= 2
            }
            guard last - first == 3 else { throw malformed }
            guard let stamp else {
                throw failure("an event without a time: record with getevent's -t (getevent -lt), whose times the replay follows")
            }
            let (typeField, codeField, valueField) = (fields[first], fields[first + 1], fields[first + 2])
            let slice = { (r: Range<Int>) in UnsafeBufferPointer(rebasing: bytes[r]) }
            guard let type = EvdevNames.type(named: slice(typeField))
                    ?? ByteCursor.hex(bytes, typeField, maxDigits: 4).map({ UInt16($0) }) else {
                throw failure("unknown event type \(quoted(text(typeField)))")
            }
            guard let code = EvdevNames.code(named: slice(codeField), type: type)
                    ?? ByteCursor.hex(bytes, codeField, maxDigits: 4).map({ UInt16($0) }) else {
                if EvdevNames.namesEveryCode(of: type) { throw failure("unknown event code \(quoted(text(codeField)))") }
                return (node, nil)
            }
            guard let value = ByteCursor.hex(bytes, valueField, maxDigits: 8).map({ Int32(bitPattern: $0) })
                    ?? EvdevNames.value(named: slice(valueField), type: type, code: code) else {
                throw failure("malformed value \(quoted(text(valueField))); expected up to 8 hex digits or a name such as DOWN")
            }
            return (node, EvdevEvent(seconds: stamp.seconds, microseconds: stamp.microseconds, type: type, code: code,
                                     value: value, line: number))
        }
    }

    /// Whether the bytes in `range` are `word`.
    private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ word: StaticString) -> Bool {
        range.count == word.utf8CodeUnitCount && memcmp(bytes.baseAddress! + range.lowerBound, word.utf8Start, range.count) == 0
    }
}
