import TesseraGeometry
import TesseraLayout

/// Hears about and steers selection and highlighting, and supplies the flow
/// layout's per-item values, as `UICollectionViewDelegate` together with
/// `UICollectionViewDelegateFlowLayout`.
///
/// Every method is optional. The `should…` methods default to true and the
/// flow-layout methods to nil, which means "use the layout's own property".
/// The collection view hands a `FlowLayout` an adapter that forwards its
/// `FlowLayoutDelegate` questions here (see ``CollectionView/flowLayoutDelegate``).
public protocol CollectionViewDelegate: AnyObject {
    /// Whether a touch may highlight the item at `indexPath`, as `collectionView(_:shouldHighlightItemAt:)`.
    ///
    /// An item that may not be highlighted is not selected by a tap either.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: ElementPath) -> Bool
    /// Called after a touch or a tap highlights the item at `indexPath`, as `collectionView(_:didHighlightItemAt:)`.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: ElementPath)
    /// Called after the item at `indexPath` loses its highlight, as `collectionView(_:didUnhighlightItemAt:)`.
    ///
    /// The highlight goes when the touch lifts, when it is cancelled (a pan or a long press took it)
    /// and around the selection change a tap makes.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: ElementPath)
    /// Whether a tap may select the item at `indexPath`, as `collectionView(_:shouldSelectItemAt:)`.
    ///
    /// Not asked for ``CollectionView/selectItem(at:animated:scrollPosition:)``.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: ElementPath) -> Bool
    /// Called after a tap selects the item at `indexPath`, as `collectionView(_:didSelectItemAt:)`.
    ///
    /// Not called for ``CollectionView/selectItem(at:animated:scrollPosition:)``.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: ElementPath)
    /// Whether a tap may deselect the selected item at `indexPath`, as `collectionView(_:shouldDeselectItemAt:)`.
    ///
    /// Asked only under ``CollectionView/allowsMultipleSelection``. Under single selection, the items
    /// a tap deselects by selecting another are deselected without asking.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: ElementPath) -> Bool
    /// Called after a tap deselects the item at `indexPath`, as `collectionView(_:didDeselectItemAt:)`.
    ///
    /// Called both for a tapped item under multiple selection and for each item a tap deselects by
    /// selecting another under single selection; not for ``CollectionView/deselectItem(at:animated:)``.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: ElementPath)

    /// Where an interactively moving item goes, as UIKit's method of the same
    /// name: `originalIndexPath` is where the item was when the movement began (the
    /// data source's terms), `currentIndexPath` where the layout has it now, and
    /// `proposedIndexPath` where the finger would put it. Return another place to
    /// redirect it, or `currentIndexPath` to keep it where it is. A place outside
    /// the sections' ranges is ignored. The default asks the older
    /// ``collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)``, as UIKit does
    /// when this one is not implemented, and that one's default returns `proposedIndexPath`.
    func collectionView(_ collectionView: CollectionView,
                        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: ElementPath,
                        atCurrentIndexPath currentIndexPath: ElementPath,
                        toProposedIndexPath proposedIndexPath: ElementPath) -> ElementPath

    /// Where an interactively moving item goes, as UIKit's older method of the same name (deprecated in iOS 15, still
    /// asked there when the newer one is not implemented): `currentIndexPath` is where the layout has the item now.
    ///
    /// Asked only through the default of
    /// ``collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)``,
    /// so a delegate ported from before iOS 15 keeps its rule. The default returns `proposedIndexPath`.
    func collectionView(_ collectionView: CollectionView,
                        targetIndexPathForMoveFromItemAt currentIndexPath: ElementPath,
                        toProposedIndexPath proposedIndexPath: ElementPath) -> ElementPath

    /// Where the content rests after a batch update or a change of layout, as
    /// `collectionView(_:targetContentOffsetForProposedContentOffset:)`: asked after the layout's
    /// `targetContentOffset(forProposedContentOffset:)`, with its answer as `proposedContentOffset`. The default
    /// returns `proposedContentOffset`; whatever it returns is held to the resting range.
    func collectionView(_ collectionView: CollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: Point) -> Point

