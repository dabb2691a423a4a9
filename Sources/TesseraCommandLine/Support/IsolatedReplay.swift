import Foundation
import TesseraRender

/// One log of a multi-log `replay`, run in a process of its own, so that a log that crashes or
/// hangs costs only its own verdict and the other logs' verdicts and the summary are still printed.
///
/// The child is this very executable (so a user's command line, with its own layouts, replays its
/// own logs), given one log and the same options, plus the hidden `--isolated` flag that makes it
/// print its verdict without a summary. Its standard output and error pass through unchanged.
struct IsolatedReplay {
    /// How a child ended.
    enum Outcome: Equatable {
        /// It exited with this status: 0 passed, 1 a mismatch, 2 bad input; its result file says which log ended how.
        case exited(Int32)
        /// It was killed by this signal (a crash).
        case crashed(Int32)
        /// It ran past the time limit and was killed.
        case timedOut
    }

    /// What a child ended with, and what it printed.
    struct Result {
        var outcome: Outcome
        var stdout: Data
        var stderr: Data
    }

    /// The executable to run: this process's own image, unless `TESSERA_REPLAY_CHILD` names another
    /// (a wrapper that runs each log under a debugger or valgrind, or a test's stand-in).
    static var executable: URL {
        if let child = ProcessInfo.processInfo.environment["TESSERA_REPLAY_CHILD"], !child.isEmpty {
            return URL(fileURLWithPath: child)
        }
        return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    }

    /// Runs `replay` with `arguments` in a child, killing it after `timeout` as `now` (a monotonic
    /// clock) measures it. `SOURCE_DATE_EPOCH` does not stop this clock: a hung log is still stopped.
    ///
    /// The child leads a process group of its own, with the default action for the signals ``Interruption``
    /// handles here, and a timeout stops the whole group: a wrapper's own children too, which could otherwise hold
    /// the output open, and Foundation's `Process` waited for them to close it before it said the child had ended.
    /// Its output is read as it comes and, once it has ended, only what is left, without waiting for the pipes'
    /// end.
    static func run(_ arguments: [String], timeout: Duration, now: () -> Duration) throws -> Result {
        let argv = [executable.path, "replay", "--isolated"] + arguments
        var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        guard pipe(&outPipe) == 0 else { throw UsageError(message: "cannot make a pipe: \(String(cString: strerror(errno)))") }
        guard pipe(&errPipe) == 0 else {
            close(outPipe[0]); close(outPipe[1])
            throw UsageError(message: "cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        // Only the child's copies, made by dup2 below, stay open across its exec.
        for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        defer { close(outPipe[0]); close(errPipe[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t(), mask = sigset_t()
        sigemptyset(&defaults)
        for number in Interruption.signals + [SIGPIPE] { sigaddset(&defaults, number) }
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let cArguments = argv.map { strdup($0) } + [nil]
        defer { for a in cArguments { free(a) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, environ)
        close(outPipe[1]); close(errPipe[1])
        guard spawned == 0 else { throw UsageError(message: "\(argv[0]): cannot run: \(String(cString: strerror(spawned)))") }
        // Stopped by a signal meanwhile, this process stops the child's group too (see ``Interruption``).
        let childToken = Interruption.adoptChild(pid)
        defer { Interruption.forget(childToken) }
        for fd in [outPipe[0], errPipe[0]] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }

        var out = Data(), err = Data()
        // One buffer for every read of both pipes, which are polled every 20 ms while the child runs.
        var buffer = [UInt8](repeating: 0, count: 65536)
        var fds = [pollfd(fd: outPipe[0], events: Int16(POLLIN), revents: 0), pollfd(fd: errPipe[0], events: Int16(POLLIN), revents: 0)]
        let deadline = now() + timeout
        var status: Int32 = 0, timedOut = false
        while true {
            _ = poll(&fds, nfds_t(fds.count), 20)
            for k in fds.indices where fds[k].fd >= 0 {
                let open = k == 0 ? readAvailable(fds[k].fd, into: &out, buffer: &buffer)
                    : readAvailable(fds[k].fd, into: &err, buffer: &buffer)
                if !open { fds[k].fd = -1 }
            }
            if waitpid(pid, &status, WNOHANG) == pid { break }
            if now() >= deadline {
                timedOut = true
                kill(-pid, SIGTERM)
                usleep(200_000)
                kill(-pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                break
            }
        }
        // What is left in the pipes, without waiting for their end: a process the child started may hold them open.
        _ = readAvailable(outPipe[0], into: &out, buffer: &buffer)
        _ = readAvailable(errPipe[0], into: &err, buffer: &buffer)
        let signal = status & 0x7F
        let outcome: Outcome = timedOut ? .timedOut : signal != 0 && signal != 0x7F ? .crashed(signal) : .exited((status >> 8) & 0xFF)
        return Result(outcome: outcome, stdout: out, stderr: err)
    }
}

/// Appends what the non-blocking `fd` holds now to `data`, read through `buffer`; false once its end is reached
/// (every writer closed it).
private func readAvailable(_ fd: Int32, into data: inout Data, buffer: inout [UInt8]) -> Bool {
    while true {
        let n = read(fd, &buffer, buffer.count)
        if n > 0 { data.append(contentsOf: buffer[0..<n]); continue }
        if n < 0, errno == EINTR { continue }
        return n != 0
    }
}
