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
    ///
    /// Cells that size themselves (estimated sizes) can move the item once they are laid out at the new offset, so
    /// the item is aimed at again after a layout pass until it stays put (at most ``maximumSelfSizingPasses``
    /// times), as UIKit's lands on the item; an animated scroll is aimed again when it ends.
    func scrollToValidItem(at indexPath: ElementPath, at position: ScrollPosition, animated: Bool) {
        guard position.conflictingAxis == nil, let offset = aimedOffset(at: indexPath, position) else { return }
        setContentOffset(offset, animated: animated)
        if animated, isScrollAnimating {
            pendingScrollToItem = (indexPath, position)
        } else {
            aimAgain(at: indexPath, position)
        }
    }

    /// Ends an animated ``scrollToItem(at:at:animated:)`` after the frame's pass: once its animation has come to
    /// rest, the item is aimed at again where the pass laid it out. Another scroll, or a finger, drops it.
    func finishPendingScrollToItem() {
        guard let pending = pendingScrollToItem, !isScrollAnimating else { return }
        pendingScrollToItem = nil
        if case .idle = scrollState { aimAgain(at: pending.indexPath, pending.position) }
    }

    /// Lays out and aims at the item again until its offset stays put; not from inside a layout pass or an update
    /// closure, where the data may be half changed.
    private func aimAgain(at indexPath: ElementPath, _ position: ScrollPosition) {
        guard !isInLayoutPass, updateClosureDepth == 0 else { return }
        for _ in 0..<Self.maximumSelfSizingPasses {
            layoutIfNeeded()
            guard indexPath.section < numberOfSections, indexPath.item < numberOfItems(inSection: indexPath.section),
                  let again = aimedOffset(at: indexPath, position), again != contentOffset else { return }
            setContentOffset(again, animated: false)
        }
    }

    /// The resting offset that puts the item at `indexPath` at `position`, from its frame in the layout as it is;
    /// nil when the layout gives the item no attributes.
    private func aimedOffset(at indexPath: ElementPath, _ position: ScrollPosition) -> Point? {
        collectionViewLayout.prepareIfNeeded()
        guard let frame = collectionViewLayout.attributesForItem(at: indexPath)?.frame else { return nil }
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
        return clampedContentOffset(offset)
    }
}
