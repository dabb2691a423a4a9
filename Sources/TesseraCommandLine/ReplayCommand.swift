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

    @Option(help: "Write the final state JSON here (one log only); - for standard output.")
    var state: String?

    @Option(help: "Write the transcript as JSON Lines here (one log only); - for standard output.")
    var transcript: String?

    @Option(help: "Write PNG frames into this directory.")
    var frames: String?

    @Option(help: "With --frames, write every Nth frame (default: one per gesture end, and the last).")
    var frameEvery: Int?

    @Option(help: "With --frames, the most frames to write; later ones are skipped with a warning.")
    var maxFrames = Replayer.Frames.defaultLimit

    @Option(help: "Compare the final state with this stored state (one log only).")
    var expect: String?

    @Option(help: ArgumentHelp("Read scenes and pictures only from inside this folder: for logs from an untrusted source.",
                               valueName: "dir"))
    var sceneRoot: String?

    @Option(help: ArgumentHelp("With several logs, the most seconds one log may take; a log past it is stopped and fails.",
                               valueName: "seconds"))
    var timeout = 600.0

    @Flag(help: "Print only the verdicts and the summary.")
    var quiet = false

    /// Set on the child process that replays one log of a multi-log run: verdict only, no summary.
    @Flag(help: .hidden)
    var isolated = false

    func validate() throws {
        if logs.count > 1 && (state != nil || transcript != nil || expect != nil || frames != nil) {
            throw ValidationError("--state, --transcript, --expect and --frames take a single log")
        }
        if let frameEvery, frameEvery < 1 { throw ValidationError("--frame-every must be at least 1") }
        if maxFrames < 1 { throw ValidationError("--max-frames must be at least 1") }
        if !(timeout > 0) { throw ValidationError("--timeout must be a positive number of seconds") }
        if state == "-" && transcript == "-" { throw ValidationError("--state and --transcript cannot both be - (standard output)") }
    }

    func run(catalog: LayoutCatalog) throws {
        if logs.count > 1 { return try runIsolated() }
        var passed = 0, failed = 0, bad = 0
        let out = StandardOutput()
        for path in logs {
            if !quiet { try out.line("== \(oneLine(path))") }
            do {
                let verdict = try replay(path, catalog: catalog, out: out)
                switch verdict {
                case .passed(let checked):
                    passed += 1
                    try out.line(checked ? "PASS \(oneLine(path))" : "OK \(oneLine(path)) (no expected state)")
                case .failed(let diff):
                    failed += 1
                    try out.line("FAIL \(oneLine(path))")
                    for line in diff { try out.line("  \(line)") }
                }
            } catch let error as StandardOutput.Failure {
                throw error
            } catch {
                bad += 1
                failed += 1
                try out.flush()
                printError(describe(error))
                try out.line("ERROR \(oneLine(path))")
            }
        }
        if !isolated { try out.line("\(passed) passed, \(failed) failed") }
        try out.flush()
        if bad > 0 { throw ExitStatus.badInput }
        if failed > 0 { throw ExitStatus.mismatch }
    }

    /// Replays each log in a process of its own (``IsolatedReplay``): a log that crashes or hangs
    /// is reported as CRASH or TIMEOUT and counted as failed, and the others still get their verdicts.
    private func runIsolated() throws {
        var passed = 0, failed = 0, bad = 0
        let out = StandardOutput()
        var shared: [String] = ["--max-frames", String(maxFrames)]
        if quiet { shared.append("--quiet") }
        if let sceneRoot { shared += ["--scene-root", sceneRoot] }
        for path in logs {
            let result = try IsolatedReplay.run(shared + ["--", path], timeout: .milliseconds(Int64(timeout * 1000)))
            try out.write(String(decoding: result.stdout, as: UTF8.self))
            try out.flush()
            FileHandle.standardError.write(result.stderr)
            switch result.outcome {
            case .exited(0): passed += 1
            case .exited(1): failed += 1
            case .exited(let status):
                failed += 1
                bad += 1
                if result.stdout.isEmpty { try out.line("ERROR \(oneLine(path)) (exit status \(status))") }
            case .crashed(let signal):
                failed += 1
                try out.line("CRASH \(oneLine(path)) (signal \(signal))")
                printError("\(path): the replay crashed (signal \(signal)); the other logs go on")
            case .timedOut:
                failed += 1
                try out.line("TIMEOUT \(oneLine(path)) (after \(JSONWriter.number(timeout)) s)")
                printError("\(path): the replay took longer than --timeout \(JSONWriter.number(timeout)) s and was stopped")
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
        // The log is read as it replays: its header now, its records one at a time.
        let file = try EventLogFile(path: path)
        let log = file.header
        try out.flush()
        let directory = (path as NSString).deletingLastPathComponent
        let base = directory.isEmpty ? "." : directory
        let scenePath = log.scenePath(relativeTo: base)
        if let sceneRoot, let scenePath {
            let root = try SceneRoot(sceneRoot)
            try root.check(scenePath, what: "scene")
            try root.check(ImageLibrary.imageDirectory(forSceneAt: scenePath), what: "picture folder")
        }
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
        if let state, state != "-" { try AtomicFile.checkReplaceable(state) }
        if let transcript, transcript != "-" { try AtomicFile.checkReplaceable(transcript) }
        if let frames {
            try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
            replayer.frames = Replayer.Frames(directory: frames, every: frameEvery, limit: maxFrames)
        }
        let result = try replayer.replay(file, scene: scene)
        for w in result.warnings { printError("warning: \(w)") }
        for w in replayer.images.warnings.dropFirst(imageWarnings) { printError("warning: \(w)") }
        if !quiet {
            for line in result.transcript.split(separator: "\n") { try out.line(line) }
            try out.line("state \(result.state.json)")
            if !result.frameFiles.isEmpty {
                try out.line("wrote \(result.frameFiles.count) frames to \(frames ?? ""), the last \(result.frameFiles.last!)")
            }
        }
        try write(result.state.json + "\n", to: state, out: out)
        try write(result.transcript, to: transcript, out: out)
        guard let stored else { return .passed(checked: false) }
        let diff = result.state.differences(from: stored)
        return diff.isEmpty ? .passed(checked: true) : .failed(diff)
    }

    /// Writes `text` to the output `path`: standard output for `-`, else a file replaced atomically.
    private func write(_ text: String, to path: String?, out: StandardOutput) throws {
        guard let path else { return }
        if path == "-" { try out.write(text) } else { try writeAtomically(text, to: path) }
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
