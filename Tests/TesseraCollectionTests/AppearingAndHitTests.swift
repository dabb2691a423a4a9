import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// A flow layout whose appearing items start 1000 pt to the right and half size.
final class FlyInFlowLayout: FlowLayout {
    var asked: [ElementPath] = []
    override func initialLayoutAttributesForAppearingItem(at indexPath: ElementPath) -> LayoutAttributes? {
        asked.append(indexPath)
        guard var a = attributesForItem(at: indexPath) else { return nil }
        a.center.x += 1000
        a.size = Size(width: 25, height: 25)
        return a
    }
}

final class AppearingAndHitTests: XCTestCase {
    func testItemsAnUpdateMovesIntoViewStartWhereTheLayoutSaysAppearingItemsStart() throws {
        let layout = FlyInFlowLayout()
        let f = Fixture(counts: [200], layout: layout)
        // Live rows reach y 544 (row 9); deleting two rows brings old rows 10 and 11 into view.
        XCTAssertNil(f.cell(ip(0, 50)))
        let visibleBefore = f.cell(ip(0, 10))!.attributes!
        try f.collectionView.performBatchUpdates { batch in
            f.data.sections[0].removeFirst(10)
            batch.deleteItems(at: (0..<10).map { ip(0, $0) })
        }
        XCTAssertTrue(layout.asked.contains(ip(0, 40)), "old item 50, not on screen before, is asked about")
        XCTAssertEqual(f.cell(ip(0, 40))?.uid, 50)
        XCTAssertEqual(f.cell(ip(0, 40))?.attributes, layout.initialLayoutAttributesForAppearingItem(at: ip(0, 40)))
        // As in UIKit, an item that was on screen is asked about too (see UIKitUpdateAnimationTests), and this
        // layout's answer is where it starts; it was drawn at `visibleBefore` and ends at its new place.
        XCTAssertTrue(layout.asked.contains(ip(0, 0)), "an item that was on screen is asked about too")
        XCTAssertEqual(f.cell(ip(0, 0))?.attributes, layout.initialLayoutAttributesForAppearingItem(at: ip(0, 0)))
        XCTAssertNotEqual(f.cell(ip(0, 0))?.attributes?.frame, visibleBefore.frame)
        f.advance(.milliseconds(400))
        XCTAssertEqual(f.cell(ip(0, 40))?.attributes, layout.attributesForItem(at: ip(0, 40)))
    }

    func testAnElementDrawnAwayFromItsFrameIsHitWhereItIsDrawnOutsideTheLiveArea() {
        let layout = ManualLayout()
        // Its frame is y 1000…1050, but it is drawn 100 pt lower: far outside the live area either way.
        var a = LayoutAttributes(forCellAt: ip(0, 0), frame: Rect(x: 0, y: 1000, width: 50, height: 50))
        a.transform3D = Transform3D.identity.translatedBy(x: 0, y: 100, z: 0)
        layout.cells = [a]
        let f = Fixture(counts: [1], layout: layout)
        XCTAssertFalse(f.collectionView.liveRect.contains(Point(x: 25, y: 1120)))
        XCTAssertEqual(f.collectionView.indexPathForItem(at: Point(x: 25, y: 1120)), ip(0, 0))
        XCTAssertEqual(f.collectionView.hitTest(Point(x: 25, y: 1120)), .cell(ip(0, 0)))
        XCTAssertNil(f.collectionView.indexPathForItem(at: Point(x: 25, y: 1020)), "not where its frame is")
    }
}

final class TouchWhileScrollingTests: XCTestCase {
    func testATouchOnDeceleratingContentStopsItWithoutSelecting() {
        let f = Fixture(counts: [2000])
        f.collectionView.beginDragging()
        f.collectionView.drag(translation: Point(x: 0, y: -100))
        f.collectionView.endDragging(velocity: Point(x: 0, y: -1000))
        f.advance(.milliseconds(100))
        let stoppedAt = f.collectionView.contentOffset
        let point = Point(x: stoppedAt.x + 25, y: stoppedAt.y + 25)
        f.collectionView.touchBegan(at: point)
        f.collectionView.touchEnded(at: point)
        XCTAssertFalse(f.collectionView.isDecelerating)
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [])
        f.advance(.milliseconds(100))
        XCTAssertEqual(f.collectionView.contentOffset, stoppedAt)
    }
}

/// UIKit hit-tests views by their model frames: while an update animates, a view's frame is already where it is
/// going, so a touch lands on the item whose place it is, not on whatever is passing through it.
final class HitTestingDuringAnimationTests: XCTestCase {
    func testATouchDuringADeleteAnimationLandsOnTheItemWhosePlaceItIs() throws {
        let f = Fixture(counts: [20])
        let layout = f.collectionView.collectionViewLayout
        let first = layout.attributesForItem(at: ip(0, 0))!.center, second = layout.attributesForItem(at: ip(0, 1))!.center
        try f.collectionView.performBatchUpdates { batch in
            f.data.sections[0].removeFirst()
            batch.deleteItems(at: [ip(0, 0)])
        }
        f.advance(.milliseconds(30))
        XCTAssertTrue(f.collectionView.animator.isAnimating)
        // Mid-flight, the old second item (now the first) is still drawn near its old place, the second.
        let drawn = f.cell(ip(0, 0))!.attributes!
        XCTAssertTrue(drawn.contains(second), "the test needs the first item still drawn over the second place")
        XCTAssertEqual(f.collectionView.indexPathForItem(at: first), ip(0, 0), "the first place is the first item's")
        XCTAssertEqual(f.collectionView.indexPathForItem(at: second), ip(0, 1), "the second place is the second item's")
        XCTAssertEqual(f.collectionView.hitTest(second), .cell(ip(0, 1)))
        f.advance(.milliseconds(400))
        XCTAssertEqual(f.collectionView.indexPathForItem(at: second), ip(0, 1))
    }
}
