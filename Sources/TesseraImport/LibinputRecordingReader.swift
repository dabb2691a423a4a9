import TesseraReplay
import TesseraSimulator
import TesseraGeometry

/// Walks a `libinput record` file's YAML events once: reads every device's description,
/// decodes the events of the devices that may be imported, and skips everything else.
///
/// A device's `evdev:`, `udev:` and `libinput:` entries come before its `events:`, as
/// libinput writes them, so its kind is known when its events begin: a touch device's
/// events (or only the requested device's) are decoded as they are read, the others
/// skipped. ``chosenDevice()`` then picks the device to import.
struct LibinputRecordingReader {
    private let reader: YAMLEventReader
    private let file: String?
    private let requested: Int?
    private let windowSize: Size
    private let rotation: DisplayRotation
    private let decode: Bool
    private(set) var devices: [LibinputDevice] = []
    /// Where the records of the device certain to be imported go as they are decoded (see ``streams(_:)``);
    /// nil, or another device, keeps them in the device's decoding.
    var sink: ((LogRecord) -> Void)?
    private var devicesLine = 1
    private var sawDevices = false
    private var sawVersion = false

    /// A walk over `reader`'s events; `device` is the requested index, if any; events are decoded onto
    /// `windowSize` turned by `rotation`, or with `decode` false skipped, for a description only.
    init(_ reader: YAMLEventReader, file: String?, device: Int?, windowSize: Size, rotation: DisplayRotation = .upright, decode: Bool) {
        self.reader = reader
        self.file = file
        self.requested = device
        self.windowSize = windowSize
        self.rotation = rotation
        self.decode = decode
    }

    /// Reads the first YAML document: its top-level mapping's `version:` and `devices:`.
    ///
    /// - Throws: ``ImportError``: "not a libinput recording" unless the first line that is not a
    ///   comment is `version:`; an unsupported version; YAML errors and malformed entries where they are.
    mutating func read() throws {
        // libinput writes `version:` first, after an optional `# libinput record` comment. Checking
        // that before parsing keeps a file that is not YAML at all from reading as a YAML error:
        // libyaml checks its input's characters a buffer ahead of the tokens it scans.
        guard Self.startsWithVersion(reader.input) else { throw notLibinput }
        try readDocument()
        guard sawVersion else { throw notLibinput }
    }

