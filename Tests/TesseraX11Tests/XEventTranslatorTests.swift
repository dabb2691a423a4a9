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

    /// The keys that scroll, the keypad's with Num Lock off too, get names the log reader takes.
    func testScrollingKeysHaveNamesALogHolds() {
        let keys: [(UInt32, String)] = [(0xff52, "up"), (0xff54, "down"), (0xff51, "left"), (0xff53, "right"),
                                        (0xff55, "pageup"), (0xff56, "pagedown"), (0xff50, "home"), (0xff57, "end"),
                                        (0xff97, "up"), (0xff9b, "pagedown"), (0xff95, "home"), (0xff9c, "end")]
        for (sym, name) in keys {
            XCTAssertEqual(XEventTranslator.keyName(sym, shifted: false), name, String(sym, radix: 16))
            XCTAssertTrue(InputEvent.keyNames.contains(name), name)
        }
    }
}
