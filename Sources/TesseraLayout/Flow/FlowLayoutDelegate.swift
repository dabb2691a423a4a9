import TesseraGeometry

/// Per-item and per-section values for a ``FlowLayout``, as
/// `UICollectionViewDelegateFlowLayout`.
///
/// Every method is optional: return nil (the default) to use the layout's own
/// property. The layout finds the delegate through its collection view's
/// `layoutDelegate`.
public protocol FlowLayoutDelegate: AnyObject {
    /// The size of the item at `indexPath`, overriding `itemSize`.
    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: ElementPath) -> Size?
    /// The sizes of every item in `section` at once, overriding `itemSize`.
    ///
    /// Beyond UIKit: a fast path for large sections. When it returns an array
    /// with one size per item, the layout reads it instead of calling
    /// ``flowLayout(_:sizeForItemAt:)`` for each item.
    func flowLayout(_ layout: FlowLayout, sizesForItemsInSection section: Int) -> [Size]?
    /// The insets of `section`, overriding `sectionInset`.
    func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets?
    /// The spacing between lines in `section`, overriding `minimumLineSpacing`.
    func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double?
    /// The spacing between items on a line in `section`, overriding `minimumInteritemSpacing`.
    func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double?
    /// The header size of `section`, overriding `headerReferenceSize`.
    func flowLayout(_ layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> Size?
    /// The footer size of `section`, overriding `footerReferenceSize`.
    func flowLayout(_ layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> Size?
}

extension FlowLayoutDelegate {
    public func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: ElementPath) -> Size? { nil }
    public func flowLayout(_ layout: FlowLayout, sizesForItemsInSection section: Int) -> [Size]? { nil }
    public func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? { nil }
    public func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double? { nil }
    public func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double? { nil }
    public func flowLayout(_ layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> Size? { nil }
    public func flowLayout(_ layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> Size? { nil }
}
