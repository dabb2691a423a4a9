import XCTest
import TesseraGeometry
import TesseraReplay
@testable import TesseraSimulator
@testable import TesseraImport

/// libinput's fake fingers (`evdev-mt-touchpad.c`): a touchpad with fewer slots than the fingers its
/// `BTN_TOOL_*` keys count still has every finger touch, the ones beyond its slots at the topmost contact.
final class FakeFingerTests: XCTestCase {
    typealias F = DeviceFixtures

    func lines(_ importer: some RecordingImporter, _ name: String) throws -> [String] {
        F.lines(try importer.records(from: F.text(name), windowSize: F.window))
    }

    /// The time, change and touch id of each record.
    func changes(_ records: [LogRecord]) -> [String] {
        F.lines(records).map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
    }

    func testATwoSlotTouchpadsThirdFingerTouchesAtTheTopmostContact() throws {
        // SynPS/2: two slots, BTN_TOOL_TRIPLETAP when the third finger lands. Axes 1472…5472 and 1408…4448.
        func at(_ x: Double, _ y: Double) -> String {
            "\(JSONWriter.number((x - 1472) / 4000 * F.window.width)) \(JSONWriter.number((y - 1408) / 3040 * F.window.height))"
        }
        let records = try lines(LibinputImporter(file: "s.yaml"), "libinput-synaptics-three-finger-swipe.yaml")
        var expected = ["0 down 1 \(at(2800, 3400))", "0.012 down 2 \(at(3600, 3300))",
                        // The third finger, at slot 1's contact: the topmost, with the least y.
                        "0.024 down 3 \(at(3600, 3300))"]
        for i in 1...6 {
            let t = JSONWriter.number(Double(24 + 12 * i) / 1000)
            expected += ["\(t) move 1 \(at(2800, 3400 - 150 * Double(i)))", "\(t) move 2 \(at(3600, 3300 - 150 * Double(i)))",
                         "\(t) move 3 \(at(3600, 3300 - 150 * Double(i)))"]
        }
        expected += ["0.108 up 3 \(at(3600, 2400))", "0.12 up 2 \(at(3600, 2400))", "0.132 up 1 \(at(2800, 2500))"]
        XCTAssertEqual(records, expected)
        // evemu's recording of the same events lands the same touches: the keys need no quirks.
        XCTAssertEqual(try lines(EvemuImporter(), "evemu-synaptics-three-finger-swipe.evemu"), expected)
    }

    /// A libinput recording of a touchpad with `slots` slots, axes 0…1000 and pressure 0…255 (by default touching
    /// from 30 and until below 25), declaring the finger keys up to `BTN_TOOL_QUADTAP` and `BTN_TOOL_QUINTTAP`;
    /// each frame a list of (type, code, value), 10 ms apart. Without `multitouch` it has ABS_X/Y alone.
    func recording(slots: Int = 2, multitouch: Bool = true, udev: String = "ID_INPUT_TOUCHPAD=1",
                   properties: String = "[0, 2]", frames: [[(Int, Int, Int)]]) -> String {
        let abs = multitouch ? "0, 1, 24, 47, 53, 54, 57, 58" : "0, 1, 24"
        let mtInfo = multitouch ? ", 47: [0, \(slots - 1), 0, 0, 0], 53: [0, 1000, 0, 0, 10], 54: [0, 1000, 0, 0, 10], "
            + "57: [0, 65535, 0, 0, 0], 58: [0, 255, 0, 0, 0]" : ""
        return F.libinputRecording(name: "SynPS/2 Synaptics TouchPad", id: "[17, 2, 7, 433]",
                                   codes: "{1: [272, 325, 328, 330, 333, 334, 335], 3: [\(abs)]}",
                                   absinfo: "{0: [0, 1000, 0, 0, 10], 1: [0, 1000, 0, 0, 10], 24: [0, 255, 0, 0, 0]\(mtInfo)}",
                                   properties: properties, udev: [udev], quirks: [], frames: frames)
    }

