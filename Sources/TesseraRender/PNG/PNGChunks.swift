/// The chunks of a PNG stream: reading them out of a PNG libpng wrote, and writing new ones with
/// their length and CRC, which is what an animated PNG is made of.
///
/// A chunk is a big-endian length, a four-letter type, the data and a CRC-32 of type and data
/// (PNG specification, section 5.3).
enum PNGChunks {
    /// The eight bytes every PNG stream starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunks of the PNG `bytes` in order, as type and data; nil when the stream is not a PNG or a
    /// chunk runs past its end.
    static func read(_ bytes: [UInt8]) -> [(type: String, data: ArraySlice<UInt8>)]? {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { return nil }
        var chunks: [(type: String, data: ArraySlice<UInt8>)] = []
        var i = 8
        while i + 12 <= bytes.count {
            let length = Int(uint32(bytes, at: i))
            guard length <= bytes.count - i - 12 else { return nil }
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            chunks.append((type, bytes[(i + 8)..<(i + 8 + length)]))
            i += 12 + length
            if type == "IEND" { break }
        }
        return chunks
    }

    /// Appends the chunk `type` with `data` to `out`: its length, type, data and CRC.
    static func append(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        let tag = Array(type.utf8)
        precondition(tag.count == 4, "a chunk type has four letters")
        appendUInt32(UInt32(data.count), to: &out)
        let start = out.count
        out += tag
        out += data
        appendUInt32(crc32(out[start...]), to: &out)
    }

    /// Appends `value` as four big-endian bytes.
    static func appendUInt32(_ value: UInt32, to out: inout [UInt8]) {
        out += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// Appends `value` as two big-endian bytes.
    static func appendUInt16(_ value: UInt16, to out: inout [UInt8]) {
        out += [UInt8(value >> 8), UInt8(value & 0xFF)]
    }

    /// The big-endian 32-bit number at `index`.
    static func uint32<C: Collection>(_ bytes: C, at index: C.Index) -> UInt32 where C.Element == UInt8, C.Index == Int {
        UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3])
    }

    /// The CRC-32 of `bytes` (ISO 3309, as PNG and zlib use it).
    static func crc32<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    private static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
