import TesseraGeometry

/// A view drawn behind a section, as `NSCollectionLayoutDecorationItem.background(elementKind:)`.
///
/// It covers the whole section, its headers and footers too, across the collection view's width, less its
/// ``contentInsets``. Register its view class with the layout (``Layout/register(_:forDecorationViewOfKind:)``).
public final class CollectionLayoutDecorationItem {
    /// The kind its view is registered with.
    public let elementKind: ElementKind
    /// Space taken from each edge of the section.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Its stacking order: 0 by default, below the section's cells and boundary items, which are raised to 1.
    public var zIndex = 0

    private init(elementKind: ElementKind) {
        self.elementKind = elementKind
    }

    /// A background of views of `elementKind` behind a section (UIKit's `background(elementKind:)`).
    public static func background(elementKind: ElementKind) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
