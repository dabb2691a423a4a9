#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte runs appended one after another and read back by their ranges, kept in an unlinked temporary file so that
/// they take no memory; in memory when no temporary file can be made (no writable `TMPDIR` or `/tmp`).
///
/// An ``AnimatedPNG`` keeps its compressed frames here: a long replay's animation is hundreds of megabytes that
/// only need to reach the output file at the end. Runs are only ever appended, so ranges handed out stay valid
/// for every holder.
final class ChunkStore {
    /// The temporary file, −1 before the first run (nothing is created for an animation that never gets a frame)
    /// and when none could be made.
    private var descriptor: Int32 = -1
    private var triedFile = false
    /// The runs, when there is no file.
    private var memory: [UInt8] = []
    private var count = 0
    /// How much ``read(_:_:)`` hands over at a time.
    static let block = 1 << 20
    /// The folder the file is made in; nil for `TMPDIR`, else `/tmp`.
    private let folder: String?

    /// A store whose file will be made in `folder` (nil: `TMPDIR`, else `/tmp`) when the first run comes.
    init(folder: String? = nil) {
        self.folder = folder
    }

    /// Whether the runs are kept in a file rather than in memory (false before the first run).
    var isInFile: Bool { descriptor >= 0 }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Appends `bytes` and returns where they lie.
    ///
    /// - Throws: ``PNGFile/Failure`` when the temporary file cannot be written (a full disk).
    func append(_ bytes: [UInt8]) throws -> Range<Int> {
        if !triedFile {
            triedFile = true
            descriptor = Self.unlinkedTemporaryFile(in: folder)
        }
        let start = count
        if descriptor >= 0 {
            try bytes.withUnsafeBytes { raw in
                var done = 0
                while done < raw.count {
                    let n = pwrite(descriptor, raw.baseAddress! + done, raw.count - done, off_t(start + done))
                    if n < 0, errno == EINTR { continue }
                    guard n > 0 else { throw Self.failure("cannot keep a frame in a temporary file") }
                    done += n
                }
            }
        } else {
            memory += bytes
        }
        count += bytes.count
        return start..<count
    }

    /// Hands `body` the bytes of `range`, in order, at most ``block`` at a time.
    ///
    /// - Throws: ``PNGFile/Failure`` when the temporary file cannot be read, and what `body` throws.
    func read(_ range: Range<Int>, _ body: ([UInt8]) throws -> Void) throws {
        guard descriptor >= 0 else {
            for start in stride(from: range.lowerBound, to: range.upperBound, by: Self.block) {
                try body(Array(memory[start..<min(start + Self.block, range.upperBound)]))
            }
            return
        }
        var buffer = [UInt8](repeating: 0, count: min(range.count, Self.block))
        var offset = range.lowerBound
        while offset < range.upperBound {
            let wanted = min(buffer.count, range.upperBound - offset)
            let n = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, wanted, off_t(offset)) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw Self.failure("cannot read a frame back from its temporary file") }
            try body(n == buffer.count ? buffer : Array(buffer[0..<n]))
            offset += n
        }
    }

    private static func failure(_ what: String) -> PNGFile.Failure {
        PNGFile.Failure(path: "animation", reason: "\(what): \(String(cString: strerror(errno)))")
    }

    /// A new file in `folder`, else `TMPDIR`, else `/tmp`, open for reading and writing and already unlinked, so that nothing is
    /// left behind however the process ends; −1 when none can be made.
    private static func unlinkedTemporaryFile(in folder: String?) -> Int32 {
        let folder = folder ?? getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder + "/tessera-animation-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return -1 }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return fd
    }
}
