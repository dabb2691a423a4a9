#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file all at once or not at all, safely in a directory other users can write to.
///
/// The content goes to a new file beside the target, created with `O_EXCL` and
/// `O_NOFOLLOW` under an unpredictable name, so no one can plant a file or a
/// symbolic link there beforehand; it is then renamed over the target. A crash
/// leaves the old file (or none), never a partial one. Tessera replaces only
/// regular files: a target that is a directory, a device such as `/dev/full`, a
/// FIFO or a symbolic link is refused, and a failed write or rename is an error
/// that names the path. The folder is reached through ``SafeFolder``, so a symbolic
/// link another user left in a shared folder such as `/tmp` is not followed on the way.
///
/// ```swift
/// try AtomicFile.write(Array(json.utf8), to: "out/state.json")
/// ```
public enum AtomicFile {
    /// A file that could not be written: the path and the reason, as one line.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// The target path.
        public var path: String
        /// Why, in words.
        public var reason: String
        /// The failure as one line, `path: reason`, as the command line prints it.
        public var description: String { "\(path): \(reason)" }
    }

    /// Writes `bytes` to `path`, replacing a regular file that is there.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try write(to: path) { fd in try writeAll(bytes, to: fd, path: path) }
    }

    /// Writes `text` as UTF-8 to `path`, replacing a regular file that is there.
    public static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// Creates the temporary file, lets `body` write to its descriptor, and renames it over `path`.
    ///
    /// The new file keeps the permission bits of the file it replaces; a new target gets
    /// `0666` less the umask. If `body` throws, the temporary file is removed and nothing changes.
    /// The folder is opened with ``SafeFolder``, and the file is created and renamed relative to it.
    public static func write(to path: String, _ body: (Int32) throws -> Void) throws {
        let (folder, name) = try SafeFolder.openHolder(of: path)
        defer { _ = close(folder) }
        let existing = try checkReplaceable(name, in: folder, path: path)
        let (fd, temporary) = try createTemporary(beside: name, in: folder, path: path)
        // A signal that stops the process meanwhile removes it (see ``Interruption``).
        let token = Interruption.removeOnInterruption(file: temporary, in: folder)
        defer { Interruption.forget(token) }
        do {
            if let existing { _ = fchmod(fd, existing.st_mode & 0o7777) }
            try body(fd)
        } catch {
            _ = close(fd)
            unlinkat(folder, temporary, 0)
            throw error
        }
        guard close(fd) == 0 else {
            let reason = errorText()
            unlinkat(folder, temporary, 0)
            throw Failure(path: path, reason: "cannot write: \(reason)")
        }
        guard renameat(folder, temporary, folder, name) == 0 else {
            let reason = errorText()
            unlinkat(folder, temporary, 0)
            throw Failure(path: path, reason: "cannot replace the file: \(reason)")
        }
    }

    /// Throws unless `path` names nothing yet or a regular file, in a folder ``SafeFolder`` may open.
    public static func checkReplaceable(_ path: String) throws {
        // A folder that does not exist yet holds nothing to replace.
        guard let (folder, name) = try SafeFolder.openHolderIfPresent(of: path) else { return }
        defer { _ = close(folder) }
        _ = try checkReplaceable(name, in: folder, path: path)
    }

    /// Throws unless `name` in the open `folder` is missing or a regular file, and returns the file's status when
    /// there is one; `path` is what errors name.
    static func checkReplaceable(_ name: String, in folder: Int32, path: String) throws -> stat? {
        var s = stat()
        // An empty path (`-o ''`) names no file; printed bare, the error line would name nothing either.
        guard !path.isEmpty else { throw Failure(path: "\"\"", reason: "an empty path names no file to write") }
        guard !name.isEmpty, name != ".", name != ".." else {
            throw Failure(path: path, reason: "is a directory; Tessera replaces only regular files")
        }
        guard fstatat(folder, name, &s, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return nil }
            throw Failure(path: path, reason: "cannot write: \(errorText())")
        }
        let kind = s.st_mode & S_IFMT
        guard kind != S_IFREG else { return s }
        let what = switch kind {
        case S_IFLNK: "a symbolic link"
        case S_IFDIR: "a directory"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFIFO: "a pipe"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
        throw Failure(path: path, reason: "is \(what); Tessera replaces only regular files")
    }

    /// Writes every byte, retrying after interruptions and short writes.
    public static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                let n = Darwin.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
                if n < 0 {
                    if errno == EINTR { continue }
                    throw Failure(path: path, reason: "cannot write: \(errorText())")
                }
                offset += n
            }
        }
    }

    private static func createTemporary(beside name: String, in folder: Int32, path: String) throws -> (Int32, String) {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let token = String(generator.next(), radix: 16)
            let candidate = "." + name.prefix(100) + ".tessera-" + token
            let fd = openat(folder, candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if fd >= 0 { return (fd, candidate) }
            if errno != EEXIST { throw Failure(path: path, reason: "cannot write: \(errorText())") }
        }
        throw Failure(path: path, reason: "cannot create a temporary file beside it")
    }

    static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
