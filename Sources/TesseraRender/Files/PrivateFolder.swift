#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes a new folder for scratch files that only its maker may enter, under a name no one else held or could
/// have made beforehand.
///
/// `mkdtemp(3)` makes it with mode 0700, its name `prefix` and six random characters, or fails: unlike a name
/// built from the process id, a folder another user made in `/tmp` ahead of time is never taken for it.
///
/// ```swift
/// let scratch = try PrivateFolder.make(prefix: "tessera-replay-")
/// ```
public enum PrivateFolder {
    /// Makes the folder in `parent` (by default `TMPDIR`, else `/tmp`) and returns its path.
    ///
    /// - Throws: ``AtomicFile/Failure`` naming the folder it tried to make and `mkdtemp`'s reason.
    public static func make(prefix: String, in parent: String? = nil) throws -> String {
        precondition(!prefix.contains("/"), "a PrivateFolder prefix is part of one name: \(prefix)")
        var base = parent ?? getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        if base.isEmpty { base = "/tmp" }
        if !base.hasSuffix("/") { base += "/" }
        let template = base + prefix + "XXXXXX"
        var name = Array(template.utf8CString)
        let made = name.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!).map { String(cString: $0) } }
        guard let made else { throw AtomicFile.Failure(path: template, reason: "cannot make the folder: \(AtomicFile.errorText())") }
        return made
    }
}
