import TesseraGeometry

/// Per-item sizes any layout may ask for, as a UIKit layout of any class asks the delegate's
/// `collectionView(_:layout:sizeForItemAt:)` (CHTCollectionViewWaterfallLayout does, through a protocol of its own).
///
/// ``FlowLayoutDelegate`` asks the same of a ``FlowLayout``; this one takes any ``Layout``, so a layout of your own can
/// read the sizes an app or a scene gives its items. A scene's `itemSizes` answer it in `tessera attributes`,
/// `replay` and `run`; an app's delegate adopts it beside `CollectionViewDelegate`. Ask it through
/// ``LayoutContext/itemSizeDelegate``:
///
/// ```swift
/// let size = collectionView?.itemSizeDelegate?.layout(self, sizeForItemAt: indexPath) ?? defaultSize
/// ```
public protocol ItemSizeDelegate: AnyObject {
    /// The size the app gives the item at `indexPath`, or nil when it gives none and the layout's own applies.
    func layout(_ layout: Layout, sizeForItemAt indexPath: ElementPath) -> Size?
}
