import Foundation

/// A PNG that is all header: a valid signature and IHDR declaring any size, then
/// an empty IDAT and IEND. A 20000 × 20000 "image bomb" in 57 bytes, whose size
/// reads but whose pixels cannot be decoded.
enum HeaderOnlyPNG {
    /// The bytes of a header-only 8-bit RGBA PNG of `width` × `height`.
    static func data(width: UInt32, height: UInt32) -> Data {
        let ihdr = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        return Data([137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", ihdr) + chunk("IDAT", []) + chunk("IEND", []))
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = (c >> 1) ^ (0xEDB8_8320 & (0 &- (c & 1))) }
        }
        return ~c
    }
}
