import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraDemo
import TesseraTesting

final class ZoomOnScrollLayoutTests: XCTestCase {
    func testCellsNearTheVisibleCentreScaleByTheSeedFormula() {
        let harness = LayoutHarness(ZoomOnScrollLayout(), size: Size(width: 320, height: 480), sections: [30])
        let layout = harness.layout
        // Three 80-point cells per row; row r is centred at y = 60 + 100·r.
        harness.scroll(to: Point(x: 0, y: 100))  // visible midY 340: row 2 (y 260) is 80 away, row 3 (y 360) 20 away
        let all = layout.attributesForElements(in: harness.bounds)
        let row2 = all.first { $0.indexPath.item == 6 }, row3 = all.first { $0.indexPath.item == 9 }
        let row0 = layout.attributesForItem(at: ElementPath(item: 0, section: 0))
        XCTAssertEqual(row2?.center.y, 260)
        XCTAssertEqual(row2?.transform3D, Transform3D(scaleX: 1 + 0.25 * (1 - 80.0 / 150), y: 1 + 0.25 * (1 - 80.0 / 150), z: 1))
        XCTAssertEqual(row3?.transform3D.m11 ?? 0, 1 + 0.25 * (1 - 20.0 / 150), accuracy: 1e-15)
        XCTAssertEqual(row0?.transform3D, .identity, "280 points away is beyond the zoom distance")
        XCTAssertEqual(layout.zoom(atDistance: 0), 1.25)
        XCTAssertEqual(layout.zoom(atDistance: 150), 1)
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 6, section: 0))?.transform3D, row2?.transform3D)
    }

    func testEveryScrollInvalidatesWithoutRecomputingTheFlow() {
        let harness = LayoutHarness(ZoomOnScrollLayout(), size: Size(width: 320, height: 480), sections: [30])
        let layout = harness.layout
        let moved = harness.bounds.offsetBy(dx: 0, dy: 10)
        XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: moved))
        XCTAssertFalse(layout.invalidationContext(forBoundsChange: moved).requiresRecompute)
    }
}
