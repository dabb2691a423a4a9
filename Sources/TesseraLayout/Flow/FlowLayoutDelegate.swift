import TesseraGeometry

/// Per-item and per-section values for a ``FlowLayout``, as
/// `UICollectionViewDelegateFlowLayout`.
///
/// Every method is optional: return nil (the default) to use the layout's own
/// property. The layout asks its collection view's
/// ``LayoutContext/flowLayoutDelegate``, which by default is `layoutDelegate`
/// cast to this protocol.
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
    /// Returns nil: the layout's `itemSize` applies.
    public func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: ElementPath) -> Size? { nil }
    /// Returns nil: the layout asks ``flowLayout(_:sizeForItemAt:)`` item by item.
    public func flowLayout(_ layout: FlowLayout, sizesForItemsInSection section: Int) -> [Size]? { nil }
    /// Returns nil: the layout's `sectionInset` applies.
    public func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? { nil }
    /// Returns nil: the layout's `minimumLineSpacing` applies.
    public func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double? { nil }
    /// Returns nil: the layout's `minimumInteritemSpacing` applies.
    public func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double? { nil }
    /// Returns nil: the layout's `headerReferenceSize` applies.
    public func flowLayout(_ layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> Size? { nil }
    /// Returns nil: the layout's `footerReferenceSize` applies.
    public func flowLayout(_ layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> Size? { nil }
}
