import TesseraRender
import TesseraGestures
import TesseraSimulator
import Foundation

/// Records an event log as it happens: appends lines and pushes them to the
/// file at least once per frame, so a crash loses at most the last frame.
///
/// Lines are collected in memory during a frame and written with one `write(2)`
/// at ``flush()``: once written, they are in the kernel and survive the
/// process. Errors (a full disk) surface from `flush()` with the reason; the
/// lines already written stay readable.
public final class EventLogWriter {
    /// The log file being written.
    public let path: String
    private let descriptor: Int32
    private var pending: [UInt8] = []
    /// Whether ``close()`` has run; after it, ``flush()`` writes nothing more.
    public private(set) var isClosed = false

    /// Creates (or empties) the log at `path`, holding an exclusive lock on it, and writes its header.
    ///
    /// Two recordings never write one log: the second is refused while the first holds the lock,
    /// before it empties anything. The log is never opened through a symbolic link, nor its folder
    /// reached through another user's link in a shared folder, and it must be a regular file: in a shared
    /// folder, one of the recording user's own (or of the folder's owner).
    public init(path: String, scene: EventLog.SceneSource) throws {
        self.path = path
        func failure(_ reason: String) -> EventLogError { EventLogError(file: path, line: 0, column: 0, reason: reason) }
        // The folder is reached without following another user's link in a shared folder (see `SafeFolder`).
        let folder: Int32, name: String
        do {
            (folder, name) = try SafeFolder.openHolder(of: path)
        } catch let error as AtomicFile.Failure {
            throw failure("cannot create the log: \(error)")
        }
        defer { _ = Foundation.close(folder) }
        descriptor = openat(folder, name, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw failure(errno == ELOOP ? "is a symbolic link; Tessera records only into regular files"
                                         : "cannot create the log: \(String(cString: strerror(errno)))")
        }
        var info = stat(), folderInfo = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            _ = Foundation.close(descriptor)
            throw failure("is not a regular file; Tessera records only into regular files")
        }
        // Nothing is written yet: a file someone else left in /tmp under this name (to read the recording) is
        // refused as Linux's protected_regular refuses it, whatever the machine's setting.
        guard fstat(folder, &folderInfo) == 0,
              SafeFolder.mayUse(entryOwner: info.st_uid, folderMode: folderInfo.st_mode, folderOwner: folderInfo.st_uid, user: geteuid())
        else {
            _ = Foundation.close(descriptor)
            throw failure("is a file another user (uid \(info.st_uid)) made in a folder everyone may write to; Tessera records "
                          + "only into its own files there, as Linux's protected_regular would")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let busy = errno == EWOULDBLOCK
            let reason = String(cString: strerror(errno))
            _ = Foundation.close(descriptor)
            throw failure(busy ? "another recording is writing this log; choose another path or stop that recording"
                               : "cannot lock the log: \(reason)")
        }
        guard ftruncate(descriptor, 0) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = Foundation.close(descriptor)
            throw failure("cannot create the log: \(reason)")
        }
        pending.reserveCapacity(4096)
        pending.append(contentsOf: Array(Self.header(scene: scene).utf8))
        try flush()
    }

    deinit {
        if !isClosed { try? close() }
    }

    /// Queues one record; it reaches the file at the next ``flush()``.
    public func append(_ record: LogRecord) {
        Self.appendLine(record, to: &pending)
        pending.append(10)
    }

    /// Writes everything queued. Call at the end of every frame.
    public func flush() throws {
        guard !pending.isEmpty, !isClosed else { return }
        var offset = 0
        while offset < pending.count {
            let n = pending.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                pending.removeFirst(offset)
                throw EventLogError(file: path, line: 0, column: 0, reason: "cannot write the log: \(reason)")
            }
            offset += n
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Flushes and closes the file.
    public func close() throws {
        guard !isClosed else { return }
        defer {
            isClosed = true
            _ = Foundation.close(descriptor)
        }
        try flush()
    }

    /// The header lines for a log of `scene`.
    public static func header(scene: EventLog.SceneSource) -> String {
        let sceneLine: String
        switch scene {
        case .path(let p): sceneLine = "scene " + (pathNeedsQuotes(p) ? JSONWriter.value(.string(p)) : p)
        case .inline(let json): sceneLine = "scene \(JSONWriter.value(json))"
        }
        return "tessera-log \(EventLog.currentVersion)\n\(sceneLine)\n"
    }

    /// Whether a scene path must be written as a JSON string to read back as it is: it holds a `#` after a space
    /// or tab (which begins a comment), begins with `{` or `"` (inline JSON, a quoted path), holds a quote or a
    /// backslash, or begins or ends with white space, which the reader trims.
    static func pathNeedsQuotes(_ p: String) -> Bool {
        p.contains(" #") || p.contains("\t#") || p.hasPrefix("{") || p.contains("\"") || p.contains("\\")
            || p.first?.isWhitespace == true || p.last?.isWhitespace == true || p.contains(where: \.isNewline)
    }

    /// The text of one record, without its newline.
    public static func line(_ r: LogRecord) -> String {
        var bytes: [UInt8] = []
        appendLine(r, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``line(_:)`` of `r`, without its newline, to `bytes` as UTF-8: a recording or an import of
    /// millions of records writes them with no string per line or per number.
    package static func appendLine(_ r: LogRecord, to bytes: inout [UInt8]) {
        LogTime.append(r.time, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        func number(_ v: Double) {
            JSONText.appendNumber(v, to: &bytes)
        }
        func space() { bytes.append(UInt8(ascii: " ")) }
        switch r.event {
        case .touch(let id, let change, let p):
            bytes.append(contentsOf: change.rawValue.utf8)
            space()
            JSONText.appendInteger(Int64(id), to: &bytes)
            space()
            number(p.x)
            space()
            number(p.y)
        case .key(let name):
            JSONText.append("key ", to: &bytes)
            bytes.append(contentsOf: name.utf8)
        case .wheel(let d, let p, let m):
            JSONText.append("wheel ", to: &bytes)
            number(d.x); space(); number(d.y); space(); number(p.x); space(); number(p.y)
            if m.contains(.control) { JSONText.append(" ctrl", to: &bytes) }
            if m.contains(.shift) { JSONText.append(" shift", to: &bytes) }
        case .resize(let size):
            JSONText.append("resize ", to: &bytes)
            number(size.width); space(); number(size.height)
        case .tick:
            JSONText.append("tick", to: &bytes)
        case .action(let action):
            bytes.append(contentsOf: text(of: action).utf8)
        }
    }

    /// An action's kind and arguments as a log writes them: `insert-section 1 3`, `layout 2`.
    public static func text(of action: SceneAction) -> String {
        switch action {
        case let .insertSection(section, items): "insert-section \(section) \(items)"
        case .deleteSection(let section): "delete-section \(section)"
        case .insertItem(let p): "insert-item \(p.section) \(p.item)"
        case .deleteItem(let p): "delete-item \(p.section) \(p.item)"
        case .toggleMode: "toggle-mode"
        case .switchLayout(let index): "layout \(index)"
        }
    }
}
