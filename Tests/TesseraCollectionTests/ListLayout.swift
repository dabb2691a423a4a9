import TesseraGeometry
import TesseraLayout
@testable import TesseraCollection

/// A one-column list, as a chat or a table: each item a full-width row, 50 points
/// tall unless ``heights`` says otherwise, sections one after another.
///
/// It is written as a custom layout that trusts its invalidation contexts: it
/// rebuilds its rows only when ``InvalidationContext/invalidateEverything`` or
/// ``InvalidationContext/invalidateDataSourceCounts`` says so, or when
/// ``resizeItem(at:to:)`` invalidated those rows itself, and it records every context
/// `prepare()` saw.
///
/// With ``keepsReadingPosition`` it keeps the first row on screen where it is
/// when rows are inserted or deleted above it or resized, as a chat does when
/// older messages load above the one being read.
class ListLayout: Layout {
    /// Row heights by index path; 50 for the others.
    var heights: [ElementPath: Double] = [:]
    /// Whether a bounds change invalidates the layout (with the default context).
    var invalidatesOnBoundsChange = false
    /// Whether updates and resizes keep the first row on screen in place.
    var keepsReadingPosition = false

    /// Every context `prepare()` saw, in order.
    private(set) var contexts: [InvalidationContext] = []
    /// How many times `prepare()` rebuilt the rows.
    private(set) var rebuilds = 0
    /// How many times the collection view asked for a content offset after an update or a layout change.
    private(set) var targetOffsetQuestions: [Point] = []

    private var rows: [[Rect]] = []
    private var height = 0.0
    private var rowsInvalidated = false
    /// The first row on screen before an update, and how far below the top of the bounds it began.
    private var anchor: (indexPath: ElementPath, below: Double)?
    /// Where ``anchor``'s row is after the update.
    private var anchorAfterUpdate: ElementPath?

    override func prepare() {
        super.prepare()
        contexts.append(pendingInvalidation)
        let context = pendingInvalidation
        guard context.invalidateEverything || context.invalidateDataSourceCounts || rowsInvalidated else { return }
        if context.invalidateDataSourceCounts, keepsReadingPosition { anchor = firstRowOnScreen() }
        rowsInvalidated = false
        rebuilds += 1
        rebuild()
    }

    private func rebuild() {
        rows = []
        height = 0
        guard let context = collectionView else { return }
        let width = context.bounds.width
        for s in 0..<context.numberOfSections {
            var section: [Rect] = []
            for i in 0..<context.numberOfItems(inSection: s) {
                let h = heights[ip(s, i)] ?? 50
                section.append(Rect(x: 0, y: height, width: width, height: h))
                height += h
            }
            rows.append(section)
        }
    }

    private func firstRowOnScreen() -> (indexPath: ElementPath, below: Double)? {
        guard let bounds = collectionView?.bounds else { return nil }
        for (s, section) in rows.enumerated() {
            for (i, frame) in section.enumerated() where frame.maxY > bounds.minY {
                return (ip(s, i), frame.minY - bounds.minY)
            }
        }
        return nil
    }

    override var contentSize: Size { Size(width: collectionView?.bounds.width ?? 0, height: height) }

    override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for (s, section) in rows.enumerated() {
            for (i, frame) in section.enumerated() where frame.intersects(rect) {
                result.append(LayoutAttributes(forCellAt: ip(s, i), frame: frame))
            }
        }
        return result
    }

    override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < rows.count,
              indexPath.item >= 0, indexPath.item < rows[indexPath.section].count else { return nil }
        return LayoutAttributes(forCellAt: indexPath, frame: rows[indexPath.section][indexPath.item])
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { invalidatesOnBoundsChange }

    // MARK: Keeping the reading position

    /// Follows the anchor row through the update's inserts and deletes (single-section moves are not followed).
    override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        guard keepsReadingPosition, var p = anchor?.indexPath else { return }
        let deleted = updateItems.filter { $0.action == .delete && !$0.isSectionUpdate }.compactMap(\.indexPathBeforeUpdate)
        p.item -= deleted.filter { $0.section == p.section && $0.item < p.item }.count
        let inserted = updateItems.filter { $0.action == .insert && !$0.isSectionUpdate }.compactMap(\.indexPathAfterUpdate)
        for q in inserted.filter({ $0.section == p.section }).sorted(by: { $0.item < $1.item }) where q.item <= p.item {
            p.item += 1
        }
        anchorAfterUpdate = p
    }

    /// With ``keepsReadingPosition``, the offset that puts the anchor row back where it was on screen.
    override func targetContentOffset(forProposedContentOffset proposed: Point) -> Point {
        targetOffsetQuestions.append(proposed)
        guard keepsReadingPosition, let anchor, let p = anchorAfterUpdate, let frame = attributesForItem(at: p)?.frame else {
            return proposed
        }
        return Point(x: proposed.x, y: frame.minY - anchor.below)
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        anchor = nil
        anchorAfterUpdate = nil
    }

    /// Gives the item at `indexPath` a new height, as a self-sizing cell would, and
    /// invalidates with a context that says how much the content grew and, when the
    /// row is above the first row on screen and ``keepsReadingPosition`` is on, that
    /// the offset must grow as much, so nothing on screen moves.
    func resizeItem(at indexPath: ElementPath, to newHeight: Double) {
        let old = heights[indexPath] ?? 50
        heights[indexPath] = newHeight
        var context = InvalidationContext()
        context.invalidatedItemIndexPaths = [indexPath]
        context.contentSizeAdjustment = Size(width: 0, height: newHeight - old)
        if keepsReadingPosition, let top = firstRowOnScreen()?.indexPath,
           indexPath.section < top.section || (indexPath.section == top.section && indexPath.item < top.item) {
            context.contentOffsetAdjustment = Point(x: 0, y: newHeight - old)
        }
        rowsInvalidated = true
        invalidateLayout(with: context)
    }
}
