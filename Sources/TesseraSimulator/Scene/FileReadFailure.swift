#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read, in the words an error line uses.
public enum FileReadFailure {
    /// Why the file at `path` cannot be read: "cannot read the file: no such file", "…: it is a folder", or the
    /// system's reason; for a read that failed for another cause, "cannot read the file".
    public static func reason(forReading path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            return "cannot read the file: " + (code == ENOENT ? "no such file" : String(cString: strerror(code)))
        }
        if (info.st_mode & S_IFMT) == S_IFDIR { return "cannot read the file: it is a folder" }
        if access(path, R_OK) != 0 { return "cannot read the file: " + String(cString: strerror(errno)) }
        return "cannot read the file"
    }
}
