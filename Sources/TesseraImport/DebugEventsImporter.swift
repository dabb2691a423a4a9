import TesseraGeometry
import TesseraReplay
import TesseraSimulator

/// Reads what `libinput debug-events` prints and turns one device's touches into log records.
///
/// ```text
/// -event7   DEVICE_ADDED     ELAN Touchscreen                  seat0 default group5  cap:t  size 294x165mm ntouches 10
/// -event7   TOUCH_DOWN       +3.210s	0 (0) 62.50/40.00 (184.38/66.40mm)
///  event7   TOUCH_FRAME      +3.210s
///  event7   TOUCH_MOTION     +3.222s	0 (0) 62.80/40.60 (185.26/67.40mm)
///  event7   TOUCH_UP         +3.230s	0 (0)
/// ```
///
/// Unlike the other formats this is libinput's reading, not the kernel's events: the touches are those libinput
/// delivered (hovering contacts, palms and pens already left out, the calibration applied), at positions in percent
/// of the touchscreen (`debug-events` transforms onto a screen 100 wide and 100 high), which are scaled onto the
/// window. Times are the `+s.sss` column, made relative to the first touch event. Each touch is followed by its seat
/// slot (the number in parentheses). A touchpad's fingers never appear: libinput turns them into pointer motion and
/// gestures, so a recording with gestures and no touches is refused, saying to record the touchpad with `libinput
/// record` instead. Lines that are not events (`--verbose` messages, a shell prompt) are skipped; a `TOUCH_` line that
/// cannot be read is refused at its line. A touch already down when the output begins (a paste that starts mid-touch)
/// lands where it first moves, with a warning unless that is the first event; one that lifts first is left out, with a
/// warning. Touches still down at the end are cancelled.
public struct DebugEventsImporter: RecordingImporter {
    /// `"debug-events"`, the name `tessera import debug-events` takes.
    public static let formatName = "debug-events"

    /// The path that errors name; nil prints as `recording`.
    public let file: String?
    /// The device to import, as its index among the devices in the order the recording first names them; nil for
    /// the first that reports a touch.
    public let device: Int?
    /// How the display was turned while recording (`--rotation`): positions are turned to match.
    public var rotation: DisplayRotation = .upright

    /// An importer whose errors name `file`, importing the first device that reports a touch.
    public init(file: String? = nil) {
        self.init(file: file, device: nil)
    }

    /// An importer whose errors name `file`, importing the `device`th device the recording names (0-based), or the
    /// first that reports a touch when nil.
    public init(file: String?, device: Int?) {
        self.file = file
        self.device = device
    }

    /// The touches of the `debug-events` text as log records, times from 0 and positions scaled onto `windowSize`.
    ///
    /// - Throws: ``ImportError`` naming the line of a `TOUCH_` event that cannot be read, of a lift that names no
    ///   touch while several are down (older libinput printed none), or of time going backwards; or at line 1,
    ///   a recording with no touch, or fewer devices than ``device``.
    public func records(from text: String, windowSize: Size) throws -> [LogRecord] {
        try recording(from: text, windowSize: windowSize).records
    }

    /// ``records(from:windowSize:)``, with the device's name and the import's warnings.
    public func recording(from text: String, windowSize: Size) throws -> ImportedRecording {
        try read(text, windowSize: windowSize, emit: nil)
    }

    /// ``recording(from:windowSize:)`` with each record handed to `emit` as soon as it is read, in order: the
    /// recording returned holds no records, so an import keeps none of them.
    public func recording(from text: String, windowSize: Size, emit: @escaping (LogRecord) -> Void) throws -> ImportedRecording {
        try read(text, windowSize: windowSize, emit: emit)
    }

