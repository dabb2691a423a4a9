import XCTest
import TesseraGeometry
import TesseraReplay
@testable import TesseraImport

/// libinput's pressure rules for touchpads (`evdev-mt-touchpad.c`): light contacts hover, hard ones are palms,
/// as libinput decides from the device and the quirks `libinput record` lists.
final class TouchpadRulesTests: XCTestCase {
    typealias F = DeviceFixtures
    typealias Marks = TouchpadRules.Marks

    func rule(_ quirks: [String: String] = [:], resolution: Int32 = 0, slots: Int32 = 2, sized: Bool = true,
              external: Bool = false) -> TouchpadRules? {
        var axes: [UInt16: AxisRange] = [EvdevEvent.ABS_MT_PRESSURE: AxisRange(minimum: 0, maximum: 255),
                                         EvdevEvent.ABS_MT_SLOT: AxisRange(minimum: 0, maximum: slots - 1)]
        if sized { axes[EvdevEvent.ABS_MT_TOUCH_MAJOR] = AxisRange(minimum: 0, maximum: 100) }
        return TouchpadRules.libinput(axes: axes, pressureResolution: resolution, quirks: quirks, external: external)
    }

    func testTheRulesAreLibinputsForTheDeviceAndItsQuirks() {
        // 12% and 10% of the 256 values, truncated as C converts them; palms above 130.
        let byDefault = TouchpadRules(pressure: Marks(high: 30, low: 25), palmPressure: 130)
        XCTAssertEqual(rule(), byDefault)
        XCTAssertEqual(rule(["AttrPressureRange": "25:20", "AttrPalmPressureThreshold": "150"]),
                       TouchpadRules(pressure: Marks(high: 25, low: 20), palmPressure: 150))
        XCTAssertEqual(rule(["AttrPressureRange": "none"]), TouchpadRules(palmPressure: 130, fingerKeys: true),
                       "touches by BTN_TOUCH and the finger keys")
        XCTAssertEqual(rule(["AttrPressureRange": "20:25"]), byDefault, "lo ≥ hi is malformed, so libinput keeps its default")
        XCTAssertEqual(rule(["AttrPressureRange": "300:280"]), TouchpadRules(palmPressure: 130, fingerKeys: true), "off the axis: discarded")
        XCTAssertEqual(rule(["AttrPalmPressureThreshold": "0"]), TouchpadRules(pressure: Marks(high: 30, low: 25)))
        XCTAssertEqual(rule(["AttrPalmSizeThreshold": "40"]), TouchpadRules(pressure: Marks(high: 30, low: 25), palmPressure: 130, palmSize: 40))
        XCTAssertEqual(rule(["AttrPalmSizeThreshold": "40"], external: true), TouchpadRules(pressure: Marks(high: 30, low: 25)),
                       "no palm detection on an external touchpad")
        // Touches by size take the place of pressure with ABS_MT_TOUCH_MAJOR and five slots or more.
        XCTAssertEqual(rule(["AttrTouchSizeRange": "20:10"], slots: 5), TouchpadRules(size: Marks(high: 20, low: 10), palmPressure: 130))
        XCTAssertEqual(rule(["AttrTouchSizeRange": "20:10"], slots: 2), byDefault)
        XCTAssertEqual(rule(["AttrTouchSizeRange": "20:10"], slots: 5, sized: false), byDefault)
        // A pressure axis with a resolution measures force (a PressurePad): libinput ignores it, and tells touches
        // by BTN_TOUCH and the finger keys, as on a pad with no pressure axis at all.
        let byKeys = TouchpadRules(fingerKeys: true)
        XCTAssertEqual(rule(resolution: 1), byKeys)
        XCTAssertEqual(rule(["ModelPressurePad": "1"]), byKeys)
        XCTAssertEqual(rule(["AttrPressureRange": "none", "AttrPalmPressureThreshold": "0"]), byKeys)
        XCTAssertEqual(TouchpadRules.libinput(axes: [:], pressureResolution: 0, quirks: [:], external: false), byKeys)
    }

