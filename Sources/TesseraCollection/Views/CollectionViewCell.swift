import TesseraLayout

/// A cell, as `UICollectionViewCell`: a reusable view that also shows whether
/// its item is selected or highlighted.
///
/// The collection view sets ``isSelected`` and ``isHighlighted`` when it hands
/// the cell out and whenever the state changes; `prepareForReuse()` clears both.
/// As in UIKit, a subclass may override either to show the state (`didSet`), and
/// setting one from outside changes what the cell shows, not the collection
/// view's selection.
open class CollectionViewCell: ReusableView {
    /// Whether the cell shows its item as selected.
    open var isSelected = false
    /// Whether the cell shows a touch down on its item.
    open var isHighlighted = false

    /// Creates a cell that is neither selected nor highlighted; the collection view calls it for a registered class.
    public required init() {
        super.init()
    }

    /// Clears ``isSelected`` and ``isHighlighted`` after the superclass's reset, before the cell is reused.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }
}
