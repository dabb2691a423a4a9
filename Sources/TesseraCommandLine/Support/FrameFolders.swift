import Foundation
import TesseraRender

/// Where `--frames DIR` puts each log's frames when several logs replay: a folder per log
/// inside DIR, named after the log's file without `.log` (with its position added when two
/// logs share a name), so no log's frames overwrite another's.
struct FrameFolders {
    private let root: String
    private let names: LogNames

    /// The folders for `logs` inside `root`.
    init(root: String, logs: [String]) {
        self.root = root
        names = LogNames(logs)
    }

    /// The folder for `log`'s frames.
    func folder(for log: String) -> String? { (root as NSString).appendingPathComponent(names.name(for: log)) }

    /// Makes the folder `directory` when it is missing and removes the frames a
    /// previous run left in it (`frame-NNNNN.png` and `diff-frame-NNNNN.png` files only, nothing else), so it holds
    /// this run's frames alone. The folder is opened once, never through another user's symbolic link in a shared
    /// folder, and the frames are removed relative to it.
    static func prepare(_ directory: String) throws {
        let path = try SafeFolder.open(directory, creating: true)
        // Opened again to be read, relative to where the walk ended; the stream owns this descriptor and closes it.
        let folder = openat(path, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        close(path)
        guard folder >= 0, let stream = fdopendir(folder) else {
            let reason = String(cString: strerror(errno))
            if folder >= 0 { close(folder) }
            throw UsageError(message: "\(directory): cannot read the folder: \(reason)")
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if isFrameName(name) { names.append(name) }
        }
        for name in names where unlinkat(dirfd(stream), name, 0) != 0 && errno != ENOENT {
            throw UsageError(message: "\((directory as NSString).appendingPathComponent(name)): cannot remove the old frame: "
                             + String(cString: strerror(errno)))
        }
    }

    /// Whether `name` is a frame's or a frame diff's file name: `frame-` or `diff-frame-`, digits, `.png`.
    static func isFrameName(_ name: String) -> Bool {
        let frame = name.hasPrefix("diff-") ? String(name.dropFirst(5)) : name
        return frame.hasPrefix("frame-") && frame.hasSuffix(".png") && frame.count > 10
            && frame.dropFirst(6).dropLast(4).allSatisfy { $0.isASCII && $0.isNumber }
    }
}
