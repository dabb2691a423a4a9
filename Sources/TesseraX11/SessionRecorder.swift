import Foundation
import TesseraRender
import TesseraReplay
import TesseraSimulator

/// Keeps every input of a live session and writes the event log.
///
/// With `--record LOG` the log is written from the start. The `r` key starts
/// and stops recording at any time: a recording always begins with the whole
/// session so far, so it replays from the scene's start to the same state.
/// Lines are flushed once per frame. When the session ends while recording, the
/// final state is written beside the log (`session.state.json` for
/// `session.log`); a recording stopped with `r` gets none, since the session
/// goes on and its state is not final, and a state file left beside its log by an
/// earlier session is removed when the recording begins, since it no longer
/// describes the log. Without a path given, each recording `r` starts goes to a
/// new file.
public final class SessionRecorder {
    private let scene: EventLog.SceneSource
    private var history: [LogRecord] = []
    private var writer: EventLogWriter?
    /// The path given for the log, which every recording writes.
    private let givenPath: String?
    /// Where the final state was written when the session ended while recording; nil before, or when it ended
    /// with no recording running.
    public private(set) var finalStatePath: String?
    /// The log of the recording running or last stopped; nil when none was made.
    public var logPath: String? { path }
    private var path: String?
    private let automaticPath: () -> String

    /// - Parameters:
    ///   - scene: how logs refer to the scene.
    ///   - path: the log to write from the start, or nil to wait for `r`.
    ///   - automaticPath: where `r` records when no path was given.
    public init(scene: EventLog.SceneSource, path: String?, automaticPath: @escaping () -> String) throws {
        self.scene = scene
        self.automaticPath = automaticPath
        givenPath = path
        if let path { try begin(at: path) }
    }

    /// The final state's file beside the log at `path`: `session.state.json` for `session.log`.
    public static func statePath(beside path: String) -> String {
        (path.hasSuffix(".log") ? String(path.dropLast(4)) : path) + ".state.json"
    }

    var isRecording: Bool { writer != nil }

    private func begin(at path: String) throws {
        let w = try EventLogWriter(path: path, scene: scene)
        // An earlier session's state beside the log describes a log that is being replaced.
        let stale = Self.statePath(beside: path)
        if unlink(stale) != 0, errno != ENOENT {
            FileHandle.standardError.write(Data("tessera: warning: \(stale): cannot remove an earlier session's final state: \(String(cString: strerror(errno)))\n".utf8))
        }
        for r in history { w.append(r) }
        try w.flush()
        writer = w
        self.path = path
    }

    func record(_ events: [InputEvent], at time: Duration) throws {
        for e in events {
            let r = LogRecord(time: time, event: e)
            history.append(r)
            writer?.append(r)
        }
    }

    func flush() throws {
        try writer?.flush()
    }

    func toggle(log: (String) -> Void) throws {
        if let w = writer, let p = path {
            try w.close()
            writer = nil
            log("recording stopped: \(p)")
        } else {
            let p = givenPath ?? automaticPath()
            try begin(at: p)
            log("recording to \(p)")
        }
    }

    /// Settles the simulation, closes the log and writes the final state beside it.
    func finish(simulation: Simulation) throws {
        simulation.settle()
        guard let w = writer, let p = path else { return }
        try w.close()
        writer = nil
        let statePath = Self.statePath(beside: p)
        try AtomicFile.write(simulation.state.goldenJSON, to: statePath)
        finalStatePath = statePath
    }

    /// After the X connection is lost: close what is open and write the final state beside the log, which needs no
    /// X server. Returns a note for the message.
    func closeAfterCrash(simulation: Simulation) -> String {
        guard let w = writer, let p = path else { return "" }
        try? w.close()
        writer = nil
        simulation.settle()
        let statePath = Self.statePath(beside: p)
        let state = (try? AtomicFile.write(simulation.state.goldenJSON, to: statePath)) != nil ? ", its final state in \(statePath)" : ""
        return "; the recording up to the last frame is in \(p)\(state)"
    }
}
