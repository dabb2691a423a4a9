import Foundation
import XCTest
import TesseraFuzzing

/// Every checked-in fuzz input, seeds and past crashes alike, runs through its
/// target in the normal test suite, so a fixed crash stays fixed.
final class CorpusReplayTests: XCTestCase {
    func replay(_ target: String, _ body: (Data) -> Void, file: StaticString = #filePath, line: UInt = #line) {
        let files = CorpusReplay.files(at: CorpusReplay.corpusDirectory(target))
        XCTAssertFalse(files.isEmpty, "no corpus for \(target)", file: file, line: line)
        for path in files {
            body(try! Data(contentsOf: URL(fileURLWithPath: path)))
        }
    }

    func testTheSceneReaderCorpusReadsWithoutCrashing() { replay("scene-reader", ReaderTargets.sceneReader) }
    func testTheEventLogReaderCorpusReadsWithoutCrashing() { replay("event-log-reader", ReaderTargets.eventLogReader) }
    func testTheEvemuCorpusImportsWithoutCrashing() { replay("evemu-importer", ReaderTargets.evemuImporter) }
    func testTheLibinputCorpusImportsWithoutCrashing() { replay("libinput-importer", ReaderTargets.libinputImporter) }
    func testTheGeteventCorpusImportsWithoutCrashing() { replay("getevent-importer", ReaderTargets.geteventImporter) }
    func testTheEvtestCorpusImportsWithoutCrashing() { replay("evtest-importer", ReaderTargets.evtestImporter) }
    func testTheDebugEventsCorpusImportsWithoutCrashing() { replay("debug-events-importer", ReaderTargets.debugEventsImporter) }
    func testThePNGCorpusIncludingImageBombsReadsWithoutCrashing() { replay("png-image", ReaderTargets.pngImage) }
    func testTheSimulationCorpusDrivesALiveSimulationWithoutCrashing() { replay("simulation") { SimulationTarget.run(Array($0)) } }
}
