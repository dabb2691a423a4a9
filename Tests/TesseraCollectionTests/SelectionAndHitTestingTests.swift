import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

final class SelectionAndHitTestingTests: XCTestCase {
    func testATouchDownHighlightsAndATapSelects() {
        let f = Fixture(counts: [10])
        f.collectionView.touchBegan(at: Point(x: 75, y: 10))
        XCTAssertEqual(f.collectionView.indexPathForHighlightedItem, ip(0, 1))
        XCTAssertEqual(f.cell(ip(0, 1))?.isHighlighted, true)
        f.collectionView.touchEnded(at: Point(x: 80, y: 20))
        XCTAssertEqual(f.cell(ip(0, 1))?.isHighlighted, false)
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [ip(0, 1)])
        XCTAssertEqual(f.cell(ip(0, 1))?.isSelected, true)
        XCTAssertEqual(f.data.events, ["highlight [0, 1]", "unhighlight [0, 1]", "select [0, 1]"])
    }

    func testSingleSelectionDeselectsTheOtherItem() {
        let f = Fixture(counts: [10])
        tap(f, Point(x: 10, y: 10))
        tap(f, Point(x: 70, y: 10))
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [ip(0, 1)])
        XCTAssertTrue(f.data.events.contains("deselect [0, 0]"))
        XCTAssertEqual(f.cell(ip(0, 0))?.isSelected, false)
    }

    func testMultipleSelectionTogglesItems() {
        let f = Fixture(counts: [10])
        f.collectionView.allowsMultipleSelection = true
        tap(f, Point(x: 10, y: 10))
        tap(f, Point(x: 70, y: 10))
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [ip(0, 0), ip(0, 1)])
        tap(f, Point(x: 10, y: 10))
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [ip(0, 1)])
    }

    func testNothingIsSelectedWhenSelectionIsOffOrTheDelegateRefuses() {
        let f = Fixture(counts: [10])
        f.data.refuseSelection = [ip(0, 0)]
        tap(f, Point(x: 10, y: 10))
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [])
        f.collectionView.allowsSelection = false
        tap(f, Point(x: 70, y: 10))
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [])
        XCTAssertNil(f.collectionView.indexPathForHighlightedItem)
    }

    func testATouchThatMovesOffTheItemOrIsCancelledDoesNotSelect() {
        let f = Fixture(counts: [10])
        f.collectionView.touchBegan(at: Point(x: 10, y: 10))
        f.collectionView.touchEnded(at: Point(x: 200, y: 200))
        f.collectionView.touchBegan(at: Point(x: 10, y: 10))
        f.collectionView.touchCancelled()
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [])
        XCTAssertNil(f.collectionView.indexPathForHighlightedItem)
    }

    func testHitTestingHonoursTheTransform() {
        let layout = ManualLayout()
        // Cell 0 is rotated 45° about its centre (50, 50): its corner at (5, 5) is no longer covered.
        layout.cells = [LayoutAttributes(forCellAt: ip(0, 0), frame: Rect(x: 25, y: 25, width: 50, height: 50))]
        layout.cells[0].transform3D = Transform3D.identity.rotated(by: .pi / 4, x: 0, y: 0, z: 1)
        let f = Fixture(counts: [1], layout: layout)
        XCTAssertNil(f.collectionView.indexPathForItem(at: Point(x: 27, y: 27)))
        XCTAssertEqual(f.collectionView.indexPathForItem(at: Point(x: 50, y: 16)), ip(0, 0), "the rotated tip sticks out above the frame")
    }

    func testTheTopmostZIndexWinsWhereElementsOverlap() {
        let layout = ManualLayout()
        var back = LayoutAttributes(forCellAt: ip(0, 0), frame: Rect(x: 0, y: 0, width: 100, height: 100))
        back.zIndex = 5
        let front = LayoutAttributes(forCellAt: ip(0, 1), frame: Rect(x: 50, y: 50, width: 100, height: 100))
        layout.cells = [back, front]
        let f = Fixture(counts: [2], layout: layout)
        XCTAssertEqual(f.collectionView.indexPathForItem(at: Point(x: 75, y: 75)), ip(0, 0))
        layout.cells[1].zIndex = 6
        layout.invalidateLayout()
        f.collectionView.tick()
        XCTAssertEqual(f.collectionView.indexPathForItem(at: Point(x: 75, y: 75)), ip(0, 1))
        XCTAssertEqual(f.collectionView.indexPathForItem(at: Point(x: 10, y: 10)), ip(0, 0))
    }

    func testAPerspectiveCellIsHitWhereItIsDrawn() {
        let layout = ManualLayout()
        var a = LayoutAttributes(forCellAt: ip(0, 0), frame: Rect(x: 100, y: 100, width: 100, height: 100))
        var t = Transform3D.identity
        t.m34 = -1 / 500
        a.transform3D = t.rotated(by: .pi / 3, x: 0, y: 1, z: 0)
        layout.cells = [a]
        let f = Fixture(counts: [1], layout: layout)
        XCTAssertNil(f.collectionView.indexPathForItem(at: Point(x: 105, y: 150)), "the turned cell no longer reaches its left edge")
        XCTAssertEqual(f.collectionView.indexPathForItem(at: Point(x: 150, y: 150)), ip(0, 0))
    }

    func testATapOnAPinnedHeaderSelectsNothingBeneathIt() {
        // The header over the cells scrolling under it takes the touch, as a UIKit view drawn over another does:
        // the cell beneath was highlighted and selected.
        let flow = FlowLayout()
        flow.headerReferenceSize = Size(width: 0, height: 40)
        flow.sectionHeadersPinToVisibleBounds = true
        let f = Fixture(counts: [60], layout: flow)
        f.collectionView.contentOffset = Point(x: 0, y: 300)
        f.collectionView.tick()
        let underHeader = Point(x: 10, y: 315)
        XCTAssertEqual(f.collectionView.hitTest(underHeader)?.category, .supplementary, "precondition: the header is pinned there")
        XCTAssertNotNil(f.collectionView.indexPathForItem(at: underHeader), "precondition: a cell lies beneath it")
        f.collectionView.touchBegan(at: underHeader)
        XCTAssertNil(f.collectionView.indexPathForHighlightedItem)
        f.collectionView.touchEnded(at: underHeader)
        f.collectionView.handleTap(at: underHeader)
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [])
        // Below the header, the cell takes the touch.
        let belowHeader = Point(x: 10, y: 365)
        let cell = f.collectionView.indexPathForItem(at: belowHeader)
        XCTAssertNotNil(cell)
        f.collectionView.handleTap(at: belowHeader)
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, cell.map { [$0] })
    }

    /// Records the highlight and selection calls, the questions included.
    final class OrderDelegate: CollectionViewDelegate {
        var events: [String] = []
        func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: ElementPath) -> Bool {
            events.append("shouldHighlight"); return true
        }
        func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: ElementPath) { events.append("didHighlight") }
        func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: ElementPath) { events.append("didUnhighlight") }
        func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: ElementPath) -> Bool {
            events.append("shouldSelect(highlighted: \(collectionView.indexPathForHighlightedItem == indexPath))"); return true
        }
        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: ElementPath) { events.append("didSelect") }
    }

    func testTheDelegateIsAskedToSelectWhileTheItemIsStillHighlighted() {
        // UIKit's order ("Tracking touches in a cell"): shouldSelect, then didUnhighlight, then didSelect. The item was
        // unhighlighted before shouldSelect was asked.
        let f = Fixture(counts: [10])
        let order = OrderDelegate()
        f.collectionView.delegate = order
        tap(f, Point(x: 10, y: 10))
        XCTAssertEqual(order.events, ["shouldHighlight", "didHighlight", "shouldSelect(highlighted: true)", "didUnhighlight", "didSelect"])
    }

    func testATapOnTheItemItsTouchHighlightedHighlightsItOnce() {
        // The touch highlights the item once it is clear it does not scroll; the tap recognized at the lift then
        // selected it after unhighlighting and highlighting it again, so the delegate heard two highlights.
        let f = Fixture(counts: [10])
        let order = OrderDelegate()
        f.collectionView.delegate = order
        f.collectionView.touchBegan(at: Point(x: 10, y: 10))
        f.collectionView.handleTap(at: Point(x: 10, y: 10))
        XCTAssertEqual(order.events, ["shouldHighlight", "didHighlight", "shouldSelect(highlighted: true)", "didUnhighlight", "didSelect"])
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [ip(0, 0)])
        // A tap elsewhere than the touch's highlight moves the highlight first.
        order.events = []
        f.collectionView.touchBegan(at: Point(x: 10, y: 10))
        f.collectionView.handleTap(at: Point(x: 70, y: 10))
        XCTAssertEqual(order.events, ["shouldHighlight", "didHighlight", "didUnhighlight", "shouldHighlight", "didHighlight",
                                      "shouldSelect(highlighted: true)", "didUnhighlight", "didSelect"])
    }

    private func tap(_ f: Fixture, _ p: Point) {
        f.collectionView.touchBegan(at: p)
        f.collectionView.touchEnded(at: p)
    }
}

