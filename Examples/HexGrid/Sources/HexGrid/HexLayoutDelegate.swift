import TesseraLayout

/// Per-item choices for a ``HexLayout``. The layout casts its collection view's
/// delegate to this protocol, as a UIKit layout casts `collectionView.delegate`.
public protocol HexLayoutDelegate: AnyObject {
    /// How much larger (above 1) or smaller the cell at `indexPath` is drawn, about its centre; nil keeps 1.
    func hexLayout(_ layout: HexLayout, scaleForItemAt indexPath: ElementPath) -> Double?
}
