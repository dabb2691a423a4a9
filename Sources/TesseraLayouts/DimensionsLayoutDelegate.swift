import TesseraLayout

/// Per-item choices for a ``DimensionsLayout``, as the seed's
/// `AFCollectionViewDelegateFlowLayout` extends `UICollectionViewDelegateFlowLayout`.
///
/// The layout finds it through its collection view's `layoutDelegate`. Being a
/// flow-layout delegate too, it can also size items and sections.
public protocol DimensionsLayoutDelegate: FlowLayoutDelegate {
    /// The mode of the cell at `indexPath`, overriding the layout's
    /// ``DimensionsLayout/layoutMode``; nil (the default) keeps the layout's.
    func dimensionsLayout(_ layout: DimensionsLayout, layoutModeForItemAt indexPath: ElementPath) -> LayoutMode?
}

extension DimensionsLayoutDelegate {
    public func dimensionsLayout(_ layout: DimensionsLayout, layoutModeForItemAt indexPath: ElementPath) -> LayoutMode? {
        nil
    }
}