    /// The transition layout ``CollectionView/startInteractiveTransition(to:completion:)`` installs between
    /// `fromLayout` and `toLayout`, as `collectionView(_:transitionLayoutForOldLayout:newLayout:)`: return an instance
    /// of your own ``TransitionLayout`` subclass, made with these two layouts, to lay the transition out your way.
    /// The default returns a plain ``TransitionLayout``.
    func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: Layout,
                        newLayout toLayout: Layout) -> TransitionLayout

    /// Called before the cell of the item at `indexPath` comes on screen, as `collectionView(_:willDisplay:forItemAt:)`.
    ///
    /// A cell is on screen while its drawn frame meets the visible bounds; cells kept ready in
    /// the margin around them are not. Called after the layout pass that shows the cell, after
    /// the pass's `didEndDisplaying` calls, in the order the layout returned the cells.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: ReusableView, forItemAt indexPath: ElementPath)
    /// Called after the cell of the item at `indexPath` left the screen, as `collectionView(_:didEndDisplaying:forItemAt:)`.
    ///
    /// Called when the cell's drawn frame no longer meets the visible bounds, when its view is
    /// recycled, and for a deleted item when its disappearing animation ends.
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: ReusableView, forItemAt indexPath: ElementPath)
    /// Called before a supplementary view comes on screen, as `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`.
    func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: ReusableView,
                        forElementKind kind: ElementKind, at indexPath: ElementPath)
    /// Called after a supplementary view left the screen, as `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`.
    func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: ReusableView,
                        forElementOfKind kind: ElementKind, at indexPath: ElementPath)

    /// Called after the content offset changed, by a drag, a deceleration, an animation or a
    /// direct set, as `scrollViewDidScroll(_:)`.
    func scrollViewDidScroll(_ collectionView: CollectionView)
    /// Called when a pan begins to scroll the content, as `scrollViewWillBeginDragging(_:)`.
    func scrollViewWillBeginDragging(_ collectionView: CollectionView)
    /// Called when the finger lifts after a drag, as `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    ///
    /// `velocity` is the content's velocity in points per millisecond, as UIKit passes it (zero
    /// along an axis that does not scroll). `targetContentOffset` is where the scroll will come
    /// to rest; set it to rest elsewhere, and the deceleration runs to the new place.
    func scrollViewWillEndDragging(_ collectionView: CollectionView, withVelocity velocity: Point,
                                   targetContentOffset: inout Point)
    /// Called after the finger lifted, as `scrollViewDidEndDragging(_:willDecelerate:)`:
    /// `decelerate` is false when the content is already at rest.
    func scrollViewDidEndDragging(_ collectionView: CollectionView, willDecelerate decelerate: Bool)
    /// Called when the content starts to move on by itself after a drag, as `scrollViewWillBeginDecelerating(_:)`.
    func scrollViewWillBeginDecelerating(_ collectionView: CollectionView)
    /// Called when the deceleration after a drag comes to rest, as `scrollViewDidEndDecelerating(_:)`.
    func scrollViewDidEndDecelerating(_ collectionView: CollectionView)
    /// Called when an animated scroll started by `setContentOffset(_:animated:)` or
    /// `scrollToItem(at:at:animated:)` ends, as `scrollViewDidEndScrollingAnimation(_:)`.
    func scrollViewDidEndScrollingAnimation(_ collectionView: CollectionView)

    /// The size of the item at `indexPath`, as `collectionView(_:layout:sizeForItemAt:)`.
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: ElementPath) -> Size?
    /// Every item size of `section` at once; see `FlowLayoutDelegate.flowLayout(_:sizesForItemsInSection:)`.
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizesForItemsInSection section: Int) -> [Size]?
    /// The insets around `section`'s items, in points, as `collectionView(_:layout:insetForSectionAt:)`.
    ///
    /// Nil uses the layout's `sectionInset`.
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets?
    /// The spacing between `section`'s lines, in points, as UIKit's `minimumLineSpacingForSectionAt`.
    ///
    /// Nil uses the layout's `minimumLineSpacing`.
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout,
                        minimumLineSpacingForSectionAt section: Int) -> Double?
    /// The spacing between items in a line of `section`, in points, as UIKit's `minimumInteritemSpacingForSectionAt`.
    ///
    /// Nil uses the layout's `minimumInteritemSpacing`.
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> Double?
    /// The size of `section`'s header, as `collectionView(_:layout:referenceSizeForHeaderInSection:)`.
    ///
    /// Nil uses the layout's `headerReferenceSize`.
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout,
                        referenceSizeForHeaderInSection section: Int) -> Size?
    /// The size of `section`'s footer, as `collectionView(_:layout:referenceSizeForFooterInSection:)`.
    ///
    /// Nil uses the layout's `footerReferenceSize`.
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout,
                        referenceSizeForFooterInSection section: Int) -> Size?
}

