import HexGrid
import TesseraGeometry
import TesseraLayout
import TesseraSimulator
import TesseraTesting
import XCTest

/// The honeycomb checked with Tessera's testing product: the layout contract, a text
/// snapshot of its first screen, and a pinch driven as a finger would.
final class HexLayoutContractTests: XCTestCase {
    func testTheHoneycombKeepsTheLayoutContract() {
        for (size, sections) in [(Size(width: 360, height: 560), [40, 17] as [HarnessSection]),
                                 (Size(width: 120, height: 200), [5]),
                                 (Size(width: 800, height: 300), [0, 3, 0]),
                                 (Size(width: 360, height: 560), [])] {
            assertLayoutContract(LayoutHarness(HexLayout(), size: size, sections: sections))
        }
    }

    func testTheFirstScreenMatchesItsSnapshot() {
        let harness = LayoutHarness(HexLayout(), size: Size(width: 360, height: 560), sections: [40, 17])
        assertSnapshot(of: harness.attributes(in: harness.bounds), as: .attributes, named: "first-screen")
    }

    func testAPinchDrivenAsAFingerWouldScalesTheCellsAndReplaysTheSame() throws {
        let simulation = Simulation(layouts: [HexLayout()], sections: [40], size: Size(width: 360, height: 560),
                                    catalog: LayoutCatalog.basic.adding(.hex))
        let driver = InteractionDriver(simulation)
        driver.pinch(center: Point(x: 180, y: 280), from: 100, to: 150)
        driver.settle()
        XCTAssertEqual((simulation.currentLayout as? HexLayout)?.radius ?? 0, 42, accuracy: 1e-9)
        assertSnapshot(of: simulation, as: .transcript, named: "pinch")
    }
}
