import Foundation
import XCTest
import TesseraGeometry
import TesseraLayout
@testable import TesseraSimulator
import TesseraDemo

/// A scene's flow with an `estimatedItemSize` sizes its cells from their content: the
/// demo cell is a chip around its label.
final class SelfSizingSceneTests: XCTestCase {
    private func simulation(_ estimate: String) throws -> Simulation {
        let json = #"{"size":[320,480],"layout":{"type":"flow","estimatedItemSize":\#(estimate)},"sections":[{"items":300}]}"#
        return try Simulation(scene: Scene.parse(Data(json.utf8), file: "chips.json", catalog: .standard))
    }

    func testTheDemoCellIsSizedToItsLabelWhenTheFlowEstimatesSizes() throws {
        let sim = try simulation("[60, 60]")
        let cells = sim.collectionView.presentedAttributes.filter { $0.category == .cell }
        XCTAssertFalse(cells.isEmpty)
        for a in cells {
            let label = String(sim.collectionView.identity(ofItemAt: a.indexPath))
            XCTAssertEqual(a.size, SceneCell.fittingSize(forLabel: label), "item \(a.indexPath.item)")
        }
        // One digit at twice the bitmap font's size: 10 px of ink, 14 pt each side; 14 px tall, 13 pt above and below.
        XCTAssertEqual(SceneCell.fittingSize(forLabel: "5"), Size(width: 38, height: 40))
        XCTAssertEqual(SceneCell.fittingSize(forLabel: "12"), Size(width: 50, height: 40))
    }

    func testTheSceneReadsAutomaticAndZeroAndWritesThemBack() throws {
        let automatic = try simulation(#""automatic""#)
        let flow = try XCTUnwrap(automatic.collectionView.collectionViewLayout as? FlowLayout)
        XCTAssertEqual(flow.estimatedItemSize, FlowLayout.automaticSize)
        XCTAssertEqual(flow.resolvedEstimatedItemSize, flow.itemSize)
        let scene = try XCTUnwrap(automatic.scene)
        let again = try Scene.read(JSONReader(scene.jsonValue), catalog: .standard)
        XCTAssertEqual(again.jsonValue, scene.jsonValue, "the scene writes \"automatic\" and reads it back")
        let off = try simulation("[0, 0]")
        let cells = off.collectionView.presentedAttributes.filter { $0.category == .cell }
        XCTAssertEqual(Set(cells.map(\.size)), [Size(width: 50, height: 50)], "no estimate: the flow's item size")
        XCTAssertThrowsError(try simulation(#""huge""#)) { error in
            XCTAssertTrue("\(error)".contains("$.layout.estimatedItemSize"), "\(error)")
        }
    }
}