    private func read(_ text: String, windowSize: Size, emit: ((LogRecord) -> Void)?) throws -> ImportedRecording {
        var reader = Reader(file: file, windowSize: windowSize, calibration: CalibrationMatrix.identity.followed(by: rotation))
        reader.sink = emit
        var lineNumber = 0
        var elisions = RecordingText.Elisions()
        var touchEvents = 0
        var gestures = 0
        // The devices in the order the recording names them, their names from DEVICE_ADDED, and the one imported.
        var names: [Substring: String] = [:]
        var chosen: Substring?
        var text = RecordingText.normalized(text)
        // A touch event on a last line with no newline may have been cut as it was written (a coordinate missing
        // its last digits reads as a number all the same): it is left out, with a warning, as the log reader does.
        var cutWarning: ImportWarning?
        if let last = text.utf8.last, last != UInt8(ascii: "\n") {
            let lineStart = text.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
            if let header = Self.header(text[lineStart...]), header.type.hasPrefix("TOUCH_") {
                let line = text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
                cutWarning = ImportWarning(file: file, line: line,
                                           reason: "the last line has no newline, so it may be cut; its \(header.type) is left out")
                text = String(text[..<lineStart])
            }
        }
        if let device {
            // The index counts every device named anywhere, so the lines are walked once to name them first.
            var devices: [Substring] = [], seen: Set<Substring> = []
            for bytes in RecordingText.Lines(text) {
                guard let header = Self.header(Substring(bytes)), seen.insert(header.device).inserted else { continue }
                devices.append(header.device)
            }
            guard device < devices.count else {
                throw ImportError(file: file, line: 1, reason: "--device \(device) asks for device \(device), but the recording "
                                  + "names \(devices.count) device\(devices.count == 1 ? "" : "s") (0-based, in the order they first appear)")
            }
            chosen = devices[device]
        }
        for bytes in RecordingText.Lines(text) {
            lineNumber += 1
            let line = Substring(bytes)
            guard let header = Self.header(line) else {
                // Lines that are not events are skipped; a mark where a paste leaves events out is said.
                if touchEvents > 0, RecordingText.pasted(line, tool: "libinput") == .elision {
                    elisions.note(line, line: lineNumber, eventsBefore: touchEvents)
                }
                continue
            }
            if header.type == "DEVICE_ADDED" {
                names[header.device] = Self.deviceName(header.rest)
                continue
            }
            if header.type.hasPrefix("GESTURE_") { gestures += 1 }
            guard header.type.hasPrefix("TOUCH_") else { continue }
            if chosen == nil { chosen = header.device }
            guard header.device == chosen else { continue }
            touchEvents += 1
            try reader.read(type: header.type, header.rest, line: lineNumber)
        }
        guard reader.hasTouches else {
            let reason = gestures > 0
                ? "the recording holds gestures but no touches: libinput turns a touchpad's fingers into pointer motion "
                    + "and gestures, so they cannot become touches here; record the touchpad with libinput record and "
                    + "import that (tessera import libinput …)"
                : "the recording holds no touch events (TOUCH_DOWN …): was a touchscreen touched while libinput debug-events ran?"
            throw ImportError(file: file, line: 1, reason: reason)
        }
        var description = DeviceDescription()
        description.name = chosen.flatMap { names[$0] }
        description.capabilities = ["touch"]
        return ImportedRecording(device: description, records: reader.finish(),
                                 warnings: RecordingText.merged(reader.warnings, elisions.warnings(events: touchEvents, file: file)) + (cutWarning.map { [$0] } ?? []))
    }

    /// A line's device (`event7`), event type and the text after the type, or nil for a line that is not an event.
    /// A line another tool's log wraps (fusuma's debug log prints `… record:  event0   TOUCH_DOWN  +0.000s  1 (1) …}`)
    /// is read from the word that names the device, when a libinput event type follows it, up to the closing marks.
    static func header(_ line: Substring) -> (device: Substring, type: Substring, rest: Substring)? {
        if let header = lineHeader(line) { return header }
        var from = line.startIndex
        while let found = line[from...].range(of: "event") {
            defer { from = found.upperBound }
            guard found.lowerBound > line.startIndex, [" ", "\t"].contains(line[line.index(before: found.lowerBound)]),
                  let header = lineHeader(line[found.lowerBound...]),
                  header.device.dropFirst(5).allSatisfy(\.isNumber), header.type.contains("_") else { continue }
            // What closes the wrapping (fusuma's `}`) is no part of the event.
            var rest = header.rest
            while let last = rest.last, " \t}]\"'".contains(last) { rest = rest.dropLast() }
            return (header.device, header.type, rest)
        }
        return nil
    }

