import TesseraGeometry

/// What a layout may ask of the collection view it lays out: the counts, the
/// visible bounds, the content inset, the delegate and the current time.
///
/// `TesseraCollection`'s collection view conforms; so does any lightweight host
/// that wants to run a layout on its own, such as `tessera attributes`.
public protocol LayoutContext: AnyObject {
    /// The number of sections, as the data source reports it.
    var numberOfSections: Int { get }
    /// The number of items in `section`.
    func numberOfItems(inSection section: Int) -> Int
    /// The visible rectangle in content coordinates: its origin is the content offset.
    var bounds: Rect { get }
    /// Extra space around the content, as `adjustedContentInset`.
    var contentInset: EdgeInsets { get }
    /// The collection view's delegate, as the app set it; nil when there is none.
    ///
    /// A layout that declares a delegate protocol of its own casts this, as a UIKit
    /// layout casts `collectionView.delegate`:
    ///
    /// ```swift
    /// let delegate = collectionView?.layoutDelegate as? HexLayoutDelegate
    /// ```
    var layoutDelegate: AnyObject? { get }
    /// What a ``FlowLayout`` asks for per-item and per-section values. The default casts
    /// ``layoutDelegate``; a collection view answers with an adapter that forwards the
    /// questions to its own delegate.
    var flowLayoutDelegate: FlowLayoutDelegate? { get }
    /// The simulation clock's current time. Layouts that show time (the Circle
    /// layout's clock hand) read it here, never from the wall clock.
    var currentTime: Duration { get }
    /// Applies the adjustments of an invalidation `layout` has just processed: its
    /// `prepare()` ran for a context whose ``InvalidationContext/contentOffsetAdjustment``
    /// or ``InvalidationContext/contentSizeAdjustment`` is not zero (several contexts
    /// merged before one `prepare()` add up). A collection view adds them to its
    /// content offset and content size, as `UICollectionView` does; the default does
    /// nothing, for hosts that do not scroll.
    func layout(_ layout: Layout, didProcessContentOffsetAdjustment offsetAdjustment: Point, contentSizeAdjustment sizeAdjustment: Size)
    /// A number that stays with the item at `indexPath` through batch updates and
    /// moves, different for every item; nil when the host does not follow items.
    /// Layouts key what they learn about an item (a self-sized cell's size) by it.
    func itemIdentity(at indexPath: ElementPath) -> Int?
}

extension LayoutContext {
    /// ``layoutDelegate`` cast to ``FlowLayoutDelegate``, or nil when it does not adopt it.
    public var flowLayoutDelegate: FlowLayoutDelegate? { layoutDelegate as? FlowLayoutDelegate }

    /// ``layoutDelegate`` cast to ``ItemSizeDelegate``, or nil when it does not adopt it: the per-item sizes any
    /// layout may ask for (a scene's `itemSizes`).
    public var itemSizeDelegate: ItemSizeDelegate? { layoutDelegate as? ItemSizeDelegate }

    /// Ignores the adjustments: a host without a content offset has nothing to adjust.
    public func layout(_ layout: Layout, didProcessContentOffsetAdjustment offsetAdjustment: Point,
                       contentSizeAdjustment sizeAdjustment: Size) {}
    /// Nil: a host that does not follow items through updates.
    public func itemIdentity(at indexPath: ElementPath) -> Int? { nil }

    /// The bounds size less the content inset: the room a layout has to fill.
    public var insetSize: Size {
        Size(width: max(0, bounds.width - contentInset.horizontal),
             height: max(0, bounds.height - contentInset.vertical))
    }
}
