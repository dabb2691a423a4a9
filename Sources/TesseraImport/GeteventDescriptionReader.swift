import TesseraSimulator

/// Collects the device descriptions `getevent` prints (`add device`, `name:`, and with `-p` the
/// `events:` and `input props:` lists) into ``GeteventDevice``s, labelled (`-l`) or in hex.
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
/// ```
///
/// A device added again (a second `getevent` run's header, appended after the first's) adds to
/// what the first said, so a `-p` description followed by a recording reads as one. Lines
/// `getevent -i` adds (bus, vendor, location, version, the HID descriptor) are skipped.
struct GeteventDescriptionReader {
    /// The devices so far, in the order they were first added.
    private(set) var devices: [GeteventDevice] = []
    private var indexByPath: [Substring: Int] = [:]
    /// The most devices a recording may describe: a phone has a few dozen input nodes, and each device is kept.
    static let maximumDevices = 1024
    private var current: Int?
    private var section = Section.header
    private let file: String?

    private enum Section {
        case header
        /// In `events:`, after the type line of `type` (nil before the first).
        case events(type: UInt16?)
        case properties
        /// A HID descriptor's bytes, or what follows a `remove device` line.
        case skipping
    }

    /// A reader whose errors name `file`.
    init(file: String?) {
        self.file = file
    }

    /// Whether `line` (a line that is not an event) is one this reader takes: `add device`,
    /// `remove device`, or an indented line of a description.
    static func isDescription(_ line: Substring) -> Bool {
        line.utf8.first == 0x20 || line.utf8.first == 0x09 || line.utf8.starts(with: "add device ".utf8)
            || line.utf8.starts(with: "remove device ".utf8) || isFlattenedDescription(line)
    }

    /// The description lines a paste may carry without their indentation (GitHub's rendering of an issue strips it):
    /// `name:`, `events:`, `input props:`, `getevent -i`'s fields, a type's line (`ABS (0003): …`), an axis
    /// (`… : value V, min …`), a property or a code continuing a type's list. None can be an event: getevent's events
    /// start with their time (`[`), their node (`/dev/`), their type (`EV_…`) or, without `-l`, four hex digits.
    static func isFlattenedDescription(_ line: Substring) -> Bool {
        let u = line.utf8
        for keyword in flattenedKeywords where u.starts(with: keyword.utf8) { return true }
        if line.contains(": value ") { return true }
        // `ABS (0003):` or a continuation's `BTN_TOOL_FINGER BTN_TOUCH`: a capital name, then a space or an underscore.
        guard let first = u.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"), !u.starts(with: "EV_".utf8) else {
            return false
        }
        let name = u.prefix { ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
        let rest = u.dropFirst(name.count)
        if rest.starts(with: " (".utf8) { return rest.contains(UInt8(ascii: ")")) && line.contains("):") }
        return rest.first == UInt8(ascii: "_")
    }

    private static let flattenedKeywords = ["name:", "events:", "input props:", "bus:", "vendor ", "product ", "version:",
                                            "version ", "location:", "id:", "HID descriptor:", "<none>"]

    /// Reads one description line.
    ///
    /// - Throws: ``ImportError`` at `number` for an indented line before any `add device`, an
    ///   `add device` line without a node, or a malformed `events:` or `input props:` entry.
    mutating func read(_ line: Substring, at number: Int) throws {
        if line.hasPrefix("add device ") {
            guard let colon = line.firstIndex(of: ":") else { throw error("malformed \"add device N: /dev/input/eventN\" line", number) }
            let path = line[line.index(after: colon)...].trimmingBlanks
            guard !path.isEmpty else { throw error("malformed \"add device N: /dev/input/eventN\" line", number) }
            if let known = indexByPath[path] {
                current = known
            } else {
                guard devices.count < Self.maximumDevices else {
                    throw error("more than \(Self.maximumDevices) devices; getevent lists each input node once", number)
                }
                indexByPath[path] = devices.count
                devices.append(GeteventDevice(index: devices.count, path: path, line: number))
                current = devices.count - 1
            }
            section = .header
            return
        }
        if line.hasPrefix("remove device ") {
            current = nil
            section = .skipping
            return
        }
        let text = line.trimmingBlanks
        if text.isEmpty { return }
        if case .skipping = section { return }
        guard let index = current else {
            throw error("a device description line before any \"add device\" line", number)
        }
        if text.hasPrefix("name:") {
            let rest = text.dropFirst(5).trimmingBlanks
            // getevent prints the name in quotes, as is: quotes inside it stay.
            devices[index].description.name = String(rest.withoutEnclosingQuotes)
            section = .header
        } else if text == "events:" {
            devices[index].listsEvents = true
            devices[index].description.bitsListed = true
            section = .events(type: nil)
        } else if text == "input props:" {
            section = .properties
        } else if text.hasPrefix("HID descriptor:") {
            section = .skipping
        } else {
            switch section {
            case .header, .skipping:
                // getevent -i's bus, vendor, product, version, location and id lines.
                break
            case .events(let type):
                try readEvents(text, type: type, device: index, at: number)
            case .properties:
                try readProperty(text, device: index, at: number)
            }
        }
    }