    /// ``header(_:)`` of a line that starts with the device.
    private static func lineHeader(_ line: Substring) -> (device: Substring, type: Substring, rest: Substring)? {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        if rest.first == "-" { rest = rest.dropFirst() }
        let device = rest.prefix { $0 != " " && $0 != "\t" }
        guard device.hasPrefix("event") || device.hasPrefix("mouse") || device.hasPrefix("js") else { return nil }
        rest = rest.dropFirst(device.count).drop { $0 == " " || $0 == "\t" }
        let type = rest.prefix { $0 != " " && $0 != "\t" }
        guard !type.isEmpty, type.allSatisfy({ $0 == "_" || ("A"..."Z").contains($0) }) else { return nil }
        return (device, type, rest.dropFirst(type.count))
    }

    /// The device's name in a DEVICE_ADDED line's text after its type: the words before the seat, the logical seat
    /// and the `groupN` word, as debug-events prints them.
    static func deviceName(_ rest: Substring) -> String? {
        let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let group = words.firstIndex(where: { $0.hasPrefix("group") && $0.dropFirst(5).allSatisfy(\.isNumber) }),
              group >= 3 else { return nil }
        return words[..<(group - 2)].joined(separator: " ")
    }

    /// The touches of one device, line by line.
    private struct Reader {
        let file: String?
        let windowSize: Size
        let calibration: CalibrationMatrix
        private(set) var records: [LogRecord] = []
        /// Where each record goes as it is read; nil keeps them in ``records``.
        var sink: ((LogRecord) -> Void)?
        /// How many records were read, kept or handed to ``sink``.
        private(set) var recordCount = 0
        /// Touches down when the recording began that landed late or were left out, each at its line.
        private(set) var warnings: [ImportWarning] = []
        /// The touches down: seat slot → (log id, location).
        private var down: [Int: (id: Int, location: Point)] = [:]
        private var nextID = 1
        private var origin: Duration?
        private var last: Duration?

        init(file: String?, windowSize: Size, calibration: CalibrationMatrix) {
            self.file = file
            self.windowSize = windowSize
            self.calibration = calibration
        }

        var hasTouches: Bool { recordCount > 0 }

