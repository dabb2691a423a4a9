import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// What is visible is what meets the visible bounds, and the delegate hears when
/// cells and supplementary views come on screen and leave it, as in UIKit.
final class VisibleAndDisplayTests: XCTestCase {
    /// The visible items of a 50 × 50 grid at 10-pt spacing in 320 × 480 bounds: rows 0 to 7
    /// (row 8 starts at y 480, at the bottom edge), 40 items, starting at `firstRow`.
    private func rows(_ rows: ClosedRange<Int>, section: Int = 0) -> [ElementPath] {
        rows.flatMap { r in (0..<5).map { ip(section, r * 5 + $0) } }
    }

    // UIKit: `indexPathsForVisibleItems`, `visibleCells` and `cellForItem(at:)` report the cells
    // that are visible, and `cellForItem(at:)` "returns nil if the cell is not visible" (Apple's
    // UICollectionView documentation); cells UIKit prefetches beyond the bounds are not visible.
    func testOnlyCellsThatMeetTheVisibleBoundsAreVisibleNotThoseKeptReadyInTheMargin() {
        let f = Fixture(counts: [50])
        XCTAssertEqual(f.collectionView.indexPathsForPreparedItems.count, 50, "rows 8 and 9 are kept in the 64-pt margin")
        XCTAssertEqual(f.collectionView.indexPathsForVisibleItems, rows(0...7))
        XCTAssertEqual(f.collectionView.visibleCells.count, 40)
        XCTAssertNil(f.collectionView.cellForItem(at: ip(0, 40)), "row 8 starts at the bottom edge: not visible")
        XCTAssertNotNil(f.collectionView.preparedCellForItem(at: ip(0, 40)))
        XCTAssertNotNil(f.collectionView.cellForItem(at: ip(0, 39)))
        f.collectionView.contentOffset = Point(x: 0, y: 60)
        f.collectionView.tick()
        XCTAssertEqual(f.collectionView.indexPathsForVisibleItems, rows(1...8), "bounds 60 to 540: row 0 ends at y 50, row 9 starts at 540")
        XCTAssertNil(f.collectionView.cellForItem(at: ip(0, 0)))
    }

    // UIKit calls `collectionView(_:willDisplay:forItemAt:)` before a cell comes on screen and
    // `collectionView(_:didEndDisplaying:forItemAt:)` after it leaves (Apple's
    // UICollectionViewDelegate documentation), and the same pair for supplementary views.
    func testTheDelegateHearsEveryCellThatComesOnScreenAndEveryCellThatLeaves() {
        let f = Fixture(counts: [50])
        XCTAssertEqual(f.data.displayEvents, rows(0...7).map { "will \($0)" })
        f.data.displayEvents = []
        f.collectionView.contentOffset = Point(x: 0, y: 60)
        f.collectionView.tick()
        XCTAssertEqual(f.data.displayEvents, rows(0...0).map { "end \($0)" } + rows(8...8).map { "will \($0)" },
                       "row 0 leaves (its cells stay ready in the margin) and row 8 comes on")
        f.data.displayEvents = []
        f.collectionView.tick()
        XCTAssertEqual(f.data.displayEvents, [], "a steady frame tells nothing")
        f.collectionView.contentOffset = Point(x: 0, y: 0)
        f.collectionView.tick()
        XCTAssertEqual(f.data.displayEvents, rows(8...8).map { "end \($0)" } + rows(0...0).map { "will \($0)" })
    }

    func testSectionHeadersAreToldAsSupplementaryViewsComingAndGoing() {
        let f = Fixture(counts: [10, 10], delegate: true)
        f.data.headerHeight = 40
        f.flow.headerReferenceSize = Size(width: 0, height: 40)
        f.collectionView.tick()
        XCTAssertTrue(f.data.displayEvents.contains("will header [0, 0]"))
        XCTAssertTrue(f.data.displayEvents.contains("will header [1, 0]"), "\(f.data.displayEvents)")
        f.data.displayEvents = []
        f.collectionView.contentOffset = Point(x: 0, y: 300)
        f.collectionView.tick()
        XCTAssertTrue(f.data.displayEvents.contains("end header [0, 0]"), "\(f.data.displayEvents)")
        XCTAssertFalse(f.data.displayEvents.contains { $0.hasPrefix("will header") })
    }

    // UIKit ends the display of a deleted cell when its disappearing animation has finished and
    // the cell is removed, not when the batch starts.
    func testADeletedCellEndsItsDisplayWhenItsDisappearingAnimationEnds() throws {
        let f = Fixture(counts: [50])
        f.data.displayEvents = []
        try f.collectionView.performBatchUpdates { batch in
            f.data.sections[0].remove(at: 2)
            batch.deleteItems(at: [ip(0, 2)])
        }
        f.advance(.milliseconds(16))
        XCTAssertFalse(f.data.displayEvents.contains("end [0, 2]"), "still animating out: \(f.data.displayEvents)")
        f.advance(.seconds(1))
        XCTAssertTrue(f.data.displayEvents.contains("end [0, 2]"), "\(f.data.displayEvents)")
        XCTAssertEqual(f.data.displayEvents.filter { $0.hasPrefix("will") }, ["will [0, 39]"],
                       "old item 40 moves up into row 7; the others were on screen and stay")
    }

    func testReloadDataEndsTheDisplayOfEveryCellOnScreenAndTheNextPassShowsThemAgain() {
        let f = Fixture(counts: [50])
        f.data.displayEvents = []
        f.collectionView.reloadData()
        XCTAssertEqual(f.data.displayEvents, rows(0...7).map { "end \($0)" })
        f.data.displayEvents = []
        f.collectionView.tick()
        XCTAssertEqual(f.data.displayEvents, rows(0...7).map { "will \($0)" })
    }
}
