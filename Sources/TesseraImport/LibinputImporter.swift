import TesseraReplay
import TesseraSimulator
import Foundation
import TesseraGeometry

/// Reads a `libinput record` YAML file and turns its touches into log records.
///
/// It reads the layout libinput writes, not YAML in general: the first
/// device's `absinfo:` map (`53: [min, max, fuzz, flat, resolution]`) and its
/// `events:` list, where each `- [sec, usec, type, code, value]` line under an
/// `evdev:` entry is one kernel event. Comments after `#` are ignored.
public struct LibinputImporter: RecordingImporter {
    /// `"libinput"`, the name `tessera import libinput` takes.
    public static let formatName = "libinput"

    /// The path that errors name; nil prints as `recording`.
    public let file: String?

    /// An importer whose errors name `file`.
    public init(file: String? = nil) {
        self.file = file
    }

    /// The touches of the first device in the `libinput record` text as log records, times from 0 and positions scaled onto `windowSize`.
    ///
    /// - Throws: ``ImportError`` for text with no `version:` line, a malformed `absinfo` or
    ///   event entry, a missing X/Y axis, no events, or time going backwards.
    public func records(from text: String, windowSize: Size) throws -> [LogRecord] {
        var axes: [UInt16: AxisRange] = [:]
        var events: [EvdevEvent] = []
        var section = ""
        var devices = 0
        var lineNumber = 0
        var sawVersion = false
        for raw in RecordingText.normalized(text).split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = Substring(raw)
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("version:") { sawVersion = true }
            if trimmed.hasPrefix("- node:") || (trimmed == "-" && section == "devices") {
                devices += 1
                section = "device"
                continue
            }
            if devices > 1 { break }  // only the first device
            switch trimmed {
            case "devices:": section = "devices"; continue
            case "absinfo:": section = "absinfo"; continue
            case "events:": section = "events"; continue
            default: break
            }
            if section == "absinfo", let colon = trimmed.firstIndex(of: ":"), let code = UInt16(trimmed[..<colon]) {
                let values = try list(trimmed[trimmed.index(after: colon)...], line: lineNumber)
                guard values.count >= 2 else {
                    throw ImportError(file: file, line: lineNumber, reason: "an absinfo entry needs [min, max, …]")
                }
                axes[code] = AxisRange(minimum: Int32(clamping: values[0]), maximum: Int32(clamping: values[1]))
                continue
            }
            if section == "absinfo", !trimmed.contains("[") { section = "device" }
            if section == "events", trimmed.hasPrefix("- [") || trimmed.hasPrefix("-[") {
                let values = try list(trimmed.drop { $0 == "-" || $0 == " " }, line: lineNumber)
                guard values.count == 5, values[1] >= 0, values[1] < 1_000_000, values[2] >= 0, values[3] >= 0 else {
                    throw ImportError(file: file, line: lineNumber, reason: "an evdev event is [sec, usec, type, code, value]")
                }
                events.append(EvdevEvent(seconds: values[0], microseconds: values[1], type: UInt16(clamping: values[2]),
                                         code: UInt16(clamping: values[3]), value: Int32(clamping: values[4]), line: lineNumber))
            }
        }
        guard sawVersion else {
            throw ImportError(file: file, line: 1, reason: "not a libinput recording: no \"version:\" line")
        }
        return try RecordingDecoding.decode(events, axes: axes, windowSize: windowSize, file: file)
    }

    /// Parses `[a, b, c]` into integers.
    private func list<S: StringProtocol>(_ text: S, line: Int) throws -> [Int64] {
        let t = text.trimmingCharacters(in: .whitespaces)
        guard t.hasPrefix("["), t.hasSuffix("]") else {
            throw ImportError(file: file, line: line, reason: "expected a list in brackets, found \(quoted(t))")
        }
        return try t.dropFirst().dropLast().split(separator: ",").map { part in
            guard let v = Int64(part.trimmingCharacters(in: .whitespaces)) else {
                throw ImportError(file: file, line: line, reason: "expected an integer, found \(quoted(part.trimmingCharacters(in: .whitespaces)))")
            }
            return v
        }
    }
}
