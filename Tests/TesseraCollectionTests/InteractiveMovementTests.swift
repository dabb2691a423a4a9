import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

final class InteractiveMovementTests: XCTestCase {
    func testDraggingAnItemOpensAGapAndDroppingTellsTheDataSource() {
        let f = Fixture(counts: [10])
        let cell = f.cell(ip(0, 0))!
        XCTAssertTrue(f.collectionView.beginInteractiveMovementForItem(at: ip(0, 0)))
        // Over item 3 (x 202.5…252.5 in the justified 5-column grid): the item takes its place.
        let over3 = f.flow.attributesForItem(at: ip(0, 3))!.center
        f.collectionView.updateInteractiveMovementTargetPosition(over3)
        XCTAssertEqual(f.collectionView.interactiveMovementTarget, ip(0, 3))
        XCTAssertEqual(cell.attributes?.center, over3, "the image follows the finger")
        XCTAssertGreaterThan(cell.attributes!.zIndex, 1000)
        f.advance(.milliseconds(400))
        XCTAssertEqual(f.cell(ip(0, 0))?.uid, 1, "the others shifted to close and open the gap")
        XCTAssertEqual(f.cell(ip(0, 0))?.attributes?.frame, f.flow.attributesForItem(at: ip(0, 0))?.frame)
        XCTAssertTrue(f.data.moves.isEmpty, "the data source hears only at the drop")
        f.collectionView.endInteractiveMovement()
        XCTAssertEqual(f.data.moves.map { "\($0.0)→\($0.1)" }, ["[0, 0]→[0, 3]"])
        XCTAssertEqual(f.data.sections[0].map(\.uid), [1, 2, 3, 0, 4, 5, 6, 7, 8, 9])
        f.advance(.milliseconds(400))
        XCTAssertTrue(f.cell(ip(0, 3)) === cell)
        XCTAssertEqual(cell.attributes, f.flow.attributesForItem(at: ip(0, 3)))
        XCTAssertEqual(f.collectionView.itemIdentities, [[1, 2, 3, 0, 4, 5, 6, 7, 8, 9]])
    }

    func testNewCellsDuringAMovementShowTheRightItems() {
        let f = Fixture(counts: [10])
        f.collectionView.beginInteractiveMovementForItem(at: ip(0, 1))
        f.collectionView.updateInteractiveMovementTargetPosition(f.flow.attributesForItem(at: ip(0, 6))!.center)
        f.collectionView.reloadDataKeepingMovementForTest()
        XCTAssertEqual(f.cell(ip(0, 6))?.uid, 1)
        XCTAssertEqual(f.cell(ip(0, 1))?.uid, 2)
        XCTAssertEqual(f.cell(ip(0, 7))?.uid, 7)
    }

    func testACancelledMovementPutsTheItemBackAndTellsNoOne() {
        let f = Fixture(counts: [10])
        f.collectionView.beginInteractiveMovementForItem(at: ip(0, 0))
        f.collectionView.updateInteractiveMovementTargetPosition(f.flow.attributesForItem(at: ip(0, 4))!.center)
        f.collectionView.cancelInteractiveMovement()
        f.advance(.milliseconds(400))
        XCTAssertTrue(f.data.moves.isEmpty)
        XCTAssertEqual(f.cell(ip(0, 0))?.uid, 0)
        XCTAssertEqual(f.collectionView.itemIdentities, [Array(0..<10)])
        XCTAssertFalse(f.collectionView.isMovingItem)
    }

    /// UIKit keeps no identities of its own, but a moved cell is the same item wherever it lands
    /// (`moveItem(at:to:)` across sections moves it, it does not delete and insert it), and where UIKit names
    /// items, in `NSDiffableDataSourceSnapshot`, "each of your sections and items must have unique identifiers"
    /// across the whole snapshot, not per section (UIKit documentation, NSDiffableDataSourceSnapshot). So an
    /// item dragged into another section keeps its identity, and it is one that no item there has.
    func testAnItemDraggedIntoAnotherSectionKeepsAnIdentityNoOtherItemHas() {
        let f = Fixture(counts: [3, 2])
        XCTAssertEqual(f.collectionView.itemIdentities, [[0, 1, 2], [3, 4]], "numbered across sections, section 0 first")
        f.collectionView.beginInteractiveMovementForItem(at: ip(1, 0))
        // Past section 0's last item on its line (item 2 ends at x 185): the item is appended there.
        f.collectionView.updateInteractiveMovementTargetPosition(Point(x: 250, y: 25))
        XCTAssertEqual(f.collectionView.interactiveMovementTarget, ip(0, 3))
        XCTAssertEqual(f.collectionView.itemIdentities, [[0, 1, 2, 3], [4]], "while it moves")
        f.collectionView.endInteractiveMovement()
        f.advance(.milliseconds(400))
        XCTAssertEqual(f.collectionView.itemIdentities, [[0, 1, 2, 3], [4]])
        XCTAssertEqual(f.data.sections.map { $0.map(\.uid) }, [[0, 1, 2, 3], [4]], "the identities are the model's own order")
        XCTAssertEqual(Set(f.collectionView.itemIdentities.joined()).count, 5, "no two items share an identity")
    }
}

extension CollectionView {
    /// Recycles every live view while a movement runs, so each is asked for again.
    func reloadDataKeepingMovementForTest() {
        for (key, element) in live { registry.recycle(element.view, as: key) }
        live.removeAll()
        animator.tracks.removeAll()
        layoutIfNeeded()
    }
}
