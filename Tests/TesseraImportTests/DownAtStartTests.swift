import Foundation
import XCTest
import TesseraGeometry
import TesseraReplay
import TesseraImport

/// A recording started while a finger was already down: its slot moves without ever getting a tracking id.
final class DownAtStartTests: XCTestCase {
    typealias F = DeviceFixtures

    /// A protocol B panel, axes 0…1000, onto a 100 × 100 window (a device unit is a tenth of a point).
    let header = "N: Panel\nP: 02 00 00 00 00 00 00 00\nA: 2f 0 9 0 0 0\nA: 35 0 1000 0 0 0\nA: 36 0 1000 0 0 0\nA: 39 0 65535 0 0 0\n"

    /// Frames 10 ms apart, each a list of "code value" pairs of EV_ABS events, each ending in SYN_REPORT.
    func frames(_ frames: [[String]]) -> String {
        var out = ""
        for (i, frame) in frames.enumerated() {
            let time = String(format: "%d.%06d", 1, 10_000 * i)
            for event in frame { out += "E: \(time) 0003 \(event)\n" }
            out += "E: \(time) 0000 0000 0000\n"
        }
        return out
    }

    func records(_ text: String) throws -> [String] {
        F.lines(try EvemuImporter(file: "s.evemu").records(from: text, windowSize: Size(width: 100, height: 100)))
    }

    func testAFingerDownBeforeTheRecordingLandsAtItsFirstPosition() throws {
        let text = header + frames([["0035 500", "0036 250"], ["0035 520"], ["0039 -1"]])
        XCTAssertEqual(try records(text), ["0 down 1 50 25", "0.01 move 1 52 25", "0.02 up 1 52 25"])
    }

    func testItLandsOnceTheRecordingHasGivenBothItsXAndItsY() throws {
        // Only what changes is recorded: the first frame moves the finger along x alone.
        let text = header + frames([["0035 500"], ["0035 510"], ["0036 300"], ["0035 530"], ["0039 -1"]])
        XCTAssertEqual(try records(text), ["0.02 down 1 51 30", "0.03 move 1 53 30", "0.04 up 1 53 30"])
    }

    func testItGoesOnBesideAFingerThatLandsInTheRecording() throws {
        let text = header + frames([
            ["002f 1", "0035 800", "0036 800"],                   // slot 1 was down already
            ["002f 0", "0039 7", "0035 100", "0036 100"],         // slot 0 lands
            ["002f 1", "0039 -1"], ["002f 0", "0039 -1"],
        ])
        XCTAssertEqual(try records(text), ["0 down 1 80 80", "0.01 down 2 10 10", "0.02 up 1 80 80", "0.03 up 2 10 10"])
    }

    func testAContactThatEndsBeforeItsPositionIsKnownIsNotInvented() throws {
        let text = header + frames([["0039 -1"], ["0039 4", "0035 200", "0036 200"], ["0039 -1"]])
        XCTAssertEqual(try records(text), ["0.01 down 1 20 20", "0.02 up 1 20 20"])
    }

    func warnings(_ text: String) throws -> [String] {
        try EvemuImporter(file: "s.evemu").recording(from: text, windowSize: Size(width: 100, height: 100)).warnings.map(\.description)
    }

    func testAContactLeftOutOrLandingLateIsWarnedOfAtItsLine() throws {
        // Line 7 is the first event: the header takes six.
        let late = header + frames([["0035 500"], ["0035 510"], ["0036 300"], ["0035 530"], ["0039 -1"]])
        XCTAssertEqual(try warnings(late), ["s.evemu:12: a contact already down when the recording began lands here, 20 ms in, the first "
                                            + "frame by which the recording has given both its x and its y; what it did before is unknown"])
        let lost = header + frames([["0035 500"], ["0039 -1"], ["0039 4", "0035 200", "0036 200"], ["0039 -1"]])
        XCTAssertEqual(try warnings(lost), ["s.evemu:9: a contact already down when the recording began lifts here before the "
                                            + "recording has given both its x and its y, so it is left out"])
        // Landing in the first frame is where it would land had the recording begun a moment earlier: nothing to say.
        XCTAssertEqual(try warnings(header + frames([["0035 500", "0036 250"], ["0035 520"], ["0039 -1"]])), [])
        XCTAssertEqual(try warnings(header + frames([["0039 4", "0035 200", "0036 200"], ["0039 -1"]])), [], "a contact that begins")
    }

    func testAContactWhosePositionComesWithItsLiftLandsAndLifts() throws {
        // x, y and the lift in one frame: the contact is placed, so it taps there rather than vanishing.
        let text = header + frames([["002f 1"], ["0035 500", "0036 250", "0039 -1"]])
        XCTAssertEqual(try records(text), ["0.01 down 1 50 25", "0.01 up 1 50 25"])
        XCTAssertEqual(try warnings(text), [])
    }
}
