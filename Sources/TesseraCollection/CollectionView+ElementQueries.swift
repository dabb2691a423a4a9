import TesseraGeometry
import TesseraLayout

// UIKit's ways to find an element's index path from its view, the visible views of a kind, and an element's
// attributes through the collection view.
extension CollectionView {
    /// The index path of `cell`, as `indexPath(for:)`: the item it shows, on screen or kept ready in the margin;
    /// nil when the collection view does not hold it (recycled, or never its own).
    public func indexPath(for cell: ReusableView) -> ElementPath? {
        for (key, element) in live where key.category == .cell && element.view === cell { return key.indexPath }
        return nil
    }

    /// The index path of the supplementary view `view`, or nil when the collection view does not hold it.
    public func indexPath(forSupplementaryView view: ReusableView) -> ElementPath? {
        for (key, element) in live where key.category == .supplementary && element.view === view { return key.indexPath }
        return nil
    }

    /// The supplementary views of `kind` on screen, in index-path order, as `visibleSupplementaryViews(ofKind:)`.
    public func visibleSupplementaryViews(ofKind kind: ElementKind) -> [ReusableView] {
        live.filter { $0.key.category == .supplementary && $0.key.kind == kind && isDisplayed($0.value.view) }
            .sorted { $0.key < $1.key }.map(\.value.view)
    }

    /// The index paths of the supplementary views of `kind` on screen, sorted, as
    /// `indexPathsForVisibleSupplementaryElements(ofKind:)`.
    public func indexPathsForVisibleSupplementaryElements(ofKind kind: ElementKind) -> [ElementPath] {
        live.filter { $0.key.category == .supplementary && $0.key.kind == kind && isDisplayed($0.value.view) }
            .map(\.key.indexPath).sorted()
    }

    /// The layout's attributes for the item at `indexPath`, as the collection view's `layoutAttributesForItem(at:)`:
    /// the installed layout is prepared first if it was invalidated; nil when it has no such item.
    public func layoutAttributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.attributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`, as the collection view's
    /// `layoutAttributesForSupplementaryElement(ofKind:at:)`; nil when it has none.
    public func layoutAttributesForSupplementaryElement(ofKind kind: ElementKind, at indexPath: ElementPath) -> LayoutAttributes? {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.attributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
}