    /// Without quirks (evemu, evtest) libinput's reading is certain only where no quirk could change it.
    func testWithoutQuirksOnlyAPadThatCannotBeReadByPressureOrSizeGetsRules() {
        func axes(pressure: Bool, major: Bool, slots: Int32) -> [UInt16: AxisRange] {
            var axes: [UInt16: AxisRange] = [EvdevEvent.ABS_MT_SLOT: AxisRange(minimum: 0, maximum: slots - 1)]
            if pressure { axes[EvdevEvent.ABS_MT_PRESSURE] = AxisRange(minimum: 0, maximum: 255) }
            if major { axes[EvdevEvent.ABS_MT_TOUCH_MAJOR] = AxisRange(minimum: 0, maximum: 100) }
            return axes
        }
        XCTAssertEqual(TouchpadRules.withoutQuirks(axes: axes(pressure: false, major: false, slots: 2)), TouchpadRules(fingerKeys: true))
        XCTAssertEqual(TouchpadRules.withoutQuirks(axes: axes(pressure: false, major: true, slots: 4)), TouchpadRules(fingerKeys: true))
        XCTAssertNil(TouchpadRules.withoutQuirks(axes: axes(pressure: true, major: false, slots: 2)), "a quirk decides its pressure marks")
        XCTAssertNil(TouchpadRules.withoutQuirks(axes: axes(pressure: false, major: true, slots: 5)), "a quirk may tell it by size")
    }

    /// A libinput recording of a five-slot touchpad, axes 0…1000, pressure 0…255 and touch sizes 0…100, with `quirks` and `udev`
    /// properties, whose one slot goes through the frames `frames` (each a list of `code value` pairs of EV_ABS).
    func recording(quirks: [String] = [], udev: [String] = ["ID_INPUT_TOUCHPAD=1"], pressureResolution: Int = 0,
                   frames: [[(Int, Int)]]) -> String {
        // Five slots, and touch major and minor, so that a quirk may have touches told by size.
        F.libinputRecording(name: "SYNA3602:00 0911:5288 Touchpad", id: "[24, 2321, 21128, 256]",
                            codes: "{1: [272, 325, 330, 333], 3: [0, 1, 24, 47, 48, 49, 53, 54, 57, 58]}",
                            absinfo: "{0: [0, 1000, 0, 0, 10], 1: [0, 1000, 0, 0, 10], 24: [0, 255, 0, 0, 0], 47: [0, 4, 0, 0, 0], "
                                + "48: [0, 100, 0, 0, 0], 49: [0, 100, 0, 0, 0], 53: [0, 1000, 0, 0, 10], 54: [0, 1000, 0, 0, 10], "
                                + "57: [0, 65535, 0, 0, 0], 58: [0, 255, 0, 0, \(pressureResolution)]}",
                            properties: "[0, 2]", udev: udev, quirks: quirks, frames: F.withFingerKeys(F.absolute(frames)))
    }

    func changes(_ text: String) throws -> [String] {
        F.lines(try LibinputImporter(file: "t.yaml").records(from: text, windowSize: F.window))
            .map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
    }

    /// One finger: it lands lightly, presses, eases off, brushes lightly, lands again and lifts.
    let light: [[(Int, Int)]] = [
        [(57, 1), (53, 100), (54, 100), (58, 12)],  // hovers: below 30
        [(58, 30)],                                 // touches
        [(53, 200), (58, 26)],                      // moves, still above 25
        [(58, 24)],                                 // stops touching: below 25
        [(58, 29)],                                 // not yet 30 again: still hovering
        [(58, 40), (53, 300)],                      // touches again: a new touch
        [(57, -1)],
    ]

