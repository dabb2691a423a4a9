import Foundation
import XCTest
import TesseraGeometry
import TesseraReplay
@testable import TesseraImport

/// `libinput debug-events` output: the touches libinput delivered, in percent of the touchscreen.
final class DebugEventsImporterTests: XCTestCase {
    typealias F = DeviceFixtures

    func lines(_ text: String, device: Int? = nil) throws -> [String] {
        F.lines(try DebugEventsImporter(file: "d.txt", device: device).records(from: text, windowSize: Size(width: 400, height: 200)))
    }

    func message(_ text: String, device: Int? = nil) -> String? {
        F.message { try DebugEventsImporter(file: "d.txt", device: device).records(from: text, windowSize: Size(width: 400, height: 200)) }
    }

    /// A two-finger touch as libinput 1.2x prints it, after a keyboard and a touchscreen are added.
    let twoFingers = """
        -event2   DEVICE_ADDED            Power Button                      seat0 default group1  cap:k
        -event7   DEVICE_ADDED            ELAN Touchscreen                  seat0 default group5  cap:t  size 294x165mm ntouches 10 calib
        -event7   TOUCH_DOWN              +4.140s\t0 (0) 80.00/50.00 (236.00/83.00mm)
         event7   TOUCH_FRAME             +4.140s\t
         event7   TOUCH_MOTION            +4.152s\t0 (0) 75.00/75.00 (221.25/124.50mm)
         event7   TOUCH_FRAME             +4.152s\t
         event7   TOUCH_DOWN              +4.160s\t1 (1) 20.00/50.00 (55.25/90.33mm)
         event7   TOUCH_FRAME             +4.160s\t
         event7   TOUCH_UP                +4.170s\t0 (0)
         event7   TOUCH_FRAME             +4.170s\t
         event7   TOUCH_UP                +4.180s\t1 (1)
         event7   TOUCH_FRAME             +4.180s\t

        """

    func testTouchesArePercentOfTheScreenFromTheFirstTouchEvent() throws {
        XCTAssertEqual(try lines(twoFingers), ["0 down 1 320 100", "0.012 move 1 300 150", "0.02 down 2 80 100",
                                               "0.03 up 1 300 150", "0.04 up 2 80 100"])
        let recording = try DebugEventsImporter(file: "d.txt").recording(from: twoFingers, windowSize: Size(width: 400, height: 200))
        XCTAssertEqual(recording.device.name, "ELAN Touchscreen")
    }

    /// fusuma's debug log wraps each line libinput printed (iberianpig/fusuma#192): the touches are read from the word
    /// that names the device, as from the bare lines.
    func testLinesWrappedInAnotherToolsLogReadAsTheBareLines() throws {
        let wrapped = twoFingers.split(separator: "\n").map { line in
            "D, [2020-07-21T23:47:38.410976 #18501] DEBUG -- : {:input_event=>time: 2020-07-21 23:47:38 +1000, "
                + "tag: libinput_command_input, record: " + line.drop { $0 == "-" } + "}"
        }.joined(separator: "\n") + "\n"
        XCTAssertEqual(try lines(wrapped), try lines(twoFingers))
        let recording = try DebugEventsImporter(file: "d.txt").recording(from: wrapped, windowSize: Size(width: 400, height: 200))
        XCTAssertEqual(recording.device.name, "ELAN Touchscreen")
        // A word that only starts with "event" is no device.
        XCTAssertNotNil(message("note: events TOUCH_DOWN +1.0s 0 (0) 1/1\n"))
    }

    func testACoordinateWithANulByteIsNotANumber() {
        // `Double(text)` reads a C string and would stop at the NUL byte, reading "80.00\0xx" as 80.
        let garbled = twoFingers.replacingOccurrences(of: "80.00/50.00", with: "80.00\u{0}xx/50.00")
        XCTAssertNotEqual(garbled, twoFingers)
        XCTAssertNotEqual(try? lines(garbled), try? lines(twoFingers))
        XCTAssertNotNil(message(garbled))
    }

