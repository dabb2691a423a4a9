import Foundation
import TesseraSimulator

/// Progress of a long replay run on a terminal: `[12/40] logs/x.log` on one line of standard
/// error, rewritten in place. Silent when standard error is not a terminal or the `CI`
/// environment variable is set, so CI logs and pipes stay clean.
struct ReplayProgress {
    /// How many logs the run replays.
    let total: Int
    /// Whether the progress line is shown.
    let isShown: Bool

    /// Progress over `total` logs, shown only on an interactive terminal outside CI.
    init(total: Int, environment: [String: String] = ProcessInfo.processInfo.environment, isTerminal: Bool = isatty(2) == 1) {
        self.total = total
        let ci = environment["CI"].map { !$0.isEmpty && $0 != "false" && $0 != "0" } ?? false
        isShown = isTerminal && !ci
    }

    /// Shows that log `index` (from 0), at `path`, is replaying.
    func show(_ index: Int, _ path: String) {
        guard isShown else { return }
        let text = "[\(index + 1)/\(total)] \(oneLine(path))"
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + String(text.prefix(200))).utf8))
    }

    /// Clears the progress line before a verdict is printed.
    func clear() {
        guard isShown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