        mutating func read(type: Substring, _ text: Substring, line: Int) throws {
            func fail(_ reason: String) -> ImportError {
                ImportError(file: file, line: line, reason: "\(type) \(reason)")
            }
            var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            // debug-events prints a count before the time when it folds repeated events: skip it.
            if let first = words.first, first.allSatisfy(\.isNumber) { words = words.dropFirst() }
            guard let stamp = words.popFirst(), let time = Self.time(stamp) else {
                throw fail("has no time (+s.sss s) where debug-events prints one")
            }
            if let last, time < last { throw ImportError(file: file, line: line, reason: "time goes backwards") }
            last = time
            if origin == nil { origin = time }
            if type == "TOUCH_FRAME" { return }
            let change: InputEvent.TouchChange
            switch type {
            case "TOUCH_DOWN": change = .down
            case "TOUCH_MOTION": change = .move
            case "TOUCH_UP": change = .up
            case "TOUCH_CANCEL": change = .cancel
            default: return
            }
            // The slot, then the seat slot in parentheses; older libinput printed neither for a lift.
            var slot: Int?
            if words.count >= 2, Int(words[words.startIndex]) != nil {
                let seat = words[words.startIndex + 1]
                guard seat.first == "(", seat.last == ")", let value = Int(seat.dropFirst().dropLast()),
                      value >= 0, value < EventLog.maximumSimultaneousTouches else {
                    throw fail("has no seat slot \"(n)\", 0 to \(EventLog.maximumSimultaneousTouches - 1), after its slot")
                }
                slot = value
                words = words.dropFirst(2)
            }
            let at = time - origin!
            guard at <= LogTime.maximum else {
                throw ImportError(file: file, line: line, reason: "the recording spans more than \(LogTime.maximumSeconds) seconds, "
                                  + "more than an event log holds")
            }
            if change == .up || change == .cancel {
                func leftOut() -> ImportWarning {
                    ImportWarning(file: file, line: line, reason: "a touch already down when the recording began lifts here "
                        + "before the recording has said where it is, so it is left out")
                }
                guard let seat = slot ?? (down.count == 1 ? down.keys.first : nil) else {
                    if down.isEmpty { warnings.append(leftOut()); return }
                    throw fail("names no touch while \(down.count) are down (older libinput printed no slot for a lift), "
                               + "so which one lifted is unknown")
                }
                guard let touch = down.removeValue(forKey: seat) else { warnings.append(leftOut()); return }
                append(at, touch.id, change, touch.location, line: line)
                return
            }
            guard let seat = slot else { throw fail("has no slot \"n (n)\" where debug-events prints one") }
            guard let position = words.first, let location = point(position) else {
                throw fail("has no position x/y in percent of the screen where debug-events prints one")
            }
            if change == .down {
                // A slot reused without a lift in between: the old touch ends first.
                if let old = down[seat] { append(at, old.id, .up, old.location, line: line) }
                down[seat] = (nextID, location)
                append(at, nextID, .down, location, line: line)
                nextID += 1
            } else if down[seat] != nil {
                down[seat]!.location = location
                append(at, down[seat]!.id, .move, location, line: line)
            } else {
                // A touch that was down when the output began (or where a paste of it begins) lands where it is first seen.
                down[seat] = (nextID, location)
                append(at, nextID, .down, location, line: line)
                nextID += 1
                if at > .zero {
                    let ms = at.components.seconds * 1000 + at.components.attoseconds / 1_000_000_000_000_000
                    warnings.append(ImportWarning(file: file, line: line, reason: "a touch already down when the recording "
                        + "began lands here, \(ms) ms in, where it first moves; what it did before is unknown"))
                }
            }
        }

        private mutating func append(_ time: Duration, _ id: Int, _ change: InputEvent.TouchChange, _ location: Point, line: Int) {
            append(LogRecord(time: time, event: .touch(id: id, change: change, location: location), line: line))
        }

        private mutating func append(_ record: LogRecord) {
            recordCount += 1
            if let sink { sink(record) } else { records.append(record) }
        }

        /// The records, with touches still down at the end cancelled there (none with a ``sink``, which has them all).
        mutating func finish() -> [LogRecord] {
            if let last, let origin {
                for (_, touch) in down.sorted(by: { $0.value.id < $1.value.id }) {
                    append(LogRecord(time: last - origin, event: .touch(id: touch.id, change: .cancel, location: touch.location)))
                }
            }
            down.removeAll()
            return records
        }

        /// `x/y` in percent of the screen as a window position, clamped to the screen.
        private func point(_ text: Substring) -> Point? {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let x = parsedDouble(parts[0]), let y = parsedDouble(parts[1]), x.isFinite, y.isFinite else { return nil }
            let p = calibration.apply(x: min(max(x / 100, 0), 1), y: min(max(y / 100, 0), 1))
            return Point(x: p.x * windowSize.width, y: p.y * windowSize.height)
        }

        /// `+3.222s` as a duration, read exactly from its digits as a log's times are (``LogTime/parse(_:)``); nil for
        /// anything else.
        static func time(_ text: Substring) -> Duration? {
            guard text.last == "s" else { return nil }
            var digits = text.dropLast()
            let negative = digits.first == "-"
            if digits.first == "+" || negative { digits = digits.dropFirst() }
            guard let d = LogTime.parse(digits.utf8) else { return nil }
            return negative ? .zero - d : d
        }
    }
}
