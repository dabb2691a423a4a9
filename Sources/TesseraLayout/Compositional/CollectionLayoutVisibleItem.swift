import TesseraGeometry

/// One of a section's items on screen, as `NSCollectionLayoutVisibleItem`: what a section's
/// ``CollectionLayoutSection/visibleItemsInvalidationHandler`` changes before the item is shown.
///
/// It is a class, as UIKit's items are objects, so a handler ported from iOS changes it in place
/// (`items.forEach { $0.transform = … }`). Its geometry is in the section's own coordinates: in a section that scrolls
/// sideways, as if its row were not scrolled (the handler is given the row's offset).
public final class CollectionLayoutVisibleItem {
    /// The attributes the item will be shown with, which the properties below read and change.
    public private(set) var attributes: LayoutAttributes

    init(_ attributes: LayoutAttributes) {
        self.attributes = attributes
    }

    /// The item's opacity, 0…1.
    public var alpha: Double {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    /// Where the item is drawn among the others: higher is in front.
    public var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    /// Whether the item is hidden.
    public var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    /// The centre of the item, in the section's coordinates.
    public var center: Point {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    /// The item's affine transform about its centre, as UIKit's `transform`; setting it replaces ``transform3D``.
    public var transform: Transform2D {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    /// The item's 3D transform about its centre, as UIKit's `transform3D`.
    public var transform3D: Transform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    /// The item's untransformed frame, in the section's coordinates.
    public var frame: Rect { attributes.frame }
    /// The item's untransformed bounds: at the origin, with its size.
    public var bounds: Rect { attributes.bounds }
    /// The item's index path.
    public var indexPath: ElementPath { attributes.indexPath }
    /// Whether the item is a cell or a supplementary view (a badge).
    public var representedElementCategory: ElementCategory { attributes.category }
    /// The kind of a supplementary item; nil for a cell.
    public var representedElementKind: ElementKind? { attributes.elementKind }
}
