import TesseraGeometry
import TesseraLayout

/// Answers a ``FlowLayout``'s delegate questions by forwarding them to the
/// collection view's ``CollectionViewDelegate``, as UIKit's flow layout asks the
/// collection view's delegate.
///
/// During an interactive movement the layout sees the item at its target; the
/// bridge translates index paths back to the data source's order before it asks.
///
/// A bridge is made each time a layout reads ``CollectionView/flowLayoutDelegate``, holding
/// the collection view and its (weakly held) delegate strongly for as long as the layout keeps
/// it: one `prepare()`. So the weak reference is loaded once per prepare, not once per
/// question, and no question pays for a retain and release of either object.
final class FlowLayoutDelegateBridge: FlowLayoutDelegate {
    let collectionView: CollectionView
    let delegate: CollectionViewDelegate

    init(_ collectionView: CollectionView, delegate: CollectionViewDelegate) {
        self.collectionView = collectionView
        self.delegate = delegate
    }

    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: ElementPath) -> Size? {
        delegate.collectionView(collectionView, layout: layout, sizeForItemAt: collectionView.dataIndexPath(for: indexPath))
    }

    func flowLayout(_ layout: FlowLayout, sizesForItemsInSection section: Int) -> [Size]? {
        if let m = collectionView.movement, m.affects(section: section) { return nil }
        return delegate.collectionView(collectionView, layout: layout, sizesForItemsInSection: section)
    }

    func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? {
        delegate.collectionView(collectionView, layout: layout, insetForSectionAt: section)
    }

    func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double? {
        delegate.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
    }

    func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double? {
        delegate.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
    }

    func flowLayout(_ layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> Size? {
        delegate.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
    }

    func flowLayout(_ layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> Size? {
        delegate.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
    }
}
