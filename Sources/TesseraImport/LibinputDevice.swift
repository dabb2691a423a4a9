import TesseraReplay
import TesseraSimulator
import TesseraGeometry

/// One entry of a libinput recording's `devices:` list, as the reader leaves it: where it
/// starts, what it describes, and, if its events were decoded, their decoding.
struct LibinputDevice {
    /// The device's 0-based index in `devices:`, what `--device` takes.
    let index: Int
    /// The line of the device's first key (`- node: …`), for errors about the device.
    let line: Int
    /// What its `evdev:`, `udev:` and `libinput:` entries say.
    var description = DeviceDescription()
    /// Whether its `events:` entry was read: an `evdev:` after it is refused.
    var sawEvents = false
    /// Its events so far, when they are being decoded; nil when they are skipped or failed.
    var decoding: RecordingDecoding?
    /// The first thing wrong in its events, kept and thrown only if this device is the one imported.
    var failure: ImportError?
    /// The quirks libinput gives the device (its `quirks:` list), by name: `AttrPressureRange` → `25:20`.
    var quirks: [String: String] = [:]
    /// The bus it is on, the first number of its `evdev:` `id:` (5 is Bluetooth); nil when not recorded.
    var bus: Int?
    /// Its axes' resolutions (units per mm, or for pressure whether it is real force), the fifth number of each
    /// `absinfo:` entry, by `ABS_*` code.
    var resolutions: [UInt16: Int32] = [:]
    /// The line of each `absinfo:` entry, by `ABS_*` code, for errors about the axis.
    var axisLines: [UInt16: Int] = [:]
    private let file: String?
    private let windowSize: Size
    private let rotation: DisplayRotation

    /// A device at `index` whose entry starts at `line`, decoded onto `windowSize` turned by `rotation`.
    init(index: Int, line: Int, file: String?, windowSize: Size, rotation: DisplayRotation) {
        self.index = index
        self.line = line
        self.file = file
        self.windowSize = windowSize
        self.rotation = rotation
    }

    /// `device 1 "Wacom Intuos S Pen"`, for messages.
    var subject: String {
        "device \(index)" + (description.name.map { " \(boundedQuote($0))" } ?? "")
    }

    /// Starts decoding the device's events, handing its records to `sink` as they are decoded when one is given, or
    /// records why it cannot.
    mutating func startDecoding(sink: ((LogRecord) -> Void)? = nil) {
        do {
            decoding = try RecordingDecoding(device: description, windowSize: windowSize, rotation: rotation,
                                             reading: .libinput(touchpad: touchpadRules), file: file, line: line,
                                             axisLines: axisLines, sink: sink)
        } catch {
            failure = error as? ImportError ?? ImportError(file: file, line: line, reason: "\(error)")
        }
    }

    /// libinput's rules for which contacts touch when the device is a touchpad (``TouchpadRules``), else nil.
    ///
    /// libinput counts a touchpad as external when udev's `ID_INTEGRATION` says so, or, without it, when it is on
    /// Bluetooth.
    var touchpadRules: TouchpadRules? {
        guard description.kind == .touchpad else { return nil }
        let integration = description.udevProperties["ID_INTEGRATION"]
        let external = integration.map { $0 == "external" } ?? (bus == 5)
        return TouchpadRules.libinput(axes: description.axes, pressureResolution: resolutions[EvdevEvent.ABS_MT_PRESSURE] ?? 0,
                                      quirks: quirks, external: external, resolutions: resolutions,
                                      properties: description.properties, udev: description.udevProperties)
    }

    /// Whether its records go to a sink as they are decoded (``startDecoding(sink:)``), so its recording holds none.
    var isStreamed: Bool { decoding?.sink != nil }

    /// Applies one event, or keeps the first error and stops decoding.
    mutating func feed(_ event: EvdevEvent) {
        guard decoding != nil else { return }
        do {
            try decoding!.feed(event)
        } catch {
            fail(error as? ImportError ?? ImportError(file: file, line: event.line, reason: "\(error)"))
        }
    }

    /// Keeps `error` as the device's failure, if it is the first, and stops decoding.
    mutating func fail(_ error: ImportError) {
        if failure == nil { failure = error }
        decoding = nil
    }

    /// The device's description, records and warnings.
    ///
    /// - Throws: ``ImportError``: its first failure, a missing X/Y axis, or no events.
    mutating func recording() throws -> ImportedRecording {
        if let failure { throw failure }
        if decoding == nil { startDecoding() }
        if let failure { throw failure }
        guard decoding!.hasEvents else {
            throw ImportError(file: file, line: line, reason: "the recording has no events from \(subject)")
        }
        return try decoding!.finish(device: description)
    }
}
