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
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: ElementPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: ElementPath)
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: ElementPath)
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: ElementPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: ElementPath)
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: ElementPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: ElementPath)

    /// Where an interactively moving item goes, as UIKit's method of the same
    /// name: `originalIndexPath` is where the item was when the movement began (the
    /// data source's terms), `currentIndexPath` where the layout has it now, and
    /// `proposedIndexPath` where the finger would put it. Return another place to
    /// redirect it, or `currentIndexPath` to keep it where it is. A place outside
    /// the sections' ranges is ignored. The default returns `proposedIndexPath`.
    func collectionView(_ collectionView: CollectionView,
                        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: ElementPath,
                        atCurrentIndexPath currentIndexPath: ElementPath,
                        toProposedIndexPath proposedIndexPath: ElementPath) -> ElementPath

    /// The size of the item at `indexPath`, as `collectionView(_:layout:sizeForItemAt:)`.
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: ElementPath) -> Size?
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
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: ElementPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: ElementPath) {}
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: ElementPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: ElementPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: ElementPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: ElementPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: ElementPath) {}

    public func collectionView(_ collectionView: CollectionView,
                               targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: ElementPath,
                               atCurrentIndexPath currentIndexPath: ElementPath,
                               toProposedIndexPath proposedIndexPath: ElementPath) -> ElementPath { proposedIndexPath }

    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: ElementPath) -> Size? { nil }
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
