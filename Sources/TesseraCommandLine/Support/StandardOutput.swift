#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A command's results on standard output (or another open descriptor, such as an output file's), written in
/// large blocks, every write checked: output lost to a full disk or a closed pipe is an error, never a silent exit 0.
final class StandardOutput {
    /// Where the output goes: standard output (descriptor 1), or another descriptor.
    private let descriptor: Int32
    /// What a failed write names: "standard output", or the file the descriptor writes.
    private let name: String

    /// Standard output could not be written: the command cannot report anything more.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private var buffer: [UInt8] = []
    private static let blockSize = 1 << 16

    init(descriptor: Int32 = 1, name: String = "standard output") {
        self.descriptor = descriptor
        self.name = name
        buffer.reserveCapacity(Self.blockSize)
    }

    /// Appends `text`, writing a block out when one is full.
    func write(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.blockSize { try flush() }
    }

    /// Appends `bytes` (UTF-8), writing a block out when one is full.
    func write(bytes: UnsafeBufferPointer<UInt8>) throws {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.blockSize { try flush() }
    }

    /// Appends what `body` appends to the buffer (UTF-8), writing a block out when one is full: output built as bytes
    /// goes straight into the buffer, with no copy between.
    func write(appending body: (inout [UInt8]) -> Void) throws {
        body(&buffer)
        if buffer.count >= Self.blockSize { try flush() }
    }

    /// Appends `text` and a newline.
    func line<S: StringProtocol>(_ text: S) throws {
        buffer.append(contentsOf: text.utf8)
        buffer.append(0x0A)
        if buffer.count >= Self.blockSize { try flush() }
    }

    /// Writes out everything appended so far, or throws naming the reason.
    func flush() throws {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        try buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = Self.systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw Failure(description: "\(name): cannot write: \(String(cString: strerror(errno)))")
                }
                offset += n
            }
        }
    }

    private static func systemWrite(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, p, n)
        #else
        Darwin.write(fd, p, n)
        #endif
    }

    /// Flushes the C library's streams, where `print` and ArgumentParser write, and throws when
    /// one cannot be written. Swift 6 cannot name the C `stdout` global, so `fflush(NULL)` is used.
    static func finishStreams() throws {
        errno = 0
        guard fflush(nil) == 0 else {
            let reason = errno != 0 ? String(cString: strerror(errno)) : "a write failed"
            throw Failure(description: "standard output: cannot write: \(reason)")
        }
    }
}
