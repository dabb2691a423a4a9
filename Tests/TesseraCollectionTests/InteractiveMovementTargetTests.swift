import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

final class InteractiveMovementTargetTests: XCTestCase {
    // The 5-column grid: column k starts at x 67.5·k, rows every 60 pt.

    func testDroppingPastASectionsLastItemAppendsItToThatSection() {
        let f = Fixture(counts: [7, 5])
        f.collectionView.beginInteractiveMovementForItem(at: ip(0, 0))
        // Item 6 ends the second row at x 117.5; the point is after it on its line.
        f.collectionView.updateInteractiveMovementTargetPosition(Point(x: 250, y: 85))
        XCTAssertEqual(f.collectionView.interactiveMovementTarget, ip(0, 6))
        // Section 1's only row is y 120…170; below it is past its last item.
        f.collectionView.updateInteractiveMovementTargetPosition(Point(x: 100, y: 200))
        XCTAssertEqual(f.collectionView.interactiveMovementTarget, ip(1, 5))
        f.collectionView.endInteractiveMovement()
        XCTAssertEqual(f.data.moves.map { "\($0.0)→\($0.1)" }, ["[0, 0]→[1, 5]"])
        XCTAssertEqual(f.data.sections.map { $0.map(\.uid) }, [[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 0]])
        f.advance(.milliseconds(400))
        XCTAssertEqual(f.cell(ip(1, 5))?.uid, 0)
    }

    func testAGapBetweenItemsLeavesTheTargetWhereItIs() {
        let f = Fixture(counts: [10])
        f.collectionView.beginInteractiveMovementForItem(at: ip(0, 0))
        f.collectionView.updateInteractiveMovementTargetPosition(Point(x: 58, y: 25))
        XCTAssertEqual(f.collectionView.interactiveMovementTarget, ip(0, 0))
    }

    func testOverItsOwnPlaceTheItemStaysEvenOffAFlow() {
        // The Circle demo's geometry: item 11 sits up and to the left of item 0, so by
        // reading order item 0's own place at the top lies "past the last item".
        let f = Fixture(counts: [12], layout: RingLayout())
        f.collectionView.beginInteractiveMovementForItem(at: ip(0, 0))
        f.collectionView.updateInteractiveMovementTargetPosition(Point(x: 160, y: 112))
        XCTAssertEqual(f.collectionView.interactiveMovementTarget, ip(0, 0), "picked up and not moved: it stays")
        f.collectionView.updateInteractiveMovementTargetPosition(Point(x: 288, y: 240))
        XCTAssertEqual(f.collectionView.interactiveMovementTarget, ip(0, 3), "over item 3: its place")
        f.collectionView.updateInteractiveMovementTargetPosition(Point(x: 286, y: 242))
        XCTAssertEqual(f.collectionView.interactiveMovementTarget, ip(0, 3), "over its new place, below item 11: it stays")
        f.collectionView.endInteractiveMovement()
        XCTAssertEqual(f.data.sections[0].map(\.uid), [1, 2, 3, 0, 4, 5, 6, 7, 8, 9, 10, 11])
    }

    func testAnItemCanBeDroppedIntoAnEmptySection() {
        let f = Fixture(counts: [3, 0, 2])
        f.data.headerHeight = 20
        f.collectionView.delegate = f.data
        f.collectionView.tick()
        // Section 1 is just its header, at y 70…90.
        XCTAssertEqual(f.flow.attributesForSupplementaryView(ofKind: .sectionHeader, at: ip(1, 0))?.frame.minY, 70)
        f.collectionView.beginInteractiveMovementForItem(at: ip(0, 0))
        f.collectionView.updateInteractiveMovementTargetPosition(Point(x: 160, y: 80))
        XCTAssertEqual(f.collectionView.interactiveMovementTarget, ip(1, 0))
        f.collectionView.endInteractiveMovement()
        XCTAssertEqual(f.data.sections.map { $0.map(\.uid) }, [[1, 2], [0], [3, 4]])
        XCTAssertEqual(f.collectionView.itemIdentities, [[1, 2], [0], [3, 4]])
    }

    func testTheDelegateCanRedirectTheMovesTarget() {
        let f = Fixture(counts: [10])
        var asked: [String] = []
        f.data.moveRedirect = { original, current, proposed in
            asked.append("\(original) \(current) \(proposed)")
            return proposed.item == 3 ? ip(0, 5) : proposed
        }
        f.collectionView.beginInteractiveMovementForItem(at: ip(0, 0))
        f.collectionView.updateInteractiveMovementTargetPosition(f.flow.attributesForItem(at: ip(0, 3))!.center)
        XCTAssertEqual(asked, ["[0, 0] [0, 0] [0, 3]"])
        XCTAssertEqual(f.collectionView.interactiveMovementTarget, ip(0, 5))
        f.data.moveRedirect = { _, _, _ in ip(0, 99) }
        f.collectionView.updateInteractiveMovementTargetPosition(f.flow.attributesForItem(at: ip(0, 8))!.center)
        XCTAssertEqual(f.collectionView.interactiveMovementTarget, ip(0, 5), "a place out of range is ignored")
        f.collectionView.endInteractiveMovement()
        XCTAssertEqual(f.data.sections[0].map(\.uid), [1, 2, 3, 4, 5, 0, 6, 7, 8, 9])
    }

