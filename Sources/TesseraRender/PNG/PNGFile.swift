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

    /// How hard a PNG is compressed.
    public enum Compression: Sendable {
        /// libpng's default: the smallest files, for pictures that are kept and shared.
        case small
        /// libpng's fast setting (`PNG_IMAGE_FLAG_FAST`): files about a quarter larger, written
        /// several times faster; for replay frames, written by the thousand.
        case fast
    }

    /// Writes `bitmap` to `path` through ``AtomicFile``: all at once or not at all, never through
    /// a planted file or link, and only over a regular file.
    public static func write(_ bitmap: Bitmap, to path: String, compression: Compression = .small) throws {
        try AtomicFile.write(to: path) { fd in
            var message = [CChar](repeating: 0, count: 256)
            let fast: Int32 = compression == .fast ? 1 : 0
            let ok = bitmap.pixels.withUnsafeBufferPointer { pixels in
                cpng_write_rgba_fd(fd, pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), fast, &message, message.count)
            }
            guard ok != 0 else { throw Failure(path: path, reason: text(message)) }
        }
    }

    /// libpng's `reason` for failing to read `path`, said plainly when it is its bare "Read Error": the file is
    /// empty, is not a PNG at all, or ends before its image does.
    static func plainReason(_ reason: String, of path: String) -> String {
        guard reason == "Read Error" else { return reason }
        guard let handle = FileHandle(forReadingAtPath: path) else { return reason }
        defer { try? handle.close() }
        let start = [UInt8]((try? handle.read(upToCount: 8)) ?? Data())
        if start.isEmpty { return "the file is empty, not a PNG" }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if !signature.starts(with: start) { return "not a PNG: the file does not start with the PNG signature" }
        return "the PNG ends before its image does: the file is cut short"
    }

    private static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Reads the PNG at `path` as RGBA.
    ///
    /// - Parameters:
    ///   - path: The file to read.
    ///   - maximumPixelCount: the most pixels the image may have; a larger one is
    ///     refused from its header, before any pixel is decoded. Nil reads any size.
    /// - Throws: ``Failure`` naming the file and libpng's reason, or the size for one too large.
    public static func read(_ path: String, maximumPixelCount: Int? = nil) throws -> Bitmap {
        var message = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0, height: UInt32 = 0
        let limit = maximumPixelCount.map { UInt64(max(1, $0)) } ?? 0
        guard let buffer = cpng_read_rgba(path, limit, &width, &height, &message, message.count) else {
            if message[0] == 0, let maximumPixelCount {
                throw Failure(path: path, reason: tooLarge(width: Int(width), height: Int(height), limit: maximumPixelCount))
            }
            throw Failure(path: path, reason: plainReason(text(message), of: path))
        }
        defer { free(buffer) }
        let count = Int(width) * Int(height) * 4
        return Bitmap(width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: buffer, count: count)))
    }

    /// The width and height a PNG's header declares, read without decoding any pixel.
    ///
    /// - Throws: ``Failure`` when the file cannot be read or is not a PNG.
    public static func size(of path: String) throws -> (width: Int, height: Int) {
        var message = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0, height: UInt32 = 0
        guard cpng_read_size(path, &width, &height, &message, message.count) != 0 else {
            throw Failure(path: path, reason: plainReason(text(message), of: path))
        }
        return (Int(width), Int(height))
    }

    /// The reason given for an image of `width` × `height` over `limit` pixels.
    public static func tooLarge(width: Int, height: Int, limit: Int) -> String {
        "\(width) × \(height) pixels is more than an image may have (\(limit) pixels)"
    }
}