extension CollectionViewDelegate {
    /// Returns `true`: every item may be highlighted.
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: ElementPath) -> Bool { true }
    /// Does nothing; implement it to react to a highlight.
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: ElementPath) {}
    /// Does nothing; implement it to react to the end of a highlight.
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: ElementPath) {}
    /// Returns `true`: a tap may select every item.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: ElementPath) -> Bool { true }
    /// Does nothing; implement it to react to a tap's selection.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: ElementPath) {}
    /// Returns `true`: a tap may deselect every selected item.
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: ElementPath) -> Bool { true }
    /// Does nothing; implement it to react to a tap's deselection.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: ElementPath) {}

    /// Returns what the older `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)` answers.
    public func collectionView(_ collectionView: CollectionView,
                               targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: ElementPath,
                               atCurrentIndexPath currentIndexPath: ElementPath,
                               toProposedIndexPath proposedIndexPath: ElementPath) -> ElementPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath, toProposedIndexPath: proposedIndexPath)
    }

    /// Returns `proposedIndexPath`: the moving item goes where the finger puts it.
    public func collectionView(_ collectionView: CollectionView,
                               targetIndexPathForMoveFromItemAt currentIndexPath: ElementPath,
                               toProposedIndexPath proposedIndexPath: ElementPath) -> ElementPath { proposedIndexPath }

    /// Returns `proposedContentOffset`: the content rests where the layout put it.
    public func collectionView(_ collectionView: CollectionView,
                               targetContentOffsetForProposedContentOffset proposedContentOffset: Point) -> Point {
        proposedContentOffset
    }

    /// Returns a plain ``TransitionLayout`` from `fromLayout` to `toLayout`.
    public func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: Layout,
                               newLayout toLayout: Layout) -> TransitionLayout {
        TransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }

    /// Does nothing; implement it to prepare a cell coming on screen.
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: ReusableView, forItemAt indexPath: ElementPath) {}
    /// Does nothing; implement it to react to a cell leaving the screen.
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: ReusableView, forItemAt indexPath: ElementPath) {}
    /// Does nothing; implement it to prepare a supplementary view coming on screen.
    public func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: ReusableView,
                               forElementKind kind: ElementKind, at indexPath: ElementPath) {}
    /// Does nothing; implement it to react to a supplementary view leaving the screen.
    public func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: ReusableView,
                               forElementOfKind kind: ElementKind, at indexPath: ElementPath) {}

    /// Does nothing; implement it to follow the content offset.
    public func scrollViewDidScroll(_ collectionView: CollectionView) {}
    /// Does nothing; implement it to react to the start of a drag.
    public func scrollViewWillBeginDragging(_ collectionView: CollectionView) {}
    /// Leaves `targetContentOffset` as it is: the scroll rests where the layout and the physics put it.
    public func scrollViewWillEndDragging(_ collectionView: CollectionView, withVelocity velocity: Point,
                                          targetContentOffset: inout Point) {}
    /// Does nothing; implement it to react to the end of a drag.
    public func scrollViewDidEndDragging(_ collectionView: CollectionView, willDecelerate decelerate: Bool) {}
    /// Does nothing; implement it to react to the start of a deceleration.
    public func scrollViewWillBeginDecelerating(_ collectionView: CollectionView) {}
    /// Does nothing; implement it to react to a deceleration coming to rest.
    public func scrollViewDidEndDecelerating(_ collectionView: CollectionView) {}
    /// Does nothing; implement it to react to the end of an animated scroll.
    public func scrollViewDidEndScrollingAnimation(_ collectionView: CollectionView) {}

    /// Returns nil: the flow layout's `itemSize` applies.
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: ElementPath) -> Size? { nil }
    /// Returns nil: sizes are asked item by item through `collectionView(_:layout:sizeForItemAt:)`.
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizesForItemsInSection section: Int) -> [Size]? { nil }
    /// Returns nil: the flow layout's `sectionInset` applies.
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? { nil }
    /// Returns nil: the flow layout's `minimumLineSpacing` applies.
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout,
                               minimumLineSpacingForSectionAt section: Int) -> Double? { nil }
    /// Returns nil: the flow layout's `minimumInteritemSpacing` applies.
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> Double? { nil }
    /// Returns nil: the flow layout's `headerReferenceSize` applies.
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout,
                               referenceSizeForHeaderInSection section: Int) -> Size? { nil }
    /// Returns nil: the flow layout's `footerReferenceSize` applies.
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout,
                               referenceSizeForFooterInSection section: Int) -> Size? { nil }
}
