import Foundation
import XCTest
import TesseraTesting

/// `tessera import --rotation`: a recording made with the display turned lands as the display showed it,
/// and an Android touchscreen whose shape does not match the window's draws a warning that says so.
final class ImportRotationTests: XCTestCase {
    var temporary: TemporaryDirectory!
    var dir: URL { temporary.url }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory(prefix: "tessera-rotation-")
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
    }

    func fixture(_ name: String) -> String {
        TesseraExecutable.packageRoot.appendingPathComponent("Tests/Fixtures/devices/\(name)").path
    }

    /// The landscape ELAN panel (axes 0…4095 by 0…2303), its finger down at (1850, 1100).
    let elan = "getevent-t-touchscreen-tap.txt"

    func testATurnedDisplaysTouchesLandTurnedAndTheWindowsShapeAgrees() throws {
        let log = dir.appendingPathComponent("turned.log").path
        let run = try TesseraExecutable.run(["import", "getevent", fixture(elan), "--size", "480x800", "--rotation", "90", "-o", log])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stderr.contains("warning"), "a portrait window for a panel turned to portrait: \(run.stderr)")
        let down = try XCTUnwrap(String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").first { $0.contains(" down ") })
        let fields = down.split(separator: " ")
        // ROTATION_90: (x, y) → (y, 1 − x), normalized.
        XCTAssertEqual(try XCTUnwrap(Double(fields[3])), 1100.0 / 2303 * 480, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(Double(fields[4])), (1 - 1850.0 / 4095) * 800, accuracy: 1e-9)
    }

    func testAPanelAcrossAWindowOfTheOtherShapeIsWarnedAbout() throws {
        let log = dir.appendingPathComponent("stretched.log").path
        let run = try TesseraExecutable.run(["import", "getevent", fixture(elan), "--size", "480x800", "-o", log])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("warning: \(fixture(elan)): the touchscreen is landscape and the window (480x800) portrait"),
                      run.stderr)
        XCTAssertTrue(run.stderr.contains("--rotation"), run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: log), "a warning, not a refusal")
        // The same shapes: no warning. Nor for a Linux recording: a panel mounted turned carries its calibration,
        // and a landscape laptop screen onto a portrait phone scene is a choice.
        for (format, file, size) in [("getevent", elan, "800x480"), ("evemu", "evemu-touchscreen-tap.evemu", "320x480"),
                                     ("evtest", "evtest-touchscreen-pinch.txt", "320x480")] {
            let quiet = try TesseraExecutable.run(["import", format, fixture(file), "--size", size, "-o", log])
            XCTAssertEqual(quiet.status, 0, quiet.stderr)
            XCTAssertFalse(quiet.stderr.contains("warning"), "\(file) onto \(size): \(quiet.stderr)")
        }
    }

    func testARotationThatIsNotAQuarterTurnIsRefused() throws {
        let run = try TesseraExecutable.run(["import", "getevent", fixture(elan), "--size", "480x800", "--rotation", "45",
                                             "-o", dir.appendingPathComponent("x.log").path])
        XCTAssertEqual(run.status, 64, run.stderr)
        XCTAssertTrue(run.stderr.contains("'0', '90', '180' or '270'"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.log").path))
    }
}
