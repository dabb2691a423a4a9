import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// UIKit's interactive reordering runs through the layout: the layout chooses the drop target,
/// draws the lifted item, and is invalidated (not batch-updated) as the target changes.
final class InteractiveMovementInvalidationTests: XCTestCase {
    // The 5-column grid: column k starts at x 67.5·k, rows every 60 pt.

    /// UIKit: "The layout object uses this method to retrieve invalidation contexts when an interactive move of one
    /// or more items is in progress" (UIKit documentation, UICollectionViewLayout
    /// `invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)`), and
    /// the context's `previousIndexPathsForInteractivelyMovingItems` "is filled when an interactive move is in progress
    /// or has just ended" (UICollectionViewLayoutInvalidationContext). The data source hears of the move only in
    /// `endInteractiveMovement()`, which "moves the item to its new location permanently" by calling
    /// `collectionView(_:moveItemAt:to:)` (UICollectionView). So a drag is a run of invalidations, not batch
    /// updates: `prepare(forCollectionViewUpdates:)` is not called while it runs.
    func testDraggingOverFourItemsInvalidatesTheLayoutForEachTargetAndRunsNoBatchUpdate() {
        let layout = MovementSpyLayout()
        let f = Fixture(counts: [10], layout: layout)
        let slots = (1...4).map { f.flow.attributesForItem(at: ip(0, $0))!.center }
        XCTAssertTrue(f.collectionView.beginInteractiveMovementForItem(at: ip(0, 0)))
        for p in slots { f.collectionView.updateInteractiveMovementTargetPosition(p) }

        XCTAssertEqual(f.collectionView.interactiveMovementTarget, ip(0, 4))
        XCTAssertEqual(layout.updateItems.count, 0, "no batch update while the item is dragged")
        XCTAssertEqual(layout.finalizeCount, 0)
        XCTAssertEqual(layout.movementSteps, ["[0, 0]→[0, 0]", "[0, 0]→[0, 1]", "[0, 1]→[0, 2]", "[0, 2]→[0, 3]", "[0, 3]→[0, 4]"],
                       "begun, then one invalidation per new target")
        XCTAssertEqual(layout.movementPoints.dropFirst().map { $0 }, slots, "each carries the point that chose it")
        XCTAssertFalse(layout.movementContexts[1].invalidateDataSourceCounts, "within a section the counts stay")
        XCTAssertEqual(f.collectionView.itemIdentities, [[1, 2, 3, 4, 0, 5, 6, 7, 8, 9]], "the layout sees the would-be order")
        XCTAssertTrue(f.data.moves.isEmpty, "the data source hears only at the drop")

        // The others animate to their places: item 1's cell starts where it was.
        XCTAssertEqual(f.cell(ip(0, 0))?.uid, 1)
        XCTAssertEqual(f.cell(ip(0, 0))?.attributes?.frame.minX, 67.5)
        f.advance(.milliseconds(400))
        XCTAssertEqual(f.cell(ip(0, 0))?.attributes?.frame, f.flow.attributesForItem(at: ip(0, 0))?.frame)

        f.collectionView.endInteractiveMovement()
        XCTAssertEqual(f.data.moves.map { "\($0.0)→\($0.1)" }, ["[0, 0]→[0, 4]"])
        XCTAssertEqual(layout.updateItems.count, 0, "the drop is not a batch update either")
    }

