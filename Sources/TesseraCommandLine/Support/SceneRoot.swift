import Foundation

/// The folder `--scene-root` confines a log's scene and pictures to: the trust boundary for
/// replaying logs from an untrusted source.
///
/// A log names its scene by a path, so without a root a hostile log could make Tessera read any
/// file the user can (`/etc/shadow` when run as root), and the error would tell whether it exists
/// and is JSON. With a root, a path outside it is refused with the same message whether or not it
/// exists, before anything is opened; a path inside it that leads outside through a symbolic link
/// is refused the same way once resolved.
struct SceneRoot {
    /// The root, resolved through symbolic links.
    let path: String

    /// The root at `directory`, which must be an existing folder.
    init(_ directory: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError(message: "--scene-root \(directory): not a folder")
        }
        path = URL(fileURLWithPath: directory).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// Throws unless `file` (a `what`, such as "scene") lies inside the root, both as written and
    /// once resolved through symbolic links.
    func check(_ file: String, what: String) throws {
        let outside = UsageError(message: "the \(what) \(file) is outside --scene-root \(path)")
        guard contains(URL(fileURLWithPath: file).standardizedFileURL.path) else { throw outside }
        guard contains(URL(fileURLWithPath: file).resolvingSymlinksInPath().standardizedFileURL.path) else { throw outside }
    }

    private func contains(_ absolute: String) -> Bool {
        absolute == path || absolute.hasPrefix(path.hasSuffix("/") ? path : path + "/")
    }
}
