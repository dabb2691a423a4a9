import Foundation
import XCTest
import TesseraGeometry
import TesseraReplay
@testable import TesseraImport

/// A driver that sends a slot a new tracking id without ending the old one (hid-asus and others: libevdev's "received a
/// double tracking ID"): on Linux libevdev drops the id and the contact carries on; Android starts a new contact.
final class RepeatedTrackingIDTests: XCTestCase {
    typealias F = DeviceFixtures

    /// A panel with axes 0…1000, and one finger whose slot is given id 5, then id 6 without a −1 between, as it moves.
    let evemu = """
        N: panel
        P: 02 00 00 00 00 00 00 00
        A: 2f 0 9 0 0 0
        A: 35 0 1000 0 0 0
        A: 36 0 1000 0 0 0
        A: 39 0 65535 0 0 0
        E: 0.000000 0003 0039 5
        E: 0.000000 0003 0035 100
        E: 0.000000 0003 0036 100
        E: 0.000000 0000 0000 0
        E: 0.010000 0003 0039 6
        E: 0.010000 0003 0035 200
        E: 0.010000 0000 0000 0
        E: 0.020000 0003 0035 300
        E: 0.020000 0000 0000 0
        E: 0.030000 0003 0039 -1
        E: 0.030000 0000 0000 0

        """

    func kinds(_ records: [LogRecord]) -> [String] {
        F.lines(records).map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
    }

    func testLinuxRecordingsKeepTheContactAsLibevdevDoes() throws {
        let records = try EvemuImporter(file: "r.evemu").records(from: evemu, windowSize: F.window)
        XCTAssertEqual(kinds(records), ["0 down 1", "0.01 move 1", "0.02 move 1", "0.03 up 1"])
        // The same in evtest's form, read by libinput too.
        let evtest = try EvtestImporter(file: "r.txt").records(from: Self.evtest(from: evemu), windowSize: F.window)
        XCTAssertEqual(kinds(evtest), kinds(records))
    }

    func testTheKernelsReadingEndsTheContactAndStartsAnother() throws {
        var decoder = TouchFrameDecoder(xRange: AxisRange(minimum: 0, maximum: 1000), yRange: AxisRange(minimum: 0, maximum: 1000),
                                        multitouch: true, windowSize: F.window)
        for line in evemu.split(separator: "\n") where line.hasPrefix("E:") {
            try decoder.feed(try XCTUnwrap(EvemuImporter.event(line.utf8, line: 0)))
        }
        XCTAssertEqual(kinds(decoder.records), ["0 down 1", "0.01 up 1", "0.01 down 2", "0.02 move 2", "0.03 up 2"])
    }

    /// `text`'s description and events as evtest prints them.
    static func evtest(from text: String) -> String {
        var out = """
            Input driver version is 1.0.1
            Input device ID: bus 0x18 vendor 0x0 product 0x0 version 0x0
            Input device name: "panel"
            Supported events:
              Event type 0 (EV_SYN)
              Event type 3 (EV_ABS)
                Event code 47 (ABS_MT_SLOT)
                  Value      0
                  Min        0
                  Max        9
                Event code 53 (ABS_MT_POSITION_X)
                  Value      0
                  Min        0
                  Max     1000
                Event code 54 (ABS_MT_POSITION_Y)
                  Value      0
                  Min        0
                  Max     1000
                Event code 57 (ABS_MT_TRACKING_ID)
                  Value      0
                  Min        0
                  Max    65535
            Properties:
              Property type 1 (INPUT_PROP_DIRECT)
            Testing ... (interrupt to exit)

            """
        let names: [String: String] = ["0035": "53 (ABS_MT_POSITION_X)", "0036": "54 (ABS_MT_POSITION_Y)", "0039": "57 (ABS_MT_TRACKING_ID)"]
        for line in text.split(separator: "\n") where line.hasPrefix("E:") {
            let f = line.split(separator: " ")
            let time = "1000.\(f[1].split(separator: ".")[1])"
            if f[2] == "0000" {
                out += "Event: time \(time), -------------- SYN_REPORT ------------\n"
            } else {
                out += "Event: time \(time), type 3 (EV_ABS), code \(names[String(f[3])]!), value \(Int(f[4])!)\n"
            }
        }
        return out
    }
}
