import ArgumentParser
import Foundation
import TesseraRender
import TesseraReplay
import TesseraSimulator
import TesseraX11

/// `tessera replay`: replays event logs headlessly and checks their final state.
struct ReplayCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay event logs headlessly on a virtual clock.",
        discussion: """
            Prints every recognizer state change and the final state. Checks each log's final state \
            against its golden, LOG.state.json beside it (or --expect's file, one log), and reports a \
            verdict line per log followed by its reason: PASS, FAIL with where the states differ, NO \
            GOLDEN (a failure unless --allow-missing), ERROR, CRASH or TIMEOUT, then a summary, all on \
            standard output; errors and warnings also go to standard error, one line each. --update \
            writes or refreshes the goldens instead and says what changed. --trace writes a trace \
            viewer (one HTML page) and --apng an animation of the replay; with several logs, their \
            paths hold {name}, the log's name; --failures-only writes them for failing logs only. \
            Exit status: 0 success; 1 a state mismatch or a missing golden; 2 bad input; 3 a replay that \
            crashed or ran past --timeout (checked before 2, and 2 before 1); 64 a command line that \
            cannot be used; 128 + N when stopped by signal N. A log whose name begins with - is named \
            ./-name, or after --.
            """
    )

    @Argument(help: "Event logs to replay.", completion: .file(extensions: ["log"]))
    var logs: [String]

    @Option(help: "Write the final state JSON here (one log only); - for standard output, where the verdicts then give way to it.")
    var state: String?

    @Option(help: "Write the transcript as JSON Lines here (one log only); - for standard output, as --state.")
    var transcript: String?

    @Option(help: "Write PNG frames into this directory.")
    var frames: String?

    @Option(help: "With --frames, write every Nth frame (default: one per gesture end, and the last).")
    var frameEvery: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --frames, write every frame from this time of the log on (seconds), the glide after a fling included.",
                               valueName: "seconds"), transform: decimalArgument)
    var framesFrom: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --frames, write every frame up to this time of the log (seconds).", valueName: "seconds"), transform: decimalArgument)
    var framesUntil: Double?

    @Option(help: ArgumentHelp("With --frames, compare the frames with the stored ones in this folder (a folder per log with several logs); a frame that differs fails the log and gets a diff image.",
                               valueName: "dir"))
    var expectFrames: String?

    @Option(help: ArgumentHelp("With --expect-frames, the largest per-channel difference (0-255) that still counts as equal.", valueName: "n"))
    var frameTolerance = 2

    @Option(help: "With --frames, the most frames to write; later ones are skipped with a warning.")
    var maxFrames = Replayer.Frames.defaultLimit

    @Option(help: ArgumentHelp("Write a trace viewer here: one self-contained HTML page with the recognizers' states and values, the touches, the layout passes and updates on a time axis you can scrub, and the frames. With several logs, a path with {name}, the log's name.",
                               valueName: "file"))
    var trace: String?

    @Option(help: ArgumentHelp("Write an animated PNG of the replay at real speed, fingers drawn, here. With several logs, a path with {name}, the log's name.",
                               valueName: "file"))
    var apng: String?

    @Flag(help: "Write --trace and --apng only for logs that fail (a mismatch, or a missing golden without --allow-missing).")
    var failuresOnly = false

    @Option(help: "With --apng, the most frames the animation records; later ones are left out with a warning.")
    var maxAnimationFrames = Replayer.Animation.defaultLimit

    @Option(help: "Compare the final state with this stored state (one log only).")
    var expect: String?

    @Option(help: ArgumentHelp("Read scenes and pictures only from inside this folder: for logs from an untrusted source.",
                               valueName: "dir"))
    var sceneRoot: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The most seconds one log may take (600 with several logs); a log past it is stopped and fails. "
                               + "Each log then runs in a process of its own, one log too, so a shard left with one hanging log still ends.",
                               valueName: "seconds"), transform: decimalArgument)
    var timeout: Double?

    /// The largest `--timeout`: 10⁹ s, past any replay, and still whole milliseconds in an `Int64`.
    static let maximumTimeout = 1e9

    /// ``timeout``, or 600 s when several logs run without one.
    private var timeoutSeconds: Double { timeout ?? 600 }

    @Flag(help: "Write or refresh each log's golden state (LOG.state.json, or --expect's file) instead of checking it, and say what changed.")
    var update = false

    @Flag(help: "Count a log without a golden state as passed (reported NO GOLDEN) instead of failed.")
    var allowMissing = false

    @Option(help: ArgumentHelp("Write a JUnit XML report here: one test case per log, with its time, failure, diff and attached files; - for standard output, as --state.",
                               valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Write the same report as JSON here; - for standard output, as --state.", valueName: "file"))
    var json: String?

    @Option(help: ArgumentHelp("Replay only shard K of N: the logs, sorted by path, whose position modulo N is K − 1; for a CI job matrix.",
                               valueName: "K/N"))
    var shard: Shard?

    @Flag(help: "Print only the verdicts and the summary.")
    var quiet = false

    /// Set on the child process that replays one log of a multi-log run: verdict only, no summary.
    @Flag(help: .hidden)
    var isolated = false

    /// Where a child writes its ``ReplayCase`` for the parent's reports.
    @Option(help: .hidden)
    var resultFile: String?

    func validate() throws {
        if logs.contains("") { throw ValidationError("a log path is empty") }
        if logs.contains("-") {
            throw ValidationError("replay reads each log from a file, beside its golden and its scene; - (standard input) is not one: save the log to a file first")
        }
        try PathArguments.requireNonEmpty(["--state": state, "--transcript": transcript, "--frames": frames,
                                           "--expect-frames": expectFrames, "--trace": trace, "--apng": apng,
                                           "--expect": expect, "--scene-root": sceneRoot, "--junit": junit, "--json": json])
        if logs.count > 1 && (state != nil || transcript != nil || expect != nil) {
            throw ValidationError("--state, --transcript and --expect take a single log")
        }
        if let frameEvery, frameEvery < 1 { throw ValidationError("--frame-every must be at least 1") }
        // Checked before frameRange is ever formed: a range whose bounds are out of order or NaN traps.
        for (option, value) in [("--frames-from", framesFrom), ("--frames-until", framesUntil)] {
            guard let value else { continue }
            if !(value >= 0 && value <= Double(LogTime.maximumSeconds)) {
                throw ValidationError("\(option) takes seconds from 0 to \(LogTime.maximumSeconds), not \(value)")
            }
        }
        if let from = framesFrom, let until = framesUntil, !(from <= until) {
            throw ValidationError("--frames-from must not be after --frames-until")
        }
        if expectFrames != nil && frames == nil { throw ValidationError("--expect-frames needs --frames, where the frames to compare are written") }
        for (option, given) in [("--frame-every", frameEvery != nil), ("--frames-from", framesFrom != nil),
                                ("--frames-until", framesUntil != nil)] where given && frames == nil {
            throw ValidationError("\(option) chooses the frames --frames writes; give --frames too")
        }
        if !(0...255).contains(frameTolerance) { throw ValidationError("--frame-tolerance must be within 0...255") }
        if maxFrames < 1 { throw ValidationError("--max-frames must be at least 1") }
        if maxAnimationFrames < 1 { throw ValidationError("--max-animation-frames must be at least 1") }
        for (option, path) in [("--trace", trace), ("--apng", apng)] {
            guard let path else { continue }
            if path == "-" || path.isEmpty { throw ValidationError("\(option) takes a file path") }
            if logs.count > 1 && !path.contains(LogNames.placeholder) {
                throw ValidationError("with several logs, \(option) takes a path with \(LogNames.placeholder), the log's name, such as traces/{name}.html")
            }
        }
        if failuresOnly && trace == nil && apng == nil { throw ValidationError("--failures-only goes with --trace or --apng") }
        if let timeout, !(timeout > 0) { throw ValidationError("--timeout must be a positive number of seconds") }
        if let timeout, timeout > Self.maximumTimeout {
            throw ValidationError("--timeout is at most \(Int(Self.maximumTimeout)) seconds (about 31 years), not \(timeout)")
        }
        if timeout != nil, state == "-" || transcript == "-" {
            throw ValidationError("--timeout replays in a process of its own; give --state and --transcript a file, not -")
        }
        if [state, transcript, junit, json].filter({ $0 == "-" }).count > 1 {
            throw ValidationError("only one of --state, --transcript, --junit and --json can be - (standard output)")
        }
    }

    /// Where the verdicts and other lines for people go: standard output, unless an output was given as `-`,
    /// which then has standard output to itself (so that `--json - | jq` reads only JSON) and they go to standard error.
    private var humanDescriptor: Int32 { [state, transcript, junit, json].contains("-") ? 2 : 1 }

    /// Writes `text` whole to standard output, for an output given as `-`.
    private func writeToStandardOutput(_ text: String) throws {
        let stdout = StandardOutput()
        try stdout.write(text)
        try stdout.flush()
    }

    /// Real time for the reports: how long each log took, and when (see ``ReportClock``), from the host's clocks.
    private var clock: ReportClock {
        ReportClock(now: HostTime.now, date: HostTime.date, environment: ProcessInfo.processInfo.environment)
    }

    func run(catalog: LayoutCatalog) throws {
        let logs = shard.map { $0.select(from: self.logs) } ?? self.logs
        try checkReports(logs: logs)
        // Several logs, or a timeout to keep (a log that hangs must end even when it is the only one): each log
        // in a process of its own. A child (--isolated) runs its one log here.
        if logs.count > 1 || (timeout != nil && !isolated) { return try runIsolated(logs) }
        var tally = ReplayTally(allowMissing: allowMissing)
        var cases: [ReplayCase] = []
        let out = StandardOutput(descriptor: humanDescriptor)
        for path in logs {
            if !quiet { try out.line("== \(oneLine(path))") }
            let start = clock.start()
            do {
                let (verdict, attachments) = try replay(path, catalog: catalog, out: out)
                try verdict.report(log: path, command: commandName, expect: expect, into: out, tally: &tally, allowMissing: allowMissing)
                cases.append(verdict.reportCase(log: path, seconds: clock.seconds(since: start), attachments: attachments))
            } catch let error as StandardOutput.Failure {
                throw error
            } catch {
                // The verdict and its reason in the report; the reason alone, as every error, on standard error.
                tally.bad += 1
                try out.flush()
                printError(describe(error))
                try out.line("ERROR \(oneLine(path)): \(oneLine(describe(error)))")
                cases.append(ReplayCase(log: path, status: .error, seconds: clock.seconds(since: start),
                                        message: oneLine(describe(error))))
            }
        }
        if !isolated { try out.line(tally.summary) }
        try out.flush()
        if let resultFile, let only = cases.first { try writeAtomically(only.json + "\n", to: resultFile) }
        try writeReports(cases)
        try tally.exit()
    }

    /// Refuses report paths, and with several logs each log's outputs, that are inputs (a log, a golden) or the same
    /// file twice, before anything runs: each log checks only its own files, so a `{name}` path that spells another
    /// log's name (`a{name}.log` is `aa.log` for `a.log`) would replace that log, or its golden.
    private func checkReports(logs: [String]) throws {
        guard junit != nil || json != nil || logs.count > 1 else { return }
        var roles = FileRoles()
        for log in logs {
            roles.input(log)
            // A golden that --update is about to write is no one else's output either.
            if update || FileManager.default.fileExists(atPath: golden(for: log)) { roles.input(golden(for: log)) }
            // Nor is the scene another log reads, or its pictures.
            for input in Self.sceneInputs(ofLogAt: log) { roles.input(input) }
        }
        // The reports are written after every log has replayed: one that named a log's own output would replace it.
        let names = LogNames(logs)
        for log in logs {
            roles.output(trace.map { names.path($0, for: log) }, option: "--trace")
            roles.output(apng.map { names.path($0, for: log) }, option: "--apng")
        }
        roles.output(state, option: "--state")
        roles.output(transcript, option: "--transcript")
        roles.output(frames, option: "--frames")
        roles.output(junit == "-" ? nil : junit, option: "--junit")
        roles.output(json == "-" ? nil : json, option: "--json")
        roles.frameFolder(frames, option: "--frames")
        roles.frameFolder(expectFrames, option: "--expect-frames")
        try roles.check()
        for path in [junit, json].compactMap({ $0 }) where path != "-" {
            try OutputFolder.makeParent(of: path)
            try AtomicFile.checkReplaceable(path)
        }
    }

    /// The scene the log at `path` names, its picture folder and its pictures: what replaying it reads besides the log.
    /// Empty for a log that is not a regular file (a pipe is read once, by its replay) or whose header cannot be read,
    /// which its replay reports.
    static func sceneInputs(ofLogAt path: String) -> [String] {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              let header = try? EventLogFile(path: path).header else { return [] }
        let directory = ParentFolder.of(path)
        return header.scenePath(relativeTo: directory.isEmpty ? "." : directory).map(sceneInputs(scene:)) ?? []
    }

    /// The scene at `scene`, its picture folder and its pictures: the files replaying it reads.
    static func sceneInputs(scene: String) -> [String] {
        let pictures = ImageLibrary.imageDirectory(forSceneAt: scene)
        return [scene, pictures] + ImageLibrary.pictureFiles(in: pictures)
    }

    /// Writes the `--junit` and `--json` reports of `cases`.
    private func writeReports(_ cases: [ReplayCase]) throws {
        guard !isolated else { return }
        let report = ReplayReport(cases: cases, allowMissing: allowMissing)
        if let junit {
            let xml = report.junitXML(timestamp: clock.date(), hostname: ProcessInfo.processInfo.hostName)
            if junit == "-" { try writeToStandardOutput(xml) } else { try writeAtomically(xml, to: junit) }
        }
        if let json {
            let text = report.json(timestamp: clock.date())
            if json == "-" { try writeToStandardOutput(text) } else { try writeAtomically(text, to: json) }
        }
    }

    /// The window of `--frames-from` and `--frames-until`, open at an end not given.
    private var frameRange: ClosedRange<Double>? {
        guard framesFrom != nil || framesUntil != nil else { return nil }
        return (framesFrom ?? 0)...(framesUntil ?? Double(LogTime.maximumSeconds))
    }

    /// The name this program was run as, for the commands the report suggests.
    private var commandName: String {
        let name = (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }) ?? "tessera"
        return name.isEmpty ? "tessera" : name
    }

    /// A child's standard error with each of its `tessera:` lines naming `log`, unless it already begins with it: with
    /// several logs, an error about a scene or an image would otherwise not say which log it came from.
    static func naming(_ log: String, in stderr: Data) -> Data {
        let name = oneLine(log), prefix = "tessera: "
        var text = ""
        for line in String(decoding: stderr, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            if !text.isEmpty { text += "\n" }
            if line.hasPrefix(prefix), !line.dropFirst(prefix.count).hasPrefix(name) {
                text += prefix + name + ": " + line.dropFirst(prefix.count)
            } else {
                text += line
            }
        }
        return Data(text.utf8)
    }

    /// Replays each log in a process of its own (``IsolatedReplay``): a log that crashes or hangs
    /// is reported as CRASH or TIMEOUT and counted as failed, and the others still get their verdicts.
    private func runIsolated(_ logs: [String]) throws {
        var tally = ReplayTally(allowMissing: allowMissing)
        var cases: [ReplayCase] = []
        let out = StandardOutput(descriptor: humanDescriptor)
        var shared: [String] = ["--max-frames", String(maxFrames)]
        if quiet { shared.append("--quiet") }
        if update { shared.append("--update") }
        if allowMissing { shared.append("--allow-missing") }
        if let sceneRoot { shared += ["--scene-root", sceneRoot] }
        if let frameEvery { shared += ["--frame-every", String(frameEvery)] }
        if let framesFrom { shared += ["--frames-from", String(framesFrom)] }
        if let framesUntil { shared += ["--frames-until", String(framesUntil)] }
        if failuresOnly { shared.append("--failures-only") }
        if apng != nil { shared += ["--max-animation-frames", String(maxAnimationFrames)] }
        let names = LogNames(logs)
        // Each child's verdict comes back through a file in a folder of this run's own: a name from the pid in
        // /tmp could be a file another user made there, read as the verdict, or a pipe that never ends.
        let scratch = try PrivateFolder.make(prefix: "tessera-replay-")
        let scratchToken = Interruption.removeOnInterruption(folder: scratch)
        defer {
            try? FileManager.default.removeItem(atPath: scratch)
            Interruption.forget(scratchToken)
        }
        let resultFile = (scratch as NSString).appendingPathComponent("result.json")
        let progress = ReplayProgress(total: logs.count)
        let frameFolders = frames.map { FrameFolders(root: $0, logs: logs) }
        for (index, path) in logs.enumerated() {
            progress.show(index, path)
            try? FileManager.default.removeItem(atPath: resultFile)
            var arguments = shared + ["--result-file", resultFile]
            // One log (run alone for its --timeout) keeps its outputs where they were given, as in this process.
            let single = logs.count == 1
            if let frames { arguments += ["--frames", single ? frames : frameFolders!.folder(for: path)!] }
            if let trace { arguments += ["--trace", names.path(trace, for: path)] }
            if let apng { arguments += ["--apng", names.path(apng, for: path)] }
            if let expectFrames {
                let folder = single ? expectFrames : FrameFolders(root: expectFrames, logs: logs).folder(for: path)!
                arguments += ["--expect-frames", folder, "--frame-tolerance", String(frameTolerance)]
            }
            if single {
                if let state { arguments += ["--state", state] }
                if let transcript { arguments += ["--transcript", transcript] }
                if let expect { arguments += ["--expect", expect] }
            }
            let start = clock.start()
            let result = try IsolatedReplay.run(arguments + ["--", path], timeout: .milliseconds(Int64(timeoutSeconds * 1000)),
                                                now: HostTime.now)
            let seconds = clock.seconds(since: start)
            progress.clear()
            try out.write(String(decoding: result.stdout, as: UTF8.self))
            try out.flush()
            FileHandle.standardError.write(Self.naming(path, in: result.stderr))
            switch result.outcome {
            case .crashed(let signal):
                tally.broken += 1
                let reason = "the replay crashed (signal \(signal)); the other logs go on"
                try out.line("CRASH \(oneLine(path)): \(reason)")
                printError("\(path): \(reason)")
                cases.append(ReplayCase(log: path, status: .crashed, seconds: seconds, message: reason))
                continue
            case .timedOut:
                tally.broken += 1
                let reason = "the replay took longer than --timeout \(JSONWriter.number(timeoutSeconds)) s and was stopped"
                try out.line("TIMEOUT \(oneLine(path)): \(reason)")
                printError("\(path): \(reason)")
                cases.append(ReplayCase(log: path, status: .timedOut, seconds: seconds, message: reason))
                continue
            case .exited:
                break
            }
            // The child's verdict comes back in its result file; what it printed is for people. A child that
            // exits without one (a wrapper that never ran the replay, or one that died quietly) replayed nothing.
            guard let data = FileManager.default.contents(atPath: resultFile), var c = try? ReplayCase(json: data), c.log == path else {
                tally.bad += 1
                let status = if case .exited(let status) = result.outcome { status } else { Int32(-1) }
                let reason = "the replay reported no verdict (it exited with status \(status))"
                try out.line("ERROR \(oneLine(path)): \(reason)")
                printError("\(path): \(reason)")
                cases.append(ReplayCase(log: path, status: .error, seconds: seconds, message: reason))
                continue
            }
            switch c.status {
            case .passed: tally.passed += 1
            case .failed: tally.failed += 1
            case .missing: tally.missing += 1
            case .updated: tally.updated += 1
            case .error: tally.bad += 1
            case .crashed, .timedOut: tally.broken += 1
            }
            c.seconds = seconds
            cases.append(c)
        }
        try out.line(tally.summary)
        try out.flush()
        try writeReports(cases)
        try tally.exit()
    }

    private func replay(_ path: String, catalog: LayoutCatalog, out: StandardOutput) throws -> (ReplayVerdict, attachments: [String]) {
        // Every input is read, and every output path checked against them, before anything is written.
        // The log is read as it replays: its header now, its records one at a time.
        // A golden lies beside a log file: beside /dev/stdin or a pipe, --update would write into /dev or the pipe's folder.
        if update, expect == nil {
            var status = stat()
            if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
                throw UsageError(message: "\(path): not a regular file, so no golden lies beside it; give --expect FILE to write one")
            }
        }
        let file = try EventLogFile(path: path)
        let log = file.header
        try out.flush()
        let directory = ParentFolder.of(path)
        let base = directory.isEmpty ? "." : directory
        let scenePath = log.scenePath(relativeTo: base)
        if let sceneRoot, let scenePath {
            let root = try SceneRoot(sceneRoot)
            try root.check(scenePath, what: "scene")
            let pictures = ImageLibrary.imageDirectory(forSceneAt: scenePath)
            try root.check(pictures, what: "picture folder")
            // Each picture too: one may be a symbolic link out of the root.
            for picture in ImageLibrary.pictureFiles(in: pictures) { try root.check(picture, what: "picture") }
        }
        let goldenPath = expect ?? golden(for: path)
        let goldenExists = FileManager.default.fileExists(atPath: goldenPath)
        var roles = FileRoles()
        roles.input(path)
        // The scene, and its pictures, read from their folder: frames written there would replace them, as would an
        // output named as one of them.
        for input in scenePath.map(Self.sceneInputs(scene:)) ?? [] { roles.input(input) }
        if update { roles.output(goldenPath, option: "--update") } else if goldenExists { roles.input(goldenPath) }
        roles.output(state, option: "--state")
        roles.output(transcript, option: "--transcript")
        roles.output(frames, option: "--frames")
        let names = LogNames([path])
        let artifacts = ReplayArtifacts(trace: trace.map { names.path($0, for: path) }, apng: apng.map { names.path($0, for: path) },
                                        failuresOnly: failuresOnly, maxAnimationFrames: maxAnimationFrames)
        roles.output(artifacts.trace, option: "--trace")
        roles.output(artifacts.apng, option: "--apng")
        roles.input(expectFrames)
        roles.frameFolder(frames, option: "--frames")
        roles.frameFolder(expectFrames, option: "--expect-frames")
        try roles.check()
        let stored: SimulationState?
        var storedText: Data?
        if goldenExists {
            do {
                let read: Data?
                do {
                    read = try TextFile.read(goldenPath, limit: TextFile.stateLimit, kind: "a golden state")
                } catch let refusal as TextFile.Refusal {
                    throw UsageError(message: "\(goldenPath): \(refusal.reason)")
                }
                guard let data = read else {
                    throw UsageError(message: "\(goldenPath): cannot read the expected state")
                }
                storedText = data
                stored = try SimulationState(json: JSONValue.parse(data, file: goldenPath), file: goldenPath)
            } catch where update {
                stored = nil   // --update replaces a golden it cannot read.
            }
        } else if expect != nil, !update {
            throw UsageError(message: "\(goldenPath): cannot read the expected state")
        } else {
            stored = nil
        }
        if update { try AtomicFile.checkReplaceable(goldenPath) }
        let scene = try log.loadScene(relativeTo: base, catalog: catalog, logPath: path)
        var replayer = Replayer()
        if let scenePath {
            replayer.images = try ImageLibrary.images(forSceneAt: scenePath)
            for w in replayer.images.warnings { printError("warning: \(w)") }
        }
        let imageWarnings = replayer.images.warnings.count
        for path in [state, transcript].compactMap({ $0 }) where path != "-" {
            try OutputFolder.makeParent(of: path)
            try AtomicFile.checkReplaceable(path)
        }
        try artifacts.prepare()
        artifacts.configure(&replayer)
        if let frames {
            try FrameFolders.prepare(frames)
            replayer.frames = Replayer.Frames(directory: frames, every: frameEvery, range: frameRange, limit: maxFrames)
        }
        // The transcript goes out as the replay makes it: a log of a million moves holds no million lines.
        let standardOutput = transcript == "-" ? StandardOutput() : nil
        if standardOutput != nil { try out.flush() }
        let stream = TranscriptStream(screens: (quiet ? [] : [out]) + (standardOutput.map { [$0] } ?? []))
        replayer.keepsTranscript = false
        replayer.onReport = { stream.add($0) }
        var replayed: Replayer.Result?
        if let transcript, transcript != "-" {
            try AtomicFile.write(to: transcript) { descriptor in
                stream.file = (descriptor, transcript)
                defer { stream.file = nil }
                replayed = try replayer.replay(file, scene: scene)
                try stream.finish()
            }
        } else {
            replayed = try replayer.replay(file, scene: scene)
            try stream.finish()
        }
        try standardOutput?.flush()
        let result = replayed!
        // Each warning names the log: the reader's already begin with it, a layout's or the frame limit's do not.
        for w in result.warnings { printError("warning: " + (w.hasPrefix(path + ":") ? w : "\(path): \(w)")) }
        for w in replayer.images.warnings.dropFirst(imageWarnings) { printError("warning: \(w)") }
        if !quiet {
            try out.line("state \(result.state.json)")
            if !result.frameFiles.isEmpty {
                try out.line("wrote \(result.frameFiles.count) frames to \(frames ?? ""), the last \(result.frameFiles.last!)")
            }
        }
        try write(result.state.json + "\n", to: state, out: out)
        let attachments = [state, transcript].compactMap { $0 }.filter { $0 != "-" } + result.frameFiles
        var frameProblems = try expectFrames.map { try FrameCheck(expected: $0, tolerance: frameTolerance).compare(written: result.frameFiles) } ?? []
        if !frameProblems.isEmpty, let expectFrames, let frames {
            // --update stores the state golden, not frames: say how the frames are stored.
            let (written, stored) = (shellWord(frames), shellWord(expectFrames))
            frameProblems.append("frames: if the new frames are right, store them with: rm -f \(stored)/frame-*.png && "
                                 + "cp \(written)/frame-*.png \(stored)/")
        }
        var verdict = try verdict(of: result, stored: stored, storedText: storedText, goldenPath: goldenPath, transcriptTail: stream.tail)
        if !frameProblems.isEmpty, !update {
            let tail = ReplayVerdict.tail(of: stream.tail)
            switch verdict {
            case .passed: verdict = .failed(golden: goldenPath, diff: frameProblems, transcriptTail: tail, stateDiffers: false)
            case let .failed(golden, diff, tail, _): verdict = .failed(golden: golden, diff: diff + frameProblems, transcriptTail: tail)
            case .missing(let golden):
                verdict = .failed(golden: golden, diff: ["\(oneLine(golden)) does not exist"] + frameProblems, transcriptTail: tail)
            case .updated: break
            }
        }
        let diffs = ((try? FileManager.default.contentsOfDirectory(atPath: frames ?? "")) ?? []).filter { $0.hasPrefix("diff-frame-") }.sorted()
        let recorded = try artifacts.write(result, log: path, verdict: verdict, golden: goldenPath, expected: stored, allowMissing: allowMissing)
        if !quiet {
            if let trace = artifacts.trace, recorded.contains(trace) { try out.line("wrote the trace to \(trace)") }
            if let apng = artifacts.apng, recorded.contains(apng) {
                try out.line("wrote the animation to \(apng) (\(result.animation?.frameCount ?? 0) frames)")
            }
        }
        return (verdict, attachments + diffs.map { ((frames ?? "") as NSString).appendingPathComponent($0) } + recorded)
    }

    /// The verdict on `result`: against the golden, or the golden written under `--update`.
    private func verdict(of result: Replayer.Result, stored: SimulationState?, storedText: Data?, goldenPath: String,
                         transcriptTail: String) throws -> ReplayVerdict {
        if update {
            let changes = stored.map { result.state.differences(from: $0) }
            let text = result.state.goldenJSON
            let reformatted = changes == [] && storedText != Data(text.utf8)
            if changes != [] || reformatted { try writeAtomically(text, to: goldenPath) }
            return .updated(golden: goldenPath, changes: changes, reformatted: reformatted)
        }
        guard let stored else { return .missing(golden: goldenPath) }
        let diff = result.state.differences(from: stored)
        if diff.isEmpty { return .passed }
        let lastLines = ReplayVerdict.tail(of: transcriptTail)
        return .failed(golden: goldenPath, diff: diff, transcriptTail: lastLines)
    }

    /// Writes `text` to the output `path`: standard output for `-`, else a file replaced atomically.
    private func write(_ text: String, to path: String?, out: StandardOutput) throws {
        guard let path else { return }
        if path == "-" {
            try out.flush()
            try writeToStandardOutput(text)
        } else {
            try writeAtomically(text, to: path)
        }
    }

    /// `X.state.json` beside `X.log`: where the log's golden state is kept.
    private func golden(for log: String) -> String {
        let base = log.hasSuffix(".log") ? String(log.dropLast(4)) : log
        return base + ".state.json"
    }

    private func describe(_ error: Error) -> String {
        badInputMessage(error) ?? "\(error)"
    }
}
