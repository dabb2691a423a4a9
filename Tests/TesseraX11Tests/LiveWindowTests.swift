import Foundation
import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraRender
@testable import TesseraSimulator
import TesseraReplay
import TesseraImport
import TesseraDemo
import TesseraTesting

/// Drives `tessera run` in a real X server (Xvfb) with xdotool, as a person
/// would: click, Ctrl+drag, long press and drag, a key, quit. Then checks the
/// screenshot against the layout and the recording against a headless replay.
///
/// Skips, saying why, only when Xvfb cannot be started.
class LiveWindowTestCase: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    var xvfb: Process?
    var display = ""
    /// The test's scratch directory, removed when the test ends.
    var temporary: TemporaryDirectory?
    var work: URL!

    override func setUpWithError() throws {
        guard let server = Self.which("Xvfb") else { throw XCTSkip("Xvfb is not installed: apt-get install -y xvfb xdotool x11-apps imagemagick") }
        for tool in ["xdotool", "xwd", "convert"] where Self.which(tool) == nil {
            throw XCTSkip("\(tool) is not installed: apt-get install -y xvfb xdotool x11-apps imagemagick")
        }
        // Xvfb picks a display number no other server holds and writes it to standard output
        // (-displayfd), so tests running at once, in this process or others, never share one.
        let p = Process()
        p.executableURL = URL(fileURLWithPath: server)
        // -noreset: what a test sets on the server (such as xrdb's resources) outlasts the client that set it.
        p.arguments = ["-displayfd", "1", "-screen", "0", "800x600x24", "-nolisten", "tcp", "-noreset"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        xvfb = p
        // The number arrives once the server accepts connections; end of file means it failed.
        var reply = ""
        while !reply.contains("\n") {
            let data = out.fileHandleForReading.availableData
            if data.isEmpty { break }
            reply += String(decoding: data, as: UTF8.self)
        }
        guard let number = Int(reply.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            p.terminate()
            throw XCTSkip("Xvfb did not start: \(reply)")
        }
        display = ":\(number)"
        guard (try? Self.run("xdotool", ["getmouselocation"], display: display).status) == 0 else {
            p.terminate()
            throw XCTSkip("Xvfb \(display) does not answer")
        }
        temporary = try TemporaryDirectory(prefix: "tessera-live-")
        work = temporary?.url
    }

    override func tearDown() {
        xvfb?.terminate()
        xvfb?.waitUntilExit()
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    static func which(_ tool: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    @discardableResult
    static func run(_ tool: String, _ arguments: [String], display: String? = nil) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: which(tool) ?? tool)
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        if let display { env["DISPLAY"] = display }
        p.environment = env
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func xdotool(_ arguments: String) throws {
        _ = try Self.run("xdotool", arguments.split(separator: " ").map(String.init), display: display)
    }

    func screenshot() throws -> Bitmap {
        let png = work.appendingPathComponent("shot.png").path
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "xwd -root -silent -display \(display) | convert xwd:- png:\(png)"]
        try shell.run()
        shell.waitUntilExit()
        return try PNGFile.read(png)
    }

    /// Waits up to 15 s for a window titled Tessera to exist. (A `for … where` loop would go on
    /// asking xdotool 150 times after the window appeared, some eight seconds.)
    func waitForWindow() throws {
        for _ in 0..<150 {
            if let found = try? Self.run("xdotool", ["search", "--name", "Tessera"], display: display), !found.output.isEmpty { return }
            usleep(100_000)
        }
    }

    /// Waits until the window has drawn its first frame (the root window is black until then), up to
    /// `seconds`: a fixed pause is not enough on a loaded machine.
    func waitUntilDrawn(seconds: Double = 15) throws {
        let black = Color(hex: 0x000000)
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let shot = try? screenshot(), shot.width > 8, shot.height > 8, shot[4, 4] != black { return }
            usleep(100_000)
        }
    }

    /// Starts `tessera run` with `arguments` on the test's display, through `/bin/sh -c` when `shellPrefix` is given
    /// (such as a `ulimit`), and waits for its window.
    func launch(_ arguments: [String], shellPrefix: String? = nil, stderr: Pipe? = nil) throws -> Process {
        let tessera = Self.root.appendingPathComponent(".build/debug/tessera").path
        let app = Process()
        if let shellPrefix {
            app.executableURL = URL(fileURLWithPath: "/bin/sh")
            app.arguments = ["-c", "\(shellPrefix); exec \"\(tessera)\" " + arguments.map { "'\($0)'" }.joined(separator: " ")]
        } else {
            app.executableURL = URL(fileURLWithPath: tessera)
            app.arguments = arguments
        }
        app.currentDirectoryURL = Self.root
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        app.environment = env
        app.standardOutput = FileHandle.nullDevice
        // Without a pipe of the caller's, standard error goes to a file the failure below can quote.
        let errors = work.appendingPathComponent("stderr-\(UUID().uuidString).txt")
        if let stderr {
            app.standardError = stderr
        } else {
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            app.standardError = try FileHandle(forWritingTo: errors)
        }
        try app.run()
        try waitForWindow()
        try waitUntilDrawn()
        if !app.isRunning || (try? Self.run("xdotool", ["search", "--name", "Tessera"], display: display).output.isEmpty) != false {
            let said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            XCTFail("tessera \(arguments.joined(separator: " ")) shows no window (\(app.isRunning ? "running" : "exited with \(app.terminationStatus)")): \(said)")
        }
        return app
    }

    func waitForExit(_ app: Process, seconds: Int = 10) {
        for _ in 0..<(seconds * 10) where app.isRunning { usleep(100_000) }
    }
}

