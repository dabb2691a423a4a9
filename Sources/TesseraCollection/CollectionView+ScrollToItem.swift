import TesseraGeometry
import TesseraLayout

extension CollectionView {
    /// Scrolls so the item at `indexPath` sits at `position`, as UIKit's `scrollToItem(at:at:animated:)`.
    ///
    /// Each position lines the item's frame up with the visible area inside ``adjustedContentInset``: `.top`
    /// puts its top edge just below the top inset, `.centeredVertically` its centre in the middle, `.bottom`
    /// its bottom edge just above the bottom inset, and `.left`, `.centeredHorizontally` and `.right` likewise
    /// across. An axis without a position in `position` stays put. The offset is then clamped to the resting
    /// range, so the last items come to rest with the content's far edge at the bounds' far edge. A layout that
    /// gives the item no attributes leaves the offset alone. Paging does not apply to scrolling from code.
    ///
    /// ```swift
    /// try collectionView.scrollToItem(at: ElementPath(item: 40, section: 0), at: .centeredVertically, animated: true)
    /// ```
    ///
    /// - Throws: ``ScrollToItemError`` when `indexPath` names no item in the collection view's counts, and
    ///   ``ScrollPositionError`` when `position` names more than one position along an axis, where UIKit raises
    ///   `NSInvalidArgumentException`. Nothing scrolls.
    public func scrollToItem(at indexPath: ElementPath, at position: ScrollPosition, animated: Bool) throws {
        if let axis = position.conflictingAxis { throw ScrollPositionError(position: position, axis: axis) }
        let sections = numberOfSections
        guard indexPath.section >= 0, indexPath.section < sections else {
            throw ScrollToItemError(indexPath: indexPath, numberOfSections: sections, numberOfItems: nil)
        }
        let items = numberOfItems(inSection: indexPath.section)
        guard indexPath.item >= 0, indexPath.item < items else {
            throw ScrollToItemError(indexPath: indexPath, numberOfSections: sections, numberOfItems: items)
        }
        scrollToValidItem(at: indexPath, at: position, animated: animated)
    }

    /// ``scrollToItem(at:at:animated:)`` for an index path already known to name an item.
    func scrollToValidItem(at indexPath: ElementPath, at position: ScrollPosition, animated: Bool) {
        guard position.conflictingAxis == nil else { return }
        collectionViewLayout.prepareIfNeeded()
        guard let frame = collectionViewLayout.attributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        let inset = adjustedContentInset
        let visibleWidth = bounds.width - inset.horizontal
        let visibleHeight = bounds.height - inset.vertical
        if position.contains(.top) { offset.y = frame.minY - inset.top }
        if position.contains(.centeredVertically) { offset.y = frame.midY - inset.top - visibleHeight / 2 }
        if position.contains(.bottom) { offset.y = frame.maxY - inset.top - visibleHeight }
        if position.contains(.left) { offset.x = frame.minX - inset.left }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - visibleWidth / 2 }
        if position.contains(.right) { offset.x = frame.maxX - inset.left - visibleWidth }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }
}