    func imported(_ text: String) throws -> [String] {
        changes(try LibinputImporter(file: "t.yaml").records(from: text, windowSize: F.window))
    }

    /// Slot `slot`'s contact `id` at (x, y) with `pressure`.
    func contact(_ slot: Int, _ id: Int, _ x: Int, _ y: Int, pressure: Int = 60) -> [(Int, Int, Int)] {
        [(3, 47, slot), (3, 57, id), (3, 53, x), (3, 54, y), (3, 58, pressure)]
    }

    let touch = 330, finger = 325, double = 333, triple = 334, quad = 335, quint = 328

    func testWithMoreFingersThanSlotsAContactTouchesHoweverLight() throws {
        let frames: [[(Int, Int, Int)]] = [
            contact(0, 1, 100, 500) + [(1, touch, 1), (1, finger, 1)],
            contact(1, 2, 300, 400) + [(1, finger, 0), (1, double, 1)],
            [(1, double, 0), (1, triple, 1), (3, 47, 1), (3, 58, 10)],  // a third finger; slot 1 eases off
            [(3, 47, 0), (3, 54, 450)],                                 // still three: slot 1 still touches
            [(1, triple, 0), (1, double, 1)],                           // two: slot 1 is too light now
            [(3, 47, 0), (3, 57, -1), (1, double, 0), (1, touch, 0)],
        ]
        XCTAssertEqual(try imported(recording(frames: frames)),
                       ["0 down 1", "0.01 down 2", "0.02 down 3", "0.03 move 1", "0.04 up 2", "0.04 up 3", "0.05 up 1"])
        // A contact that lands light while three fingers are down touches at once, as the others do.
        let light: [[(Int, Int, Int)]] = [
            contact(0, 1, 100, 500) + [(1, touch, 1), (1, finger, 1)],
            contact(1, 2, 300, 400, pressure: 12) + [(1, finger, 0), (1, triple, 1)],
            [(3, 47, 0), (3, 57, -1), (3, 47, 1), (3, 57, -1), (1, triple, 0), (1, touch, 0)],
        ]
        XCTAssertEqual(try imported(recording(frames: light)), ["0 down 1", "0.01 down 2", "0.01 down 3", "0.02 up 1", "0.02 up 2", "0.02 up 3"])
        // Without the third finger, the light contact hovers.
        let two = light.map { $0.map { $0.1 == triple ? ($0.0, double, $0.2) : $0 } }
        XCTAssertEqual(try imported(recording(frames: two)), ["0 down 1", "0.02 up 1"])
    }

    func testFakeTouchesFollowTheTopmostContactAndLiftLastLandedFirst() throws {
        let frames: [[(Int, Int, Int)]] = [
            contact(0, 1, 100, 500) + contact(1, 2, 300, 400) + [(1, touch, 1), (1, quad, 1)],  // four fingers: two fake
            [(3, 47, 0), (3, 54, 300)],                                                       // slot 0 is topmost now
            [(3, 47, 1), (3, 53, 320)],                                                       // slot 1 moves: no longer topmost
            [(1, quad, 0), (1, quint, 1)],                      // five fingers: libinput keeps its count of four
            [(1, quint, 0), (1, triple, 1)],                    // three: the last fake lifts
            [(3, 47, 0), (3, 57, -1)],                          // slot 0 lifts: the fake goes to slot 1
            [(3, 47, 1), (3, 57, -1), (1, triple, 0), (1, touch, 0)],
        ]
        let records = try LibinputImporter(file: "t.yaml").records(from: recording(frames: frames), windowSize: F.window)
        XCTAssertEqual(changes(records), ["0 down 1", "0 down 2", "0 down 3", "0 down 4",
                                          "0.01 move 1", "0.01 move 3", "0.01 move 4", "0.02 move 2",
                                          "0.04 up 4", "0.05 up 1", "0.05 move 3", "0.06 up 2", "0.06 up 3"])
        let located = F.lines(records)
        guard located.count == 13 else { return }
        XCTAssertTrue(located[2].hasSuffix(F.at(300, 400, 1000, 1000)), located[2])
        XCTAssertTrue(located[5].hasSuffix(F.at(100, 300, 1000, 1000)), located[5])
        XCTAssertTrue(located[10].hasSuffix(F.at(320, 400, 1000, 1000)), located[10])
    }

