import Foundation
import HexGrid
import TesseraCollection
import TesseraGeometry
import TesseraLayout
import TesseraSimulator
import TesseraTesting
import XCTest

final class HexLayoutTests: XCTestCase {
    func testNeighboursInARowArePitchApartAndOddRowsShiftByHalfAPitch() throws {
        let hex = HexLayout()
        hex.radius = 20
        hex.spacing = 2
        // Four cells and a half-pitch shift fit 180 points: 4·36.6 + 18.3 = 164.9.
        let harness = LayoutHarness(hex, size: Size(width: 180, height: 480), sections: [8])
        let pitch = 3.0.squareRoot() * 20 + 2
        let cells = harness.cellAttributes
        XCTAssertEqual(cells.count, 8)
        XCTAssertEqual(cells[1].center.x - cells[0].center.x, pitch, accuracy: 1e-9)
        XCTAssertEqual(cells[4].center.x - cells[0].center.x, pitch / 2, accuracy: 1e-9, "row 1 shifts by half a pitch")
        XCTAssertEqual(cells[4].center.y - cells[0].center.y, 1.5 * 20 + 2, accuracy: 1e-9)
        XCTAssertEqual(cells[0].size, Size(width: 3.0.squareRoot() * 20, height: 40))
    }

    func testTheLayoutAsksItsOwnDelegateThroughARealCollectionView() throws {
        final class Raise: CollectionViewDelegate, HexLayoutDelegate {
            func hexLayout(_ layout: HexLayout, scaleForItemAt indexPath: ElementPath) -> Double? {
                indexPath.item == 2 ? 1.5 : nil
            }
        }
        let harness = LayoutHarness(HexLayout(), sections: [6], delegate: .custom(Raise()))
        let cells = harness.cellAttributes
        XCTAssertEqual(cells[2].transform3D, Transform3D(scaleX: 1.5, y: 1.5, z: 1))
        XCTAssertEqual(cells[2].zIndex, 1)
        XCTAssertEqual(cells[1].transform3D, .identity)
    }

    func testAPinchScalesTheRadiusThroughThePinchProtocol() throws {
        let hex = HexLayout()
        let simulation = Simulation(layouts: [hex], sections: [30], size: Size(width: 360, height: 560),
                                    catalog: LayoutCatalog.basic.adding(.hex))
        let c = Point(x: 180, y: 280)
        simulation.handle([.touch(id: 1, change: .down, location: Point(x: c.x - 50, y: c.y)),
                           .touch(id: 2, change: .down, location: Point(x: c.x + 50, y: c.y))], at: .zero)
        for step in 1...10 {
            let d = 50 + 25 * Double(step) / 10
            simulation.handle([.touch(id: 1, change: .move, location: Point(x: c.x - d, y: c.y)),
                               .touch(id: 2, change: .move, location: Point(x: c.x + d, y: c.y))], at: .milliseconds(16 * step))
        }
        simulation.settle()
        XCTAssertEqual(hex.radius, 28 * 1.5, accuracy: 1e-9)
        XCTAssertEqual(simulation.currentLayoutName, "hex")
        XCTAssertTrue(simulation.state.json.contains(#""radius":42"#), simulation.state.json)
    }

    func testTheSceneNamesTheLayoutByItsRegisteredName() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenes/hex.json")
        let scene = try Scene.load(path: url.path, catalog: LayoutCatalog.basic.adding(.hex))
        let simulation = try Simulation(scene: scene)
        XCTAssertTrue(simulation.currentLayout is HexLayout)
        XCTAssertEqual((simulation.currentLayout as? HexLayout)?.radius, 30)
    }
}