    /// A delegate written before iOS 15 implements only `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`;
    /// UIKit still asks it when the newer method is missing (UIKit documentation, UICollectionViewDelegate, deprecated symbols).
    func testADelegateWithOnlyTheOlderMoveTargetMethodStillRedirectsTheMove() {
        final class OldDelegate: CollectionViewDelegate {
            var asked: [String] = []
            func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: ElementPath,
                                toProposedIndexPath proposedIndexPath: ElementPath) -> ElementPath {
                asked.append("\(currentIndexPath) \(proposedIndexPath)")
                return proposedIndexPath.item > 4 ? ElementPath(item: 4, section: 0) : proposedIndexPath
            }
        }
        let f = Fixture(counts: [10])
        let old = OldDelegate()
        f.collectionView.delegate = old
        f.collectionView.beginInteractiveMovementForItem(at: ip(0, 0))
        f.collectionView.updateInteractiveMovementTargetPosition(f.flow.attributesForItem(at: ip(0, 2))!.center)
        f.collectionView.updateInteractiveMovementTargetPosition(f.flow.attributesForItem(at: ip(0, 8))!.center)
        XCTAssertEqual(old.asked, ["[0, 0] [0, 2]", "[0, 2] [0, 8]"], "asked with where the item is now")
        XCTAssertEqual(f.collectionView.interactiveMovementTarget, ip(0, 4), "held back at 4, as the old method says")
        f.collectionView.endInteractiveMovement()
        XCTAssertEqual(f.data.sections[0].map(\.uid), [1, 2, 3, 4, 0, 5, 6, 7, 8, 9])
    }

    func testABatchUpdateDuringAMovementCancelsTheMovementFirst() throws {
        let f = Fixture(counts: [10])
        f.collectionView.beginInteractiveMovementForItem(at: ip(0, 0))
        f.collectionView.updateInteractiveMovementTargetPosition(f.flow.attributesForItem(at: ip(0, 3))!.center)
        // The data source still has the item at 0: the update speaks its language.
        try f.collectionView.performBatchUpdates { batch in
            f.data.sections[0].remove(at: 9)
            batch.deleteItems(at: [ip(0, 9)])
        }
        XCTAssertFalse(f.collectionView.isMovingItem)
        XCTAssertTrue(f.data.moves.isEmpty, "the data source is not told about a cancelled move")
        XCTAssertEqual(f.collectionView.itemIdentities, [Array(0..<9)])
        f.advance(.milliseconds(400))
        XCTAssertEqual((0..<9).map { f.cell(ip(0, $0))?.uid }, (0..<9).map { $0 })
    }

    func testReloadDataDuringAMovementCancelsIt() {
        let f = Fixture(counts: [10])
        f.collectionView.beginInteractiveMovementForItem(at: ip(0, 0))
        f.collectionView.updateInteractiveMovementTargetPosition(f.flow.attributesForItem(at: ip(0, 3))!.center)
        f.collectionView.reloadData()
        f.collectionView.tick()
        XCTAssertFalse(f.collectionView.isMovingItem)
        XCTAssertTrue(f.data.moves.isEmpty)
        XCTAssertEqual(f.cell(ip(0, 0))?.uid, 0)
        XCTAssertEqual(f.cell(ip(0, 3))?.uid, 3)
    }
}

/// Section 0's items on a ring, cell 0 at the top and the rest clockwise, as the
/// Circle demo layout: 70×70 cells on a radius of 128 around (160, 240).
private final class RingLayout: Layout {
    private var cells: [LayoutAttributes] = []
    private var size = Size.zero

    override func prepare() {
        super.prepare()
        cells = []
        guard let context = collectionView else { return }
        size = context.bounds.size
        let n = context.numberOfSections > 0 ? context.numberOfItems(inSection: 0) : 0
        for i in 0..<n {
            let angle = 2 * Double(i) * Double.pi / Double(n) - Double.pi / 2
            cells.append(LayoutAttributes(forCellAt: ip(0, i), center: Point(x: 160 + 128 * cos(angle), y: 240 + 128 * sin(angle)),
                                          size: Size(width: 70, height: 70)))
        }
    }

    override var contentSize: Size { size }
    override func attributesForElements(in rect: Rect) -> [LayoutAttributes] { cells.filter { $0.frame.intersects(rect) } }
    override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        indexPath.section == 0 && indexPath.item >= 0 && indexPath.item < cells.count ? cells[indexPath.item] : nil
    }
}