    /// A recording cut as it was written: its last line has no newline, and the coordinate it was cut in still reads
    /// as a number. The line is left out, with a warning, rather than imported as a place the finger never was.
    func testACutLastLineIsLeftOutWithAWarning() throws {
        let cut = String(twoFingers[..<twoFingers.range(of: "75.00/7")!.upperBound])
        let recording = try DebugEventsImporter(file: "d.txt").recording(from: cut, windowSize: Size(width: 400, height: 200))
        XCTAssertEqual(F.lines(recording.records), ["0 down 1 320 100", "0 cancel 1 320 100"], "still down where the recording ends: cancelled")
        XCTAssertEqual(recording.warnings.map(\.description).filter { $0.contains("no newline") },
                       ["d.txt:5: the last line has no newline, so it may be cut; its TOUCH_MOTION is left out"])
        let whole = try DebugEventsImporter(file: "d.txt").recording(from: twoFingers, windowSize: Size(width: 400, height: 200))
        XCTAssertFalse(whole.warnings.contains { $0.reason.contains("no newline") })
    }

    /// Older libinput printed a shorter header, two decimals, and no slot for a lift.
    func testOlderOutputWithoutALiftsSlot() throws {
        let old = """
            -event4   DEVICE_ADDED     Atmel maXTouch Touchscreen        seat0 default group6  cap:t  size 256x144mm ntouches 10
            -event4   TOUCH_DOWN       +1.20s\t0 (0) 50.00/50.00 (128.00/72.00mm)
             event4   TOUCH_FRAME      +1.20s\t
             event4   TOUCH_UP         +1.30s\t
             event4   TOUCH_FRAME      +1.30s\t

            """
        XCTAssertEqual(try lines(old), ["0 down 1 200 100", "0.1 up 1 200 100"])
        let ambiguous = twoFingers.replacingOccurrences(of: "+4.170s\t0 (0)", with: "+4.170s\t")
        XCTAssertEqual(message(ambiguous), "d.txt:9: TOUCH_UP names no touch while 2 are down (older libinput printed no slot "
                       + "for a lift), so which one lifted is unknown")
    }

    func testTheFirstDeviceThatTouchesOrTheOneNamed() throws {
        let second = twoFingers + """
            -event9   TOUCH_DOWN              +9.000s\t0 (2) 10.00/10.00 (5.00/5.00mm)
             event9   TOUCH_UP                +9.100s\t0 (2)

            """
        XCTAssertEqual(try lines(second).count, 5, "event7, the first to touch")
        XCTAssertEqual(try lines(second, device: 2), ["0 down 1 40 20", "0.1 up 1 40 20"])
        XCTAssertEqual(message(second, device: 3), "d.txt:1: --device 3 asks for device 3, but the recording names 3 devices "
                       + "(0-based, in the order they first appear)")
    }

    func testATouchStillDownAtTheEndIsCancelled() throws {
        let text = " event7   TOUCH_DOWN       +0.500s\t0 (0) 50.00/50.00 (1.00/1.00mm)\n event7   TOUCH_MOTION     +0.600s\t0 (0) 60.00/50.00 (1.00/1.00mm)\n"
        XCTAssertEqual(try lines(text), ["0 down 1 200 100", "0.1 move 1 240 100", "0.1 cancel 1 240 100"])
    }

