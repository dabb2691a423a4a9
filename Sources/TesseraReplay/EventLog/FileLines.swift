import TesseraSimulator

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines of a file, read in blocks and handed out one at a time, so reading a file of any
/// length holds one block and one line in memory.
///
/// A UTF-8 byte-order mark at the start and the CR of a CR LF line end are dropped. A line longer
/// than the limit the caller gives is an error as soon as that many bytes have been read, without
/// reading the rest of it.
final class FileLines {
    /// A line longer than the caller's limit.
    struct TooLong: Error {
        /// The 1-based number of the line.
        var line: Int
    }

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    private var atStart = true
    private(set) var lineNumber = 0
    private static let blockSize = 1 << 16

    /// Opens `path` for reading; nil with `errno` set when it cannot be opened.
    ///
    /// - Throws: ``TextFile/Refusal`` for a named pipe that nothing writes to (``TextFile/openForReading(_:waitingForWriter:)``).
    init?(path: String) throws {
        descriptor = try TextFile.openForReading(path)
        guard descriptor >= 0 else { return nil }
        buffer.reserveCapacity(Self.blockSize)
    }

    deinit {
        close(descriptor)
    }

    /// Calls `body` with the next line, without its line end, and whether it ended with a newline
    /// (a last line may not). Returns nil at the end of the file.
    ///
    /// - Throws: ``TooLong`` for a line of more than `limit` bytes; the POSIX error text for a failed read.
    func next<R>(limit: Int, _ body: (UnsafeBufferPointer<UInt8>, Bool) throws -> R) throws -> R? {
        var searched = 0  // bytes after `start` already known to hold no newline
        while true {
            if let newline = buffer[(start + searched)...].firstIndex(of: 10) {
                lineNumber += 1
                let end = newline > start && buffer[newline - 1] == 13 ? newline - 1 : newline
                guard end - start <= limit else { throw TooLong(line: lineNumber) }
                let result = try buffer.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[start..<end]), true) }
                start = newline + 1
                return result
            }
            searched = buffer.count - start
            guard searched <= limit else { throw TooLong(line: lineNumber + 1) }
            if atEnd {
                guard start < buffer.count else { return nil }
                lineNumber += 1
                let result = try buffer.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[start...]), false) }
                start = buffer.count
                return result
            }
            try fill()
        }
    }

    /// Moves the unread bytes to the front and reads one more block.
    private func fill() throws {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        let before = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: Self.blockSize))
        var n: Int
        repeat {
            n = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + before, Self.blockSize) }
        } while n < 0 && errno == EINTR
        guard n >= 0 else {
            buffer.removeSubrange(before...)
            throw ReadFailure(reason: String(cString: strerror(errno)))
        }
        buffer.removeSubrange((before + n)...)
        if n == 0 { atEnd = true }
        if atStart, buffer.count >= 3 || atEnd {
            atStart = false
            if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { buffer.removeSubrange(0..<3) }
        }
    }

    /// A read that failed, with the system's reason.
    struct ReadFailure: Error {
        var reason: String
    }
}