    func testALightContactOnATouchpadHoversAsLibinputHasIt() throws {
        XCTAssertEqual(try changes(recording(frames: light)), ["0.01 down 1", "0.02 move 1", "0.03 up 1", "0.05 down 2", "0.06 up 2"])
        // A touchscreen's slots are followed alone, whatever their pressure.
        let screen = recording(udev: ["ID_INPUT_TOUCHSCREEN=1"], frames: light)
            .replacingOccurrences(of: "properties: [0, 2]", with: "properties: [1]")
        XCTAssertEqual(try changes(screen), ["0 down 1", "0.02 move 1", "0.05 move 1", "0.06 up 1"])
        // So are a touchpad's whose quirks turn pressure off, or whose pressure axis measures force.
        XCTAssertEqual(try changes(recording(quirks: ["AttrPressureRange=0:0"], frames: light)), ["0 down 1", "0.02 move 1", "0.05 move 1", "0.06 up 1"])
        XCTAssertEqual(try changes(recording(pressureResolution: 4, frames: light)), ["0 down 1", "0.02 move 1", "0.05 move 1", "0.06 up 1"])
        // A quirk's range replaces the default: from 10 up, touching until below 5.
        XCTAssertEqual(try changes(recording(quirks: ["AttrPressureRange=10:5"], frames: light)),
                       ["0 down 1", "0.02 move 1", "0.05 move 1", "0.06 up 1"])
    }

    func testAPalmPressedOntoATouchpadIsNoFingerUntilItLifts() throws {
        let palm: [[(Int, Int)]] = [
            [(57, 1), (53, 100), (54, 100), (58, 60)],  // a finger
            [(53, 150), (58, 140)],                     // pressed past 130: a palm, cancelled
            [(53, 200), (58, 60)],                      // lighter again, but a palm until it stops touching
            [(58, 10)],                                 // stops touching
            [(58, 50), (53, 250)],                      // touches again: a finger
            [(57, -1)],
        ]
        XCTAssertEqual(try changes(recording(frames: palm)), ["0 down 1", "0.01 cancel 1", "0.04 down 2", "0.05 up 2"])
        // A palm from its first frame never lands.
        XCTAssertEqual(try changes(recording(frames: [[(57, 1), (53, 100), (54, 100), (58, 200)], [(53, 300)], [(57, -1)]])), [])
        // The quirk's threshold, and none at all on an external touchpad (by udev, or on Bluetooth without it).
        XCTAssertEqual(try changes(recording(quirks: ["AttrPalmPressureThreshold=150"], frames: palm)), ["0 down 1", "0.01 move 1",
                                                                                                         "0.02 move 1", "0.03 up 1",
                                                                                                         "0.04 down 2", "0.05 up 2"])
        XCTAssertEqual(try changes(recording(udev: ["ID_INPUT_TOUCHPAD=1", "ID_INTEGRATION=external"], frames: palm)).count, 6)
        let bluetooth = recording(frames: palm).replacingOccurrences(of: "id: [24,", with: "id: [5,")
        XCTAssertEqual(try changes(bluetooth).count, 6)
    }

    func testATouchpadWhoseQuirksTellTouchesBySizeFollowsMajorAndMinor() throws {
        // As an Apple touchpad's quirks have it: a contact touches once one axis is past 20 and the other past 10,
        // and stops when either is below 10; pressure then decides nothing.
        let frames: [[(Int, Int)]] = [
            [(57, 1), (53, 100), (54, 100), (58, 5), (48, 15), (49, 12)],  // hovers: neither past 20
            [(48, 22)],                                                     // touches
            [(53, 200), (49, 11)],                                          // moves, still at 10 and more
            [(49, 9)],                                                      // stops: minor below 10
            [(49, 25), (48, 18)],                                           // minor past 20, major past 10: a new touch
            [(57, -1)],
        ]
        XCTAssertEqual(try changes(recording(quirks: ["AttrTouchSizeRange=20:10", "AttrPressureRange=none"], frames: frames)),
                       ["0.01 down 1", "0.02 move 1", "0.03 up 1", "0.04 down 2", "0.05 up 2"])
        // A contact wider than AttrPalmSizeThreshold is a palm.
        XCTAssertEqual(try changes(recording(quirks: ["AttrTouchSizeRange=20:10", "AttrPalmSizeThreshold=40"], frames: [
            [(57, 1), (53, 100), (54, 100), (48, 25), (49, 15)], [(48, 45), (53, 150)], [(57, -1)],
        ])), ["0 down 1", "0.01 cancel 1"])
    }
}
