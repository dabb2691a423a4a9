import Foundation
import XCTest
import TesseraGeometry
import TesseraReplay
import TesseraImport

/// evemu-record 2.x's own output (`# EVEMU 1.3`): trailing comments, its banner, `%04d`
/// values, near-zero or absolute times, and descriptions in any order or concatenated.
final class EvemuRecordingTests: XCTestCase {
    typealias F = DeviceFixtures

    func evemu(_ name: String) throws -> [LogRecord] {
        try EvemuImporter(file: name).records(from: F.text(name), windowSize: F.window)
    }

    func testATapAsEvemuRecordWritesItWithItsCommentsIsOneTouchFromTimeZero() throws {
        func at(_ x: Double, _ y: Double) -> String { F.at(x, y, 4095, 2303) }
        XCTAssertEqual(F.lines(try evemu("evemu-touchscreen-tap.evemu")), [
            "0 down 1 \(at(1850, 1100))", "0.0081 move 1 \(at(1851, 1100))",
            "0.0162 move 1 \(at(1851, 1101))", "0.0486 up 1 \(at(1851, 1101))",
        ])
    }

    func testAnAxisWithAnEmptyOrInvertedRangeIsRefusedNotPlacedAtZero() throws {
        // Every touch of such a device would land on the window's edge and sit still there.
        let text = try F.text("evemu-touchscreen-tap.evemu")
        for (range, shown) in [("A: 35 100 100", "min 100 and max 100"), ("A: 35 4095 0", "min 4095 and max 0")] {
            let broken = text.replacingOccurrences(of: "A: 35 0 4095", with: range)
            XCTAssertNotEqual(broken, text)
            let message = F.message { try EvemuImporter(file: "r.evemu").records(from: broken, windowSize: F.window) } ?? ""
            // At the axis's own line: the device's N: line said nothing of where the range is.
            let axisLine = broken.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix(range) }! + 1
            XCTAssertTrue(message.hasPrefix("r.evemu:\(axisLine): "), message)
            XCTAssertTrue(message.hasSuffix("the device's ABS_MT_POSITION_X axis declares \(shown), an empty or inverted range, "
                                            + "so its positions cannot be placed on the window"), message)
        }
    }

    func testANegativeTimeIsRefusedRatherThanReadAsTwoParts() throws {
        // "-99.950000" read as -99 s plus 0.95 s put a 50 ms tap 1.95 s long.
        let text = try F.text("evemu-touchscreen-tap.evemu")
        let first = text.split(separator: "\n").first { $0.hasPrefix("E: ") }!
        let negative = text.replacingOccurrences(of: String(first), with: "E: -99.950000" + first.dropFirst(first.firstIndex(of: " ")!
            .utf16Offset(in: first) + 1).drop { $0 != " " })
        let message = F.message { try EvemuImporter(file: "r.evemu").records(from: negative, windowSize: F.window) } ?? ""
        XCTAssertTrue(message.contains(": a negative time \"-99.950000\"; evemu-record writes times from 0"), message)
    }

    func testATwoFingerPinchAsEvemuRecordWritesItSpreadsTwoTouchesThreeTimesApart() throws {
        let records = try evemu("evemu-touchscreen-pinch.evemu")
        XCTAssertEqual(records.count, 2 + 10 * 2 + 2)
        func at(_ x: Double) -> String { F.at(x, 1150, 4095, 2303) }
        XCTAssertEqual(F.lines(Array(records.prefix(2))), ["0 down 1 \(at(1748))", "0.0041 down 2 \(at(2348))"])
        XCTAssertEqual(F.lines(Array(records.suffix(4))), ["0.0871 move 1 \(at(1148))", "0.0871 move 2 \(at(2948))",
                                                           "0.0961 up 1 \(at(1148))", "0.1002 up 2 \(at(2948))"])
    }

    func testAbsoluteTimestampsOfOlderRecordingsGiveTheSameTimesAsNearZeroOnes() throws {
        let text = try F.text("evemu-touchscreen-tap.evemu")
        var absolute = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("E: 0.") {
                let micros = Int(line.dropFirst(5).prefix(6))! + 185_029
                absolute += "E: \(1_330_495_944 + micros / 1_000_000).\(String(format: "%06d", micros % 1_000_000))"
                    + line.dropFirst(11) + "\n"
            } else {
                absolute += line + "\n"
            }
        }
        XCTAssertTrue(absolute.contains("E: 1330495944.185030 0003 0039 0417\t# EV_ABS"))
        XCTAssertEqual(F.lines(try EvemuImporter().records(from: absolute, windowSize: F.window)),
                       F.lines(try evemu("evemu-touchscreen-tap.evemu")))
    }

    func testADescriptionFollowedByARecordingOfTheDeviceReadsAsTheRecording() throws {
        let text = try F.text("evemu-described-then-recorded.evemu")
        XCTAssertEqual(text.components(separatedBy: "# EVEMU 1.3\n").count - 1, 2)
        XCTAssertEqual(F.lines(try evemu("evemu-described-then-recorded.evemu")),
                       F.lines(try evemu("evemu-touchscreen-tap.evemu")))
    }

    func testCommentsAnywhereAndDescriptionLinesInAnyOrderAreRead() throws {
        let text = """
              # a hand-edited recording
            A: 36 0 200 0 0 0   # y
            N: Panel # 2
            A: 35 0 100 0 0 0\t# x
            S: 00 1
            P: 02 00 00 00 00 00 00 00
            I: 0018 04f3 2c58 0100 # i2c
            L: 00 1
            E: 7.000010 0003 0039 0005  # down
              # a comment between events
            E: 7.000010 0003 0035 0050\t# EV_ABS / ABS_MT_POSITION_X    50
            E: 7.000010 0003 0036 0100
            E: 7.000010 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +7000ms
            E: 7.020010 0003 0039 -001\t# EV_ABS / ABS_MT_TRACKING_ID   -1
            E: 7.020010 0000 0000 0000 #
            """
        XCTAssertEqual(F.lines(try EvemuImporter().records(from: text, windowSize: Size(width: 100, height: 100))),
                       ["0 down 1 50 50", "0.02 up 1 50 50"])
    }

    func testTwoRecordingsInOneFileAreRefusedAtTheSecondDescription() throws {
        let tap = try F.text("evemu-touchscreen-tap.evemu")
        let secondName = tap.split(separator: "\n", omittingEmptySubsequences: false).count
            + tap.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("N: ") }!
        XCTAssertEqual(F.message { try EvemuImporter(file: "two.evemu").records(from: tap + tap, windowSize: F.window) },
                       "two.evemu:\(secondName): a device description after the events began: the file holds more than one "
                       + "recording; import each on its own")
    }

    func testAnEvemuPenIsRefusedSayingWhatItIsAndWhyItCannotBecomeTouches() throws {
        let text = try F.text("evemu-pen.evemu")
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("N: ") }! + 1
        XCTAssertEqual(F.message { try EvemuImporter(file: "pen.evemu").records(from: text, windowSize: F.window) },
                       "pen.evemu:\(line): the device \"Wacom Intuos S Pen\" is a pen tablet (BTN_TOOL_PEN, no multi-touch axes): "
                       + "a stylus reports where a tool hovers and presses, not finger contacts, so it cannot become touches")
    }

    func testAnEvemuMouseIsRefusedSayingWhatItIsAndWhyItCannotBecomeTouches() throws {
        let text = try F.text("evemu-mouse.evemu")
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("N: ") }! + 1
        XCTAssertEqual(F.message { try EvemuImporter(file: "mouse.evemu").records(from: text, windowSize: F.window) },
                       "mouse.evemu:\(line): the device \"Logitech USB Optical Mouse\" is a mouse (REL_X/REL_Y, no absolute axes): "
                       + "it reports how far it moved, not where a finger is, so it cannot become touches")
    }

    func testAPenNamedWithAHashKeepsItsWholeNameInTheRefusal() {
        let text = "N: Stylus #2\nB: 01 00 00 00 00 00 00 00 00\nB: 01 00 00 00 00 00 00 00 00\nB: 01 00 00 00 00 00 00 00 00\n"
            + "B: 01 00 00 00 00 00 00 00 00\nB: 01 00 00 00 00 00 00 00 00\nB: 01 01 04 00 00 00 00 00 00\n"
            + "A: 00 0 100 0 0 0\nA: 01 0 100 0 0 0\nE: 0.000001 0001 0140 0001\nE: 0.000001 0000 0000 0000\n"
        XCTAssertEqual(F.message { try EvemuImporter(file: "s.evemu").records(from: text, windowSize: F.window) }?
            .hasPrefix("s.evemu:1: the device \"Stylus #2\" is a pen tablet"), true)
    }

    func testAnEvemuTouchpadImportsItsFingersWithThePadsAxisRangesScaledOntoTheWindow() throws {
        let records = try evemu("evemu-touchpad-two-finger-scroll.evemu")
        XCTAssertEqual(records.count, 2 + 8 * 2 + 2)
        func at(_ x: Double, _ y: Double) -> String { F.at(x, y, 1936, 1057) }
        XCTAssertEqual(F.lines(Array(records.prefix(2))), ["0 down 1 \(at(700, 800))", "0 down 2 \(at(1200, 804))"])
        XCTAssertEqual(F.lines(Array(records.suffix(2))), ["0.0638 up 1 \(at(700, 560))", "0.0638 up 2 \(at(1200, 564))"])
    }

    func testATabletThatReportsFingersAsContactsImportsTheFingerAndNotThePen() throws {
        func at(_ x: Double, _ y: Double) -> String { F.at(x, y, 1023, 1023) }
        XCTAssertEqual(F.lines(try evemu("evemu-tablet-pen-and-touch.evemu")),
                       ["0.4 down 1 \(at(512, 300))", "0.415 move 1 \(at(513, 300))", "0.46 up 1 \(at(513, 300))"])
    }

    func testOnlyFingersTouchAPenOrPalmContactNeverLandsAndAFingerThatBecomesAPalmIsCancelled() throws {
        let text = """
            A: 35 0 100 0 0 0
            A: 36 0 100 0 0 0
            A: 37 0 2 0 0 0
            E: 1.000000 0003 002f 0000
            E: 1.000000 0003 0039 0001\t# EV_ABS / ABS_MT_TRACKING_ID   1
            E: 1.000000 0003 0035 0010
            E: 1.000000 0003 0036 0010
            E: 1.000000 0003 002f 0001
            E: 1.000000 0003 0039 0002
            E: 1.000000 0003 0037 0001\t# EV_ABS / ABS_MT_TOOL_TYPE     1
            E: 1.000000 0003 0035 0050
            E: 1.000000 0003 0036 0050
            E: 1.000000 0000 0000 0000
            E: 1.010000 0003 002f 0000
            E: 1.010000 0003 0037 0002\t# EV_ABS / ABS_MT_TOOL_TYPE     2
            E: 1.010000 0003 002f 0001
            E: 1.010000 0003 0035 0060
            E: 1.010000 0000 0000 0000
            E: 1.020000 0003 002f 0000
            E: 1.020000 0003 0039 -001
            E: 1.020000 0003 002f 0001
            E: 1.020000 0003 0039 -001
            E: 1.020000 0000 0000 0000
            E: 1.030000 0003 002f 0000
            E: 1.030000 0003 0037 0000
            E: 1.030000 0003 0039 0003
            E: 1.030000 0003 0035 0020
            E: 1.030000 0000 0000 0000
            E: 1.040000 0003 0039 -001
            E: 1.040000 0000 0000 0000
            """
        let records = try EvemuImporter().records(from: text, windowSize: Size(width: 100, height: 100))
        XCTAssertEqual(F.lines(records), ["0 down 1 10 10", "0.01 cancel 1 10 10", "0.03 down 3 20 10", "0.04 up 3 20 10"],
                       "the pen in slot 1 never lands; the finger in slot 0 turns into a palm")
        XCTAssertNoThrow(try EventLogReader().read(EventLog(scene: .path("s.json"), records: records).text))
    }
}
