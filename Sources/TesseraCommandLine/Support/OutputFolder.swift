import Foundation

/// The folder an output file goes in, made when it is missing, as `pytest --junitxml` and `swift test --xunit-output` do.
enum OutputFolder {
    /// Creates the folders leading to `path` (none for a bare name or `-`); an existing folder is left as it is.
    ///
    /// - Throws: ``UsageError`` naming the first folder that cannot be made, and why.
    static func makeParent(of path: String) throws {
        guard path != "-" else { return }
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return }
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for component in folder.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o777) != 0, errno != EEXIST {
                throw UsageError(message: "\(prefix): cannot create the folder: \(String(cString: strerror(errno)))")
            }
            var s = stat()
            if stat(prefix, &s) != 0 || s.st_mode & S_IFMT != S_IFDIR {
                throw UsageError(message: "\(prefix): is not a folder")
            }
            prefix += "/"
        }
    }
}
