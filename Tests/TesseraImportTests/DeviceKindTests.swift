import Foundation
import XCTest
import TesseraGeometry
import TesseraReplay
import TesseraImport

/// Each kind of device in docs/devices.md, detected from what the recording says about it.
final class DeviceKindTests: XCTestCase {
    typealias F = DeviceFixtures

    func evemuKind(_ name: String) throws -> DeviceKind {
        try EvemuImporter(file: name).device(in: F.text(name)).kind
    }

    func libinputKind(_ name: String, device: Int? = nil) throws -> DeviceKind {
        try LibinputImporter(file: name, device: device).device(in: F.text(name)).kind
    }

    func testEachEvemuFixtureIsTheKindOfDeviceItWasRecordedFrom() throws {
        XCTAssertEqual(try evemuKind("evemu-touchscreen-tap.evemu"), .touchscreen)
        XCTAssertEqual(try evemuKind("evemu-touchpad-two-finger-scroll.evemu"), .touchpad)
        XCTAssertEqual(try evemuKind("evemu-tablet-pen-and-touch.evemu"), .tabletTouch)
        XCTAssertEqual(try evemuKind("evemu-pen.evemu"), .pen)
        XCTAssertEqual(try evemuKind("evemu-mouse.evemu"), .mouse)
        XCTAssertEqual(try evemuKind("double-tap.evemu"), .touchscreen, "INPUT_PROP_DIRECT")
        XCTAssertEqual(try EvemuImporter().device(in: "A: 35 0 100 0 0 0\nA: 36 0 100 0 0 0\n").kind, .touchscreen,
                       "a description with axes only counts as a touchscreen")
    }

    func testEachLibinputDeviceIsTheKindOfDeviceItWasRecordedFrom() throws {
        XCTAssertEqual(try libinputKind("libinput-touchscreen-tap.yaml"), .touchscreen)
        XCTAssertEqual(try libinputKind("libinput-keyboard-and-touchscreen.yaml"), .touchscreen)
        XCTAssertEqual(try libinputKind("libinput-keyboard-and-touchscreen.yaml", device: 0), .other)
        XCTAssertEqual(try libinputKind("libinput-trackpoint-and-touchpad.yaml"), .touchpad)
        XCTAssertEqual(try libinputKind("libinput-trackpoint-and-touchpad.yaml", device: 0), .mouse)
        XCTAssertEqual(try libinputKind("libinput-tablet-pen-and-finger.yaml"), .tabletTouch, "udev's ID_INPUT_TABLET on a touchpad node")
        XCTAssertEqual(try libinputKind("libinput-tablet-pen-and-finger.yaml", device: 0), .pen)
        XCTAssertEqual(try libinputKind("libinput-pen.yaml"), .pen)
        XCTAssertEqual(try libinputKind("libinput-mouse.yaml"), .mouse)
    }

    func testTheDeviceOptionImportsTheDeviceItNamesAndRefusesOneThatIsNotATouchDevice() throws {
        let text = try F.text("libinput-tablet-pen-and-finger.yaml")
        XCTAssertEqual(F.lines(try LibinputImporter(file: "t.yaml", device: 1).records(from: text, windowSize: F.window)),
                       F.lines(try LibinputImporter(file: "t.yaml").records(from: text, windowSize: F.window)))
        XCTAssertEqual(F.message { try LibinputImporter(file: "t.yaml", device: 0).records(from: text, windowSize: F.window) },
                       "t.yaml:12: device 0 \"Wacom Intuos Pro M Pen\" is a pen tablet (BTN_TOOL_PEN, no multi-touch axes): "
                       + "a stylus reports where a tool hovers and presses, not finger contacts, so it cannot become touches")
        XCTAssertEqual(F.message { try LibinputImporter(file: "t.yaml", device: 2).records(from: text, windowSize: F.window) },
                       "t.yaml:11: --device 2, but the recording holds 2 devices, numbered from 0")
    }

    func testWithoutBitsUdevsTagsAndLibinputsCapabilitiesTellTheKind() {
        var description = DeviceDescription()
        description.axes = [0x35: AxisRange(minimum: 0, maximum: 9), 0x36: AxisRange(minimum: 0, maximum: 9)]
        XCTAssertEqual(description.kind, .touchscreen)
        description.udevProperties = ["ID_INPUT_TOUCHPAD": "1"]
        XCTAssertEqual(description.kind, .touchpad)
        description.udevProperties = ["ID_INPUT_TOUCHPAD": "1", "ID_INPUT_TABLET": "1"]
        XCTAssertEqual(description.kind, .tabletTouch)
        description.udevProperties = ["ID_INPUT_TABLET": "1"]
        XCTAssertEqual(description.kind, .pen)
        description.udevProperties = [:]
        description.axes = [:]
        description.capabilities = ["pointer"]
        XCTAssertEqual(description.kind, .mouse)
    }

