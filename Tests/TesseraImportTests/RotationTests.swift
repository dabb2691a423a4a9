import XCTest
import TesseraGeometry
import TesseraReplay
import TesseraSimulator
@testable import TesseraImport

/// `--rotation`: a recording made with the display turned lands the way the display showed it, as Android's
/// `TouchInputMapper` turns a panel's raw positions for `Surface.ROTATION_90`, `_180` and `_270`.
final class RotationTests: XCTestCase {
    typealias F = DeviceFixtures

    /// Every format's importer, each on a recording of its own.
    static let recordings: [(importer: any RecordingImporter, file: String)] = [
        (EvemuImporter(file: "evemu-touchscreen-pinch.evemu"), "evemu-touchscreen-pinch.evemu"),
        (LibinputImporter(file: "libinput-touchscreen-tap.yaml"), "libinput-touchscreen-tap.yaml"),
        (GeteventImporter(file: "getevent-t-touchscreen-tap.txt"), "getevent-t-touchscreen-tap.txt"),
        (EvtestImporter(file: "evtest-touchscreen-pinch.txt"), "evtest-touchscreen-pinch.txt"),
    ]

    static func touches(_ records: [LogRecord]) -> [(id: Int, change: InputEvent.TouchChange, location: Point)] {
        records.compactMap { record in
            if case let .touch(id, change, location) = record.event { return (id, change, location) }
            return nil
        }
    }

    func testEachRotationTurnsEveryFormatsTouchesAsAndroidDoes() throws {
        let w = F.window.width, h = F.window.height
        // Where a position at (x, y) of the window, upright, lands: Android's formulas on the normalized position.
        let turns: [(DisplayRotation, (Double, Double) -> (Double, Double))] = [
            (.quarterTurn, { x, y in (y, 1 - x) }),
            (.halfTurn, { x, y in (1 - x, 1 - y) }),
            (.threeQuarterTurn, { x, y in (1 - y, x) }),
        ]
        for (importer, file) in Self.recordings {
            let text = try F.text(file)
            let upright = Self.touches(try importer.records(from: text, windowSize: F.window))
            XCTAssertGreaterThan(upright.count, 2, file)
            for (rotation, turn) in turns {
                var turned = importer
                turned.rotation = rotation
                let touches = Self.touches(try turned.records(from: text, windowSize: F.window))
                XCTAssertEqual(touches.map(\.id), upright.map(\.id), "\(file) at \(rotation.degrees)°: the same touches")
                XCTAssertEqual(touches.map(\.change), upright.map(\.change), "\(file) at \(rotation.degrees)°")
                for (a, b) in zip(upright, touches) {
                    let (x, y) = turn(a.location.x / w, a.location.y / h)
                    XCTAssertEqual(b.location.x, x * w, accuracy: 1e-9, "\(file) at \(rotation.degrees)°")
                    XCTAssertEqual(b.location.y, y * h, accuracy: 1e-9, "\(file) at \(rotation.degrees)°")
                }
            }
            var none = importer
            none.rotation = .upright
            XCTAssertEqual(F.lines(try none.records(from: text, windowSize: F.window)), F.lines(try importer.records(from: text, windowSize: F.window)),
                           "\(file): upright changes nothing")
        }
    }

    func testARotationFollowsThePanelsCalibration() throws {
        // The panel's calibration turns it a quarter turn (`0 1 0 -1 0 1`); a display turned three quarters more
        // comes full circle, so the finger lands where the raw axes put it: x 400 → 1400 of 1919, y 600 of 1199.
        let name = "libinput-rotated-touchscreen-drag.yaml"
        var importer = LibinputImporter(file: name)
        importer.rotation = .threeQuarterTurn
        let lines = F.lines(try importer.records(from: F.text(name), windowSize: F.window))
        XCTAssertEqual(lines.first, "0 down 1 \(F.at(400, 600, 1919, 1199))")
        XCTAssertEqual(lines.last, "0.049 up 1 \(F.at(1400, 600, 1919, 1199))")
    }

    func testTheMatricesKeepThePanelAndComposeAsTurnsInTurn() {
        XCTAssertEqual(DisplayRotation.upright.matrix, .identity)
        XCTAssertEqual(DisplayRotation(degrees: 90), .quarterTurn)
        XCTAssertNil(DisplayRotation(degrees: 45))
        XCTAssertEqual(DisplayRotation.allCases.map(\.degrees), [0, 90, 180, 270])
        // Four quarter turns are none; two are a half turn; three are the quarter turn back.
        var m = CalibrationMatrix.identity
        for _ in 0..<2 { m = m.followed(by: .quarterTurn) }
        XCTAssertEqual(m, DisplayRotation.halfTurn.matrix)
        m = m.followed(by: .quarterTurn)
        XCTAssertEqual(m, DisplayRotation.threeQuarterTurn.matrix)
        XCTAssertEqual(m.followed(by: .quarterTurn), .identity)
        // Corners go to corners, and a calibration followed by a turn is the calibration, then the turn.
        let calibration = CalibrationMatrix(a: 0.9, b: 0.05, c: 0.02, d: -0.03, e: 1.1, f: -0.04)
        for rotation in DisplayRotation.allCases {
            for (x, y) in [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
                let p = rotation.matrix.apply(x: x, y: y)
                XCTAssertTrue([0.0, 1.0].contains(p.x) && [0.0, 1.0].contains(p.y), "\(rotation): (\(x), \(y)) → \(p)")
            }
            for (x, y) in [(0.1, 0.2), (0.5, 0.9), (0.99, 0.01), (0.0, 1.0)] {
                let inTurn = calibration.apply(x: x, y: y), turned = rotation.matrix.apply(x: inTurn.x, y: inTurn.y)
                let composed = calibration.followed(by: rotation).apply(x: x, y: y)
                XCTAssertEqual(composed.x, turned.x, accuracy: 1e-12, "\(rotation)")
                XCTAssertEqual(composed.y, turned.y, accuracy: 1e-12, "\(rotation)")
            }
        }
    }

    func testThePanelsShapeTurnsWithTheDisplay() throws {
        // The ELAN panel's axes are 0…4095 by 0…2303: landscape upright, portrait turned a quarter.
        let device = try GeteventImporter(file: nil).device(in: F.text("getevent-t-touchscreen-tap.txt"))
        let upright = try XCTUnwrap(device.aspectRatio(turnedBy: .upright))
        XCTAssertEqual(upright, 4095.0 / 2303.0, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(device.aspectRatio(turnedBy: .quarterTurn)), 2303.0 / 4095.0, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(device.aspectRatio(turnedBy: .halfTurn)), upright, accuracy: 1e-12)
        XCTAssertNil(DeviceDescription().aspectRatio(turnedBy: .upright), "no axes, no shape")
    }
}
