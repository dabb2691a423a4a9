import XCTest
import TesseraGeometry
import TesseraLayout
@testable import TesseraCollection

/// The offset never comes to rest in empty space after the content or the window changes size.
/// UIKit's scroll view re-checks its offset whenever its content size or bounds change
/// (`UIScrollView` keeps `contentOffset` within the content unless the user is dragging), which is
/// why a collection view reloaded with fewer items shows its last screen, not a blank one.
final class OffsetStaysOnContentTests: XCTestCase {
    /// 300 items of 50×50 at 10 pt spacing in 320 points: 60 lines of 5, 3590 points tall.
    func fixture() -> Fixture { Fixture(counts: [300]) }

    func visibleCellCount(_ f: Fixture) -> Int {
        f.collectionView.presentedAttributes.filter { $0.category == .cell && $0.frame.intersects(f.collectionView.bounds) }.count
    }

    func deleteAllBut(_ keep: Int, _ f: Fixture) throws {
        let doomed = (keep..<f.data.sections[0].count).map { ip(0, $0) }
        try f.collectionView.performBatchUpdates { batch in
            f.data.sections[0].removeSubrange(keep...)
            batch.deleteItems(at: doomed)
        }
    }

    func testAFlingThatIsRunningWhenTheContentShrinksComesToRestOnTheContent() throws {
        let f = fixture()
        f.collectionView.beginDragging()
        f.collectionView.drag(translation: Point(x: 0, y: -300))
        f.collectionView.endDragging(velocity: Point(x: 0, y: -3000))
        f.advance(.milliseconds(100))
        XCTAssertTrue(f.collectionView.isDecelerating, "precondition: the fling is running")
        try deleteAllBut(30, f)
        for _ in 0..<300 { f.advance(.milliseconds(16)) }
        XCTAssertFalse(f.collectionView.isDecelerating)
        XCTAssertEqual(f.collectionView.contentOffset.y, f.collectionView.maximumContentOffset.y, accuracy: 0.5)
        XCTAssertGreaterThan(visibleCellCount(f), 0, "cells are on screen")
    }

    func testAnAnimatedScrollPastTheNewEndComesToRestAtTheEnd() throws {
        let f = fixture()
        f.collectionView.setContentOffset(Point(x: 0, y: 3000), animated: true)
        f.advance(.milliseconds(50))
        try deleteAllBut(30, f)
        for _ in 0..<100 { f.advance(.milliseconds(16)) }
        XCTAssertEqual(f.collectionView.contentOffset, f.collectionView.maximumContentOffset)
        XCTAssertGreaterThan(visibleCellCount(f), 0)
    }

    func testReloadingFewerItemsMovesTheOffsetToTheNewEnd() {
        let f = fixture()
        f.collectionView.contentOffset = Point(x: 0, y: 3000)
        f.advance(.milliseconds(16))
        f.data.sections[0].removeSubrange(20...)
        f.collectionView.reloadData()
        f.advance(.milliseconds(16))
        XCTAssertEqual(f.collectionView.contentOffset.y, 0, "20 items fit the window: the offset is back at 0")
        XCTAssertEqual(visibleCellCount(f), 20)
    }

    func testGrowingTheWindowAtTheBottomLeavesNoBlankSpace() {
        let f = fixture()
        f.collectionView.contentOffset = f.collectionView.maximumContentOffset
        f.advance(.milliseconds(16))
        f.collectionView.size = Size(width: 320, height: 900)
        f.advance(.milliseconds(16))
        XCTAssertEqual(f.collectionView.contentOffset.y, f.collectionView.maximumContentOffset.y)
        XCTAssertEqual(f.collectionView.bounds.maxY, f.collectionView.contentSize.height, "the content's end meets the window's")
    }

    func testAParameterThatShrinksTheContentMovesTheOffsetToTheNewEnd() {
        let f = fixture()
        f.collectionView.contentOffset = Point(x: 0, y: 3000)
        f.advance(.milliseconds(16))
        f.flow.itemSize = Size(width: 20, height: 20)  // 12 a line: 25 lines of 30 points, 740 points
        f.advance(.milliseconds(16))
        XCTAssertEqual(f.collectionView.contentOffset.y, f.collectionView.maximumContentOffset.y)
        XCTAssertGreaterThan(visibleCellCount(f), 0)
    }

    func testAnOffsetSetPastTheEndStaysUntilASizeChangesAsInUIKit() {
        // UIKit does not clamp a programmatic offset; only a change of size re-checks it.
        let f = fixture()
        f.collectionView.contentOffset = Point(x: 0, y: -50)
        f.advance(.milliseconds(16))
        XCTAssertEqual(f.collectionView.contentOffset.y, -50)
    }

    func testADragIsLeftToTheFinger() throws {
        let f = fixture()
        f.collectionView.contentOffset = Point(x: 0, y: 3000)
        f.advance(.milliseconds(16))
        f.collectionView.beginDragging()
        try deleteAllBut(30, f)
        f.advance(.milliseconds(16))
        XCTAssertEqual(f.collectionView.contentOffset.y, 3000, "while the finger is down it owns the offset")
        f.collectionView.endDragging(velocity: .zero)
        for _ in 0..<200 { f.advance(.milliseconds(16)) }
        XCTAssertEqual(f.collectionView.contentOffset.y, f.collectionView.maximumContentOffset.y, accuracy: 0.5,
                       "released past the end, it springs back")
    }
}
