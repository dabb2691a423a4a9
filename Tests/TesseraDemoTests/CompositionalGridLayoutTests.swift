import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraSimulator
import TesseraTesting
import TesseraDemo

/// The catalog's compositional grid: a scene sets it up, a pinch changes its columns.
final class CompositionalGridLayoutTests: XCTestCase {
    func testAScenesParametersShapeTheGrid() throws {
        let json = """
        {"size": [320, 480], "layout": {"type": "compositional", "columns": 4, "itemHeight": 50, "itemInsets": [0, 0, 0, 0],
         "sectionInsets": [0, 0, 0, 0], "headerHeight": 0, "backgrounds": false}, "sections": [{"items": 6}]}
        """
        let scene = try Scene.parse(Data(json.utf8), file: "scene.json", catalog: .standard)
        let layout = try XCTUnwrap(try scene.makeLayout(at: 0) as? CompositionalGridLayout)
        let harness = LayoutHarness(layout, size: Size(width: 320, height: 480), sections: [6])
        let frames = (0..<6).compactMap { layout.attributesForItem(at: ElementPath(item: $0, section: 0))?.frame }
        XCTAssertEqual(frames.map(\.minX), [0, 80, 160, 240, 0, 80])
        XCTAssertEqual(frames.map(\.minY), [0, 0, 0, 0, 50, 50])
        XCTAssertTrue(harness.attributes(in: harness.bounds).allSatisfy { $0.category == .cell }, "no header, no card")
    }

    func testSpreadingTheFingersShowsFewerColumnsAndPinchingMore() {
        let layout = CompositionalGridLayout()
        let harness = LayoutHarness(layout, size: Size(width: 320, height: 480), sections: [30])
        layout.beginPinchAdjustment()
        layout.adjustForPinch(scale: 1.03, span: nil)
        XCTAssertEqual(layout.columns, 3, "less than 5% is no change")
        layout.adjustForPinch(scale: 1.1, span: nil)
        XCTAssertEqual(layout.columns, 2)
        layout.adjustForPinch(scale: 2, span: nil)
        XCTAssertEqual(layout.columns, 1)
        layout.adjustForPinch(scale: 0.5, span: nil)
        XCTAssertEqual(layout.columns, 7)
        harness.collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 0, section: 0))?.frame.width ?? 0, (296.0 / 7) - 4, accuracy: 1e-9)
        assertLayoutContract(harness)
    }
}
