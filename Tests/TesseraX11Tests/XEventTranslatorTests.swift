import XCTest
import TesseraGeometry
import TesseraReplay
import TesseraSimulator
@testable import TesseraX11

/// What the translator hands the simulation is what a log can hold, so every live session reads back.
final class XEventTranslatorTests: XCTestCase {
    func testAWindowLargerThanAScenePermitsGivesTheSimulationTheLargestSizeALogHolds() throws {
        // X allows 32767 pixels a side; the recorder used to write sizes the log reader refuses.
        let size = XEventTranslator.simulationSize(width: 20_000, height: 500)
        XCTAssertEqual(size, Size(width: Scene.maximumWindowDimension, height: 500))
        let log = EventLog(scene: .path("s.json"), records: [LogRecord(time: .zero, event: .resize(size))])
        XCTAssertNoThrow(try EventLogReader(file: "big.log").read(log.text), "the recorded resize reads back")
        XCTAssertEqual(XEventTranslator.simulationSize(width: 800, height: 600), Size(width: 800, height: 600))
    }
}
