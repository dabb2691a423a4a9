import CPNG
import Foundation

extension PNGFile {
    /// The PNG file of `bitmap` as bytes in memory, for embedding (a data URI) or for wrapping into
    /// an animation; with `dropsAlpha`, stored as RGB without the alpha channel, which an opaque
    /// frame does not need and which makes the file smaller.
    ///
    /// - Throws: ``Failure`` with libpng's reason.
    public static func encode(_ bitmap: Bitmap, compression: Compression = .small, dropsAlpha: Bool = false) throws -> [UInt8] {
        if dropsAlpha {
            return try encode(bitmap.rgbBytes(), width: bitmap.width, height: bitmap.height, channels: 3, compression: compression)
        }
        return try encode(bitmap.pixels, width: bitmap.width, height: bitmap.height, channels: 4, compression: compression)
    }

    /// The PNG of `width` × `height` pixels of `channels` bytes each (3 RGB, 4 RGBA), rows packed.
    static func encode(_ pixels: [UInt8], width: Int, height: Int, channels: Int, compression: Compression) throws -> [UInt8] {
        precondition(pixels.count == width * height * channels, "pixels must be width × height × channels bytes")
        var message = [CChar](repeating: 0, count: 256)
        var size = 0
        let buffer = pixels.withUnsafeBufferPointer { p in
            cpng_encode(p.baseAddress, UInt32(width), UInt32(height), Int32(channels), UInt32(width * channels),
                        compression == .fast ? 1 : 0, &size, &message, message.count)
        }
        guard let buffer else {
            throw Failure(path: "PNG in memory", reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { free(buffer) }
        return Array(UnsafeBufferPointer(start: buffer, count: size))
    }
}