    /// One line of `events:`: `KEY (0001): …` starts a type's codes; a line without the type continues the last.
    private mutating func readEvents(_ text: Substring, type: UInt16?, device index: Int, at number: Int) throws {
        var entries = text
        var type = type
        if let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")"),
           text[text.index(after: close)...].first == ":", !text[..<open].contains(":") {
            guard let code = UInt16(text[text.index(after: open)..<close], radix: 16) else {
                throw error("malformed event type \(quoted(text[..<text.index(after: close)])); expected \"ABS (0003):\"", number)
            }
            type = code
            section = .events(type: code)
            entries = text[text.index(text.index(after: close), offsetBy: 1)...]
        }
        guard let type else { throw error("an event code before its type; expected a line such as \"ABS (0003): …\"", number) }
        if type == EvdevEvent.EV_ABS {
            if entries.trimmingBlanks.isEmpty { return }
            let axis = try self.axis(entries, at: number)
            devices[index].description.codes[type, default: []].insert(axis.code)
            devices[index].description.axes[axis.code] = axis.range
            devices[index].axisLines[axis.code] = number
            return
        }
        for token in entries.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            // A `*` after a key says it was down when getevent looked.
            let name = token.last == "*" ? token.dropLast() : token
            guard let code = Self.code(name, type: type) else {
                if EvdevNames.namesEveryCode(of: type) { throw error("unknown event code \(quoted(name))", number) }
                continue
            }
            if code <= DeviceDescription.maximumCode { devices[index].description.codes[type, default: []].insert(code) }
        }
    }

    /// `ABS_MT_POSITION_X : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0` (or the code in hex).
    private func axis(_ entry: Substring, at number: Int) throws -> (code: UInt16, range: AxisRange) {
        let malformed = error("malformed axis \(quoted(entry.trimmingBlanks)); expected "
                              + "\"ABS_X : value V, min A, max B, fuzz F, flat L, resolution R\"", number)
        guard let colon = entry.firstIndex(of: ":") else { throw malformed }
        let name = entry[..<colon].trimmingBlanks
        guard let code = Self.code(name, type: EvdevEvent.EV_ABS) else {
            throw error("unknown axis \(quoted(name))", number)
        }
        var fields: [Substring: Int32] = [:]
        for part in entry[entry.index(after: colon)...].split(separator: ",") {
            let words = part.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard words.count == 2, let value = Int32(words[1]) else { throw malformed }
            fields[words[0]] = value
        }
        guard let minimum = fields["min"], let maximum = fields["max"] else { throw malformed }
        return (code, AxisRange(minimum: minimum, maximum: maximum))
    }

    /// A line of `input props:`: a property's name, its number in hex, or `<none>`.
    private mutating func readProperty(_ text: Substring, device index: Int, at number: Int) throws {
        if text.hasPrefix("<") { return }
        let property: UInt16
        if let named = EvdevNames.property(named: text) {
            property = named
        } else if text.count <= 4, let bit = UInt16(text, radix: 16) {
            property = bit
        } else {
            throw error("unknown input property \(quoted(text))", number)
        }
        if property <= DeviceDescription.maximumProperty { devices[index].description.properties.insert(property) }
    }

    /// A code as getevent prints it: its name, or four hex digits when it has none (or without `-l`).
    static func code(_ text: Substring, type: UInt16) -> UInt16? {
        if let named = EvdevNames.code(named: text, type: type) { return named }
        return text.count <= 4 ? UInt16(text, radix: 16) : nil
    }

    private func error(_ reason: String, _ line: Int) -> ImportError {
        ImportError(file: file, line: line, reason: reason)
    }
}
