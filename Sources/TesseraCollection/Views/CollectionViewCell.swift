import TesseraLayout

/// A cell, as `UICollectionViewCell`: a reusable view that also shows whether
/// its item is selected or highlighted.
///
/// The collection view sets ``isSelected`` and ``isHighlighted`` when it hands
/// the cell out and whenever the state changes; `prepareForReuse()` clears both.
open class CollectionViewCell: ReusableView {
    /// Whether the cell's item is selected.
    public internal(set) var isSelected = false
    /// Whether a touch is down on the cell's item.
    public internal(set) var isHighlighted = false

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
