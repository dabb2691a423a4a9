import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the release `tessera` beside this benchmark as a child process and measures it from
/// outside: wall time and peak resident memory (its `VmHWM`, read while it runs), so each case's
/// memory is its own and not the benchmark's.
enum ChildRun {
    /// What one run took.
    struct Figures {
        var seconds: Double
        var peakMegabytes: Double
        var status: Int32
    }

    /// The `tessera` executable built next to this one.
    static var tessera: String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("tessera").path
    }

    /// Runs `tessera arguments`, its output discarded, and returns its figures.
    static func run(_ arguments: [String]) -> Figures {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([tessera] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let start = clock.now
        guard posix_spawn(&pid, tessera, &actions, nil, argv, environ) == 0 else {
            fatalError("cannot start \(tessera); build it with swift build -c release first")
        }
        // The child's own peak is its memory's high-water mark (VmHWM), read while it runs: Linux carries
        // the parent's peak over fork and exec into the child's ru_maxrss, so wait4's figure is at least this
        // benchmark's own size, whichever child it is. The last reading before the child ends misses at most
        // what it adds in its last two milliseconds.
        var status: Int32 = 0
        var peakKilobytes = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            peakKilobytes = max(peakKilobytes, highWaterKilobytes(of: pid) ?? 0)
            usleep(2000)
        }
        let seconds = Measure.seconds(clock.now - start)
        return Figures(seconds: seconds, peakMegabytes: Double(peakKilobytes) / 1024, status: (status >> 8) & 0xFF)
    }

    /// The `VmHWM` line of `/proc/PID/status`, in kilobytes; nil once the process has ended.
    static func highWaterKilobytes(of pid: pid_t) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }

    /// `runs` runs of `arguments`: the minimum, median and maximum of time and of peak memory.
    static func repeated(_ arguments: [String], runs: Int = 3) -> (seconds: [Double], megabytes: [Double]) {
        let figures = (0..<runs).map { _ in run(arguments) }
        return (figures.map(\.seconds).sorted(), figures.map(\.peakMegabytes).sorted())
    }
}
