import TesseraGeometry
import TesseraLayout

/// Hears about and steers selection and highlighting, and supplies the flow
/// layout's per-item values, as `UICollectionViewDelegate` together with
/// `UICollectionViewDelegateFlowLayout`.
///
/// Every method is optional. The `should…` methods default to true and the
/// flow-layout methods to nil, which means "use the layout's own property".
/// The collection view hands a ``FlowLayout`` an adapter that forwards its
/// ``FlowLayoutDelegate`` questions here (see ``CollectionView/layoutDelegate``).
public protocol CollectionViewDelegate: AnyObject {
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)

    /// Where an interactively moving item goes, as UIKit's method of the same
    /// name: `originalIndexPath` is where the item was when the movement began (the
    /// data source's terms), `currentIndexPath` where the layout has it now, and
    /// `proposedIndexPath` where the finger would put it. Return another place to
    /// redirect it, or `currentIndexPath` to keep it where it is. A place outside
    /// the sections' ranges is ignored. The default returns `proposedIndexPath`.
    func collectionView(_ collectionView: CollectionView,
                        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath

    /// The size of the item at `indexPath`, as `collectionView(_:layout:sizeForItemAt:)`.
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size?
    /// Every item size of `section` at once; see ``FlowLayoutDelegate/flowLayout(_:sizesForItemsInSection:)``.
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizesForItemsInSection section: Int) -> [Size]?
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets?
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout,
                        minimumLineSpacingForSectionAt section: Int) -> Double?
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> Double?
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout,
                        referenceSizeForHeaderInSection section: Int) -> Size?
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout,
                        referenceSizeForFooterInSection section: Int) -> Size?
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}

    public func collectionView(_ collectionView: CollectionView,
                               targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                               atCurrentIndexPath currentIndexPath: IndexPath,
                               toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }

    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? { nil }
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizesForItemsInSection section: Int) -> [Size]? { nil }
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? { nil }
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout,
                               minimumLineSpacingForSectionAt section: Int) -> Double? { nil }
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> Double? { nil }
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout,
                               referenceSizeForHeaderInSection section: Int) -> Size? { nil }
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout,
                               referenceSizeForFooterInSection section: Int) -> Size? { nil }
}
