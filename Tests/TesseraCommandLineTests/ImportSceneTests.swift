import Foundation
import XCTest
import TesseraSimulator
import TesseraTesting

/// An import without --scene replays with every recognizer attached, and a log records the size
/// its touches were scaled onto.
final class ImportSceneTests: XCTestCase {
    var temporary: TemporaryDirectory!
    var dir: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-import-")
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    func fixture(_ name: String) -> String {
        TesseraExecutable.packageRoot.appendingPathComponent("Tests/Fixtures/devices/\(name)").path
    }

    func testARecordedDoubleTapReplaysAsADoubleTapNotTwoTaps() throws {
        let log = dir.appendingPathComponent("dt.log").path
        let imported = try TesseraExecutable.run(["import", "evemu", fixture("double-tap.evemu"), "--size", "320x480", "-o", log])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let replay = try TesseraExecutable.run(["replay", log, "--allow-missing"])
        XCTAssertTrue(replay.stdout.contains(#""recognizer":"doubleTap","state":"recognized""#), replay.stdout)
        XCTAssertFalse(replay.stdout.contains(#""recognizer":"tap","state":"recognized""#), "not two single taps: \(replay.stdout)")
    }

    /// A description and its events kept in two files (as recording databases keep them) are piped in together.
    func testAnImportReadsStandardInputForADash() throws {
        let description = "N: panel\nP: 02 00 00 00 00 00 00 00\nA: 35 0 100 0 0 0\nA: 36 0 100 0 0 0\nA: 39 0 65535 0 0 0\n"
        let events = "E: 0.000000 0003 0039 1\nE: 0.000000 0003 0035 50\nE: 0.000000 0003 0036 25\nE: 0.000000 0000 0000 0\n"
            + "E: 0.100000 0003 0039 -001\nE: 0.100000 0000 0000 0\n"
        func importing(_ input: String) throws -> (status: Int32, stdout: String, stderr: String) {
            let process = Process()
            process.executableURL = try XCTUnwrap(TesseraExecutable.url)
            process.arguments = ["import", "evemu", "-", "--size", "100x100", "-o", "-"]
            let inPipe = Pipe(), out = Pipe(), err = Pipe()
            process.standardInput = inPipe
            process.standardOutput = out
            process.standardError = err
            try process.run()
            inPipe.fileHandleForWriting.write(Data(input.utf8))
            try inPipe.fileHandleForWriting.close()
            let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
        }
        let joined = try importing(description + events)
        XCTAssertEqual(joined.status, 0, joined.stderr)
        XCTAssertEqual(joined.stdout.split(separator: "\n").dropFirst(2), ["0 down 1 50 25", "0.1 up 1 50 25"])
        let alone = try importing(events)
        XCTAssertEqual(alone.status, 2)
        XCTAssertTrue(alone.stderr.hasPrefix("tessera: <stdin>:1: the events come without the device's description"), alone.stderr)
    }

    func testALibinputDebugEventsPinchReplaysAsAPinch() throws {
        let log = dir.appendingPathComponent("pinch.log").path
        let imported = try TesseraExecutable.run(["import", "debug-events", fixture("debug-events-touchscreen-pinch.txt"),
                                                  "--size", "400x300", "-o", log])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(imported.stderr, "tessera: wrote 24 touch events to \(log)\n")
        let replay = try TesseraExecutable.run(["replay", log, "--allow-missing"])
        XCTAssertTrue(replay.stdout.contains(#""recognizer":"pinch","state":"ended""#), replay.stdout)
    }

    /// Android record-and-replay tools keep `getevent -lt` of the panel alone, with no `-p` description.
    func testAGeteventTraceWithoutItsDescriptionImportsWithAxes() throws {
        let trace = dir.appendingPathComponent("trace.txt")
        func packet(_ t: String, pressure: String) -> String {
            ["[ \(t)] EV_ABS       ABS_MT_POSITION_X    00000100", "[ \(t)] EV_ABS       ABS_MT_POSITION_Y    00000200",
             "[ \(t)] EV_ABS       ABS_MT_PRESSURE      \(pressure)", "[ \(t)] EV_ABS       ABS_MT_TRACKING_ID   00000000",
             "[ \(t)] EV_SYN       SYN_MT_REPORT        00000000", "[ \(t)] EV_SYN       SYN_REPORT           00000000"]
                .joined(separator: "\n") + "\n"
        }
        try (packet("3000.100000", pressure: "00000031") + packet("3000.140000", pressure: "00000031")
             + "[ 3000.220000] EV_SYN       SYN_MT_REPORT        00000000\n[ 3000.220004] EV_SYN       SYN_REPORT           00000000\n")
            .write(to: trace, atomically: true, encoding: .utf8)
        let log = dir.appendingPathComponent("trace.log").path
        let refused = try TesseraExecutable.run(["import", "getevent", trace.path, "--size", "320x480", "-o", log])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("or give the touch axes' largest values with --axes, such as --axes 1079x2399"), refused.stderr)
        let imported = try TesseraExecutable.run(["import", "getevent", trace.path, "--axes", "1023x1023", "--size", "320x480", "-o", log])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").dropFirst(2).first,
                       "0 down 1 \(JSONWriter.number(256.0 / 1023 * 320)) \(JSONWriter.number(512.0 / 1023 * 480))")
        let replay = try TesseraExecutable.run(["replay", log, "--allow-missing"])
        XCTAssertTrue(replay.stdout.contains(#""recognizer":"tap","state":"recognized""#), replay.stdout)
        for (arguments, message) in [(["evemu", fixture("double-tap.evemu"), "--axes", "10x10"],
                                      "--axes gives the axis ranges that a getevent recording made without -p lacks; an evemu "
                                          + "recording describes its device"),
                                     (["getevent", trace.path, "--axes", "1023"],
                                      "--axes expects the touch axes' largest x and y, XxY, each 1 or more, such as 1079x2399; got \"1023\"")] {
            let result = try TesseraExecutable.run(["import"] + arguments + ["--size", "320x480", "-o", log])
            XCTAssertEqual(result.status, 64, "an option the recording cannot use")
            XCTAssertEqual(result.stderr, "tessera: \(message)\n")
        }
    }

    func testTheDefaultSceneAttachesEveryRecognizer() throws {
        let log = dir.appendingPathComponent("drag.log").path
        _ = try TesseraExecutable.run(["import", "evemu", fixture("drag-single-touch.evemu"), "--size", "320x480", "-o", log])
        let replay = try TesseraExecutable.run(["replay", log, "--allow-missing"])
        for name in ["tap", "doubleTap", "pan", "longPress", "swipe"] {
            XCTAssertTrue(replay.stdout.contains(#""recognizer":"\#(name)""#), "\(name) is attached: \(replay.stdout)")
        }
    }

    func testALogWhoseSceneHasAnotherSizeStartsWithTheSizeTheTouchesWereScaledOnto() throws {
        let log = dir.appendingPathComponent("sized.log").path
        let imported = try TesseraExecutable.run(["import", "evemu", fixture("double-tap.evemu"), "--size", "400x600",
                                                  "--scene", TesseraExecutable.packageRoot.appendingPathComponent("assets/scenes/flow-grid.json").path,
                                                  "-o", log])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stderr.contains("the touches were scaled onto [400,600]"), imported.stderr)
        let text = try String(contentsOfFile: log, encoding: .utf8)
        XCTAssertEqual(text.split(separator: "\n")[2], "0 resize 400 600")
        let replay = try TesseraExecutable.run(["replay", log, "--quiet", "--state", "-", "--allow-missing"])
        XCTAssertTrue(replay.stdout.contains(#""size":[400,600]"#), replay.stdout)
    }

    func testRecordingsOfTouchscreensTouchpadsAndTabletsImportAndReplayAsTheirGestures() throws {
        // Each fixture is written as evemu-record 2.x or libinput record 1.2x writes it.
        let cases: [(format: String, file: String, gesture: String)] = [
            ("evemu", "evemu-touchscreen-tap.evemu", #""recognizer":"tap","state":"recognized""#),
            ("evemu", "evemu-touchscreen-pinch.evemu", #""recognizer":"pinch","state":"ended""#),
            ("evemu", "evemu-touchpad-two-finger-scroll.evemu", #""recognizer":"pan","state":"ended""#),
            ("evemu", "evemu-tablet-pen-and-touch.evemu", #""recognizer":"tap","state":"recognized""#),
            ("libinput", "libinput-touchscreen-tap.yaml", #""recognizer":"tap","state":"recognized""#),
            ("libinput", "libinput-keyboard-and-touchscreen.yaml", #""recognizer":"pinch","state":"ended""#),
        ]
        for c in cases {
            let log = dir.appendingPathComponent(c.file + ".log").path
            let imported = try TesseraExecutable.run(["import", c.format, fixture(c.file), "--size", "320x480", "-o", log])
            XCTAssertEqual(imported.status, 0, "\(c.file): \(imported.stderr)")
            let replay = try TesseraExecutable.run(["replay", log, "--allow-missing"])
            XCTAssertEqual(replay.status, 0, "\(c.file): \(replay.stderr)")
            XCTAssertTrue(replay.stdout.contains(c.gesture), "\(c.file) replays as \(c.gesture): \(replay.stdout)")
        }
    }
}
