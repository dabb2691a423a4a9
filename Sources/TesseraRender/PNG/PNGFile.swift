import CPNG
import Foundation

/// Reads and writes PNG files through libpng.
public enum PNGFile {
    /// A PNG that could not be read or written, with the path and libpng's reason.
    public struct Failure: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Writes `bitmap` to `path` atomically: into a temporary file beside it,
    /// then renamed, so a crash never leaves a partial PNG behind.
    public static func write(_ bitmap: Bitmap, to path: String) throws {
        let temporary = path + ".partial-\(getpid())"
        var message = [CChar](repeating: 0, count: 256)
        let ok = bitmap.pixels.withUnsafeBufferPointer { pixels in
            cpng_write_rgba(temporary, pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), &message, message.count)
        }
        guard ok != 0 else {
            unlink(temporary)
            throw Failure(path: path, reason: text(message))
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(path: path, reason: reason)
        }
    }

    private static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Reads the PNG at `path` as RGBA.
    public static func read(_ path: String) throws -> Bitmap {
        var message = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0, height: UInt32 = 0
        guard let buffer = cpng_read_rgba(path, &width, &height, &message, message.count) else {
            throw Failure(path: path, reason: text(message))
        }
        defer { free(buffer) }
        let count = Int(width) * Int(height) * 4
        return Bitmap(width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: buffer, count: count)))
    }
}
