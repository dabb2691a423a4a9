import XCTest
import TesseraGeometry
import TesseraReplay
import TesseraSimulator
@testable import TesseraImport

/// udev's `LIBINPUT_CALIBRATION_MATRIX` in a libinput recording, applied as libinput applies it: to
/// touchscreens, over positions normalized to 0…1.
final class CalibrationTests: XCTestCase {
    typealias F = DeviceFixtures

    func testARotatedPanelsDragAlongItsXAxisLandsAsADragUpTheScreen() throws {
        let name = "libinput-rotated-touchscreen-drag.yaml"
        let records = try LibinputImporter(file: name).records(from: F.text(name), windowSize: F.window)
        // `0 1 0 -1 0 1`: x' = y, y' = 1 − x; the finger moves from x 400 to 1400 of 1919 at y 600 of 1199.
        func at(_ x: Double, _ y: Double) -> String {
            "\(JSONWriter.number(y / 1199 * F.window.width)) \(JSONWriter.number((1 - x / 1919) * F.window.height))"
        }
        let lines = F.lines(records)
        XCTAssertEqual(lines.first, "0 down 1 \(at(400, 600))")
        XCTAssertEqual(lines[1], "0.008 move 1 \(at(600, 600))")
        XCTAssertEqual(lines.last, "0.049 up 1 \(at(1400, 600))")
    }

    func testOnlyTouchscreensAreCalibratedAsLibinputDoes() {
        var screen = DeviceDescription()
        screen.udevProperties = ["ID_INPUT_TOUCHSCREEN": "1", "LIBINPUT_CALIBRATION_MATRIX": "-1 0 1 0 -1 1"]
        XCTAssertEqual(screen.calibration, CalibrationMatrix(a: -1, b: 0, c: 1, d: 0, e: -1, f: 1))
        var pad = DeviceDescription()
        pad.udevProperties = ["ID_INPUT_TOUCHPAD": "1", "LIBINPUT_CALIBRATION_MATRIX": "-1 0 1 0 -1 1"]
        XCTAssertEqual(pad.calibration, .identity)
        screen.udevProperties["LIBINPUT_CALIBRATION_MATRIX"] = "1 0 0 0 1"
        XCTAssertEqual(screen.calibration, .identity, "not six numbers: libinput ignores it")
    }

    func testThePropertyIsReadAsLibinputReadsIt() {
        XCTAssertEqual(CalibrationMatrix(libinputProperty: "0 1 0 -1 0 1 0 0 1"), CalibrationMatrix(a: 0, b: 1, c: 0, d: -1, e: 0, f: 1),
                       "a 3 × 3 matrix: its last row is ignored")
        XCTAssertEqual(CalibrationMatrix(libinputProperty: "1.5  0 -0.25 0 1e0 0"), CalibrationMatrix(a: 1.5, b: 0, c: -0.25, d: 0, e: 1, f: 0))
        for bad in ["", "1 0 0 0 1", "1 0 x 0 1 0", "nan 0 0 0 1 0", "inf 0 0 0 1 0", "1,0,0,0,1,0", "1 0 0 0 1\u{0}x 0"] {
            XCTAssertNil(CalibrationMatrix(libinputProperty: bad), bad)
        }
    }

    func testACalibratedPositionStaysOnThePanel() {
        let doubled = CalibrationMatrix(a: 2, b: 0, c: 0, d: 0, e: 1, f: -0.5)
        XCTAssertEqual(doubled.apply(x: 0.8, y: 0.25).x, 1)
        XCTAssertEqual(doubled.apply(x: 0.8, y: 0.25).y, 0)
        XCTAssertEqual(doubled.apply(x: 0.25, y: 0.75).x, 0.5)
        XCTAssertEqual(CalibrationMatrix.identity.apply(x: 0.3, y: 0.7).y, 0.7)
    }
}