    /// Whether the first line that is not blank, a comment or `---` starts with `version:`.
    static func startsWithVersion(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            var end = index
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var start = index
            while start < end && (bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t")
                                  || bytes[start] == UInt8(ascii: "\r")) { start += 1 }
            let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if !line.isEmpty && line[0] != UInt8(ascii: "#") && !line.starts(with: "---".utf8) {
                return line.starts(with: "version:".utf8)
            }
            index = end + 1
        }
        return false
    }

    /// The device to import: the requested one, else the first touchscreen, touchpad or tablet touch sensor with
    /// events (``describedDevice()``).
    ///
    /// - Throws: ``ImportError`` when there is no device, the requested index is past the last,
    ///   the requested device is not a touch device, or none is (each with the reason).
    func chosenDevice() throws -> LibinputDevice {
        let device = try describedDevice()
        if requested != nil || device.description.kind.isTouch {
            if let refusal = device.description.refusal(subject: device.subject) { throw error(refusal, line: device.line) }
            return device
        }
        if devices.count == 1, let refusal = devices[0].description.refusal(subject: devices[0].subject) {
            throw error(refusal, line: devices[0].line)
        }
        let listed = devices.prefix(4).map { "\($0.subject) is \($0.description.kind.noun)" }.joined(separator: ", ")
        throw error("none of the recording's \(devices.count) devices is a touch device: \(listed)\(devices.count > 4 ? ", …" : ""); "
                    + "see docs/devices.md", line: devicesLine)
    }

    /// Whether `device`, whose events begin, is the one ``chosenDevice()`` will pick whatever follows: the requested
    /// one, or with none requested the first device of the kind preferred above all (a touchscreen). That one is picked
    /// if it has any event; one with none has streamed nothing, and another device is picked.
    private func streams(_ device: LibinputDevice) -> Bool {
        if let requested { return requested == device.index }
        let kind = device.description.kind
        return kind == DeviceKind.touchKinds.first && !devices.contains { $0.description.kind == kind }
    }

    /// The requested device, else the first touchscreen, touchpad or tablet touch sensor with events, else the first
    /// one with none, else the first device.
    ///
    /// - Throws: ``ImportError`` when there is no device or the requested index is past the last.
    func describedDevice() throws -> LibinputDevice {
        guard !devices.isEmpty else { throw error("the recording has no devices", line: devicesLine) }
        if let requested {
            guard requested < devices.count else {
                throw error("--device \(requested), but the recording holds \(devices.count) device\(devices.count == 1 ? "" : "s"), "
                            + "numbered from 0", line: devicesLine)
            }
            return devices[requested]
        }
        // A machine with two touchscreens (a dual-screen laptop, a phone's idle wrapper device) lists both, and the
        // one the recording caught touches on is the one meant.
        for kind in DeviceKind.touchKinds {
            if let device = devices.first(where: { $0.description.kind == kind && $0.decoding?.hasEvents == true }) { return device }
        }
        for kind in DeviceKind.touchKinds {
            if let device = devices.first(where: { $0.description.kind == kind }) { return device }
        }
        return devices[0]
    }

    private var notLibinput: ImportError {
        ImportError(file: file, line: 1, reason: "not a libinput recording: no \"version:\" line")
    }

    private func error(_ reason: String, line: Int? = nil) -> ImportError {
        reader.error(reason, line: line)
    }

    // MARK: The document and its devices

    private mutating func readDocument() throws {
        guard try reader.next() == .streamStart, try reader.next() == .documentStart else { return }
        try reader.readMapping { key in
            switch key {
            case "version":
                let line = reader.line
                // libinput writes one recording a file: a second version (or devices) list is another file joined
                // on, whose devices would otherwise be taken for the first's, or left out.
                guard !sawVersion else {
                    throw error("a second \"version:\": the file holds more than one recording; import each on its own", line: line)
                }
                guard try reader.next() == .scalar, let version = reader.integer() else {
                    throw error("\"version:\" is not a number", line: line)
                }
                guard version == 1 else {
                    throw error("unsupported libinput recording version \(version); this build reads version 1", line: line)
                }
                sawVersion = true
            case "devices":
                guard sawVersion else { throw notLibinput }
                guard !sawDevices else {
                    throw error("a second \"devices:\" list: the file holds more than one recording; import each on its own",
                                line: reader.line)
                }
                sawDevices = true
                devicesLine = reader.line
                try readDevices()
            default:
                try reader.skipValue()
            }
        }
        // One recording a file: a second document (joined on after `---` or `...`) would be left out unread.
        guard try reader.next() == .documentEnd else { return }
        if try reader.next() == .documentStart {
            throw error("a second YAML document: the file holds more than one recording; import each on its own",
                        line: reader.line)
        }
    }

    private mutating func readDevices() throws {
        let list = try reader.next()
        guard list == .sequenceStart else {
            if list == .scalar && reader.scalarIsNull { return }
            throw error("\"devices:\" is not a list of devices")
        }
        while true {
            let item = try reader.next()
            if item == .sequenceEnd || item == .streamEnd { return }
            guard item == .mappingStart else { throw error("a device is a mapping of node:, evdev:, udev: and events:") }
            var device = LibinputDevice(index: devices.count, line: reader.line, file: file, windowSize: windowSize, rotation: rotation)
            try reader.readEntries { key in try read(key, of: &device) }
            devices.append(device)
        }
    }

    private mutating func read(_ key: String, of device: inout LibinputDevice) throws {
        switch key {
        case "evdev":
            guard !device.sawEvents else {
                throw error("\(device.subject) has its evdev: description after its events:; libinput writes it first")
            }
            try reader.readMapping { key in try readEvdev(key, into: &device) }
        case "udev":
            try reader.readMapping { key in
                guard key == "properties" else { return try reader.skipValue() }
                try reader.readScalars { entry in
                    if let equals = entry.firstIndex(of: "=") {
                        device.description.udevProperties[String(entry[..<equals])] = String(entry[entry.index(after: equals)...])
                    }
                }
            }
        case "quirks":
            try reader.readScalars { entry in
                if let equals = entry.firstIndex(of: "=") {
                    device.quirks[String(entry[..<equals])] = String(entry[entry.index(after: equals)...])
                }
            }
        case "libinput":
            try reader.readMapping { key in
                guard key == "capabilities" else { return try reader.skipValue() }
                try reader.readScalars { device.description.capabilities.insert($0) }
            }
        case "events":
            device.sawEvents = true
            try readEvents(of: &device)
        default:
            try reader.skipValue()
        }
    }

    /// An `evdev:` entry: its `id:` and `absinfo:` here, for what only libinput's touchpad rules read, the rest
    /// into the device's description.
    private func readEvdev(_ key: String, into device: inout LibinputDevice) throws {
        switch key {
        case "id":
            device.bus = try reader.integers().first.map { Int(clamping: $0) }
        case "absinfo":
            try reader.readMapping { key in
                let line = reader.line
                guard let code = UInt16(key) else { return try reader.skipValue() }
                let values = try reader.integers()
                guard values.count >= 2 else { throw error("an absinfo entry needs [min, max, …]", line: line) }
                device.description.axes[code] = AxisRange(minimum: Int32(clamping: values[0]), maximum: Int32(clamping: values[1]))
                device.axisLines[code] = line
                if values.count >= 5 { device.resolutions[code] = Int32(clamping: values[4]) }
            }
        default:
            try readEvdev(key, into: &device.description)
        }
    }

    private func readEvdev(_ key: String, into description: inout DeviceDescription) throws {
        switch key {
        case "name":
            let value = try reader.next()
            if value == .scalar { description.name = reader.text() } else { try reader.skip(from: value) }
        case "codes":
            description.bitsListed = true
            try reader.readMapping { key in
                guard let type = UInt16(key), type < 0x20 else { return try reader.skipValue() }
                for code in try reader.integers() where code >= 0 && code <= DeviceDescription.maximumCode {
                    description.codes[type, default: []].insert(UInt16(code))
                }
            }
        case "properties":
            description.bitsListed = true
            for property in try reader.integers() where property >= 0 && property <= DeviceDescription.maximumProperty {
                description.properties.insert(UInt16(property))
            }
        default:
            try reader.skipValue()
        }
    }

    // MARK: Events

    private mutating func readEvents(of device: inout LibinputDevice) throws {
        let list = try reader.next()
        guard list == .sequenceStart else {
            if list == .scalar && reader.scalarIsNull { return }
            throw error("\"events:\" is not a list of event frames")
        }
        let kind = device.description.kind
        let wanted = decode && (requested.map { $0 == device.index } ?? kind.isTouch) && kind.isTouch
        if wanted { device.startDecoding(sink: streams(device) ? sink : nil) }
        while true {
            let frame = try reader.next()
            if frame == .sequenceEnd || frame == .streamEnd { return }
            guard frame == .mappingStart else {
                try reader.skip(from: frame)
                continue
            }
            try reader.readEntries { key in
                guard key == "evdev" else { return try reader.skipValue() }
                let line = reader.line
                let rows = try reader.next()
                guard rows == .sequenceStart else {
                    // A frame's events that are not a list (a mapping, a word, an alias) would be lost without a word.
                    let empty = rows == .scalar && reader.scalarIsNull
                    try reader.skip(from: rows)
                    if !empty, device.decoding != nil {
                        device.fail(error("\"evdev:\" is not a list of [sec, usec, type, code, value] events", line: line))
                    }
                    return
                }
                while true {
                    let row = try reader.next()
                    if row == .sequenceEnd || row == .streamEnd { break }
                    guard device.decoding != nil else {
                        try reader.skip(from: row)
                        continue
                    }
                    switch try readRow(from: row) {
                    case .success(let event): device.feed(event)
                    case .failure(let failure): device.fail(failure)
                    }
                }
            }
        }
    }

    /// One `[sec, usec, type, code, value]` row, read to its end whatever it holds, so that a
    /// malformed row fails the device and not the walk.
    private func readRow(from first: YAMLEventReader.Event) throws -> Result<EvdevEvent, ImportError> {
        let line = reader.line
        var shape: ImportError { error("an evdev event is [sec, usec, type, code, value]", line: line) }
        guard first == .sequenceStart else {
            try reader.skip(from: first)
            return .failure(shape)
        }
        var values: (Int64, Int64, Int64, Int64, Int64) = (0, 0, 0, 0, 0)
        var count = 0
        var problem: ImportError?
        while true {
            let item = try reader.next()
            if item == .sequenceEnd || item == .streamEnd { break }
            count += 1
            guard item == .scalar else {
                try reader.skip(from: item)
                problem = problem ?? shape
                continue
            }
            guard let value = reader.integer() else {
                problem = problem ?? error("expected an integer, found \(quoted(reader.text()))")
                continue
            }
            switch count {
            case 1: values.0 = value
            case 2: values.1 = value
            case 3: values.2 = value
            case 4: values.3 = value
            case 5: values.4 = value
            default: break
            }
        }
        if let problem { return .failure(problem) }
        guard count == 5 else { return .failure(shape) }
        // The row has the shape; say which of its values cannot be.
        if values.0 < 0 { return .failure(error("the event's time \(values.0) s is negative; a recording's times are the kernel's clock", line: line)) }
        if values.1 < 0 || values.1 >= 1_000_000 {
            return .failure(error("the event's microseconds \(values.1) are not 0…999999", line: line))
        }
        if values.2 < 0 || values.3 < 0 { return .failure(error("the event's type and code cannot be negative", line: line)) }
        return .success(EvdevEvent(seconds: values.0, microseconds: values.1, type: UInt16(clamping: values.2),
                                   code: UInt16(clamping: values.3), value: Int32(clamping: values.4), line: line))
    }
}
