/// JSON text written as UTF-8 bytes, piece by piece: what the transcript, the state and `tessera attributes` write
/// through, with no `String` per number, per key or per line.
///
/// Numbers follow the contracts of DESIGN.md: integral values below 10¹⁵ in magnitude print without a fraction
/// (`1`, not `1.0`), every other finite value in Swift's shortest round-trip form (`description`), negative zero as
/// `0`, and values JSON cannot hold (infinities, NaN) as `null`.
package enum JSONText {
    /// Appends the UTF-8 of `text` to `bytes` in one copy.
    @inline(__always)
    package static func append(_ text: StaticString, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `value` as a JSON number (see the type's discussion), or `null` when it is not finite.
    package static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        guard value.isFinite else { append("null", to: &bytes); return }
        if value == 0 { bytes.append(UInt8(ascii: "0")); return }
        // Integral below 10¹⁵: exactly `value == value.rounded()`, without a call into the C library.
        if abs(value) < 1e15, let integer = Int64(exactly: value) {
            if integer >= 0, integer < 10 {
                bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: integer))
            } else {
                appendInteger(integer, to: &bytes)
            }
            return
        }
        // The digits `description` gives, written straight into `bytes` with no string between: the
        // array is lent to the stream, not copied.
        var stream = ByteStream()
        swap(&stream.bytes, &bytes)
        value.write(to: &stream)
        swap(&stream.bytes, &bytes)
    }

    /// Appends the decimal digits of `value`, with a minus sign when negative.
    package static func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
        // Written from the lowest digit backwards into a buffer on the stack, then appended in one copy:
        // 19 digits and a sign at most.
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var start = 20
            repeat {
                start &-= 1
                buffer[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                start &-= 1
                buffer[start] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<20]))
        }
    }

    /// Appends `text` as a JSON string literal: quoted, with `"` and `\` escaped, newline, return and tab as
    /// `\n`, `\r` and `\t`, other control characters as `\u00XX` (lowercase hex), and everything else as it is.
    package static func appendString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            // Runs that need no escape are copied whole; bytes of multi-byte characters are never below 0x80.
            var start = 0
            for (i, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
                start = i + 1
                switch byte {
                case UInt8(ascii: "\""): append("\\\"", to: &bytes)
                case UInt8(ascii: "\\"): append("\\\\", to: &bytes)
                case UInt8(ascii: "\n"): append("\\n", to: &bytes)
                case UInt8(ascii: "\r"): append("\\r", to: &bytes)
                case UInt8(ascii: "\t"): append("\\t", to: &bytes)
                default:
                    let hex: StaticString = "0123456789abcdef"
                    append("\\u00", to: &bytes)
                    bytes.append(hex.utf8Start[Int(byte >> 4)])
                    bytes.append(hex.utf8Start[Int(byte & 0xF)])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `[a,b,…]`: the values as JSON numbers.
    package static func appendNumbers(_ values: some Sequence<Double>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "["))
        var first = true
        for value in values {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            appendNumber(value, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// A text stream that appends to a byte array: `Double.write(to:)` hands it its digits as ASCII.
    private struct ByteStream: TextOutputStream {
        var bytes: [UInt8] = []

        mutating func write(_ string: String) { bytes.append(contentsOf: string.utf8) }

        mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: buffer) }
    }
}
