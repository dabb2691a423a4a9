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
    ///
    /// The folder stays locked (`flock`) until the process ends, so that a second run writing frames into it at the
    /// same time, which would remove this run's frames and mix its own among them, is refused with one line instead.
    static func prepare(_ directory: String) throws {
        let path = try SafeFolder.open(directory, creating: true)
        do {
            try lock(path, directory)
        } catch {
            close(path)
            throw error
        }
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

    /// The folders this process has locked, by device and inode, with the descriptors that hold the locks: open
    /// until the process ends.
    nonisolated(unsafe) private static var locked: [FolderKey: Int32] = [:]

    /// A folder's device and inode.
    private struct FolderKey: Hashable {
        let device: UInt64, inode: UInt64
    }

    /// Takes the lock on the folder open at `folder` (`directory`), or throws when another process holds it.
    private static func lock(_ folder: Int32, _ directory: String) throws {
        var info = stat()
        guard fstat(folder, &info) == 0 else { return }
        let key = FolderKey(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        guard locked[key] == nil else { return }
        // A descriptor of its own: the lock belongs to it, and the one read below is closed after the walk.
        let holder = openat(folder, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard holder >= 0 else { return }
        guard flock(holder, LOCK_EX | LOCK_NB) == 0 else {
            let busy = errno == EWOULDBLOCK
            close(holder)
            // A file system without locks is written to as before.
            guard busy else { return }
            throw UsageError(message: "\(directory): another tessera is writing frames into this folder now; "
                             + "give each run a --frames folder of its own")
        }
        locked[key] = holder
    }

    /// Whether `name` is a frame's or a frame diff's file name: `frame-` or `diff-frame-`, digits, `.png`.
    static func isFrameName(_ name: String) -> Bool {
        let frame = name.hasPrefix("diff-") ? String(name.dropFirst(5)) : name
        return frame.hasPrefix("frame-") && frame.hasSuffix(".png") && frame.count > 10
            && frame.dropFirst(6).dropLast(4).allSatisfy { $0.isASCII && $0.isNumber }
    }
}
