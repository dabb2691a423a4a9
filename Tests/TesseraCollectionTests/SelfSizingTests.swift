import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// Self-sizing cells, as UIKit has them: a flow layout with an `estimatedItemSize`
/// asks each cell it shows for `preferredLayoutAttributesFitting(_:)` and takes that size.
final class SelfSizingTests: XCTestCase {
    /// A cell whose content asks for a size of its own: 30, 50 or 70 wide by item, 40 high.
    final class ChipCell: TestCell {
        static func size(uid: Int) -> Size { Size(width: 30 + Double(uid % 3) * 20, height: 40) }
        override func preferredLayoutAttributesFitting(_ attributes: LayoutAttributes) -> LayoutAttributes {
            var a = attributes
            a.size = Self.size(uid: uid)
            return a
        }
    }

    private func fixture(count: Int = 400, estimate: Size = Size(width: 50, height: 50)) -> Fixture {
        let layout = FlowLayout()
        layout.estimatedItemSize = estimate
        layout.lineAlignment = .leading
        return Fixture(counts: [count], layout: layout, cellClass: ChipCell.self)
    }

    // UIKit: setting estimatedItemSize to a non-zero size "causes the collection view to query
    // each cell for its actual size using the cell's preferredLayoutAttributesFitting(_:)
    // method", and "cells that aren't onscreen are assumed to be the estimated height"
    // (UICollectionViewFlowLayout.estimatedItemSize documentation).
    func testAFlowWithAnEstimatedSizeGivesEachCellOnScreenTheSizeItAsksForAndOthersTheEstimate() {
        let f = fixture()
        let visible = f.collectionView.indexPathsForVisibleItems
        XCTAssertFalse(visible.isEmpty)
        for path in visible {
            XCTAssertEqual(f.cell(path)?.attributes?.size, ChipCell.size(uid: path.item), "\(path)")
            XCTAssertEqual(f.flow.attributesForItem(at: path)?.size, ChipCell.size(uid: path.item), "\(path)")
        }
        XCTAssertEqual(f.flow.attributesForItem(at: ip(0, 399))?.size, Size(width: 50, height: 50), "never shown: the estimate")
    }

    // UIKit: any non-zero estimatedItemSize turns self-sizing on. An estimate a fraction of a point large drew every
    // cell smaller than a pixel, which got no view, so no cell was ever asked its size and the screen stayed blank.
    func testAnEstimateSmallerThanAPixelStillShowsTheCellsAndTheyTakeTheirOwnSize() {
        for estimate in [Size(width: 0.5, height: 0.5), Size(width: 0.001, height: 0.001), Size(width: 0, height: 1)] {
            let f = fixture(count: 20, estimate: estimate)
            XCTAssertEqual(f.collectionView.indexPathsForVisibleItems.count, 20, "\(estimate)")
            for path in f.collectionView.indexPathsForVisibleItems {
                XCTAssertEqual(f.flow.attributesForItem(at: path)?.size, ChipCell.size(uid: path.item), "\(estimate) \(path)")
            }
            XCTAssertEqual(f.collectionView.indexPathForItem(at: Point(x: 10, y: 10)), ip(0, 0), "\(estimate)")
        }
    }

    // UIKit: estimatedItemSize defaults to zero, and then the flow layout sizes items from
    // itemSize or its delegate; a cell's preference is not asked for.
    func testWithoutAnEstimatedSizeTheLayoutsSizesStand() {
        let f = fixture(estimate: .zero)
        for path in f.collectionView.indexPathsForVisibleItems {
            XCTAssertEqual(f.cell(path)?.attributes?.size, Size(width: 50, height: 50), "\(path)")
        }
    }

    // UIKit: automaticSize is "a non-zero, placeholder value" that turns self-sizing on
    // (UICollectionViewFlowLayout.automaticSize documentation). Here items not yet shown
    // are given itemSize.
    func testTheAutomaticSizeTurnsSelfSizingOnWithTheItemSizeAsTheEstimate() {
        let layout = FlowLayout()
        layout.itemSize = Size(width: 80, height: 80)
        layout.estimatedItemSize = FlowLayout.automaticSize
        let f = Fixture(counts: [400], layout: layout, cellClass: ChipCell.self)
        XCTAssertEqual(f.cell(ip(0, 1))?.attributes?.size, ChipCell.size(uid: 1))
        XCTAssertEqual(layout.attributesForItem(at: ip(0, 399))?.size, Size(width: 80, height: 80))
    }

    func testCellsAboveTheVisibleAreaThatSizeThemselvesWhileScrollingUpDoNotMoveWhatIsOnScreen() {
        let f = fixture()
        // Jump far down: everything above is still at the estimate.
        f.collectionView.contentOffset = Point(x: 0, y: 3_000)
        f.collectionView.tick()
        for _ in 0..<20 {
            let visible = f.collectionView.indexPathsForVisibleItems
            guard let anchor = visible.first, let before = f.cell(anchor)?.attributes?.frame else { return XCTFail("no cells") }
            let screenBefore = before.minY - f.collectionView.contentOffset.y
            f.collectionView.contentOffset = Point(x: 0, y: f.collectionView.contentOffset.y - 60)
            f.collectionView.tick()
            let after = f.cell(anchor)!.attributes!.frame
            XCTAssertEqual(after.minY - f.collectionView.contentOffset.y, screenBefore + 60, accuracy: 1e-9,
                           "item \(anchor.item) moves down by the 60 pt scrolled, and not by the rows sized above it")
            if f.collectionView.contentOffset.y <= 0 { break }
        }
    }

