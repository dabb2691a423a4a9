import Foundation
import XCTest
@testable import TesseraSimulator
import TesseraReplay
import TesseraImport
import TesseraDemo

/// What happens to a recording when the session ends badly: the X server dies,
/// a signal arrives, or the disk fills up. The log must stay readable.
final class LiveHostFaultTests: LiveWindowTestCase {
    var scene: String { Self.root.appendingPathComponent("assets/scenes/flow-alternates.json").path }

    func clickSomeItems() throws {
        for x in [40, 110, 180] {
            try xdotool("mousemove \(x) 78 click 1")
            usleep(150_000)
        }
        usleep(300_000)
    }

    func testWhenTheXServerDiesTheLogIsIntactAndTheProgramSaysSo() throws {
        let log = work.appendingPathComponent("lost.log").path
        let err = Pipe()
        let app = try launch(["run", "--scene", scene, "--record", log], stderr: err)
        try clickSomeItems()
        xvfb?.terminate()
        xvfb?.waitUntilExit()
        xvfb = nil
        waitForExit(app)
        XCTAssertFalse(app.isRunning)
        XCTAssertEqual(app.terminationStatus, 2, "a display that cannot be reached any more, as one that cannot be reached at all")
        let message = String(decoding: err.fileHandleForReading.availableData, as: UTF8.self)
        let state = work.appendingPathComponent("lost.state.json").path
        XCTAssertTrue(message.contains("the connection to the X server was lost; the recording up to the last frame is in \(log), "
                                       + "its final state in \(state)"), message)
        let recorded = try EventLogReader.load(path: log)
        XCTAssertEqual(recorded.warnings, [], "no torn line")
        XCTAssertGreaterThanOrEqual(recorded.records.filter { if case .touch(_, .up, _) = $0.event { true } else { false } }.count, 3)
        // The final state needs no X server: it is written too, and the recording replays to it.
        let replay = try Self.run(Self.root.appendingPathComponent(".build/debug/tessera").path, ["replay", log, "--quiet"])
        XCTAssertEqual(replay.status, 0, replay.output)
    }

    func testSignalsCloseTheRecordingCleanly() throws {
        // SIGHUP is what closing the terminal sends: it killed the session with no final state.
        for (name, signal) in [("int", SIGINT), ("term", SIGTERM), ("hup", SIGHUP)] {
            let log = work.appendingPathComponent("signal-\(name).log").path
            let app = try launch(["run", "--scene", scene, "--record", log])
            try clickSomeItems()
            kill(app.processIdentifier, signal)
            waitForExit(app)
            XCTAssertFalse(app.isRunning, name)
            XCTAssertEqual(app.terminationStatus, 128 + signal, name)
            let recorded = try EventLogReader.load(path: log)
            XCTAssertEqual(recorded.warnings, [], name)
            XCTAssertTrue(FileManager.default.fileExists(atPath: log.replacingOccurrences(of: ".log", with: ".state.json")), name)
            let replay = try Self.run(Self.root.appendingPathComponent(".build/debug/tessera").path, ["replay", log, "--quiet"])
            XCTAssertEqual(replay.status, 0, "\(name): \(replay.output)")
        }
    }

    /// A session that records nothing says only that it was stopped: it once said "the recording is closed".
    func testASignalWithoutARecordingSaysNothingOfOne() throws {
        let errors = Pipe()
        let app = try launch(["run", "--scene", scene], stderr: errors)
        kill(app.processIdentifier, SIGTERM)
        waitForExit(app)
        XCTAssertEqual(app.terminationStatus, 128 + SIGTERM)
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(said, "tessera: stopped by signal 15\n")
    }

    /// Another client destroys the window (`xdotool windowclose`, a window manager's destroy): the session ends as a
    /// close does, with its final state. Idle, the process went on with no window; drawing, it died of Xlib's
    /// default error handler (`BadDrawable`), exit 1, with no final state.
    func testAWindowDestroyedByAnotherClientEndsTheSessionCleanly() throws {
        for moving in [false, true] {
            let log = work.appendingPathComponent("destroyed-\(moving).log").path
            let app = try launch(["run", "--scene", scene, "--record", log])
            try clickSomeItems()
            let window = try XCTUnwrap(try Self.run("xdotool", ["search", "--name", "Tessera"], display: display).output
                .split(separator: "\n").first.map(String.init))
            if moving {
                // A fling: frames are being drawn when the window goes.
                try xdotool("mousemove 150 400 mousedown 1")
                for y in stride(from: 380, through: 120, by: -40) { try xdotool("mousemove 150 \(y)"); usleep(8_000) }
                try xdotool("mouseup 1")
            }
            _ = try Self.run("xdotool", ["windowclose", window], display: display)
            waitForExit(app)
            XCTAssertFalse(app.isRunning, "moving \(moving): the session ends with its window")
            XCTAssertEqual(app.terminationStatus, 0, "moving \(moving)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: work.appendingPathComponent("destroyed-\(moving).state.json").path))
            let replay = try Self.run(Self.root.appendingPathComponent(".build/debug/tessera").path, ["replay", log, "--quiet"])
            XCTAssertEqual(replay.status, 0, "moving \(moving): \(replay.output)")
        }
    }

    func testAFullDiskIsAClearErrorAndTheEarlierEventsStayReadable() throws {
        let log = work.appendingPathComponent("full.log").path
        let err = Pipe()
        // 2 blocks of 512 bytes: the header and the first frames fit, a few clicks later the limit is hit.
        let app = try launch(["run", "--scene", scene, "--record", log], shellPrefix: "ulimit -f 2", stderr: err)
        for _ in 0..<6 { try clickSomeItems() }
        waitForExit(app)
        if app.isRunning { app.terminate() }
        XCTAssertEqual(app.terminationStatus, 2)
        let message = String(decoding: err.fileHandleForReading.availableData, as: UTF8.self)
        XCTAssertTrue(message.contains("\(log): cannot write the log: File too large"), message)
        let recorded = try EventLogReader.load(path: log)
        XCTAssertGreaterThan(recorded.records.count, 0, "what was written before the disk filled is readable")
    }
}