    /// Bug reports paste a piece of the output, often from the middle of a touch.
    func testATouchAlreadyDownLandsWhereItFirstMovesAndOneThatOnlyLiftsIsLeftOut() throws {
        let paste = """
             event7   TOUCH_MOTION     +4.152s\t0 (0) 50.00/50.00 (236.00/83.00mm)
             event7   TOUCH_FRAME      +4.152s\t
             event7   TOUCH_MOTION     +4.252s\t1 (1) 25.00/25.00 (55.33/40.17mm)
             event7   TOUCH_UP         +4.300s\t2 (2)
             event7   TOUCH_UP         +4.352s\t0 (0)
             event7   TOUCH_UP         +4.400s\t1 (1)

            """
        let recording = try DebugEventsImporter(file: "d.txt").recording(from: paste, windowSize: Size(width: 400, height: 200))
        XCTAssertEqual(F.lines(recording.records), ["0 down 1 200 100", "0.1 down 2 100 50", "0.2 up 1 200 100", "0.248 up 2 100 50"])
        XCTAssertEqual(recording.warnings.map(\.description), [
            "d.txt:3: a touch already down when the recording began lands here, 100 ms in, where it first moves; what it did "
                + "before is unknown",
            "d.txt:4: a touch already down when the recording began lifts here before the recording has said where it is, "
                + "so it is left out"])
    }

    func testBadInputIsRefusedAtItsLine() {
        XCTAssertEqual(message(" event7   TOUCH_DOWN       +0.500s\t0 (0) 50.00\n"),
                       "d.txt:1: TOUCH_DOWN has no position x/y in percent of the screen where debug-events prints one")
        XCTAssertEqual(message(" event7   TOUCH_DOWN       soon\t0 (0) 50.00/50.00\n"),
                       "d.txt:1: TOUCH_DOWN has no time (+s.sss s) where debug-events prints one")
        XCTAssertEqual(message(" event7   TOUCH_DOWN       +0.5s\t0 (99) 50.00/50.00\n"),
                       "d.txt:1: TOUCH_DOWN has no seat slot \"(n)\", 0 to 63, after its slot")
        XCTAssertEqual(message(" event7   TOUCH_DOWN       +2.0s\t0 (0) 1/1\n event7   TOUCH_UP       +1.0s\t0 (0)\n"),
                       "d.txt:2: time goes backwards")
        XCTAssertEqual(message("-event5   GESTURE_SWIPE_BEGIN  +0.10s\t3\n event5   GESTURE_SWIPE_END  +0.50s\t3\n"),
                       "d.txt:1: the recording holds gestures but no touches: libinput turns a touchpad's fingers into pointer "
                       + "motion and gestures, so they cannot become touches here; record the touchpad with libinput record and "
                       + "import that (tessera import libinput …)")
        XCTAssertEqual(message("hello\n"), "d.txt:1: the recording holds no touch events (TOUCH_DOWN …): was a touchscreen "
                       + "touched while libinput debug-events ran?")
    }

    /// The fixture is the pinch of evemu-touchscreen-pinch.evemu as libinput delivers it: the same touches at the same
    /// times (to libinput's milliseconds), at the same places to within its two decimals of a percent.
    func testThePinchAsLibinputDeliversItIsTheKernelsPinch() throws {
        let window = Size(width: 400, height: 200)
        let delivered = try DebugEventsImporter(file: "d.txt").records(from: F.text("debug-events-touchscreen-pinch.txt"), windowSize: window)
        let kernel = try EvemuImporter(file: "e.evemu").records(from: F.text("evemu-touchscreen-pinch.evemu"), windowSize: window)
        XCTAssertEqual(delivered.count, kernel.count)
        for (a, b) in zip(delivered, kernel) {
            guard case let .touch(id, change, p) = a.event, case let .touch(id2, change2, q) = b.event else { return XCTFail() }
            XCTAssertEqual(id, id2)
            XCTAssertEqual(change, change2)
            XCTAssertEqual(a.time.components.attoseconds / 1_000_000_000_000_000, b.time.components.attoseconds / 1_000_000_000_000_000)
            XCTAssertEqual(p.x, q.x, accuracy: 0.3)
            XCTAssertEqual(p.y, q.y, accuracy: 0.3)
        }
    }

    func testTheFormatIsRecognisedWhenAnotherIsNamed() {
        XCTAssertEqual(RecordingImporters.formatName(guessedFrom: twoFingers), "debug-events")
        XCTAssertEqual(RecordingImporters.importer(named: "debug-events").map { "\($0)" }, "DebugEventsImporter")
    }
}
