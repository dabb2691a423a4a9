import XCTest
import TesseraGeometry
import TesseraReplay
import TesseraImport

/// An import that hands its records over as they are decoded (``RecordingImporter/recording(from:windowSize:emit:)``)
/// gives the records a whole import gives, in the same order, and keeps none itself.
final class StreamedImportTests: XCTestCase {
    typealias F = DeviceFixtures

    /// Every format that streams, on its fixtures: the same records and warnings as the whole import, and none kept.
    func testStreamedRecordsAreTheWholeImportsRecords() throws {
        let cases: [(any RecordingImporter, String)] = [
            (EvemuImporter(file: "pinch.evemu"), "evemu-touchscreen-pinch.evemu"),
            (EvemuImporter(file: "protocol-a.evemu"), "evemu-protocol-a-pinch.evemu"),
            (EvemuImporter(file: "touchpad.evemu"), "evemu-touchpad-two-finger-scroll.evemu"),
            (EvtestImporter(file: "pinch.txt"), "evtest-touchscreen-pinch.txt"),
            (EvtestImporter(file: "old.txt"), "evtest-old-protocol-a-pinch.txt"),
            (GeteventImporter(file: "all.txt"), "getevent-lt-all-devices-pinch.txt"),
            (DebugEventsImporter(file: "debug.txt"), "debug-events-touchscreen-pinch.txt"),
            (LibinputImporter(file: "drag.yaml"), "libinput-rotated-touchscreen-drag.yaml"),
            // A keyboard first, then the touchscreen, which streams; a touchpad, handed over at the end.
            (LibinputImporter(file: "keys.yaml"), "libinput-keyboard-and-touchscreen.yaml"),
            (LibinputImporter(file: "scroll.yaml"), "two-finger-scroll.yaml"),
        ]
        for (importer, name) in cases {
            let text = try F.text(name)
            let whole = try importer.recording(from: text, windowSize: F.window)
            var streamed: [LogRecord] = []
            let rest = try importer.recording(from: text, windowSize: F.window) { streamed.append($0) }
            XCTAssertGreaterThan(whole.records.count, 4, name)
            XCTAssertEqual(F.lines(streamed), F.lines(whole.records), name)
            XCTAssertEqual(rest.records.count, 0, name)
            XCTAssertEqual(rest.warnings.map(\.description), whole.warnings.map(\.description), name)
            XCTAssertEqual(rest.device.name, whole.device.name, name)
        }
    }

    /// The records come out while the recording is read, not once it is over: a recording whose last line is
    /// broken has handed over every frame before it when the import stops there. A whole import, which the
    /// default implementation makes, would hand over none.
    func testRecordsAreHandedOverBeforeTheRecordingEnds() throws {
        let broken = "\nE: 99.000000 0003 0000\n"
        let cases: [(any RecordingImporter, String, String)] = [
            (EvemuImporter(file: "drag.evemu"), try F.text("drag-single-touch.evemu"), broken),
            (EvtestImporter(file: "pinch.txt"), try F.text("evtest-touchscreen-pinch.txt"), "\nEvent: time 99.000000, type 3 (EV_ABS)\n"),
            (GeteventImporter(file: "all.txt"), try F.text("getevent-lt-all-devices-pinch.txt"), "\n[   99.000000] /dev/input/event4: EV_ABS\n"),
            (DebugEventsImporter(file: "debug.txt"), try F.text("debug-events-touchscreen-pinch.txt"),
             "\n event9   TOUCH_DOWN                  +0.200s\t0 (x) 50.00/50.00\n"),
            // The recording's touchscreen, certain to be the device imported as soon as its events begin.
            (LibinputImporter(file: "drag.yaml"), try F.text("libinput-rotated-touchscreen-drag.yaml"), "  - evdev:\n    - [9, 0, 3, 53]\n"),
        ]
        for (importer, text, tail) in cases {
            let name = type(of: importer).formatName
            let whole = try importer.recording(from: text, windowSize: F.window).records
            var streamed: [LogRecord] = []
            XCTAssertThrowsError(try importer.recording(from: text + tail, windowSize: F.window) { streamed.append($0) }, name)
            // Everything up to the broken line, less what is cancelled at the end (nothing is cancelled, since it stopped).
            let lifted = whole.filter { if case .touch(_, .cancel, _) = $0.event { false } else { true } }
            XCTAssertGreaterThan(streamed.count, 4, name)
            XCTAssertEqual(F.lines(streamed), F.lines(Array(lifted.prefix(streamed.count))), name)
        }
    }
}
