import TesseraGeometry

/// A header or footer at a section's top or bottom edge, as `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// It takes room in the section (``extendsBoundary``) above or below the section's items and content insets, as
/// wide as the section's content when the section's ``CollectionLayoutSection/supplementariesFollowContentInsets``
/// is on (the default) and as the collection view otherwise, and it may stay on screen while its section is
/// (``pinToVisibleBounds``). The data source makes its view, as for any supplementary view of its
/// ``elementKind``, at item 0 of the section. Along an axis its size estimates (`.estimated(44)`, as Apple's samples
/// and list sections have it), it takes the size its view asks for (`preferredLayoutAttributesFitting(_:)`), and what
/// comes after it moves to make room.
public final class CollectionLayoutBoundarySupplementaryItem {
    /// Which edge of the section the item sits on, as `NSRectAlignment`.
    ///
    /// Along the scrolling axis (the top and bottom of a vertical layout, the leading and trailing edges of a
    /// horizontal one) an item that extends its boundary comes before or after the section's content. Across it (the
    /// leading and trailing edges of a vertical layout, the top and bottom of a horizontal one) it takes room from the
    /// side of the content, which is narrower by its width (its height in a horizontal layout), and lies centred
    /// along the section. The corners sit on the edge along the scrolling axis: `topLeading` is a header at the
    /// leading end in a vertical layout, and at the top in a horizontal one.
    public enum Alignment: Hashable, Sendable {
        /// At the top, across.
        case top
        /// At the top, at the leading (left) end when narrower than the section.
        case topLeading
        /// At the top, at the trailing (right) end when narrower than the section.
        case topTrailing
        /// At the bottom, across.
        case bottom
        /// At the bottom, at the leading (left) end.
        case bottomLeading
        /// At the bottom, at the trailing (right) end.
        case bottomTrailing
        /// At the leading (left) edge, centred along it.
        case leading
        /// At the trailing (right) edge, centred along it.
        case trailing

        /// Whether the item sits on the section's top edge.
        var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
        /// Whether the item sits on the section's bottom edge.
        var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
        /// Whether the item sits on the section's leading or trailing edge, across a vertical layout's scrolling axis.
        var isSide: Bool { self == .leading || self == .trailing }
    }

    /// The item's size, measured against the section's width and the collection view's height.
    public let layoutSize: CollectionLayoutSize
    /// The kind its supplementary view is registered and asked for with.
    public let elementKind: ElementKind
    /// The edge it sits on.
    public let alignment: Alignment
    /// How far it is moved from where the alignment puts it, in points (UIKit's `absoluteOffset`).
    public let offset: Point
    /// Whether it takes room in the section (true by default); when false, it lies over the section's content.
    public var extendsBoundary = true
    /// Whether it stays on screen while any part of its section is (false by default).
    public var pinToVisibleBounds = false
    /// Its stacking order; cells and boundary items of a section with a background are raised to at least 1, and
    /// a pinned item moved over the cells to at least 10.
    public var zIndex = 0
    /// Space taken from each edge of its room, as an item's: none along an axis whose dimension is estimated.
    public var contentInsets: DirectionalEdgeInsets = .zero

    /// A header or footer of `layoutSize` for views of `elementKind`, on the `alignment` edge, moved by `offset`.
    public init(layoutSize: CollectionLayoutSize, elementKind: ElementKind, alignment: Alignment, absoluteOffset offset: Point = .zero) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.offset = offset
    }
}
