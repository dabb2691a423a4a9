import ArgumentParser
import Foundation
import TesseraGeometry
import TesseraImport
import TesseraRender
import TesseraReplay
import TesseraSimulator

/// `tessera import`: turns a real touch device's recording into an event log.
struct ImportCommand: CatalogCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case evemu, libinput, getevent, evtest
        case debugEvents = "debug-events"
    }

    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn an evemu-record, libinput record, evtest, Android getevent or libinput debug-events file into an event log.",
        discussion: """
            Touches follow the kernel's multi-touch protocols (B, or A on older panels); the device's axis ranges are scaled \
            onto --size (or, without it, the size of --scene) and times start at zero. Without \
            --scene the log carries a flow-layout scene of that size inline. - as the file reads standard \
            input and -o - writes the log to standard output; the log never replaces the recording or the \
            scene. An evemu description kept apart from its events goes first: cat device.desc events | \
            tessera import evemu - …. A libinput, getevent or debug-events recording may hold several devices: the touchscreen \
            (else the touchpad, else a tablet's touch sensor) is imported, or the one --device names. \
            A getevent recording needs getevent -lp's description of the device before getevent -lt's \
            events. libinput debug-events prints the touches libinput delivered, in percent of the \
            touchscreen, which are scaled onto the window (a touchpad's fingers never appear there). A recording made with the display turned (landscape on a phone) needs --rotation, which \
            no recording format records. Pens and mice are refused with the reason (docs/devices.md). Exit \
            status 2 on a bad recording.
            """
    )

    @Argument(help: "The recording's format: evemu, libinput, getevent, evtest or debug-events.")
    var format: Format

    @Argument(help: "The recording file; - for standard input.", completion: .file(extensions: ["evemu", "yaml", "yml", "txt"]))
    var file: String

    @Option(help: "The window size the device maps onto, WxH, such as 320x480 (default: the size of --scene).")
    var size: String?

    @Option(name: .shortAndLong, help: "The event log to write; - for standard output.", completion: .file(extensions: ["log"]))
    var output: String

    @Option(help: "A scene file for the log to start from (default: a flow layout inline).", completion: .file(extensions: ["json"]))
    var scene: String?

    @Option(parsing: .unconditional, help: "The device to import from a libinput, getevent or debug-events recording of several, as its 0-based index in the order the recording lists them (default: the touch device).")
    var device: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("For a getevent recording that does not describe its device (getevent -t without -p, as "
                               + "record-and-replay tools capture it): the touch axes' largest x and y, XxY, such as "
                               + "1079x2399 (getevent -lp prints them as max; often the screen's pixels less one).",
                               valueName: "XxY"))
    var axes: String?

    @Option(help: ArgumentHelp("How far the display was turned while recording, as Android's Surface.ROTATION_* counts it: "
                               + "0, 90 (a quarter turn counterclockwise, the panel's top edge on the left), 180 or 270. "
                               + "The panel's axes are turned to match.", valueName: "degrees"))
    var rotation: DisplayRotation = .upright

    func validate() throws {
        try PathArguments.requireNonEmpty(["<file>": file, "--output": output, "--scene": scene])
    }

    func run(catalog: LayoutCatalog) throws {
        try reportingBadInput {
            let loaded = try scene.map { try Scene.load(path: $0, catalog: catalog) }
            guard let window = try size.map(parseSize) ?? loaded?.size else {
                throw OptionError(message: "--size WxH is needed when there is no --scene to take the size from")
            }
            if let device {
                guard format == .libinput || format == .getevent || format == .debugEvents else {
                    throw OptionError(message: "--device picks one of a libinput, getevent or debug-events recording's devices; an "
                                     + "\(format.rawValue) recording holds one")
                }
                guard device >= 0 else { throw OptionError(message: "--device expects a device's index, 0 or more; got \(device)") }
            }
            let assumedAxes = try axes.map(Self.parseAxes)
            if assumedAxes != nil, format != .getevent {
                throw OptionError(message: "--axes gives the axis ranges that a getevent recording made without -p lacks; "
                                 + (format == .debugEvents ? "debug-events output needs none, its positions are in percent"
                                                           : "an \(format.rawValue) recording describes its device"))
            }
            var roles = FileRoles()
            if file != "-" { roles.input(file) }
            roles.input(scene)
            roles.output(output, option: "--output")
            try roles.check()
            // `-` reads standard input, so that a description and its events kept in two files can be
            // piped in together (`cat device.desc events | tessera import evemu - …`).
            let name = file == "-" ? "<stdin>" : file
            // The bytes read are let go of once they are text: a recording is held once, not twice.
            let text = try {
                do {
                    if file != "-", let text = try TextFile.text(file, limit: TextFile.recordingLimit, kind: "a recording") { return text }
                    guard let data = file == "-" ? try TextFile.read(descriptor: 0, limit: TextFile.recordingLimit, kind: "a recording")
                                                 : try TextFile.read(file, limit: TextFile.recordingLimit, kind: "a recording") else {
                        throw UsageError(message: "\(name): cannot read the file")
                    }
                    return Self.text(of: data)
                } catch let refusal as TextFile.Refusal {
                    throw ImportError(file: name, line: refusal.line, reason: refusal.reason)
                }
            }()
            var importer: any RecordingImporter = switch format {
            case .evemu: EvemuImporter(file: name)
            case .libinput: LibinputImporter(file: name, device: device)
            case .getevent: GeteventImporter(file: name, device: device, assumedAxes: assumedAxes)
            case .evtest: EvtestImporter(file: name)
            case .debugEvents: DebugEventsImporter(file: name, device: device)
            }
            importer.rotation = rotation
            let source: EventLog.SceneSource
            var resize: LogRecord?
            if let scene, let loaded {
                let base = output == "-" ? "." : (output as NSString).deletingLastPathComponent
                source = .path(relativePath(of: scene, from: base))
                // The touches are scaled onto --size: the log says so, so the replay runs at that size.
                if loaded.size != window { resize = LogRecord(time: .zero, event: .resize(window)) }
            } else {
                source = .inline(Self.defaultScene(size: window))
            }
            let recording: ImportedRecording
            var touches = 0
            do {
                if output == "-" {
                    // Standard output gets the log only once the whole recording imported: a pipe is never handed
                    // part of a log and then an error.
                    let imported = try importer.recording(from: text, windowSize: window)
                    let records = (resize.map { [$0] } ?? []) + imported.records
                    touches = records.count { if case .touch = $0.event { true } else { false } }
                    let out = StandardOutput()
                    try out.write(EventLog(scene: source, records: records).text)
                    try out.flush()
                    recording = imported
                } else {
                    // Missing folders are made, as replay's outputs make theirs.
                    try OutputFolder.makeParent(of: output)
                    // Each record is written as soon as it is decoded, so an import holds about a frame of them,
                    // not the recording's; the file appears only once the whole recording imported.
                    var imported: ImportedRecording?
                    try AtomicFile.write(to: output) { fd in
                        let log = StandardOutput(descriptor: fd, name: output)
                        try log.write(EventLogWriter.header(scene: source))
                        if let resize { try log.write { EventLogWriter.appendLine(resize, to: &$0); $0.append(10) } }
                        // The importer's hand-over cannot throw: the first write that fails is kept and thrown after.
                        var failure: (any Error)?
                        imported = try importer.recording(from: text, windowSize: window) { record in
                            if case .touch = record.event { touches += 1 }
                            guard failure == nil else { return }
                            do { try log.write { EventLogWriter.appendLine(record, to: &$0); $0.append(10) } } catch { failure = error }
                        }
                        if let failure { throw failure }
                        try log.flush()
                    }
                    recording = imported!
                }
            } catch var error as ImportError {
                // Named the wrong format: say which one the file looks like.
                if let guess = RecordingImporters.formatName(guessedFrom: text), guess != format.rawValue {
                    error.reason += "; the file looks like \(guess == "evemu" || guess == "evtest" ? "an" : "a") \(guess) recording: "
                        + "tessera import \(guess) …"
                }
                throw error
            }
            for warning in recording.warnings { printError("warning: \(warning)") }
            if let loaded, resize != nil {
                printError("warning: the scene is \(JSONWriter.size(loaded.size)) and the touches were scaled onto "
                           + "\(JSONWriter.size(window)); the log starts with a resize to \(JSONWriter.size(window))")
            }
            if touches == 0 {
                // Not an error (a recording may hold only keys), but rarely what was meant.
                printError("warning: \(name): no contact in the recording touched, so the log holds no touches; "
                           + "docs/devices.md says which contacts count")
            } else if format == .getevent, let mismatch = Self.orientationMismatch(of: recording.device, rotation: rotation, window: window) {
                printError("warning: \(name): \(mismatch)")
            }
            printError("wrote \(touches) touch events to \(output == "-" ? "standard output" : output)")
        }
    }
}

