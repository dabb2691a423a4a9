/// The base of every view a collection view shows: cells, supplementary views and
/// decorations, as `UICollectionReusableView`.
///
/// It lives beside the layout because layouts register decoration view classes,
/// as in UIKit; the collection view creates and reuses the instances. A view
/// carries the attributes it was last given and whatever state it draws from.
/// Subclasses override ``apply(_:)`` to read custom attributes and
/// ``prepareForReuse()`` to clear per-item state.
open class ReusableView {
    /// The identifier it was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// The attributes most recently applied.
    public private(set) var attributes: LayoutAttributes?

    /// A view with no reuse identifier and no attributes yet; the collection view creates views through it.
    public required init() {}

    /// Applies layout attributes, as `applyLayoutAttributes:`. Subclasses call super.
    open func apply(_ attributes: LayoutAttributes) {
        self.attributes = attributes
    }

    /// Called before the view is handed out again for another element. Subclasses call super.
    open func prepareForReuse() {
        attributes = nil
    }

    /// Records the identifier under which the view was dequeued.
    public func assignReuseIdentifier(_ identifier: String) {
        reuseIdentifier = identifier
    }
}
