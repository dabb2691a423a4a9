import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// A compositional section that scrolls sideways, driven through the collection view as a pan drives it: the row
/// moves under a sideways drag that starts on it, rubber-bands past its ends, decelerates or pages after a release,
/// and stops under a finger; everything else about the collection view stays as it was.
final class OrthogonalScrollingTests: XCTestCase {
    private func size(_ w: CollectionLayoutDimension, _ h: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    /// Section 0: 20 cards of 100 × 80, 10 apart, inset 16 either side (a row of 2222, 0…1902); section 1: a grid.
    private func fixture(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .continuous,
                         handler: CollectionLayoutSectionVisibleItemsInvalidationHandler? = nil) -> (Fixture, CompositionalLayout) {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let row = CollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(100), .absolute(80)), subitems: [item]))
        row.orthogonalScrollingBehavior = behavior
        row.visibleItemsInvalidationHandler = handler
        row.interGroupSpacing = 10
        row.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let gridItem = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let grid = CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(80)), subitems: [gridItem]))
        let layout = CompositionalLayout(sectionProvider: { s, _ in s == 0 ? row : grid })
        return (Fixture(counts: [20, 200], layout: layout), layout)
    }

    private func shownCards(_ f: Fixture) -> [Int] {
        f.collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item).sorted()
    }

    func testASidewaysDragOnTheRowMovesTheRowNotTheContent() {
        let (f, layout) = fixture()
        let cv = f.collectionView
        XCTAssertEqual(shownCards(f), [0, 1, 2])
        cv.beginDragging(at: Point(x: 200, y: 40), translation: Point(x: -12, y: 3))
        XCTAssertEqual(cv.orthogonallyDraggedSection, 0)
        XCTAssertFalse(cv.isDragging, "the collection view itself is not dragged")
        cv.drag(translation: Point(x: -250, y: 20))
        f.advance(.milliseconds(16))
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 250)
        XCTAssertEqual(cv.contentOffset, .zero)
        XCTAssertEqual(shownCards(f), [2, 3, 4, 5], "the cells on screen follow the row")
        XCTAssertEqual(f.cell(ip(0, 2))?.attributes?.frame.minX, 16 + 220 - 250)
        cv.endDragging(velocity: .zero)
        f.advance(.seconds(1))
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 250, "released at rest, it stays")
        XCTAssertFalse(cv.isScrollingOrthogonally)
    }

    func testAnUpwardDragOnTheRowOrASidewaysOneElsewhereScrollsTheContent() {
        let (f, layout) = fixture()
        let cv = f.collectionView
        cv.beginDragging(at: Point(x: 200, y: 40), translation: Point(x: -3, y: -12))
        XCTAssertNil(cv.orthogonallyDraggedSection)
        XCTAssertTrue(cv.isDragging)
        cv.drag(translation: Point(x: -30, y: -100))
        XCTAssertEqual(cv.contentOffset, Point(x: 0, y: 100))
        cv.endDragging(velocity: .zero)
        cv.setContentOffset(.zero, animated: false)
        cv.beginDragging(at: Point(x: 200, y: 200), translation: Point(x: -12, y: 0))
        XCTAssertNil(cv.orthogonallyDraggedSection, "the grid does not scroll sideways")
        cv.endDragging(velocity: .zero)
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 0)
    }

    func testDraggingPastTheRowsStartRubberBandsAndSpringsBack() {
        let (f, layout) = fixture()
        let cv = f.collectionView
        cv.beginDragging(at: Point(x: 100, y: 40), translation: Point(x: 12, y: 0))
        cv.drag(translation: Point(x: 100, y: 0))
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), -ScrollPhysics.rubberBand(100, dimension: 320), accuracy: 1e-9)
        cv.endDragging(velocity: .zero)
        XCTAssertTrue(cv.isScrollingOrthogonally)
        f.advance(.milliseconds(100))
        let halfway = layout.orthogonalOffset(forSection: 0)
        XCTAssertLessThan(halfway, 0)
        XCTAssertGreaterThan(halfway, -ScrollPhysics.rubberBand(100, dimension: 320))
        f.advance(.seconds(2))
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 0)
        XCTAssertFalse(cv.isScrollingOrthogonally)
    }

    func testAFlingDeceleratesAsTheContentDoesAndStopsAtTheEnd() {
        let (f, layout) = fixture()
        let cv = f.collectionView
        cv.beginDragging(at: Point(x: 200, y: 40), translation: Point(x: -12, y: 0))
        cv.drag(translation: Point(x: -100, y: 0))
        cv.endDragging(velocity: Point(x: -1000, y: 0))
        // 1000 pt/s at 0.998 per ms travels 499 points.
        f.advance(.milliseconds(16))
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 100 + 499 * (1 - pow(0.998, 16)), accuracy: 1e-6)
        f.advance(.seconds(10))
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 599, accuracy: 1e-9)
        // A harder fling runs into the end, overshoots it and comes back to rest there.
        cv.beginDragging(at: Point(x: 200, y: 40), translation: Point(x: -12, y: 0))
        cv.endDragging(velocity: Point(x: -5000, y: 0))
        var furthest = 0.0
        for _ in 0..<300 {
            f.advance(.milliseconds(16))
            furthest = max(furthest, layout.orthogonalOffset(forSection: 0))
        }
        XCTAssertGreaterThan(furthest, 1902, "it overshoots the end")
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 1902)
        XCTAssertEqual(cv.contentOffset, .zero)
    }

    func testGroupPagingFlingRestsTheNextGroupAtTheLeadingInset() {
        let (f, layout) = fixture(.groupPaging)
        let cv = f.collectionView
        cv.beginDragging(at: Point(x: 200, y: 40), translation: Point(x: -12, y: 0))
        cv.drag(translation: Point(x: -40, y: 0))
        cv.endDragging(velocity: Point(x: -2000, y: 0))
        f.advance(.seconds(3))
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 110, "one group on, however hard the flick")
        XCTAssertEqual(f.cell(ip(0, 1))?.attributes?.frame.minX, 16)
    }

    func testAFingerLandingOnAMovingRowStopsItAndSelectsNothing() {
        let (f, layout) = fixture()
        let cv = f.collectionView
        cv.beginDragging(at: Point(x: 200, y: 40), translation: Point(x: -12, y: 0))
        cv.endDragging(velocity: Point(x: -2000, y: 0))
        f.advance(.milliseconds(50))
        let moving = layout.orthogonalOffset(forSection: 0)
        XCTAssertGreaterThan(moving, 0)
        cv.touchDown(at: Point(x: 100, y: 40))
        cv.handleTap(at: Point(x: 100, y: 40))
        f.advance(.milliseconds(50))
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), moving, "stopped where the finger landed")
        XCTAssertFalse(cv.isScrollingOrthogonally)
        XCTAssertTrue(cv.indexPathsForSelectedItems.isEmpty, "the touch that stops the row selects nothing")
        cv.touchesLifted()
        cv.touchDown(at: Point(x: 100, y: 40))
        cv.handleTap(at: Point(x: 100, y: 40))
        XCTAssertEqual(cv.indexPathsForSelectedItems.count, 1, "a tap on a row at rest selects")
    }

    func testAPagingRowStoppedByAFingerSettlesOnTheNearestGroupWhenItLifts() {
        let (f, layout) = fixture(.groupPaging)
        let cv = f.collectionView
        cv.beginDragging(at: Point(x: 200, y: 40), translation: Point(x: -12, y: 0))
        cv.drag(translation: Point(x: -200, y: 0))
        cv.endDragging(velocity: .zero)
        f.advance(.milliseconds(30))
        let stopped = layout.orthogonalOffset(forSection: 0)
        XCTAssertGreaterThan(stopped, 165, "on its way from 200 back to group 1 at 110, one group from where the drag began")
        cv.touchDown(at: Point(x: 100, y: 40))
        f.advance(.milliseconds(200))
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), stopped, "held still under the finger")
        cv.touchesLifted()
        f.advance(.seconds(2))
        XCTAssertEqual(layout.orthogonalOffset(forSection: 0), 220, "on the nearest group once the finger lifts")
        XCTAssertFalse(cv.isScrollingOrthogonally)
    }

    func testTheCellsOnScreenTakeWhatTheVisibleItemsHandlerGivesThemAsTheRowMoves() {
        // Each card fades with its distance from the screen's left edge.
        let (f, _) = fixture(.continuous) { items, offset, _ in
            for item in items { item.alpha = max(0, min(1, 1 - (item.frame.minX - offset.x) / 320)) }
        }
        XCTAssertEqual(f.cell(ip(0, 1))?.attributes?.alpha ?? -1, 1 - 126.0 / 320, accuracy: 1e-12)
        let cv = f.collectionView
        cv.beginDragging(at: Point(x: 200, y: 40), translation: Point(x: -12, y: 0))
        cv.drag(translation: Point(x: -126, y: 0))
        cv.endDragging(velocity: .zero)
        f.advance(.milliseconds(16))
        XCTAssertEqual(f.cell(ip(0, 1))?.attributes?.frame.minX, 0)
        XCTAssertEqual(f.cell(ip(0, 1))?.attributes?.alpha, 1, "at the left edge now: opaque")
        XCTAssertEqual(f.cell(ip(0, 2))?.attributes?.alpha ?? -1, 1 - 110.0 / 320, accuracy: 1e-12)
    }
}
