import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reading a whole text file (a scene, a golden state, a device recording), refusing at once what cannot be one
/// rather than reading it all first: a binary or sparse file (`truncate -s 16G` makes 16 GB of NUL bytes in no
/// disk space), an endless device such as `/dev/zero`, or more than the kind of file may hold.
public enum TextFile {
    /// Why a file is refused, at a line (1-based) of what was read.
    public struct Refusal: Error, Sendable {
        /// The line the refusal was found on.
        public var line: Int
        /// Why, in the words an error line uses.
        public var reason: String
    }

    /// How much is read at a time; a read of nothing but NUL bytes this long refuses the file.
    static let chunk = 1 << 20
    /// The most bytes a scene file may hold: about 27 times that in memory while its JSON is parsed.
    public static let sceneLimit = 64 << 20
    /// The most bytes a golden state may hold.
    public static let stateLimit = 1 << 30
    /// The most bytes a device recording may hold: it is read whole before it is decoded.
    public static let recordingLimit = 4 << 30

    /// The bytes of the file at `path`, or nil when it cannot be opened or read (``FileReadFailure`` says why);
    /// `kind` names what the file is in the refusal of one too large ("a scene file").
    ///
    /// - Throws: ``Refusal`` as soon as the file shows it holds no text (unless it starts with a UTF-16 byte-order
    ///   mark, where every other byte of ASCII text is NUL): a NUL byte in its first 4 KB, or a chunk of nothing
    ///   but NUL bytes; or when it holds more than `limit` bytes, before they are read.
    public static func read(_ path: String, limit: Int, kind: String) throws -> Data? {
        let fd = try openForReading(path)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return try read(descriptor: fd, limit: limit, kind: kind)
    }

    /// The text of the regular UTF-8 file at `path`, read as ``read(_:limit:kind:)`` reads it but straight into the
    /// string's storage, so that a large file is held once and not as bytes and then as text; bytes that are not
    /// UTF-8 become U+FFFD, as `String(decoding:as:)` makes them. Nil for anything else (a pipe, a device, a file
    /// that starts with a UTF-16 byte-order mark, one that cannot be read), which ``read(_:limit:kind:)`` reads.
    ///
    /// - Throws: ``Refusal`` as ``read(_:limit:kind:)`` refuses.
    public static func text(_ path: String, limit: Int, kind: String) throws -> String? {
        let fd = try openForReading(path)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 else { return nil }
        if info.st_size > limit { throw tooLarge(limit, kind) }
        var mark: (UInt8, UInt8) = (0, 0)
        guard pread(fd, &mark, 2, 0) >= 0, mark != (0xFF, 0xFE), mark != (0xFE, 0xFF) else { return nil }
        var failed = false, refusal: Refusal?
        let text = String(unsafeUninitializedCapacity: Int(info.st_size)) { buffer in
            let base = buffer.baseAddress!
            var count = 0
            while count < buffer.count {
                let n = pread(fd, base + count, min(chunk, buffer.count - count), off_t(count))
                if n < 0, errno == EINTR { continue }
                if n < 0 { failed = true }
                if n <= 0 { break }
                do {
                    try check(UnsafeBufferPointer(start: base + count, count: n), at: count,
                              before: UnsafeBufferPointer(start: base, count: count))
                } catch {
                    refusal = error as? Refusal
                    break
                }
                count += n
            }
            return count
        }
        if let refusal { throw refusal }
        return failed ? nil : text
    }

    /// How long ``openForReading(_:waitingForWriter:)`` waits, by default, for a named pipe to be written to.
    public static let pipeWait: Duration = .seconds(10)

    /// A descriptor open for reading `path`, blocking as usual, or −1 with `errno` set when it cannot be opened.
    ///
    /// Opening a named pipe waits for a writer, forever if none comes (a log whose scene line names a FIFO would
    /// hang the replay). The pipe is opened without waiting instead, and given `waitingForWriter` to have something
    /// to read or to be closed by its writer.
    ///
    /// - Throws: ``Refusal`` at line 1 for a named pipe nothing wrote to in that time.
    public static func openForReading(_ path: String, waitingForWriter wait: Duration = pipeWait) throws -> Int32 {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return -1 }
        var info = stat()
        if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFIFO {
            let whole = wait.components.seconds * 1000 + wait.components.attoseconds / 1_000_000_000_000_000
            let milliseconds = Int32(clamping: whole)
            var ready: Int32
            repeat {
                var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                ready = poll(&request, 1, milliseconds)
            } while ready < 0 && errno == EINTR
            if ready == 0 {
                close(fd)
                throw Refusal(line: 1, reason: "a named pipe that nothing wrote to in "
                              + (whole % 1000 == 0 ? "\(whole / 1000) s" : "\(whole) ms"))
            }
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return fd
    }

    /// ``read(_:limit:kind:)`` of the open descriptor `fd` (standard input is 0), from where it stands to its end.
    public static func read(descriptor fd: Int32, limit: Int, kind: String) throws -> Data? {
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { return nil }
        let regular = info.st_mode & S_IFMT == S_IFREG
        if regular, info.st_size > limit { throw tooLarge(limit, kind) }
        var data = Data(capacity: regular ? Int(info.st_size) : Self.chunk)
        var checksText = true
        var chunk = [UInt8](repeating: 0, count: Self.chunk)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, Self.chunk) }
            if n < 0, errno == EINTR { continue }
            if n < 0 { return nil }
            if n == 0 { break }
            guard data.count + n <= limit else { throw tooLarge(limit, kind) }
            if data.isEmpty, n >= 2, (chunk[0], chunk[1]) == (0xFF, 0xFE) || (chunk[0], chunk[1]) == (0xFE, 0xFF) { checksText = false }
            try chunk.withUnsafeBufferPointer { new in
                let read = UnsafeBufferPointer(rebasing: new[..<n])
                if checksText {
                    try data.withUnsafeBytes { old in try check(read, at: data.count, before: old.bindMemory(to: UInt8.self)) }
                }
                data.append(read)
            }
        }
        return data
    }

    /// Refuses `chunk`, read at byte `offset` after the bytes `before`, when it shows the file holds no text; the
    /// line is counted in `before` and in `chunk` up to its first NUL byte.
    private static func check(_ chunk: UnsafeBufferPointer<UInt8>, at offset: Int, before: UnsafeBufferPointer<UInt8>) throws {
        let reason: String
        if offset == 0, chunk.prefix(4096).contains(0) {
            reason = "a NUL byte in the first 4 KB: a binary file, not text"
        } else if chunk.count == Self.chunk, !chunk.contains(where: { $0 != 0 }) {
            reason = "1 MB of NUL bytes from byte \(offset): a sparse or zero-filled file, not text"
        } else {
            return
        }
        let line = before.reduce(1) { $1 == 10 ? $0 + 1 : $0 } + chunk.prefix { $0 != 0 }.reduce(0) { $1 == 10 ? $0 + 1 : $0 }
        throw Refusal(line: line, reason: reason)
    }

    private static func tooLarge(_ limit: Int, _ kind: String) -> Refusal {
        Refusal(line: 1, reason: "more than \(limit >> 20) MB, the most \(kind) may hold")
    }
}
