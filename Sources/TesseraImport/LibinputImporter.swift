import TesseraReplay
import TesseraSimulator
import Foundation
import TesseraGeometry

/// Reads a `libinput record` YAML file (libinput 1.x, `version: 1`) and turns one device's
/// touches into log records.
///
/// The file is parsed as YAML by libyaml, one event at a time: nothing but the devices'
/// descriptions and the records is kept, so a long recording imports in the memory its
/// log takes. It reads the YAML subset libinput writes:
///
/// ```yaml
/// # libinput record
/// version: 1
/// ndevices: 2
/// libinput: {version: "1.25.0", git: "unknown"}
/// system: {os: "debian:13", kernel: "6.12.0", dmi: "dmi:…"}
/// devices:
/// - node: /dev/input/event5
///   evdev:
///     name: "ELAN Touchscreen"
///     id: [24, 1267, 11352, 256]
///     codes: {0: [0, 1, 2], 1: [330], 3: [0, 1, 47, 53, 54, 57]}   # EV_KEY: BTN_TOUCH …
///     absinfo: {53: [0, 4095, 0, 0, 12], 54: [0, 2047, 0, 0, 12]}  # [min, max, fuzz, flat, resolution]
///     properties: [1]                                                # INPUT_PROP_DIRECT
///   hid: [0x05, 0x0d, …]
///   udev: {properties: [ID_INPUT=1, ID_INPUT_TOUCHSCREEN=1], virtual: false}
///   quirks: […]
///   libinput: {capabilities: [touch]}
///   events:
///   - evdev:
///     - [  0,      0,   3,  57,      5] # EV_ABS / ABS_MT_TRACKING_ID       5
///     - [  0,      0,   0,   0,      0] # ------------ SYN_REPORT (0) ---------- +0ms
///   - libinput:
///     - {time: 0.000000, type: TOUCH_DOWN, …}
/// ```
///
/// Each `[sec, usec, type, code, value]` row under an `evdev:` entry is one kernel event;
/// `libinput:` and `hid:` entries, comments and unknown keys are skipped. A recording may hold
/// several devices: the import takes the one ``device`` names, or else the touch device
/// (``DeviceKind/isTouch``), preferring a touchscreen, then a touchpad, then a tablet's touch
/// sensor, the first of a kind. A pen or a mouse is refused with the reason.
public struct LibinputImporter: RecordingImporter {
    /// `"libinput"`, the name `tessera import libinput` takes.
    public static let formatName = "libinput"

    /// The path that errors name; nil prints as `recording`.
    public let file: String?
    /// How the display was turned while recording (`--rotation`): positions are turned to match.
    public var rotation: DisplayRotation = .upright
    /// The device to import, as a 0-based index into the recording's `devices:` list (`--device N`); nil picks the touch device.
    public let device: Int?

    /// An importer whose errors name `file`, picking the recording's touch device.
    public init(file: String? = nil) {
        self.init(file: file, device: nil)
    }

    /// An importer whose errors name `file`, importing the device at index `device` of the recording's `devices:` (nil: the touch device).
    public init(file: String?, device: Int?) {
        self.file = file
        self.device = device
    }

    /// The touches of the chosen device in the `libinput record` text as log records, times from 0 and positions scaled onto `windowSize`.
    ///
    /// - Throws: ``ImportError`` for text that is not a `version: 1` libinput recording, YAML
    ///   that does not parse (at libyaml's line and column), a malformed `absinfo` or event
    ///   entry, a chosen device that is not a touch device (and why), no touch device, a
    ///   ``device`` index past the last device, a missing X/Y axis, no events, or time going backwards.
    public func records(from text: String, windowSize: Size) throws -> [LogRecord] {
        try read(text, windowSize: windowSize, decode: true).records
    }

    /// ``records(from:windowSize:)``, with the description of the device they come from and the import's warnings.
    public func recording(from text: String, windowSize: Size) throws -> ImportedRecording {
        try read(text, windowSize: windowSize, decode: true)
    }

    /// The description of the device an import of `text` reads (the one ``device`` names, else the
    /// touch device), or of its first device when none is a touch device; and so its ``DeviceDescription/kind``.
    ///
    /// - Throws: ``ImportError`` as ``records(from:windowSize:)`` does for the recording's structure,
    ///   no device or a ``device`` index past the last; the events are parsed but not decoded.
    public func device(in text: String) throws -> DeviceDescription {
        try read(text, windowSize: Size(width: 1, height: 1), decode: false).device
    }

    /// ``recording(from:windowSize:)`` with each record handed to `emit`, in order: the recording returned holds none.
    /// The records of the device certain to be imported as soon as its events begin (the one ``device`` names, or the
    /// recording's first touchscreen) are handed over as they are decoded; another device's, chosen only once
    /// every device was read (a touchpad, when no touchscreen follows), at the end.
    public func recording(from text: String, windowSize: Size, emit: @escaping (LogRecord) -> Void) throws -> ImportedRecording {
        try read(text, windowSize: windowSize, decode: true, emit: emit)
    }

    private func read(_ text: String, windowSize: Size, decode: Bool, emit: ((LogRecord) -> Void)? = nil) throws -> ImportedRecording {
        var text = RecordingText.normalized(text)
        return try text.withUTF8 { bytes in
            var recording = LibinputRecordingReader(YAMLEventReader(bytes, file: file), file: file, device: device,
                                                    windowSize: windowSize, rotation: rotation, decode: decode)
            recording.sink = emit
            try recording.read()
            guard decode else { return ImportedRecording(device: try recording.describedDevice().description, records: []) }
            var chosen = try recording.chosenDevice()
            var imported = try chosen.recording()
            if let emit, !chosen.isStreamed {
                for record in imported.records { emit(record) }
                imported.records = []
            }
            return imported
        }
    }
}
