import TesseraRender

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file a path names, so that two spellings of one file (`a/../b.json`, a
/// hard link, a symbolic link) compare equal: the device and inode of an existing
/// file, else the absolute path with `.` and `..` resolved.
struct FileIdentity: Hashable {
    private let device: UInt64
    private let inode: UInt64
    private let path: String

    init(_ path: String) {
        var s = stat()
        if stat(path, &s) == 0 {
            device = UInt64(s.st_dev)
            inode = UInt64(s.st_ino)
            self.path = ""
        } else {
            device = 0
            inode = 0
            self.path = FileIdentity.absolute(path)
        }
    }

    private static func absolute(_ path: String) -> String {
        var parts: [Substring] = []
        var full = path
        if !path.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            if getcwd(&buffer, buffer.count) != nil {
                full = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/" + path
            }
        }
        for part in full.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}

/// The inputs and outputs of one command, checked before anything is written: no output
/// may be one of the inputs, no two outputs may be the same file, and no output may take a
/// frame's name in a folder of frames the command reads or writes.
struct FileRoles {
    private var inputs: [(FileIdentity, String)] = []
    private var outputs: [(FileIdentity, String, String)] = []
    private var frameFolders: [(FileIdentity, String, String)] = []

    /// Notes `path` as something the command reads.
    mutating func input(_ path: String?) {
        guard let path else { return }
        inputs.append((FileIdentity(path), path))
    }

    /// Notes `path` as something the command writes, for the option `option`.
    mutating func output(_ path: String?, option: String) {
        guard let path, path != "-" else { return }
        outputs.append((FileIdentity(path), path, option))
    }

    /// Notes `path` as a folder of frames (`frame-NNNNN.png`) that the option `option` reads (`--expect-frames`)
    /// or writes (`--frames`): another output named like a frame inside it would replace one.
    mutating func frameFolder(_ path: String?, option: String) {
        guard let path, path != "-" else { return }
        frameFolders.append((FileIdentity(path), path, option))
    }

    /// Throws a ``UsageError`` when an output is an input, two outputs are one file, or an output would replace a frame.
    func check() throws {
        for out in outputs where !frameFolders.isEmpty {
            let name = out.1.split(separator: "/").last.map(String.init) ?? out.1
            guard FrameFolders.isFrameName(name) else { continue }
            let parent = ParentFolder.of(out.1)
            let folder = FileIdentity(parent.isEmpty ? "." : parent)
            if let frames = frameFolders.first(where: { $0.0 == folder && $0.2 != out.2 }) {
                throw UsageError(message: "\(out.2) \(out.1) would replace a frame in \(frames.2) \(frames.1); choose another path")
            }
        }
        for (i, out) in outputs.enumerated() {
            if let clash = inputs.first(where: { $0.0 == out.0 }) {
                throw UsageError(message: "\(out.2) \(out.1) would overwrite the input \(clash.1); choose another path")
            }
            if let other = outputs[..<i].first(where: { $0.0 == out.0 }) {
                throw UsageError(message: "\(other.2) and \(out.2) name the same file \(out.1); give each output its own path")
            }
        }
    }
}
