import CPNG
import Foundation

/// Reads and writes PNG files through libpng.
public enum PNGFile {
    /// A PNG that could not be read or written, with the path and libpng's reason.
    public struct Failure: Error, CustomStringConvertible {
        /// The path of the PNG file that could not be read or written.
        public var path: String
        /// Why, in libpng's words.
        public var reason: String
        /// The failure as one line, `path: reason`, as the command line prints it.
        public var description: String { "\(path): \(reason)" }
    }

    /// Writes `bitmap` to `path` through ``AtomicFile``: all at once or not at all, never through
    /// a planted file or link, and only over a regular file.
    public static func write(_ bitmap: Bitmap, to path: String) throws {
        try AtomicFile.write(to: path) { fd in
            var message = [CChar](repeating: 0, count: 256)
            let ok = bitmap.pixels.withUnsafeBufferPointer { pixels in
                cpng_write_rgba_fd(fd, pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), &message, message.count)
            }
            guard ok != 0 else { throw Failure(path: path, reason: text(message)) }
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
