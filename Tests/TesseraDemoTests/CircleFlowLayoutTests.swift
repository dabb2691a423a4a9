import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraDemo
import TesseraTesting

final class CircleFlowLayoutTests: XCTestCase {
    private var harnesses: [AnyObject] = []

    private func flow(_ n: Int) -> (LayoutHarness<CircleFlowLayout>, CircleFlowLayout) {
        let harness = LayoutHarness(CircleFlowLayout(), size: Size(width: 320, height: 480), sections: [HarnessSection(items: n)])
        harnesses.append(harness)
        return (harness, harness.layout)
    }

    func testItemsAre200PointsSquare13PointsApartAnd13FromTheEdges() {
        let (_, layout) = flow(3)
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 0, section: 0))?.frame.size, Size(width: 200, height: 200))
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 0, section: 0))?.frame.minY, 13)
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 1, section: 0))?.frame.minY, 13 + 200 + 13)
    }

    func testAnInsertedItemGrowsFromScaleOneTenthTurnedMinus45AtAlphaZero() {
        let (harness, layout) = flow(2)
        harness.reload(sections: [3])
        layout.prepare(forCollectionViewUpdates: [UpdateItem(action: .insert, before: nil, after: ElementPath(item: 2, section: 0))])
        layout.prepareIfNeeded()
        let a = layout.initialLayoutAttributesForAppearingItem(at: ElementPath(item: 2, section: 0))
        XCTAssertEqual(a?.alpha, 0)
        XCTAssertEqual(a?.frame.size, Size(width: 200, height: 200), "at its own place and size; the transform shrinks it")
        XCTAssertEqual(a?.center, layout.attributesForItem(at: ElementPath(item: 2, section: 0))?.center)
        // CATransform3DRotate(CATransform3DMakeScale(0.1, 0.1, 1), -π/4, 0, 0, 1).
        XCTAssertEqual(a?.transform3D, Transform3D.concat(Transform3D(rotationAngle: -Double.pi / 4, x: 0, y: 0, z: 1),
                                                          Transform3D(scaleX: 0.1, y: 0.1, z: 1)))
        XCTAssertNil(layout.initialLayoutAttributesForAppearingItem(at: ElementPath(item: 0, section: 0)), "the others move as usual")
        layout.finalizeCollectionViewUpdates()
        XCTAssertNil(layout.initialLayoutAttributesForAppearingItem(at: ElementPath(item: 2, section: 0)), "finalize forgets the batch")
    }

    func testADeletedItemShrinksToOneTenthTurnedPlus45AtAlphaZero() {
        let (harness, layout) = flow(3)
        // The collection view records where its cells were before an update; the harness is told here.
        layout.recordAttributesBeforeUpdate([layout.attributesForItem(at: ElementPath(item: 2, section: 0))!])
        harness.reload(sections: [2])
        layout.prepare(forCollectionViewUpdates: [UpdateItem(action: .delete, before: ElementPath(item: 2, section: 0), after: nil)])
        layout.prepareIfNeeded()
        let a = layout.finalLayoutAttributesForDisappearingItem(at: ElementPath(item: 2, section: 0))
        XCTAssertEqual(a?.alpha, 0)
        XCTAssertEqual(a?.center, Point(x: 160, y: 13 + 2 * 213 + 100), "at its old place (one 200-point cell a line, centred)")
        XCTAssertEqual(a?.transform3D, Transform3D.concat(Transform3D(rotationAngle: Double.pi / 4, x: 0, y: 0, z: 1),
                                                          Transform3D(scaleX: 0.1, y: 0.1, z: 1)))
        XCTAssertEqual(a?.transform3D.m12 ?? 0, 0.1 * sin(Double.pi / 4), accuracy: 1e-15, "turned +45°")
        XCTAssertNil(layout.finalLayoutAttributesForDisappearingItem(at: ElementPath(item: 0, section: 0)))
    }
}