    func testAnAbsolutePointerAndAnAccelerometerAreRefusedAsReportingNoContacts() {
        var pointer = DeviceDescription()
        pointer.codes = [1: [0x110, 0x111], 3: [0, 1]]
        pointer.axes = [0: AxisRange(minimum: 0, maximum: 32767), 1: AxisRange(minimum: 0, maximum: 32767)]
        XCTAssertEqual(pointer.kind, .mouse, "a virtual machine's tablet: ABS_X/Y and mouse buttons, no BTN_TOUCH")
        var accelerometer = DeviceDescription()
        accelerometer.properties = [6]
        accelerometer.codes = [3: [0, 1, 2]]
        XCTAssertEqual(accelerometer.kind, .other)
        XCTAssertFalse(pointer.kind.isTouch || accelerometer.kind.isTouch)
    }

    func testTheKindsSearchedForAreExactlyTheKindsThatImportTouchscreenFirst() {
        XCTAssertEqual(Set(DeviceKind.touchKinds), Set(DeviceKind.allCases.filter(\.isTouch)))
        XCTAssertEqual(DeviceKind.touchKinds.first, .touchscreen)
    }
}

/// Devices that real recordings hold beside their touch sensor, and descriptions cut in pasting: the refusal says
/// what the device is, or what the description lacks.
final class DeviceRefusalTests: XCTestCase {
    typealias F = DeviceFixtures

    /// A one-device libinput recording of a device with `keys`, `axes` (code: [min, max]) and udev `tags`, its
    /// `codes:` and `absinfo:` left out when `described` is false, and one frame of a key press.
    func recording(name: String, keys: [Int], axes: [(Int, Int, Int)], tags: [String], described: Bool = true) -> String {
        var lines = ["version: 1", "ndevices: 1", "libinput:", "  version: \"1.26.0\"", "system:", "  kernel: \"6.8.0\"", "devices:",
                     "- node: /dev/input/event19", "  evdev:", "    name: \"\(name)\"", "    id: [3, 1386, 888, 272]"]
        if described {
            lines += ["    codes:", "      0: [0]", "      1: [\(keys.map(String.init).joined(separator: ", "))]",
                      "      3: [\(axes.map { String($0.0) }.joined(separator: ", "))]", "    absinfo:"]
            lines += axes.map { "      \($0.0): [\($0.1), \($0.2), 0, 0, 0]" }
            lines.append("    properties: []")
        }
        lines += ["  udev:", "    properties:"] + tags.map { "    - \($0)" }
        lines += ["  events:", "  - evdev:", "    - [  0,      0,   1, \(keys[0]),       1]", "    - [  0,      0,   0,   0,       0]", ""]
        return lines.joined(separator: "\n")
    }

    func message(_ text: String) -> String? {
        F.message { try LibinputImporter(file: "r.yaml").records(from: text, windowSize: F.window) }
    }

    func testATabletsPadIsRefusedAsAPadNotAsAPen() {
        // A pad declares BTN_STYLUS and dummy X/Y axes (0…1) so that it groups with its tablet, but has no pen tool.
        let pad = recording(name: "Wacom Intuos BT M Pad", keys: [256, 257, 258, 259, 331], axes: [(0, 0, 1), (1, 0, 1), (40, 0, 0)],
                            tags: ["ID_INPUT=1", "ID_INPUT_TABLET=1"])
        XCTAssertEqual(message(pad), "r.yaml:8: device 0 \"Wacom Intuos BT M Pad\" is a tablet's pad (buttons from BTN_0, no BTN_TOOL_PEN "
                       + "and no multi-touch axes): it reports its buttons, rings and dials, not contacts, so it cannot become touches")
        // udev's tag names a pad whose buttons start elsewhere.
        let tagged = recording(name: "Keydial", keys: [304, 305, 331], axes: [(0, 0, 1), (1, 0, 1)],
                               tags: ["ID_INPUT=1", "ID_INPUT_TABLET=1", "ID_INPUT_TABLET_PAD=1"])
        XCTAssertEqual(message(tagged), "r.yaml:8: device 0 \"Keydial\" is a tablet's pad (buttons, no BTN_TOOL_PEN and no multi-touch "
                       + "axes): it reports its buttons, rings and dials, not contacts, so it cannot become touches")
    }

    func testAStylusWithoutAPenToolKeyIsNamedByTheKeyItHas() {
        let stylus = recording(name: "Stylus", keys: [330, 331], axes: [(0, 0, 4095), (1, 0, 4095)], tags: ["ID_INPUT=1"])
        XCTAssertEqual(message(stylus), "r.yaml:8: device 0 \"Stylus\" is a pen tablet (BTN_STYLUS, no multi-touch axes): a stylus "
                       + "reports where a tool hovers and presses, not finger contacts, so it cannot become touches")
    }

    func testATouchpadWhoseDescriptionWasCutSaysSoRatherThanThatItHasNoAxes() {
        // A blog post replaced the codes and absinfo with "....": udev still calls it a touchpad.
        let cut = recording(name: "MSFT0001:00 06CB:CD3E Touchpad", keys: [330], axes: [], tags: ["ID_INPUT=1", "ID_INPUT_TOUCHPAD=1"],
                            described: false)
        XCTAssertEqual(message(cut), "r.yaml:8: the device's description lists no event codes and no axes, though its tags call it a "
                       + "touchpad: without the ranges of its X/Y axes (ABS_MT_POSITION_X/Y or ABS_X/Y) its touches cannot be placed; "
                       + "was the description cut?")
    }
}
