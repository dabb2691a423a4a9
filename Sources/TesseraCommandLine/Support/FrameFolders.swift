import Foundation

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

    /// Removes the frames a previous run left in `directory` (`frame-NNNNN.png` and
    /// `diff-frame-NNNNN.png` files only, nothing else), so the folder holds this run's frames alone.
    static func removeOldFrames(in directory: String) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names {
            let frame = name.hasPrefix("diff-") ? String(name.dropFirst(5)) : name
            guard frame.hasPrefix("frame-"), frame.hasSuffix(".png"), frame.count > 10,
                  frame.dropFirst(6).dropLast(4).allSatisfy(\.isNumber) else { continue }
            try FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent(name))
        }
    }
}
