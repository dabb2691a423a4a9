import ArgumentParser
import Foundation
import TesseraRender
import TesseraReplay
import TesseraSimulator

/// `tessera replay`: replays event logs headlessly and checks their final state.
struct ReplayCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay event logs headlessly on a virtual clock.",
        discussion: """
            Prints every recognizer state change and the final state. With --expect (one log) or a \
            golden LOG.state.json beside each log, checks the final state and prints a readable diff. \
            Exit status: 0 success, 1 a state mismatch, 2 bad input.
            """
    )

    @Argument(help: "Event logs to replay.")
    var logs: [String]

    @Option(help: "Write the final state JSON here (one log only).")
    var state: String?

    @Option(help: "Write the transcript as JSON Lines here (one log only).")
    var transcript: String?

    @Option(help: "Write PNG frames into this directory.")
    var frames: String?

    @Option(help: "With --frames, write every Nth frame (default: one per gesture end, and the last).")
    var frameEvery: Int?

    @Option(help: "With --frames, the most frames to write; later ones are skipped with a warning.")
    var maxFrames = Replayer.Frames.defaultLimit

    @Option(help: "Compare the final state with this stored state (one log only).")
    var expect: String?

    @Flag(help: "Print only the verdicts and the summary.")
    var quiet = false

    func validate() throws {
        if logs.count > 1 && (state != nil || transcript != nil || expect != nil || frames != nil) {
            throw ValidationError("--state, --transcript, --expect and --frames take a single log")
        }
        if let frameEvery, frameEvery < 1 { throw ValidationError("--frame-every must be at least 1") }
        if maxFrames < 1 { throw ValidationError("--max-frames must be at least 1") }
    }

    func run(catalog: LayoutCatalog) throws {
        var passed = 0, failed = 0, bad = 0
        let out = StandardOutput()
        for path in logs {
            if !quiet { try out.line("== \(path)") }
            do {
                let verdict = try replay(path, catalog: catalog, out: out)
                switch verdict {
                case .passed(let checked):
                    passed += 1
                    try out.line(checked ? "PASS \(path)" : "OK \(path) (no expected state)")
                case .failed(let diff):
                    failed += 1
                    try out.line("FAIL \(path)")
                    for line in diff { try out.line("  \(line)") }
                }
            } catch let error as StandardOutput.Failure {
                throw error
            } catch {
                bad += 1
                failed += 1
                try out.flush()
                printError(describe(error))
                try out.line("ERROR \(path)")
            }
        }
        try out.line("\(passed) passed, \(failed) failed")
        try out.flush()
        if bad > 0 { throw ExitStatus.badInput }
        if failed > 0 { throw ExitStatus.mismatch }
    }

    enum Verdict {
        case passed(checked: Bool)
        case failed([String])
    }

    private func replay(_ path: String, catalog: LayoutCatalog, out: StandardOutput) throws -> Verdict {
        // Every input is read, and every output path checked against them, before anything is written.
        let log = try EventLogReader.load(path: path)
        try out.flush()
        for w in log.warnings { printError("warning: \(w)") }
        let directory = (path as NSString).deletingLastPathComponent
        let base = directory.isEmpty ? "." : directory
        let scenePath = log.scenePath(relativeTo: base)
        let expected = expect ?? golden(for: path)
        var roles = FileRoles()
        roles.input(path)
        roles.input(scenePath)
        roles.input(expected)
        roles.output(state, option: "--state")
        roles.output(transcript, option: "--transcript")
        roles.output(frames, option: "--frames")
        try roles.check()
        let stored: SimulationState? = try expected.map { expected in
            guard let data = FileManager.default.contents(atPath: expected) else {
                throw UsageError(message: "\(expected): cannot read the expected state")
            }
            return try SimulationState(json: JSONValue.parse(data, file: expected), file: expected)
        }
        let scene = try log.loadScene(relativeTo: base, catalog: catalog)
        var replayer = Replayer()
        if let scenePath {
            replayer.images = try ImageLibrary.images(forSceneAt: scenePath)
            for w in replayer.images.warnings { printError("warning: \(w)") }
        }
        let imageWarnings = replayer.images.warnings.count
        if let state { try AtomicFile.checkReplaceable(state) }
        if let transcript { try AtomicFile.checkReplaceable(transcript) }
        if let frames {
            try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
            replayer.frames = Replayer.Frames(directory: frames, every: frameEvery, limit: maxFrames)
        }
        let result = try replayer.replay(log, scene: scene)
        for w in result.warnings.dropFirst(log.warnings.count) { printError("warning: \(w)") }
        for w in replayer.images.warnings.dropFirst(imageWarnings) { printError("warning: \(w)") }
        if !quiet {
            for line in result.transcript.split(separator: "\n") { try out.line(line) }
            try out.line("state \(result.state.json)")
            if !result.frameFiles.isEmpty {
                try out.line("wrote \(result.frameFiles.count) frames to \(frames ?? ""), the last \(result.frameFiles.last!)")
            }
        }
        if let state { try writeAtomically(result.state.json + "\n", to: state) }
        if let transcript { try writeAtomically(result.transcript, to: transcript) }
        guard let stored else { return .passed(checked: false) }
        let diff = result.state.differences(from: stored)
        return diff.isEmpty ? .passed(checked: true) : .failed(diff)
    }

    /// `X.state.json` beside `X.log`, when it exists.
    private func golden(for log: String) -> String? {
        let base = log.hasSuffix(".log") ? String(log.dropLast(4)) : log
        let candidate = base + ".state.json"
        return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
    }

    private func describe(_ error: Error) -> String {
        badInputMessage(error) ?? "\(error)"
    }
}
