/// Settings of a whole ``CompositionalLayout``, as `UICollectionViewCompositionalLayoutConfiguration`.
///
/// The layout scrolls vertically; UIKit's horizontal `scrollDirection` is not carried over.
public struct CompositionalLayoutConfiguration: Hashable {
    /// Space between one section and the next, in points (0 by default).
    public var interSectionSpacing = 0.0

    /// Headers and footers of the whole layout (none by default), as UIKit's global headers and footers: a top one
    /// above the first section and a bottom one below the last, each taking room unless its
    /// ``CollectionLayoutBoundarySupplementaryItem/extendsBoundary`` is off (it then lies over the content's top or
    /// bottom edge), measured against the collection view's width (less its content inset) and height. One that
    /// pins stays on screen over the whole content. The data source makes their views at section 0, item 0 for the
    /// first of each kind; a layout with no sections has none.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []

    /// The default configuration: no space between sections, no global headers or footers.
    public init() {}

    /// Equal when the spacing is and the same header and footer objects are given, in the same order.
    public static func == (a: Self, b: Self) -> Bool {
        a.interSectionSpacing == b.interSectionSpacing
            && a.boundarySupplementaryItems.map(ObjectIdentifier.init) == b.boundarySupplementaryItems.map(ObjectIdentifier.init)
    }

    /// Hashes what `==` compares: the spacing and the identity of each header and footer.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(interSectionSpacing)
        for item in boundarySupplementaryItems { hasher.combine(ObjectIdentifier(item)) }
    }
}
