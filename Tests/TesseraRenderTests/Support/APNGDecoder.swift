import Foundation
import TesseraRender

/// Reads an animated PNG back for the tests, independently of the writer: checks every chunk's
/// CRC and the sequence numbers, and has libpng decode each frame's image data (as a PNG of its
/// own rectangle) to draw it over the canvas, as a browser does with dispose and blend set to none
/// and source.
struct APNGDecoder {
    struct Frame {
        var x: Int, y: Int, width: Int, height: Int
        /// The delay in milliseconds.
        var milliseconds: Double
        /// The whole canvas after this frame, RGBA.
        var canvas: Bitmap
    }

    var width = 0, height = 0
    var declaredFrames = 0
    var frames: [Frame] = []
    var chunkTypes: [String] = []

    struct Failure: Error, CustomStringConvertible { var description: String }

    init(_ bytes: [UInt8], scratch: URL) throws {
        guard bytes.count > 8, Array(bytes[0..<8]) == [137, 80, 78, 71, 13, 10, 26, 10] else { throw Failure(description: "no PNG signature") }
        var i = 8
        var sequence: UInt32 = 0
        var control: (x: Int, y: Int, w: Int, h: Int, ms: Double)?
        var data: [UInt8] = []
        var canvas: [UInt8] = []
        func u32(_ at: Int) -> UInt32 { UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3]) }
        func finishFrame() throws {
            guard let c = control else { return }
            let png = Self.standalone(width: c.w, height: c.h, data: data)
            let path = scratch.appendingPathComponent("frame-\(frames.count).png").path
            try Data(png).write(to: URL(fileURLWithPath: path))
            let image = try PNGFile.read(path)
            for row in 0..<c.h {
                for col in 0..<c.w {
                    let s = (row * c.w + col) * 4, d = ((c.y + row) * width + c.x + col) * 4
                    for k in 0..<4 { canvas[d + k] = image.pixels[s + k] }
                }
            }
            frames.append(Frame(x: c.x, y: c.y, width: c.w, height: c.h, milliseconds: c.ms,
                                canvas: Bitmap(width: width, height: height, pixels: canvas)))
            data = []
        }
        while i + 12 <= bytes.count {
            let length = Int(u32(i))
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            let body = Array(bytes[(i + 8)..<(i + 8 + length)])
            guard Self.crc32(Array(bytes[(i + 4)..<(i + 8 + length)])) == u32(i + 8 + length) else { throw Failure(description: "bad CRC in \(type)") }
            chunkTypes.append(type)
            func b32(_ at: Int) -> Int { Int(UInt32(body[at]) << 24 | UInt32(body[at + 1]) << 16 | UInt32(body[at + 2]) << 8 | UInt32(body[at + 3])) }
            switch type {
            case "IHDR":
                width = b32(0); height = b32(4)
                guard body[8] == 8, body[9] == 2 else { throw Failure(description: "not 8-bit RGB") }
                canvas = [UInt8](repeating: 0, count: width * height * 4)
            case "acTL": declaredFrames = b32(0)
            case "fcTL":
                try finishFrame()
                guard UInt32(b32(0)) == sequence else { throw Failure(description: "fcTL out of sequence") }
                sequence += 1
                let num = Double(Int(body[20]) << 8 | Int(body[21])), den = Double(Int(body[22]) << 8 | Int(body[23]))
                control = (b32(12), b32(16), b32(4), b32(8), num / (den == 0 ? 100 : den) * 1000)
                guard body[24] == 0, body[25] == 0 else { throw Failure(description: "unexpected dispose or blend") }
            case "IDAT": data += body
            case "fdAT":
                guard UInt32(b32(0)) == sequence else { throw Failure(description: "fdAT out of sequence") }
                sequence += 1
                data += body[4...]
            case "IEND": try finishFrame()
            default: break
            }
            i += 12 + length
        }
    }

    static func standalone(width: Int, height: Int, data: [UInt8]) -> [UInt8] {
        func be(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return be(body.count) + typed + be(Int(crc32(typed)))
        }
        return [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", be(width) + be(height) + [8, 2, 0, 0, 0]) + chunk("IDAT", data) + chunk("IEND", [])
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = (c >> 1) ^ (0xEDB8_8320 & (0 &- (c & 1))) }
        }
        return ~c
    }
}
