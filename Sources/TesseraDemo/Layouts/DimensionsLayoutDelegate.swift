import TesseraLayout
import TesseraRender

/// Per-item choices for a ``DimensionsLayout``, as the seed's
/// `AFCollectionViewDelegateFlowLayout` extends `UICollectionViewDelegateFlowLayout`.
///
/// The layout casts its collection view's delegate to it, as the seed's layout
/// casts `collectionView.delegate`: the object set as a `CollectionView`'s
/// `delegate` adopts it next to `CollectionViewDelegate`.
public protocol DimensionsLayoutDelegate: AnyObject {
    /// The mode of the cell at `indexPath`, overriding the layout's
    /// ``DimensionsLayout/layoutMode``; nil (the default) keeps the layout's.
    func dimensionsLayout(_ layout: DimensionsLayout, layoutModeForItemAt indexPath: ElementPath) -> ImageMode?
}

extension DimensionsLayoutDelegate {
    /// Returns nil: the layout's own ``DimensionsLayout/layoutMode`` applies.
    public func dimensionsLayout(_ layout: DimensionsLayout, layoutModeForItemAt indexPath: ElementPath) -> ImageMode? {
        nil
    }
}