extension ImportCommand {
    /// `--axes XxY`: the largest x and y of a touchscreen's axes, from 0.
    static func parseAxes(_ text: String) throws -> (x: AxisRange, y: AxisRange) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Int32(parts[0]), let y = Int32(parts[1]), x >= 1, y >= 1 else {
            throw OptionError(message: "--axes expects the touch axes' largest x and y, XxY, each 1 or more, such as 1079x2399; "
                             + "got \"\(text.prefix(40))\"")
        }
        return (AxisRange(minimum: 0, maximum: x), AxisRange(minimum: 0, maximum: y))
    }

    /// The text of a recording file: UTF-8, or UTF-16 after its byte-order mark, as Windows PowerShell's `>`
    /// writes `adb shell getevent -lt > file`. Bytes that are not UTF-8 become U+FFFD, so the importer
    /// reports the line they are on.
    static func text(of data: Data) -> String {
        let bytes = [UInt8](data.prefix(2))
        guard bytes == [0xFF, 0xFE] || bytes == [0xFE, 0xFF] else { return String(decoding: data, as: UTF8.self) }
        let littleEndian = bytes[0] == 0xFF
        var units: [UInt16] = []
        units.reserveCapacity(data.count / 2)
        var index = data.startIndex + 2
        while index + 1 < data.endIndex {
            let a = UInt16(data[index]), b = UInt16(data[index + 1])
            units.append(littleEndian ? a | b << 8 : a << 8 | b)
            index += 2
        }
        // An odd byte at the end is half a character: it becomes U+FFFD, as a broken UTF-8 sequence does.
        if index < data.endIndex { units.append(0xD800) }
        return String(decoding: units, as: UTF16.self)
    }

    /// What to say when an Android touchscreen, turned by `rotation`, is clearly portrait and `window` clearly
    /// landscape (or the other way round): most likely the app ran with the display turned, which getevent does
    /// not record, and `--rotation` is missing (or wrong). Without it the touches are stretched across the window.
    /// Nil when the shapes agree, or are too near square to tell.
    ///
    /// Only for getevent: on Linux a panel mounted turned carries its calibration, and a landscape laptop screen
    /// scaled onto a portrait phone scene is a choice, not a mistake.
    static func orientationMismatch(of device: DeviceDescription, rotation: DisplayRotation, window: Size) -> String? {
        guard device.kind == .touchscreen, let panel = device.aspectRatio(turnedBy: rotation) else { return nil }
        let screen = window.width / window.height, clearly = 1.2
        func shape(_ aspect: Double) -> String { aspect > 1 ? "landscape" : "portrait" }
        guard (panel >= clearly && screen <= 1 / clearly) || (panel <= 1 / clearly && screen >= clearly) else { return nil }
        let turned = rotation == .upright ? "" : ", turned \(rotation.degrees)°,"
        return "the touchscreen\(turned) is \(shape(panel)) and the window "
            + "(\(JSONWriter.number(window.width))x\(JSONWriter.number(window.height))) \(shape(screen)), so the touches are "
            + "stretched across it; was the display turned while recording? --rotation 90 or 270 turns them as Android did"
    }

    /// The scene an import without `--scene` starts from: a flow grid the size the touches were
    /// scaled onto, with a second layout, so every recognizer is attached (tap, double tap and
    /// two-finger tap, which switch layouts, pinch, rotation, pan, long press and swipe) and the
    /// transcript shows every gesture the recording holds.
    static func defaultScene(size: Size) -> JSONValue {
        .object([
            "size": .array([.number(size.width), .number(size.height)]),
            "layout": .object(["type": .string("flow"), "itemSize": .array([.number(70), .number(70)])]),
            "alternates": .array([.object(["type": .string("flow"), "itemSize": .array([.number(110), .number(110)])])]),
            "sections": .array([.object(["items": .number(60)])]),
            "interactions": .object(["swipe": .bool(true)]),
        ])
    }
}

/// Parses "WxH" into a positive size.
func parseSize(_ text: String) throws -> Size {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
          Scene.isValidWindowSize(Size(width: w, height: h)) else {
        throw OptionError(message: "--size expects WxH, positive and at most \(Int(Scene.maximumWindowDimension)) a side, "
                         + "such as 320x480; got \"\(text.prefix(40))\"")
    }
    return Size(width: w, height: h)
}

/// `path` relative to `directory` when both are relative to the same place, else absolute.
///
/// Both are resolved through symbolic links first: the reader joins the path to the log's
/// directory and the system follows `..` from where that directory really is.
func relativePath(of path: String, from directory: String) -> String {
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.pathComponents
    let base = URL(fileURLWithPath: directory.isEmpty ? "." : directory).resolvingSymlinksInPath().standardizedFileURL.pathComponents
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
    let ups = Array(repeating: "..", count: base.count - common)
    return (ups + target[common...]).joined(separator: "/")
}

/// Writes `text` to `path` through ``AtomicFile``: all at once or not at all, safely.
func writeAtomically(_ text: String, to path: String) throws {
    try AtomicFile.write(text, to: path)
}

/// `--rotation` takes degrees: 0, 90, 180 or 270.
extension DisplayRotation: ExpressibleByArgument {}
