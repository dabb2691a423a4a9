import Foundation
import TesseraSimulator

/// What replaying one log concluded, and how `tessera replay` reports it: one verdict
/// line in the report (standard output), followed by its reason in the same report.
enum ReplayVerdict {
    /// The final state equals the golden.
    case passed
    /// The final state differs from the golden at `golden`, or the frames from those expected: `diff` says where,
    /// and `transcriptTail` holds the last recognizer lines before the end. `stateDiffers` is false when only
    /// frames differ, which `--update` does not store.
    case failed(golden: String, diff: [String], transcriptTail: [String], stateDiffers: Bool = true)
    /// No golden exists at `golden`.
    case missing(golden: String)
    /// `--update` wrote the golden at `golden`: `changes` lists what changed, or is nil when there was
    /// none before; `reformatted` when only its layout changed (a one-line golden pretty-printed).
    case updated(golden: String, changes: [String]?, reformatted: Bool)

    /// The last `count` lines of `transcript` (JSON Lines), oldest first: found by scanning its
    /// bytes back from the end, so a long transcript costs no more than its tail.
    static func tail(of transcript: String, lines count: Int = 5) -> [String] {
        let bytes = transcript.utf8
        var lines: [String] = []
        var end = bytes.endIndex
        var i = end
        while i > bytes.startIndex, lines.count < count {
            let before = bytes.index(before: i)
            if bytes[before] == 0x0A {
                if i < end { lines.append(String(transcript[i..<end])) }
                end = before
            }
            i = before
        }
        if lines.count < count, i < end { lines.append(String(transcript[i..<end])) }
        return lines.reversed()
    }

    /// The verdict as a report's test case, with the seconds it took and the files written for it.
    func reportCase(log: String, seconds: Double, attachments: [String]) -> ReplayCase {
        switch self {
        case .passed:
            return ReplayCase(log: log, status: .passed, seconds: seconds, attachments: attachments)
        case let .failed(golden, diff, tail, _):
            return ReplayCase(log: log, status: .failed, seconds: seconds,
                              message: "the final state differs from \(oneLine(golden))",
                              details: diff + ["golden: \(golden)"] + (tail.isEmpty ? [] : ["the transcript's last lines:"] + tail),
                              attachments: attachments)
        case .missing(let golden):
            return ReplayCase(log: log, status: .missing, seconds: seconds, message: "\(oneLine(golden)) does not exist",
                              attachments: attachments)
        case let .updated(golden, changes, _):
            if changes == [] { return ReplayCase(log: log, status: .passed, seconds: seconds, attachments: attachments) }
            return ReplayCase(log: log, status: .updated, seconds: seconds, message: "wrote \(oneLine(golden))",
                              details: changes ?? [], attachments: attachments)
        }
    }

    /// Writes the verdict for `log` to `report` and counts it in `tally`; `command` is the
    /// program's name, and `expect` the golden `--expect` named, for the command lines the report suggests.
    func report(log: String, command: String, expect: String? = nil, into report: StandardOutput, tally: inout ReplayTally,
                allowMissing: Bool) throws {
        let name = oneLine(log)
        let update = "\(command) replay \(shellWord(pathWord(name)))" + (expect.map { " --expect \(shellWord(pathWord(oneLine($0))))" } ?? "")
            + " --update"
        switch self {
        case .passed:
            tally.passed += 1
            try report.line("PASS \(name)")
        case let .failed(golden, diff, tail, stateDiffers):
            tally.failed += 1
            try report.line("FAIL \(name)")
            for line in diff { try report.line("  \(oneLine(line))") }
            if stateDiffers { try report.line("  golden: \(oneLine(golden)); if the new state is right: \(update)") }
            if !tail.isEmpty {
                try report.line("  the transcript's last lines:")
                for line in tail { try report.line("    \(oneLine(line))") }
            }
        case .missing(let golden):
            tally.missing += 1
            let rule = allowMissing ? "allowed by --allow-missing" : "a failure without --allow-missing"
            try report.line("NO GOLDEN \(name): \(oneLine(golden)) does not exist (\(rule)); write it with: \(update)")
        case let .updated(golden, changes, reformatted):
            switch changes {
            case nil:
                tally.updated += 1
                try report.line("CREATED \(oneLine(golden)) for \(name)")
            case let changes? where changes.isEmpty:
                tally.passed += 1
                try report.line("UNCHANGED \(oneLine(golden)) for \(name)" + (reformatted ? " (rewritten in the current format)" : ""))
            case let changes?:
                tally.updated += 1
                try report.line("UPDATED \(oneLine(golden)) for \(name):")
                for line in changes { try report.line("  \(oneLine(line))") }
            }
        }
    }
}

/// The counts of a replay run's verdicts, its summary line and its exit status.
struct ReplayTally {
    var passed = 0
    var failed = 0
    var missing = 0
    var updated = 0
    var bad = 0
    /// Logs whose replay crashed or ran past `--timeout`.
    var broken = 0
    /// Whether a log without a golden counts as passed.
    var allowMissing = false

    /// The summary line: `3 passed, 1 failed`, with the goldens written and missing when there are any.
    var summary: String {
        var parts = ["\(passed) passed", "\(failed + bad + broken + (allowMissing ? 0 : missing)) failed"]
        if broken > 0 { parts.append("\(broken) crashed or timed out") }
        if updated > 0 { parts.append("\(updated) \(updated == 1 ? "golden" : "goldens") written") }
        if missing > 0 { parts.append("\(missing) without a golden" + (allowMissing ? " (allowed by --allow-missing)" : "")) }
        return parts.joined(separator: ", ")
    }

    /// Throws the exit status: 3 when any replay crashed or timed out, else 2 when any log was bad input, else 1
    /// when any failed or (without `--allow-missing`) had no golden, and returns for success.
    func exit() throws {
        if broken > 0 { throw ExitStatus.broken }
        if bad > 0 { throw ExitStatus.badInput }
        if failed > 0 || (missing > 0 && !allowMissing) { throw ExitStatus.mismatch }
    }
}

/// `path` as a command line can name it: `./` before a relative path that begins with `-`, which would read as options.
func pathWord(_ path: String) -> String {
    path.hasPrefix("-") ? "./" + path : path
}

/// `word` as one word a POSIX shell reads back as it is: unchanged when it holds only characters no shell treats
/// specially, else in single quotes (a quote inside written '\''), so a suggested command can be pasted whole.

func shellWord(_ word: String) -> String {
    let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { c in
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9") || "_./:=@%+,-".unicodeScalars.contains(c)
    }
    return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
