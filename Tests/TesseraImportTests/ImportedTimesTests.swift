import Foundation
import XCTest
import TesseraGeometry
import TesseraImport
import TesseraReplay

/// An import never writes a log the reader refuses: times stop at the latest a log holds.
final class ImportedTimesTests: XCTestCase {
    func recording(secondFrameAt time: String) -> String {
        """
        # EVEMU 1.3
        N: Touchscreen
        A: 35 0 4095 0 0 0
        A: 36 0 4095 0 0 0
        A: 39 0 65535 0 0 0
        E: 1.000000 0003 0039 1
        E: 1.000000 0003 0035 100
        E: 1.000000 0003 0036 100
        E: 1.000000 0000 0000 0
        E: \(time) 0003 0039 -1
        E: \(time) 0000 0000 0

        """
    }

    func testARecordingThatSpansMoreThanALogHoldsIsRefusedAtTheLineThatGoesTooFar() {
        XCTAssertThrowsError(try EvemuImporter(file: "late.evemu").records(from: recording(secondFrameAt: "9200000000000000000.000000"),
                                                                          windowSize: Size(width: 320, height: 480))) { error in
            XCTAssertEqual("\(error)", "late.evemu:11: the recording spans more than 9999999999 seconds, more than an event log holds")
        }
    }

    func testTheLatestTimeALogHoldsImportsAndReadsBack() throws {
        let records = try EvemuImporter(file: "ok.evemu").records(from: recording(secondFrameAt: "10000000000.000000"),
                                                                  windowSize: Size(width: 320, height: 480))
        XCTAssertEqual(records.last?.time, .seconds(9_999_999_999))
        let log = EventLog(scene: .path("s.json"), records: records)
        XCTAssertEqual(try EventLogReader(file: "ok.log").read(log.text).records.map(\.event), log.records.map(\.event))
        XCTAssertEqual(try EventLogReader(file: "ok.log").read(log.text).records.map(\.time), log.records.map(\.time))
    }

    /// A time finer than a nanosecond says how many decimals a log keeps; it was "expected a time in seconds".
    func testTheReaderNamesATimeWithTooManyDecimalsForWhatItIs() {
        XCTAssertThrowsError(try EventLogReader(file: "fine.log").read("tessera-log 1\nscene s.json\n0.0000000001 key a\n")) { error in
            XCTAssertEqual("\(error)", "fine.log:3:1: time \"0.0000000001\" has 10 decimals; a log's times have at most 9 (nanoseconds)")
        }
        XCTAssertThrowsError(try EventLogReader(file: "odd.log").read("tessera-log 1\nscene s.json\n0.5. key a\n")) { error in
            XCTAssertEqual("\(error)", "odd.log:3:1: expected a time in seconds, found \"0.5.\"")
        }
    }

    func testTheReaderNamesATimeBeyondTheLatestForWhatItIs() {
        XCTAssertThrowsError(try EventLogReader(file: "late.log").read("tessera-log 1\nscene s.json\n99999999999 key a\n")) { error in
            XCTAssertEqual("\(error)", "late.log:3:1: time \"99999999999\" is beyond the latest a log holds, 9999999999 seconds")
        }
    }
}

/// Recordings saved with Windows line ends or a byte-order mark import as the originals do.
final class RecordingLineEndTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/devices")

    func testCRLFAndAByteOrderMarkImportTheSameTouches() throws {
        for (name, importer) in [("double-tap.evemu", EvemuImporter.self as any RecordingImporter.Type),
                                 ("tap.yaml", LibinputImporter.self),
                                 ("getevent-lt-all-devices-pinch.txt", GeteventImporter.self),
                                 ("evtest-touchscreen-pinch.txt", EvtestImporter.self)] {
            let text = try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
            let windows = "\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n")
            let size = Size(width: 320, height: 480)
            let a = try importer.init(file: name).records(from: text, windowSize: size)
            let b = try importer.init(file: name).records(from: windows, windowSize: size)
            XCTAssertEqual(a.map(\.event), b.map(\.event), name)
            XCTAssertFalse(a.isEmpty, name)
        }
    }
}
