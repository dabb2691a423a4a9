import XCTest
import TesseraGeometry
import TesseraReplay
@testable import TesseraImport

private let (touch, finger, doubleTap) = (330, 325, 333)
private let (slot, trackingID, x, y) = (47, 57, 53, 54)

/// A touchpad libinput cannot read by pressure or size (no `ABS_MT_PRESSURE`, as on many Synaptics and ALPS PS/2 pads):
/// libinput tells its touches by `BTN_TOUCH` and the `BTN_TOOL_*` finger count (`tp_unhover_fake_touches`).
final class FingerKeyTouchpadTests: XCTestCase {
    typealias F = DeviceFixtures

    /// A libinput recording of a two-slot pad, axes 0…1000 and no pressure axis, through `frames` of (type, code, value).
    func libinput(_ frames: [[(Int, Int, Int)]]) -> String {
        F.libinputRecording(name: "SynPS/2 Synaptics TouchPad", id: "[17, 2, 7, 433]",
                            codes: "{1: [272, 325, 330, 333, 334], 3: [0, 1, 24, 47, 53, 54, 57]}",
                            absinfo: "{0: [0, 1000, 0, 0, 0], 1: [0, 1000, 0, 0, 0], 24: [0, 255, 0, 0, 0], 47: [0, 1, 0, 0, 0], "
                                + "53: [0, 1000, 0, 0, 0], 54: [0, 1000, 0, 0, 0], 57: [0, 65535, 0, 0, 0]}",
                            properties: "[0, 2]", udev: ["ID_INPUT_TOUCHPAD=1"], quirks: [], frames: frames)
    }

    /// The same pad and frames as evemu writes them (no quirks), with an `ABS_MT_PRESSURE` axis when `pressure`.
    func evemu(_ frames: [[(Int, Int, Int)]], pressure: Bool = false) -> String {
        var text = "N: SynPS/2 Synaptics TouchPad\nI: 0011 0002 0007 01b1\nP: 05 00 00 00 00 00 00 00\n"
            + "B: 00 0b 00 00 00 00 00 00 00\nB: 01 00 00 00 00 00 00 00 00\nB: 01 00 00 00 00 00 00 00 00\n"
            + "B: 01 00 00 01 00 00 00 00 00\nB: 01 00 00 00 00 00 00 00 00\nB: 01 00 00 00 00 00 00 00 00\n"
            + "B: 01 20 64 00 00 00 00 00 00\n"
            + "B: 03 03 00 00 01 00 80 60 \(pressure ? "06" : "02")\n"
            + "A: 00 0 1000 0 0 0\nA: 01 0 1000 0 0 0\nA: 18 0 255 0 0 0\nA: 2f 0 1 0 0 0\nA: 35 0 1000 0 0 0\nA: 36 0 1000 0 0 0\n"
            + "A: 39 0 65535 0 0 0\n" + (pressure ? "A: 3a 0 255 0 0 0\n" : "")
        for (i, frame) in frames.enumerated() {
            let time = String(format: "0.%06d", 10_000 * i)
            for (type, code, value) in frame { text += "E: \(time) \(String(format: "%04x %04x", type, code)) \(value)\n" }
            text += "E: \(time) 0000 0000 0\n"
        }
        return text
    }

    func changes(_ records: [LogRecord]) -> [String] {
        F.lines(records).map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
    }

    /// A finger the pad senses above it (tracked, `BTN_TOUCH` up) lands only when the key goes down, and lifts and
    /// lands again, as a new touch, with it.
    let hovering: [[(Int, Int, Int)]] = [
        [(1, touch, 1), (1, finger, 1)],
        [(1, touch, 0), (1, finger, 0)],
        [(3, slot, 0), (3, trackingID, 1), (3, x, 500), (3, y, 500), (1, finger, 1)],
        [(1, touch, 1)],
        [(3, x, 520)],
        [(1, touch, 0)],
        [(1, touch, 1)],
        [(3, trackingID, -1), (1, touch, 0), (1, finger, 0)],
    ]

    func testTouchesFollowBTNTouchOnAPadWithoutPressure() throws {
        let expected = ["0.03 down 1", "0.04 move 1", "0.05 up 1", "0.06 down 2", "0.07 up 2"]
        XCTAssertEqual(changes(try LibinputImporter(file: "t.yaml").records(from: libinput(hovering), windowSize: F.window)), expected)
        XCTAssertEqual(changes(try EvemuImporter(file: "t.evemu").records(from: evemu(hovering), windowSize: F.window)), expected,
                       "without quirks too: no quirk could have libinput read this pad otherwise")
        // With a pressure axis, which marks libinput uses depends on quirks an evemu recording does not hold: its slots stand.
        XCTAssertEqual(changes(try EvemuImporter(file: "t.evemu").records(from: evemu(hovering, pressure: true), windowSize: F.window)),
                       ["0.02 down 1", "0.04 move 1", "0.07 up 1"])
    }

    /// Until the recording mentions `BTN_TOUCH`, the key counts as down: the recording may have begun with it down,
    /// and some older drivers (an ALPS pad's in 2013) never send it, though they declare it.
    func testContactsTouchUntilTheRecordingFirstMentionsBTNTouch() throws {
        let frames: [[(Int, Int, Int)]] = [[(3, trackingID, 1), (3, x, 500), (3, y, 500), (1, finger, 1)], [(3, x, 520)],
                                           [(3, trackingID, -1), (1, finger, 0)]]
        XCTAssertEqual(changes(try EvemuImporter(file: "t.evemu").records(from: evemu(frames), windowSize: F.window)),
                       ["0 down 1", "0.01 move 1", "0.02 up 1"])
    }

    /// While the keys count fewer fingers than the slots hold contacts, the last slots' contacts do not touch.
    func testNoMoreContactsTouchThanTheFingerKeysCount() throws {
        let frames: [[(Int, Int, Int)]] = [
            [(3, slot, 0), (3, trackingID, 1), (3, x, 100), (3, y, 500), (3, slot, 1), (3, trackingID, 2), (3, x, 300), (3, y, 500),
             (1, touch, 1), (1, doubleTap, 1)],
            [(1, doubleTap, 0), (1, finger, 1)],
            [(1, finger, 0), (1, doubleTap, 1)],
            [(3, slot, 0), (3, trackingID, -1), (3, slot, 1), (3, trackingID, -1), (1, touch, 0), (1, doubleTap, 0)],
        ]
        let expected = ["0 down 1", "0 down 2", "0.01 up 2", "0.02 down 3", "0.03 up 1", "0.03 up 3"]
        XCTAssertEqual(changes(try LibinputImporter(file: "t.yaml").records(from: libinput(frames), windowSize: F.window)), expected)
        XCTAssertEqual(changes(try EvemuImporter(file: "t.evemu").records(from: evemu(frames), windowSize: F.window)), expected)
    }

    /// A recording that begins with a finger already down (its slot moves without a tracking id) has had `BTN_TOUCH`
    /// down all along, though it never says so.
    func testAFingerDownWhenTheRecordingBeganTouches() throws {
        let frames: [[(Int, Int, Int)]] = [[(3, x, 500), (3, y, 500)], [(3, x, 510)], [(3, trackingID, -1), (1, touch, 0), (1, finger, 0)]]
        XCTAssertEqual(changes(try LibinputImporter(file: "t.yaml").records(from: libinput(frames), windowSize: F.window)),
                       ["0 down 1", "0.01 move 1", "0.02 up 1"])
    }
}
