import TesseraSimulator

/// Collects an evemu description's lines (`N:`, `I:`, `P:`, `B:`, `A:`, `L:`, `S:`) into a
/// ``DeviceDescription``, in whatever order they come.
///
/// `P:` and `B:` lines carry 8 bytes of bits each; like evemu, each further line of a kind
/// (of an event type, for `B:`) continues where the one before stopped. A `# EVEMU` header,
/// or an `N:` line when the description already has a name, starts a new description.
struct EvemuDescriptionReader {
    /// The description lines' prefixes, every one an evemu file may hold but `E:`.
    static let prefixes: Set<Substring> = ["N:", "I:", "P:", "B:", "A:", "L:", "S:"]

    /// The description so far.
    private(set) var description = DeviceDescription()
    /// The line the description starts on (its `N:` line, else its first line), for errors about the device.
    private(set) var line: Int?
    /// The line of each axis's `A:` line, by code, for errors about the axis.
    private(set) var axisLines: [UInt16: Int] = [:]
    private var propertyBytes = 0
    private var maskBytes: [UInt16: Int] = [:]
    private var started = false
    private let file: String?

    /// Whether no description line has been read: the events that follow describe no device.
    var isEmpty: Bool { !started }

    /// A reader whose errors name `file`.
    init(file: String?) {
        self.file = file
    }

    /// A `# EVEMU x.y` header: the start of a description.
    mutating func header() {
        if started { self = EvemuDescriptionReader(file: file) }
    }

    /// Reads one description line, split into `fields` (its comment removed); `text` is the whole line.
    mutating func read(_ fields: [Substring], line text: Substring, at lineNumber: Int) throws {
        switch fields[0] {
        case "N:":
            if description.name != nil { self = EvemuDescriptionReader(file: file) }
            // The name is the rest of the line, `#` and all, as evemu reads it.
            let name = text.dropFirst(2).drop { $0 == " " || $0 == "\t" }
            description.name = String(name.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
            line = lineNumber
        case "I:", "L:", "S:":
            break
        case "P:":
            let bytes = try hexBytes(fields.dropFirst(), count: 8, line: lineNumber,
                                     expected: "\"P: \" and 8 bytes in hex")
            for bit in set(bits: bytes, from: propertyBytes * 8) where bit <= DeviceDescription.maximumProperty {
                description.properties.insert(UInt16(bit))
            }
            propertyBytes += 8
            description.bitsListed = true
        case "B:":
            let bytes = try hexBytes(fields.dropFirst(), count: 9, line: lineNumber,
                                     expected: "\"B: \", an event type and 8 bytes in hex")
            let type = UInt16(bytes[0])
            let offset = maskBytes[type, default: 0]
            for code in set(bits: Array(bytes.dropFirst()), from: offset * 8) where code <= DeviceDescription.maximumCode {
                description.codes[type, default: []].insert(UInt16(code))
            }
            maskBytes[type] = offset + 8
            description.bitsListed = true
        case "A:":
            guard fields.count >= 4, let code = UInt16(fields[1], radix: 16),
                  let lo = Int32(fields[2]), let hi = Int32(fields[3]) else {
                throw ImportError(file: file, line: lineNumber,
                                  reason: "malformed axis line; expected \"A: code min max fuzz flat [resolution]\"")
            }
            description.axes[code] = AxisRange(minimum: lo, maximum: hi)
            axisLines[code] = lineNumber
        default:
            throw ImportError(file: file, line: lineNumber, reason: "unknown line \(quoted(fields[0])); expected N:, I:, P:, B:, A: or E:")
        }
        if line == nil { line = lineNumber }
        started = true
    }

    /// `count` two-digit hex bytes, or an error naming the line.
    private func hexBytes(_ fields: ArraySlice<Substring>, count: Int, line: Int, expected: String) throws -> [UInt8] {
        let bytes = fields.compactMap { $0.count <= 2 ? UInt8($0, radix: 16) : nil }
        guard fields.count == count, bytes.count == count else {
            throw ImportError(file: file, line: line, reason: "malformed bits; expected \(expected)")
        }
        return bytes
    }

    /// The numbers of the bits set in `bytes`, the first byte's lowest bit being `first`.
    private func set(bits bytes: [UInt8], from first: Int) -> [Int] {
        var result: [Int] = []
        for (i, byte) in bytes.enumerated() where byte != 0 {
            for bit in 0..<8 where byte & (1 << bit) != 0 { result.append(first + i * 8 + bit) }
        }
        return result
    }
}