    func testASizeStaysWithItsItemThroughAnUpdateThatMovesIt() throws {
        let f = fixture()
        let sized = f.flow.attributesForItem(at: ip(0, 4))!.size
        XCTAssertEqual(sized, ChipCell.size(uid: 4))
        // Scroll item 4 away, so its cell is not asked again, then delete item 0 above it.
        f.collectionView.contentOffset = Point(x: 0, y: 4_000)
        f.collectionView.tick()
        XCTAssertNil(f.cell(ip(0, 4)))
        f.data.sections[0].remove(at: 0)
        try f.collectionView.performBatchUpdates { $0.deleteItems(at: [ip(0, 0)]) }
        f.advance(.seconds(1))
        XCTAssertEqual(f.flow.attributesForItem(at: ip(0, 3))?.size, sized, "the item, now at 3, keeps its size")
    }

    /// A cell that asks for more than its estimate, as most do.
    final class TallCell: TestCell {
        override func preferredLayoutAttributesFitting(_ attributes: LayoutAttributes) -> LayoutAttributes {
            var a = attributes
            a.size = Size(width: 140, height: 90)
            return a
        }
    }

    /// Cells the first sizing round placed on screen, and their real sizes then pushed off it, never reach the
    /// delegate: it heard `didEndDisplaying` before `willDisplay` for each, then counted them on screen for good, and
    /// scrolling left a dozen such phantom cells "displayed" (an app that starts video or counts impressions in
    /// `willDisplay` kept them going). UIKit tells a cell's `willDisplay` before its `didEndDisplaying`.
    func testCellsThatGrowPastTheirEstimateAreToldOfTheirDisplayInOrderAndOnlyWhileOnScreen() {
        let layout = FlowLayout()
        layout.estimatedItemSize = Size(width: 100, height: 50)
        let f = Fixture(counts: [400], layout: layout, cellClass: TallCell.self)
        func displayed() -> Set<String> {
            var shown: Set<String> = []
            for event in f.data.displayEvents {
                let parts = event.split(separator: " ", maxSplits: 1)
                if parts[0] == "will" {
                    XCTAssertTrue(shown.insert(String(parts[1])).inserted, "willDisplay twice without an end: \(parts[1])")
                } else {
                    XCTAssertNotNil(shown.remove(String(parts[1])), "didEndDisplaying before willDisplay: \(parts[1])")
                }
            }
            return shown
        }
        let visible = { Set(f.collectionView.indexPathsForVisibleItems.map { "\($0)" }) }
        XCTAssertEqual(displayed(), visible(), "on the first screen")
        for y in stride(from: 200.0, through: 6000, by: 200) {
            f.collectionView.contentOffset = Point(x: 0, y: y)
            f.collectionView.tick()
        }
        XCTAssertEqual(displayed(), visible(), "after scrolling")
    }

    /// A row of the full width, 80 points tall: four times its estimate.
    final class RowCell: TestCell {
        override func preferredLayoutAttributesFitting(_ attributes: LayoutAttributes) -> LayoutAttributes {
            var a = attributes
            a.size = Size(width: 300, height: 80)
            return a
        }
    }

    private func rows() -> Fixture {
        let layout = FlowLayout()
        layout.estimatedItemSize = Size(width: 300, height: 20)
        return Fixture(counts: [50], layout: layout, cellClass: RowCell.self)
    }

    /// Where the item is on screen: its frame in the layout less the content offset.
    private func onScreen(_ f: Fixture, _ item: Int) throws -> Rect {
        let frame = try XCTUnwrap(f.flow.attributesForItem(at: ip(0, item))?.frame)
        return frame.offsetBy(dx: -f.collectionView.contentOffset.x, dy: -f.collectionView.contentOffset.y)
    }

    // UIKit: scrollToItem "scrolls the collection view contents until the specified item is visible". Aimed from
    // the estimates, the cells laid out on the way took their real sizes and pushed item 40 some 550 points below
    // the screen, which showed items 34 to 39.
    func testScrollingToAnItemPastCellsThatSizeThemselvesLandsOnIt() throws {
        for (position, edge) in [(ScrollPosition.top, 0.0), (.centeredVertically, 200), (.bottom, 400)] {
            let f = rows()
            try f.collectionView.scrollToItem(at: ip(0, 40), at: position, animated: false)
            f.collectionView.tick()
            let frame = try onScreen(f, 40)
            XCTAssertEqual(frame.height, 80, "\(position): sized")
            XCTAssertEqual(position == .top ? frame.minY : position == .bottom ? frame.maxY - 80 : frame.midY - 40, edge,
                           "\(position)")
            XCTAssertTrue(f.collectionView.indexPathsForVisibleItems.contains(ip(0, 40)), "\(position)")
        }
    }

    func testAnAnimatedScrollToAnItemPastCellsThatSizeThemselvesEndsOnIt() throws {
        let f = rows()
        try f.collectionView.scrollToItem(at: ip(0, 40), at: .top, animated: true)
        for _ in 0..<60 { f.advance(.milliseconds(16)) }
        XCTAssertFalse(f.collectionView.isScrollAnimating)
        XCTAssertEqual(try onScreen(f, 40).minY, 0)
        XCTAssertTrue(f.collectionView.indexPathsForVisibleItems.contains(ip(0, 40)))
    }

    func testADragDuringAnAnimatedScrollToAnItemIsNotUndoneWhenItEnds() throws {
        let f = rows()
        try f.collectionView.scrollToItem(at: ip(0, 40), at: .top, animated: true)
        f.advance(.milliseconds(100))
        f.collectionView.setContentOffset(Point(x: 0, y: 100), animated: false)
        for _ in 0..<60 { f.advance(.milliseconds(16)) }
        XCTAssertEqual(f.collectionView.contentOffset.y, 100, "another scroll replaced it")
    }
}
