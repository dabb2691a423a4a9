import Dispatch
import Foundation

/// What a command stopped by a signal leaves undone: its temporary files removed, its child processes stopped, and
/// then the process ended by that very signal.
///
/// Once ``install()`` has run, SIGINT, SIGTERM and SIGHUP no longer end the process at once. Each is
/// handled on a queue of its own, while the work goes on: every child registered with ``adoptChild(_:)`` is sent
/// the same signal (a CI runner that stops a job signals the parent alone) and given a second to end, every file
/// and folder registered with ``removeOnInterruption(file:in:)`` and ``removeOnInterruption(folder:)`` is removed,
/// and the signal's default action is then restored and the signal raised again, so the shell sees the process
/// ended by it (status 128 + N). SIGPIPE and SIGXFSZ are ignored, so that writing to a closed pipe (`| head`) or
/// past a file-size limit is an error the command reports and cleans up after, as any other failed write. Without ``install()`` nothing changes: the
/// registrations are only kept.
///
/// ```swift
/// Interruption.install()
/// let scratch = try PrivateFolder.make(prefix: "tessera-replay-")
/// let token = Interruption.removeOnInterruption(folder: scratch)
/// defer { Interruption.forget(token) }
/// ```
public enum Interruption {
    /// A registration, to ``forget(_:)`` once the file is renamed into place or the child has ended.
    public struct Token: Hashable, Sendable {
        fileprivate let value: Int
    }

    private enum Entry {
        case file(folder: Int32, name: String)
        case folder(String)
        case child(pid_t)
    }

    private final class Registry: @unchecked Sendable {
        let lock = NSLock()
        var entries: [Int: Entry] = [:]
        var next = 0
        var sources: [DispatchSourceSignal] = []
        var stopping = false
    }

    private static let registry = Registry()

    /// The signals ``install()`` handles.
    public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Handles ``signals`` from now on, as the type describes; calling it again does nothing.
    public static func install() {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        guard registry.sources.isEmpty else { return }
        signal(SIGPIPE, SIG_IGN)
        // A file-size limit (`ulimit -f`) is then a failed write the command reports, as a full disk is.
        signal(SIGXFSZ, SIG_IGN)
        let queue = DispatchQueue(label: "tessera.interruption")
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { stop(by: number) }
            source.resume()
            registry.sources.append(source)
        }
    }

    /// Registers a temporary file, `name` in the open `folder`, to remove if the process is stopped before it is renamed.
    public static func removeOnInterruption(file name: String, in folder: Int32) -> Token {
        register(.file(folder: folder, name: name))
    }

    /// Registers a folder of this process's own, to remove with what it holds if the process is stopped.
    public static func removeOnInterruption(folder path: String) -> Token {
        register(.folder(path))
    }

    /// Registers a running child process, to stop with the same signal (with the process group it leads, if any)
    /// if this process is stopped.
    public static func adoptChild(_ pid: pid_t) -> Token {
        register(.child(pid))
    }

    /// Drops a registration: the file was renamed or removed, the folder removed, or the child has ended.
    public static func forget(_ token: Token) {
        registry.lock.lock()
        registry.entries[token.value] = nil
        registry.lock.unlock()
    }

    private static func register(_ entry: Entry) -> Token {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        registry.next += 1
        registry.entries[registry.next] = entry
        return Token(value: registry.next)
    }

    /// Stops the children, removes the files and folders, and ends the process by `number`.
    private static func stop(by number: Int32) {
        registry.lock.lock()
        // The lock stays held: nothing registers or forgets anything any more, and the process ends below.
        guard !registry.stopping else { registry.lock.unlock(); return }
        registry.stopping = true
        let entries = registry.entries.sorted { $0.key < $1.key }.map(\.value)
        var children: [pid_t] = []
        for case .child(let pid) in entries {
            // The child's process group, when it leads one, and the child itself when it does not.
            kill(-pid, number)
            kill(pid, number)
            children.append(pid)
        }
        // A second for the children to remove their own temporary files, then they are killed.
        var waited = 0
        while waited < 100, children.contains(where: { kill($0, 0) == 0 && !isZombie($0) }) {
            usleep(10_000)
            waited += 1
        }
        for pid in children where kill(pid, 0) == 0 {
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
        }
        for entry in entries {
            switch entry {
            case let .file(folder, name): unlinkat(folder, name, 0)
            case .folder(let path): try? FileManager.default.removeItem(atPath: path)
            case .child: break
            }
        }
        signal(number, SIG_DFL)
        kill(getpid(), number)
        // Should the signal not end it (blocked where it lands), end with the status the signal would give.
        usleep(500_000)
        _exit(128 + number)
    }

    /// Whether `pid` has ended and only waits for its parent to collect its status.
    private static func isZombie(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return true }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }
}