final class LiveWindowTests: LiveWindowTestCase {
    func testTheWindowDrawsTheLayoutAndItsRecordingReplaysToTheLiveState() throws {
        let tessera = Self.root.appendingPathComponent(".build/debug/tessera").path
        guard FileManager.default.isExecutableFile(atPath: tessera) else { return XCTFail("build tessera first") }
        let scenePath = Self.root.appendingPathComponent("assets/scenes/flow-alternates.json").path
        let log = work.appendingPathComponent("live.log").path
        let app = Process()
        app.executableURL = URL(fileURLWithPath: tessera)
        app.arguments = ["run", "--scene", scenePath, "--record", log]
        app.currentDirectoryURL = Self.root
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        app.environment = env
        app.standardOutput = FileHandle.nullDevice
        try app.run()
        defer { if app.isRunning { app.terminate() } }
        try waitForWindow()
        try waitUntilDrawn()

        // The window shows the cells where the layout puts them, in their colours.
        let shot = try screenshot()
        let scene = try Scene.load(path: scenePath, catalog: .standard)
        let simulation = try Simulation(scene: scene)
        var checked = 0
        for a in simulation.collectionView.presentedAttributes where a.category == .cell && a.indexPath.section == 0 && a.frame.maxY < 400 {
            // A point inside the cell away from its centred label.
            let x = Int(a.frame.minX + 4), y = Int(a.frame.minY + 4)
            XCTAssertEqual(shot[x, y], Palette.color(for: a.indexPath.item), "cell \(a.indexPath) at (\(x), \(y))")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 10)

        // Interact: tap item 5, pinch with Ctrl+drag, long press and drag item 0, switch layout, quit.
        try xdotool("mousemove 320 78 click 1")
        usleep(400_000)
        try xdotool("mousemove 120 200 keydown ctrl mousedown 1")
        for x in stride(from: 110, through: 70, by: -10) { try xdotool("mousemove \(x) 200"); usleep(30_000) }
        try xdotool("mouseup 1 keyup ctrl")
        usleep(300_000)
        try xdotool("mousemove 40 78 mousedown 1")
        usleep(800_000)
        for x in stride(from: 60, through: 240, by: 30) { try xdotool("mousemove \(x) 80"); usleep(40_000) }
        try xdotool("mouseup 1")
        usleep(500_000)
        try xdotool("key 3")
        usleep(500_000)
        try xdotool("key q")
        for _ in 0..<100 where app.isRunning { usleep(100_000) }
        XCTAssertFalse(app.isRunning, "q quits")
        XCTAssertEqual(app.terminationStatus, 0)

        // The recording replays headlessly to the state the window ended in.
        let liveState = work.appendingPathComponent("live.state.json").path
        let live = try String(contentsOfFile: liveState, encoding: .utf8)
        XCTAssertTrue(live.contains(#""itemSize": [140,40]"#), "the third layout is on: \(live)")
        let replay = try Self.run(tessera, ["replay", log, "--quiet"])
        XCTAssertEqual(replay.status, 0, replay.output)
        XCTAssertEqual(replay.output, "PASS \(log)\n1 passed, 0 failed\n")
        let text = try String(contentsOfFile: log, encoding: .utf8)
        for expected in ["down 1", "down 2", "key 3", "tick"] { XCTAssertTrue(text.contains(expected), expected) }
    }

    func testWithoutADisplayTheWindowRefusesWithAHint() throws {
        let tessera = Self.root.appendingPathComponent(".build/debug/tessera").path
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tessera)
        p.arguments = ["run", "--scene", Self.root.appendingPathComponent("assets/scenes/flow-grid.json").path]
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = ":59"
        p.environment = env
        let err = Pipe()
        p.standardError = err
        try p.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 2)
        XCTAssertTrue(message.hasPrefix(#"tessera: cannot open display ":59" (from DISPLAY)"#), message)
        XCTAssertTrue(message.contains("unset DISPLAY"), message)
        XCTAssertEqual(message.filter { $0 == "\n" }.count, 1, "one line")
    }
}
