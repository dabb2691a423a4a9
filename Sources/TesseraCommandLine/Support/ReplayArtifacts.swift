import Foundation
import TesseraRender
import TesseraReplay
import TesseraSimulator

/// What `tessera replay` writes about how a log replayed, beyond its state: the trace viewer
/// (`--trace`, one HTML page) and the animation (`--apng`, an animated PNG at real speed), and
/// when: for every log, or with `--failures-only` for failing logs only (a state or frame
/// mismatch, or a missing golden unless `--allow-missing`), as CI wants them.
///
/// Both are recorded during the replay, since whether a log fails is known only at its end, and
/// written after the verdict, each all at once through ``AtomicFile``. Their folders are made
/// when missing.
struct ReplayArtifacts {
    /// Where the trace goes, with `{name}` already replaced; nil writes none.
    var trace: String?
    /// Where the animation goes, with `{name}` already replaced; nil writes none.
    var apng: String?
    /// Whether only failing logs get them.
    var failuresOnly = false
    /// The most frames the animation records.
    var maxAnimationFrames = Replayer.Animation.defaultLimit

    /// Whether anything is asked for.
    var isEmpty: Bool { trace == nil && apng == nil }

    /// Makes each output's folder and checks that each can be replaced, before the replay runs.
    func prepare() throws {
        for path in [trace, apng].compactMap({ $0 }) {
            try OutputFolder.makeParent(of: path)
            try AtomicFile.checkReplaceable(path)
        }
    }

    /// Asks `replayer` to record what is to be written.
    func configure(_ replayer: inout Replayer) {
        if trace != nil { replayer.trace = ReplayTrace.Limits() }
        if apng != nil { replayer.animation = Replayer.Animation(limit: maxAnimationFrames) }
    }

    /// Writes what `result` recorded, when `verdict` calls for it; returns the paths written.
    ///
    /// - Parameters:
    ///   - log: the log's path, the trace's title.
    ///   - golden: the golden's path; `expected`, its state, so the trace can mark where the state diverged from it.
    func write(_ result: Replayer.Result, log: String, verdict: ReplayVerdict, golden: String, expected: SimulationState?,
               allowMissing: Bool) throws -> [String] {
        guard !isEmpty else { return [] }
        if failuresOnly, !verdict.isFailure(allowMissing: allowMissing) { return [] }
        var written: [String] = []
        if let trace, let recorded = result.trace {
            try writeAtomically(TraceHTML.page(for: recorded, title: log, verdict: verdict.traceVerdict(golden: golden, expected: expected)), to: trace)
            written.append(trace)
        }
        if let apng, var animation = result.animation {
            try animation.write(to: apng)
            written.append(apng)
        }
        return written
    }
}

extension ReplayVerdict {
    /// Whether the log counts as failed: a mismatch, or a missing golden without `--allow-missing`.
    func isFailure(allowMissing: Bool) -> Bool {
        switch self {
        case .failed: true
        case .missing: !allowMissing
        case .passed, .updated: false
        }
    }

    /// The verdict as the trace page shows it: `golden` is the golden's path, `expected` its state.
    func traceVerdict(golden: String, expected: SimulationState?) -> TraceHTML.Verdict {
        switch self {
        case .passed: .passed(golden: golden)
        case let .failed(golden, diff, _, _): .failed(golden: golden, expected: expected, differences: diff)
        case .missing(let golden): .missing(golden: golden)
        case .updated: .unchecked
        }
    }
}