    /// UIKit: `targetIndexPath(forInteractivelyMovingItem:withPosition:)` "maps points in the collection view's bounds
    /// rectangle to index paths"; "You can override this method as needed to change how the index path is
    /// determined" (UIKit documentation, UICollectionViewLayout). The delegate then "provide[s] a different index path
    /// than the proposed path" if it wants (UICollectionViewDelegate,
    /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`).
    func testTheLayoutChoosesWhereTheDraggedItemWouldLandAndTheDelegateCanStillRedirectIt() {
        let layout = MovementSpyLayout()
        layout.target = { previous, position in position.x > 160 ? ip(0, 7) : previous }
        let f = Fixture(counts: [10], layout: layout)
        f.collectionView.beginInteractiveMovementForItem(at: ip(0, 0))
        // Over item 3 by default; this layout sends anything on the right half to item 7.
        f.collectionView.updateInteractiveMovementTargetPosition(Point(x: 225, y: 25))
        XCTAssertEqual(layout.targetQuestions, ["[0, 0] (225.0, 25.0)"])
        XCTAssertEqual(f.collectionView.interactiveMovementTarget, ip(0, 7))
        f.collectionView.updateInteractiveMovementTargetPosition(Point(x: 40, y: 25))
        XCTAssertEqual(f.collectionView.interactiveMovementTarget, ip(0, 7), "the layout keeps it where it is")

        f.data.moveRedirect = { _, _, proposed in proposed == ip(0, 8) ? ip(0, 6) : proposed }
        layout.target = { _, _ in ip(0, 8) }
        f.collectionView.updateInteractiveMovementTargetPosition(Point(x: 40, y: 85))
        XCTAssertEqual(f.collectionView.interactiveMovementTarget, ip(0, 6), "the delegate redirects the layout's choice")
        f.collectionView.endInteractiveMovement()
        XCTAssertEqual(f.data.sections[0].map(\.uid), [1, 2, 3, 4, 5, 6, 0, 7, 8, 9])
    }

    /// UIKit: `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)` "returns a copy of the item's existing
    /// attributes with two changes: the center point is set to the value in position and the zIndex value is set to
    /// NSIntegerMax so that the item floats above other items"; "Subclasses can override this method and modify
    /// additional layout attributes as needed" (UIKit documentation, UICollectionViewLayout).
    func testTheLayoutGivesTheLiftedItemItsLookAndItSettlesIntoItsPlaceAtTheDrop() {
        let layout = MovementSpyLayout()
        layout.liftedLook = { a in
            var a = a
            a.alpha = 0.8
            a.transform3D = Transform3D(scaleX: 1.2, y: 1.2, z: 1)
            return a
        }
        let f = Fixture(counts: [10], layout: layout)
        let cell = f.cell(ip(0, 0))!
        f.collectionView.beginInteractiveMovementForItem(at: ip(0, 0))
        // In the gap between items 0 and 1: the item stays, and its image follows the point.
        f.collectionView.updateInteractiveMovementTargetPosition(Point(x: 58, y: 25))
        XCTAssertEqual(cell.attributes?.center, Point(x: 58, y: 25), "centred at the position")
        XCTAssertEqual(cell.attributes?.zIndex, Int.max, "UIKit's NSIntegerMax")
        XCTAssertEqual(cell.attributes?.alpha, 0.8, "the layout's own look")
        XCTAssertEqual(cell.attributes?.transform3D, Transform3D(scaleX: 1.2, y: 1.2, z: 1))
        XCTAssertEqual(cell.attributes?.size, f.flow.attributesForItem(at: ip(0, 0))?.size)

        f.collectionView.endInteractiveMovement()
        f.advance(.milliseconds(400))
        XCTAssertEqual(cell.attributes, f.flow.attributesForItem(at: ip(0, 0)), "settled into its place, unlifted")
    }

    /// UIKit: `invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)`
    /// is how "the layout object ... retrieve[s] invalidation contexts when an interactive move of one or more items
    /// ends, either because the move was successful or because it was cancelled"; its final index paths are, "for
    /// cancelled interactions, ... the original index paths of the items", and its previous ones "the last set of
    /// index paths reported by the collection view during the movement sequence" (UIKit documentation,
    /// UICollectionViewLayout). A cancel tells the data source nothing.
    func testDropAndCancelInvalidateWithTheEndingContextAndNoBatchUpdate() {
        let layout = MovementSpyLayout()
        let f = Fixture(counts: [6, 4], layout: layout)
        f.collectionView.beginInteractiveMovementForItem(at: ip(0, 0))
        f.collectionView.updateInteractiveMovementTargetPosition(f.flow.attributesForItem(at: ip(1, 1))!.center)
        XCTAssertEqual(f.collectionView.interactiveMovementTarget, ip(1, 1))
        XCTAssertEqual(layout.movementContexts.last?.invalidateDataSourceCounts, true, "into another section: the counts changed")
        XCTAssertEqual(f.collectionView.numberOfItems(inSection: 1), 5, "the layout counts it in its new section")
        f.collectionView.cancelInteractiveMovement()
        XCTAssertEqual(layout.endings, ["[[0, 0]] from [[1, 1]] cancelled"])
        XCTAssertEqual(layout.updateItems.count, 0, "putting it back is no batch update")
        XCTAssertEqual(f.collectionView.itemIdentities, [[0, 1, 2, 3, 4, 5], [6, 7, 8, 9]])
        XCTAssertTrue(f.data.moves.isEmpty)
        f.advance(.milliseconds(400))
        XCTAssertEqual(f.cell(ip(0, 0))?.attributes, f.flow.attributesForItem(at: ip(0, 0)))

        f.collectionView.beginInteractiveMovementForItem(at: ip(0, 0))
        f.collectionView.updateInteractiveMovementTargetPosition(f.flow.attributesForItem(at: ip(0, 2))!.center)
        f.collectionView.endInteractiveMovement()
        XCTAssertEqual(layout.endings.last, "[[0, 2]] from [[0, 2]] dropped")
        XCTAssertEqual(layout.movementPoints.last, f.flow.attributesForItem(at: ip(0, 2))!.center, "the point of the drop")
        XCTAssertEqual(layout.updateItems.count, 0)
        XCTAssertEqual(f.data.moves.map { "\($0.0)→\($0.1)" }, ["[0, 0]→[0, 2]"])
    }
}

/// A flow layout that records the interactive-movement calls and can answer them its own way.
private final class MovementSpyLayout: FlowLayout {
    var updateItems: [[UpdateItem]] = []
    var finalizeCount = 0
    /// The interactive-movement contexts the layout was invalidated with, in order.
    var movementContexts: [InvalidationContext] = []
    var targetQuestions: [String] = []
    var endings: [String] = []
    var target: ((ElementPath, Point) -> ElementPath)?
    var liftedLook: ((LayoutAttributes) -> LayoutAttributes)?

    var movementSteps: [String] {
        movementContexts.map { c in
            "\(c.previousIndexPathsForInteractivelyMovingItems!.map(\.description).joined())→"
                + "\(c.targetIndexPathsForInteractivelyMovingItems!.map(\.description).joined())"
        }
    }
    var movementPoints: [Point] { movementContexts.map { $0.interactiveMovementTarget! } }

    override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        self.updateItems.append(updateItems)
    }
    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        finalizeCount += 1
    }
    override func invalidateLayout(with context: InvalidationContext) {
        super.invalidateLayout(with: context)
        if context.targetIndexPathsForInteractivelyMovingItems != nil { movementContexts.append(context) }
    }
    override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: ElementPath, withPosition position: Point) -> ElementPath {
        targetQuestions.append("\(previousIndexPath) (\(position.x), \(position.y))")
        return target?(previousIndexPath, position)
            ?? super.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
    }
    override func layoutAttributesForInteractivelyMovingItem(at indexPath: ElementPath, withTargetPosition position: Point) -> LayoutAttributes {
        let a = super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
        return liftedLook?(a) ?? a
    }
    override func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [ElementPath],
                                                                          previousIndexPaths: [ElementPath],
                                                                          movementCancelled: Bool) -> InvalidationContext {
        endings.append("\(indexPaths) from \(previousIndexPaths) \(movementCancelled ? "cancelled" : "dropped")")
        return super.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
                                                                            movementCancelled: movementCancelled)
    }
}
