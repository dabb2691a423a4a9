import Foundation
import TesseraRender

/// The folder an output file goes in, made when it is missing, as `pytest --junitxml` and `swift test --xunit-output` do.
enum OutputFolder {
    /// Creates the folders leading to `path` (none for a bare name or `-`); an existing folder is left as it is.
    ///
    /// - Throws: ``AtomicFile/Failure`` naming the first folder that cannot be made, and why.
    static func makeParent(of path: String) throws {
        guard path != "-" else { return }
        let folder = ParentFolder.of(path)
        guard !folder.isEmpty else { return }
        try make(folder)
    }

    /// Creates the folder `path` and those leading to it, never through another user's symbolic link in a shared
    /// folder (``SafeFolder``); an existing folder is left as it is.
    ///
    /// - Throws: ``AtomicFile/Failure`` naming the first folder that cannot be made or followed, and why.
    static func make(_ path: String) throws {
        close(try SafeFolder.open(path, creating: true))
    }
}
