import TesseraReplay
import TesseraSimulator
import Foundation
import TesseraGeometry

/// Reads `evemu-record` text and turns its touches into log records.
///
/// The header's `A:` lines give the absolute axes (`A: 35 0 4095 0 0 0` is
/// code, minimum, maximum, fuzz, flat, resolution, in hex code and decimal
/// values); `N:`, `I:`, `P:`, `B:`, `L:`, `S:` and `#` lines are accepted and skipped.
/// Events are `E: sec.usec type code value`, with type and code in hex.
public struct EvemuImporter: RecordingImporter {
    /// `"evemu"`, the name `tessera import evemu` takes.
    public static let formatName = "evemu"

    /// The path that errors name; nil prints as `recording`.
    public let file: String?

    /// An importer whose errors name `file`.
    public init(file: String? = nil) {
        self.file = file
    }

    /// The touches of the `evemu-record` text as log records, times from 0 and positions scaled onto `windowSize`.
    ///
    /// - Throws: ``ImportError`` naming the line of a malformed header or event line, a
    ///   missing X/Y axis, an empty recording or time going backwards.
    public func records(from text: String, windowSize: Size) throws -> [LogRecord] {
        var axes: [UInt16: AxisRange] = [:]
        var events: [EvdevEvent] = []
        var lineNumber = 0
        for raw in RecordingText.normalized(text).split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            switch fields[0] {
            case "N:", "I:", "P:", "B:", "L:", "S:":
                continue
            case "A:":
                guard fields.count >= 4, let code = UInt16(fields[1], radix: 16),
                      let lo = Int32(fields[2]), let hi = Int32(fields[3]) else {
                    throw ImportError(file: file, line: lineNumber, reason: "malformed axis line; expected \"A: code min max fuzz flat [resolution]\"")
                }
                axes[code] = AxisRange(minimum: lo, maximum: hi)
            case "E:":
                guard fields.count == 5 else {
                    throw ImportError(file: file, line: lineNumber, reason: "malformed event; expected \"E: sec.usec type code value\"")
                }
                let stamp = fields[1].split(separator: ".", omittingEmptySubsequences: false)
                guard stamp.count == 2, let sec = Int64(stamp[0]), let usec = Int64(stamp[1]), usec < 1_000_000,
                      let type = UInt16(fields[2], radix: 16), let code = UInt16(fields[3], radix: 16),
                      let value = Int32(fields[4]) else {
                    throw ImportError(file: file, line: lineNumber, reason: "malformed event \(quoted(line))")
                }
                events.append(EvdevEvent(seconds: sec, microseconds: usec, type: type, code: code, value: value, line: lineNumber))
            default:
                throw ImportError(file: file, line: lineNumber, reason: "unknown line \(quoted(fields[0])); expected N:, I:, P:, B:, A: or E:")
            }
        }
        return try RecordingDecoding.decode(events, axes: axes, windowSize: windowSize, file: file)
    }
}
