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
    // Written for every element a layout pass changes, from one thread: no run-time exclusivity check.
    @exclusivity(unchecked) public private(set) var attributes: LayoutAttributes?

    /// A view with no reuse identifier and no attributes yet; the collection view creates views through it.
    public required init() {}

    /// Applies layout attributes, as `applyLayoutAttributes:`. Subclasses call super.
    open func apply(_ attributes: LayoutAttributes) {
        self.attributes = attributes
    }

    /// The attributes this view would like instead of `attributes`, as
    /// `preferredLayoutAttributesFitting(_:)`: a self-sizing cell returns them with
    /// the size its content needs. The default returns `attributes` unchanged.
    ///
    /// The collection view asks when the view is shown for an element and whenever the
    /// layout gives it a new size; the layout decides, in
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`,
    /// whether the answer changes anything. Answer from the content alone, so that
    /// the same content always asks for the same size.
    open func preferredLayoutAttributesFitting(_ attributes: LayoutAttributes) -> LayoutAttributes {
        attributes
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
