import TesseraGeometry
import TesseraReplay

/// Turns a touch device's recording into event-log records: the one place a
/// recording format's coordinates and times become Tessera's.
///
/// Each format is one type. An importer maps the device's axis ranges onto the
/// window, starts times at zero, and refuses a recording it cannot read with an
/// ``ImportError`` naming the file, the line and the reason.
///
/// ```swift
/// let records = try EvemuImporter(file: "tap.evemu").records(from: text, windowSize: Size(width: 320, height: 480))
/// ```
public protocol RecordingImporter: Sendable {
    /// The format's name, as `tessera import` takes it (`evemu`, `libinput`, `getevent`, `evtest`, `debug-events`).
    static var formatName: String { get }
    /// An importer whose errors name `file`.
    init(file: String?)
    /// How the display was turned while recording: positions are turned to match (``DisplayRotation/upright`` by default).
    var rotation: DisplayRotation { get set }
    /// The touch records of the recording `text`, scaled onto a window of `windowSize`.
    func records(from text: String, windowSize: Size) throws -> [LogRecord]
    /// The touch records of the recording `text`, scaled onto a window of `windowSize`, with the description of
    /// the device they come from and the import's warnings.
    func recording(from text: String, windowSize: Size) throws -> ImportedRecording
    /// ``recording(from:windowSize:)`` with each record handed to `emit`, in order, rather than kept: the recording
    /// returned holds no records. An importer that can tell which records to keep as it reads hands each over as
    /// soon as it is decoded, so an import holds none of them; the default decodes the whole recording first.
    func recording(from text: String, windowSize: Size, emit: @escaping (LogRecord) -> Void) throws -> ImportedRecording
}

extension RecordingImporter {
    /// Decodes the whole recording with ``recording(from:windowSize:)``, then hands its records to `emit` in order.
    public func recording(from text: String, windowSize: Size, emit: @escaping (LogRecord) -> Void) throws -> ImportedRecording {
        var recording = try recording(from: text, windowSize: windowSize)
        for record in recording.records { emit(record) }
        recording.records = []
        return recording
    }
}

/// The importers Tessera ships, by their format names.
public enum RecordingImporters {
    /// Every importer type, in the order `tessera import` lists them.
    public static let all: [any RecordingImporter.Type] = [EvemuImporter.self, LibinputImporter.self, GeteventImporter.self, EvtestImporter.self,
                                                          DebugEventsImporter.self]

    /// The importer type for `formatName`, if there is one.
    public static func importer(named formatName: String) -> (any RecordingImporter.Type)? {
        all.first { $0.formatName == formatName }
    }

    /// The format the start of `text` looks like (`evemu`, `libinput`, `getevent`, `evtest` or `debug-events`), from the
    /// first lines each tool always writes, or nil when it looks like none: a hint for someone who named
    /// the wrong format, never a decision.
    public static func formatName(guessedFrom text: String) -> String? {
        var seen = 0
        for line in RecordingText.Lines(text) {
            let l = Substring(line)
            if l.hasPrefix("# EVEMU ") || l.hasPrefix("E: ") || l.hasPrefix("N: ") { return EvemuImporter.formatName }
            if l.hasPrefix("# libinput record") || l.hasPrefix("ndevices:") { return LibinputImporter.formatName }
            if l.hasPrefix("add device ") || (l.hasPrefix("[") && l.contains("] ") && (l.contains("EV_") || l.contains(": 000"))) {
                return GeteventImporter.formatName
            }
            if l.hasPrefix("Input driver version is ") || l.hasPrefix("Event: time ") || l.hasPrefix("Input device name: ") {
                return EvtestImporter.formatName
            }
            if let header = DebugEventsImporter.header(l), header.type.contains("_") { return DebugEventsImporter.formatName }
            seen += 1
            if seen == 40 { break }
        }
        return nil
    }
}
