import Foundation
import XCTest
import TesseraGeometry
@testable import TesseraSimulator
import TesseraReplay
import TesseraImport
import TesseraDemo

final class DeviceImportTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/devices")

    func fixture(_ name: String) throws -> String {
        try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    let window = Size(width: 320, height: 480)

    func summary(_ records: [LogRecord]) -> [String] {
        records.map { EventLogWriter.line($0) }
    }

    func testFastEvemuTapsBecomeTwoTouchesTwoHundredMillisecondsApartFromTimeZero() throws {
        let records = try EvemuImporter(file: "double-tap.evemu").records(from: fixture("double-tap.evemu"), windowSize: window)
        func at(_ x: Double, _ y: Double) -> String {
            "\(JSONWriter.number(x / 4095 * 320)) \(JSONWriter.number(y / 2047 * 480))"
        }
        XCTAssertEqual(summary(records), [
            "0 down 1 \(at(2048, 1024))", "0.071 up 1 \(at(2048, 1024))",
            "0.2 down 2 \(at(2054, 1027))", "0.271 up 2 \(at(2054, 1027))",
        ])
    }

    func testTwoFingersLandingMicrosecondsApartKeepTheirOwnFrames() throws {
        let records = try EvemuImporter().records(from: fixture("two-finger-tap.evemu"), windowSize: window)
        XCTAssertEqual(records.map(\.time), [.zero, .microseconds(40), .milliseconds(90), .microseconds(91_200)])
        XCTAssertEqual(records.map { if case .touch(let id, let change, _) = $0.event { return "\(change.rawValue) \(id)" } else { return "" } },
                       ["down 1", "down 2", "up 1", "up 2"])
    }

    func testASingleTouchDeviceUsesBTNTouchAndABSXY() throws {
        let records = try EvemuImporter().records(from: fixture("drag-single-touch.evemu"), windowSize: window)
        XCTAssertEqual(records.count, 12)
        XCTAssertEqual(records.first?.event, .touch(id: 1, change: .down, location: Point(x: 200.0 / 1023 * 320, y: 500.0 / 1023 * 480)))
        XCTAssertEqual(records.last?.event, .touch(id: 1, change: .up, location: Point(x: 600.0 / 1023 * 320, y: 500.0 / 1023 * 480)))
    }

    func testALibinputTwoFingerScrollKeepsBothContactsAndTheirDrift() throws {
        let records = try LibinputImporter(file: "two-finger-scroll.yaml").records(from: fixture("two-finger-scroll.yaml"), windowSize: window)
        XCTAssertEqual(records.count, 2 + 15 * 2 + 2)
        guard case .touch(_, .down, let a0) = records[0].event, case .touch(_, .down, let b0) = records[1].event,
              case .touch(_, .move, let a1) = records[30].event, case .touch(_, .move, let b1) = records[31].event else {
            return XCTFail("unexpected records \(summary(records))")
        }
        let before = b0.x - a0.x, after = b1.x - a1.x
        XCTAssertGreaterThan(after / before, 1.02)
        XCTAssertLessThan(after / before, 1.2)
        XCTAssertLessThan(a1.y, a0.y, "scrolling up")
        XCTAssertEqual(records.last?.time, .microseconds(16 * 11_100))
    }

    func testALibinputTapIsOneDownAndOneUp() throws {
        let records = try LibinputImporter().records(from: fixture("tap.yaml"), windowSize: window)
        XCTAssertEqual(summary(records), ["0 down 1 \(JSONWriter.number(1024.0 / 4095 * 320)) \(JSONWriter.number(512.0 / 2047 * 480))",
                                          "0.06 up 1 \(JSONWriter.number(1024.0 / 4095 * 320)) \(JSONWriter.number(512.0 / 2047 * 480))"])
    }

    func testBadRecordingsNameTheLine() {
        XCTAssertThrowsError(try EvemuImporter(file: "x.evemu").records(from: "A: 35 0 4095 0 0 0\nA: 36 0 100 0 0 0\nE: 1.5 0003 zz 1\n", windowSize: window)) {
            XCTAssertEqual("\($0)", "x.evemu:3: malformed event \"E: 1.5 0003 zz 1\"")
        }
        XCTAssertThrowsError(try EvemuImporter(file: "x.evemu").records(from: "Q: what\n", windowSize: window)) {
            XCTAssertEqual("\($0)", "x.evemu:1: unknown line \"Q:\"; expected N:, I:, P:, B:, A: or E:")
        }
        XCTAssertThrowsError(try EvemuImporter(file: "k.evemu").records(from: "N: keyboard\nE: 0.000001 0001 001e 1\n", windowSize: window)) {
            XCTAssertTrue("\($0)".contains("no absolute X/Y axes"))
        }
        XCTAssertThrowsError(try EvemuImporter(file: "t.evemu").records(
            from: "A: 00 0 10 0 0 0\nA: 01 0 10 0 0 0\nE: 5.000000 0000 0000 0\nE: 4.000000 0000 0000 0\n", windowSize: window)) {
            XCTAssertEqual("\($0)", "t.evemu:4: time goes backwards")
        }
        XCTAssertThrowsError(try LibinputImporter(file: "y.yaml").records(from: "devices:\n", windowSize: window)) {
            XCTAssertEqual("\($0)", "y.yaml:1: not a libinput recording: no \"version:\" line")
        }
        XCTAssertThrowsError(try LibinputImporter(file: "y.yaml").records(
            from: "version: 1\ndevices:\n- node: /dev/input/event1\n  evdev:\n    absinfo:\n      53: [0, 10]\n      54: [0, 10]\n  events:\n  - evdev:\n    - [1, 2, 3]\n",
            windowSize: window)) {
            XCTAssertEqual("\($0)", "y.yaml:10: an evdev event is [sec, usec, type, code, value]")
        }
        // A row of the right shape names the value that cannot be, rather than the shape or "time goes backwards".
        let head = "version: 1\ndevices:\n- node: /dev/input/event1\n  evdev:\n    absinfo:\n      53: [0, 10]\n      54: [0, 10]\n"
            + "  events:\n  - evdev:\n"
        for (row, reason) in [("[-700, 0, 3, 53, 5]", "the event's time -700 s is negative; a recording's times are the kernel's clock"),
                              ("[700, 99999999, 3, 53, 5]", "the event's microseconds 99999999 are not 0…999999"),
                              ("[700, 0, -3, 53, 5]", "the event's type and code cannot be negative")] {
            XCTAssertThrowsError(try LibinputImporter(file: "y.yaml").records(from: head + "    - \(row)\n", windowSize: window), row) {
                XCTAssertEqual("\($0)", "y.yaml:10: \(reason)")
            }
        }
    }

    /// Recording databases (whot/evemu-devices) keep many devices' description and events in two files; the events
    /// alone named no missing description, only a device "with no absolute X/Y axes".
    func testEventsWithoutTheirDescriptionSayHowToJoinThem() throws {
        let events = "E: 1000.000100 0003 0039 0\nE: 1000.000100 0003 0035 1500\n"
            + "E: 1000.000100 0003 0036 1000\nE: 1000.000100 0000 0000 0\n"
        XCTAssertThrowsError(try EvemuImporter(file: "drag.events").records(from: "# EVEMU 1.3\n" + events, windowSize: window)) {
            XCTAssertEqual("\($0)", "drag.events:2: the events come without the device's description (its N:, I:, B: and A: "
                + "lines), which evemu-record writes first; a description kept in its own file goes first: "
                + "cat device.desc events > recording.evemu")
        }
        for empty in ["", "# EVEMU 1.3\n# nothing recorded\n"] {
            XCTAssertThrowsError(try EvemuImporter(file: "e.evemu").records(from: empty, windowSize: window)) {
                XCTAssertEqual("\($0)", "e.evemu:1: no evemu recording here: no device description (N:, I:, B:, A: lines) "
                    + "and no events (E: lines)")
            }
        }
        // Joined as the message says, they import.
        let description = "N: panel\nI: 0003 1234 5678 0000\nP: 02 00 00 00 00 00 00 00\n"
            + "A: 2f 0 9 0 0\nA: 35 0 3000 0 0\nA: 36 0 2000 0 0\nA: 39 0 65535 0 0\n"
        let records = try EvemuImporter(file: "joined.evemu").records(from: description + events, windowSize: window)
        XCTAssertEqual(summary(records).first, "0 down 1 160 240")
    }

    func testSynDroppedDiscardsEventsUpToTheNextReport() throws {
        let text = """
            A: 35 0 100 0 0 0
            A: 36 0 100 0 0 0
            E: 1.000000 0003 0039 1
            E: 1.000000 0003 0035 10
            E: 1.000000 0003 0036 10
            E: 1.000000 0000 0000 0
            E: 1.010000 0000 0003 0
            E: 1.010000 0003 0035 90
            E: 1.010000 0000 0000 0
            E: 1.020000 0003 0035 20
            E: 1.020000 0000 0000 0
            """
        let records = try EvemuImporter().records(from: text, windowSize: Size(width: 100, height: 100))
        XCTAssertEqual(summary(records), ["0 down 1 10 10", "0.02 move 1 20 10", "0.02 cancel 1 20 10"])
    }

    /// Found by the evemu fuzz target (Tests/Fixtures/fuzz/evemu-importer/crashes): the
    /// recording stopped inside a frame, and the import cancelled a touch it never put down.
    func testARecordingThatStopsBeforeItsLastReportGivesALogTheReaderAccepts() throws {
        let text = """
            A: 35 0 100 0 0 0
            A: 36 0 100 0 0 0
            E: 1.000000 0003 0039 1
            E: 1.000000 0003 0035 10
            E: 1.000000 0000 0000 0
            E: 1.010000 0003 002f 1
            E: 1.010000 0003 0039 2
            E: 1.010000 0003 0035 50
            E: 1.010000 0003 002f 0
            E: 1.010000 0003 0039 -1
            """
        let records = try EvemuImporter().records(from: text, windowSize: Size(width: 100, height: 100))
        XCTAssertEqual(summary(records), ["0 down 1 10 0", "0 cancel 1 10 0"], "touch 2 never landed; touch 1's lift never reported")
        XCTAssertNoThrow(try EventLogReader().read(EventLog(scene: .path("s.json"), records: records).text))
        for name in ["evemu-importer/crashes/touch-down-in-an-unfinished-frame.evemu",
                     "libinput-importer/cut-inside-a-frame.yaml"] {
            let url = Self.fixtures.deletingLastPathComponent().appendingPathComponent("fuzz/\(name)")
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            let records = name.hasSuffix(".yaml") ? try LibinputImporter().records(from: text, windowSize: window)
                                                  : try EvemuImporter().records(from: text, windowSize: window)
            XCTAssertNoThrow(try EventLogReader().read(EventLog(scene: .path("s.json"), records: records).text), name)
        }
        // The libinput crash input is not YAML (it holds a control character), which the YAML
        // parser refuses where it is, before any touch is decoded.
        let crash = Self.fixtures.deletingLastPathComponent()
            .appendingPathComponent("fuzz/libinput-importer/crashes/touch-down-in-an-unfinished-frame.yaml")
        XCTAssertThrowsError(try LibinputImporter(file: "crash.yaml").records(
            from: String(decoding: try Data(contentsOf: crash), as: UTF8.self), windowSize: window)) {
            XCTAssertEqual("\($0)", "crash.yaml:66: not valid YAML: control characters are not allowed")
        }
    }

    /// Found by the evemu fuzz target in CI (Tests/Fixtures/fuzz/evemu-importer/crashes): a
    /// value far outside its axis's declared range scaled to millions of points, a log the
    /// reader refuses. Out-of-range values clamp to the range, so the touch lands on the edge.
    func testValuesOutsideTheAxisRangeLandOnTheWindowEdge() throws {
        let text = """
            A: 35 0 100 0 0 0
            A: 36 0 100 0 0 0
            E: 1.000000 0003 0039 1
            E: 1.000000 0003 0035 -40
            E: 1.000000 0003 0036 50
            E: 1.000000 0000 0000 0
            E: 1.010000 0003 0035 8759
            E: 1.010000 0003 0036 101
            E: 1.010000 0000 0000 0
            E: 1.020000 0003 0039 -1
            E: 1.020000 0000 0000 0
            """
        let records = try EvemuImporter().records(from: text, windowSize: Size(width: 100, height: 200))
        XCTAssertEqual(summary(records), ["0 down 1 0 100", "0.01 move 1 100 200", "0.02 up 1 100 200"])
        let url = Self.fixtures.deletingLastPathComponent()
            .appendingPathComponent("fuzz/evemu-importer/crashes/value-outside-a-tiny-axis-range.evemu")
        let crash = try EvemuImporter().records(from: String(decoding: try Data(contentsOf: url), as: UTF8.self), windowSize: window)
        XCTAssertNoThrow(try EventLogReader().read(EventLog(scene: .path("s.json"), records: crash).text))
    }
}
