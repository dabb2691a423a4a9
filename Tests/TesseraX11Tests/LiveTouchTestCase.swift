import Foundation
import XCTest
import TesseraGeometry
import TesseraX11
import TesseraSimulator
import TesseraTesting

/// Runs `tessera run` on a real Xorg whose `inputtest` devices deliver real XInput 2 touch and
/// touchpad gesture events (Xvfb cannot), and drives it with ``InputTestDevice``: the rig for
/// the live touch tests.
///
/// The server has no window manager, so the window sits at the screen's origin and window points
/// are screen pixels. Its 1024 × 1024 screen makes every whole pixel an exact touch axis value.
///
/// When Xorg cannot start, the tests say why and skip, except in CI (`CI` or
/// `TESSERA_REQUIRE_XORG=1`, which `.ci/run` sets), where they fail.
class LiveTouchTestCase: LiveWindowTestCase {
    var server: XorgTestServer?
    var devices: [XorgTestServer.Device: InputTestDevice] = [:]

    /// Whether a missing Xorg is a failure rather than a skip.
    static var xorgRequired: Bool {
        let env = ProcessInfo.processInfo.environment
        if env["TESSERA_REQUIRE_XORG"] == "1" { return true }
        if let ci = env["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return true }
        return false
    }

    /// Skips with `reason` outside CI; in CI, fails with it.
    func unavailable(_ reason: String) -> Error {
        Self.xorgRequired ? RigFailure(description: "\(reason) (required in CI)") : XCTSkip(reason)
    }

    struct RigFailure: Error, CustomStringConvertible {
        var description: String
    }

    override func setUpWithError() throws {
        for tool in ["xdotool", "xwd", "convert"] where Self.which(tool) == nil {
            throw unavailable("\(tool) is not installed: apt-get install -y xdotool x11-apps imagemagick")
        }
        do {
            server = try XorgTestServer.start()
        } catch {
            throw unavailable("Xorg with the inputtest driver cannot start: \(error)")
        }
        display = server!.display
        temporary = try TemporaryDirectory(prefix: "tessera-touch-")
        work = temporary?.url
    }

    override func tearDown() {
        // The server first: an inputtest device whose client leaves keeps the server busy until it ends.
        server?.stop()
        devices = [:]
        super.tearDown()
    }

    /// The connection to `device`, opened on first use and kept until the server stops.
    func device(_ device: XorgTestServer.Device) throws -> InputTestDevice {
        if let d = devices[device] { return d }
        guard let server else { throw RigFailure(description: "no server") }
        let d = try InputTestDevice(socketPath: server.socketPath(for: device), screen: server.screenSize)
        devices[device] = d
        return d
    }

    var touchscreen: InputTestDevice { get throws { try device(.touchscreen) } }
    var touchpad: InputTestDevice { get throws { try device(.touchpad) } }

    /// A window session: `tessera run` recording to `log`.
    struct Session {
        var app: Process
        var log: String
        var errors: Pipe
        var statePath: String { (log.hasSuffix(".log") ? String(log.dropLast(4)) : log) + ".state.json" }
    }

    /// Opens `scene` (a name in assets/scenes) in the window, recording, and waits for its first frame.
    func open(_ scene: String = "flow-alternates", recording name: String, shellPrefix: String? = nil) throws -> Session {
        let tessera = Self.root.appendingPathComponent(".build/debug/tessera").path
        guard FileManager.default.isExecutableFile(atPath: tessera) else { throw RigFailure(description: "build tessera first") }
        // Connect the devices first, so their first events are not racing the window.
        for d in [XorgTestServer.Device.touchscreen, .touchpad, .keyboard] where devices[d] == nil { _ = try device(d) }
        let log = work.appendingPathComponent("\(name).log").path
        let errors = Pipe()
        let scenePath = Self.root.appendingPathComponent("assets/scenes/\(scene).json").path
        let app = try launch(["run", "--scene", scenePath, "--record", log], shellPrefix: shellPrefix, stderr: errors)
        return Session(app: app, log: log, errors: errors)
    }

    /// Presses `q` on the keyboard device, waits for the window to close, and returns the live final
    /// state in the one-line form `replay --state` writes (the recorder writes it as a pretty golden).
    ///
    /// On a loaded machine Xorg now and then never delivers a key pressed just after a touch grab's
    /// ownership was settled (seen in CI: the window got no KeyPress at all, and `xinput test-xi2`
    /// watching the root made it vanish). A key the window never received is not the window's
    /// fault, so a second press follows when the first has not closed it in three seconds; the
    /// window quits on the first `q` it gets, so the log holds one either way.
    func quit(_ session: Session) throws -> String {
        let keyboard = try device(.keyboard)
        for (attempt, seconds) in [3, 10].enumerated() where session.app.isRunning {
            if attempt > 0 { print("rig: the window did not get the first q; pressing it again") }
            try keyboard.key(24, pressed: true)
            try keyboard.key(24, pressed: false)
            try keyboard.sync()
            waitForExit(session.app, seconds: seconds)
        }
        if session.app.isRunning {
            session.app.terminate()
            throw RigFailure(description: "q did not close the window")
        }
        XCTAssertEqual(session.app.terminationStatus, 0)
        let golden = try Data(contentsOf: URL(fileURLWithPath: session.statePath))
        return try SimulationState(json: JSONValue.parse(golden, file: session.statePath)).json + "\n"
    }

    /// Replays the session's log headlessly and checks that it ends in the live state; returns the transcript.
    @discardableResult
    func assertReplayEqualsLiveState(_ session: Session, live: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let tessera = Self.root.appendingPathComponent(".build/debug/tessera").path
        let state = work.appendingPathComponent("replayed.state.json").path
        let transcript = work.appendingPathComponent("replayed.jsonl").path
        let replay = try Self.run(tessera, ["replay", session.log, "--state", state, "--transcript", transcript])
        XCTAssertEqual(replay.status, 0, replay.output, file: file, line: line)
        let replayed = try String(contentsOfFile: state, encoding: .utf8)
        XCTAssertEqual(replayed, live, "the replay of the recording ends where the window did", file: file, line: line)
        return try String(contentsOfFile: transcript, encoding: .utf8)
    }

    /// The log's lines of one kind (`down`, `wheel`, …), without their times.
    func lines(_ kind: String, in session: Session) throws -> [String] {
        let text = try String(contentsOfFile: session.log, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard words.count > 1, words[1] == kind else { return nil }
            return words.dropFirst(2).joined(separator: " ")
        }
    }

    // MARK: Fingers

    /// A touchscreen tap: touch `id` lands at `p` and lifts 50 ms later.
    func tap(at p: Point, id: UInt32 = 1) throws {
        let screen = try touchscreen
        try screen.touch(.begin, id: id, at: p)
        try screen.sync()
        usleep(50_000)
        try screen.touch(.end, id: id, at: p)
        try screen.sync()
    }

    /// Fingers `ids` land at `from`, move to `to` in `steps` steps 16 ms apart, and lift.
    func stroke(ids: [UInt32], from: [Point], to: [Point], steps: Int = 12, holdFirst: Double = 0) throws {
        let screen = try touchscreen
        for (id, p) in zip(ids, from) { try screen.touch(.begin, id: id, at: p) }
        try screen.sync()
        usleep(useconds_t(16_000 + holdFirst * 1_000_000))
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            for (i, id) in ids.enumerated() {
                try screen.touch(.update, id: id, at: from[i] + (to[i] - from[i]) * f)
            }
            try screen.sync()
            usleep(16_000)
        }
        for (id, p) in zip(ids, to) { try screen.touch(.end, id: id, at: p) }
        try screen.sync()
    }

    /// Moves the pointer to `p` (through XTEST), where touchpad gestures happen.
    func movePointer(to p: Point) throws {
        try xdotool("mousemove \(Int(p.x)) \(Int(p.y))")
    }
}