/// A layout whose cells are set by the test.
final class ManualLayout: Layout {
    var cells: [LayoutAttributes] = []
    override var contentSize: Size { Size(width: 320, height: 480) }
    override func attributesForElements(in rect: Rect) -> [LayoutAttributes] { cells.filter { $0.frame.intersects(rect) } }
    override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? { cells.first { $0.indexPath == indexPath } }
}

/// A recognized tap selects through the collection view's own tap handling, with no touches sent back in.
final class HandleTapTests: XCTestCase {
    func testARecognizedTapSelectsAndTellsTheDelegateAsATouchWould() {
        let f = Fixture(counts: [10])
        f.collectionView.handleTap(at: Point(x: 80, y: 25))
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [ElementPath(item: 1, section: 0)])
        XCTAssertEqual(f.data.events.suffix(3), ["highlight [0, 1]", "unhighlight [0, 1]", "select [0, 1]"])
    }

    func testAnItemThatMayNotBeHighlightedIsNotSelectedByATap() {
        let f = Fixture(counts: [10])
        f.data.refuseHighlight = [ElementPath(item: 1, section: 0)]
        f.collectionView.handleTap(at: Point(x: 80, y: 25))
        XCTAssertEqual(f.collectionView.indexPathsForSelectedItems, [])
    }
}