    func testASingleTouchTouchpadsSecondFingerTouchesWhereItsOneContactIs() throws {
        let frames: [[(Int, Int, Int)]] = [
            [(3, 0, 200), (3, 1, 300), (1, touch, 1), (1, finger, 1)],
            [(1, finger, 0), (1, double, 1)],
            [(3, 1, 250)],
            [(1, double, 0), (1, touch, 0)],
        ]
        let records = try LibinputImporter(file: "t.yaml").records(from: recording(multitouch: false, frames: frames), windowSize: F.window)
        XCTAssertEqual(changes(records), ["0 down 1", "0.01 down 2", "0.02 move 1", "0.02 move 2", "0.03 up 1", "0.03 up 2"])
        XCTAssertEqual(F.lines(records).dropFirst().first.map { $0.hasSuffix(F.at(200, 300, 1000, 1000)) }, true)
    }

    func testOnlyATouchpadWithFewerSlotsThanFingersGetsFakeTouches() throws {
        let frames: [[(Int, Int, Int)]] = [
            contact(0, 1, 100, 500) + contact(1, 2, 300, 400) + [(1, touch, 1), (1, triple, 1)],
            [(3, 47, 0), (3, 57, -1), (3, 47, 1), (3, 57, -1), (1, triple, 0), (1, touch, 0)],
        ]
        XCTAssertEqual(try imported(recording(frames: frames)).count, 6)
        XCTAssertEqual(try imported(recording(slots: 3, frames: frames)), ["0 down 1", "0 down 2", "0.01 up 1", "0.01 up 2"])
        // A touchscreen's keys count nothing.
        let screen = recording(udev: "ID_INPUT_TOUCHSCREEN=1", properties: "[1]", frames: frames)
        XCTAssertEqual(try imported(screen), ["0 down 1", "0 down 2", "0.01 up 1", "0.01 up 2"])

        func description(_ kind: String, slots: Int32?, keys: [UInt16]) -> DeviceDescription {
            var d = DeviceDescription()
            d.codes[EvdevEvent.EV_KEY] = Set(keys + [EvdevEvent.BTN_TOUCH])
            d.properties = kind == "touchpad" ? [0] : [1]
            d.axes = [EvdevEvent.ABS_X: AxisRange(minimum: 0, maximum: 100), EvdevEvent.ABS_Y: AxisRange(minimum: 0, maximum: 100)]
            if let slots {
                d.axes[EvdevEvent.ABS_MT_POSITION_X] = AxisRange(minimum: 0, maximum: 100)
                d.axes[EvdevEvent.ABS_MT_POSITION_Y] = AxisRange(minimum: 0, maximum: 100)
                if slots > 0 { d.axes[EvdevEvent.ABS_MT_SLOT] = AxisRange(minimum: 0, maximum: slots - 1) }
            }
            return d
        }
        let keys = [EvdevEvent.BTN_TOOL_FINGER, EvdevEvent.BTN_TOOL_DOUBLETAP, EvdevEvent.BTN_TOOL_TRIPLETAP]
        XCTAssertEqual(description("touchpad", slots: 2, keys: keys).fakeFingerSlots, 2)
        XCTAssertEqual(description("touchpad", slots: nil, keys: keys).fakeFingerSlots, 1, "single-touch")
        XCTAssertNil(description("touchpad", slots: 3, keys: keys).fakeFingerSlots)
        XCTAssertNil(description("touchpad", slots: 0, keys: keys).fakeFingerSlots, "protocol A: no slots to count")
        XCTAssertNil(description("touchpad", slots: 1, keys: [EvdevEvent.BTN_TOOL_FINGER]).fakeFingerSlots)
        XCTAssertNil(description("touchscreen", slots: 2, keys: keys).fakeFingerSlots)
    }
}
