/// Settings of a whole ``CompositionalLayout``, as `UICollectionViewCompositionalLayoutConfiguration`.
public struct CompositionalLayoutConfiguration: Hashable {
    /// The axis the content scrolls along (`.vertical` by default), as UIKit's `scrollDirection`.
    ///
    /// A horizontal layout is the transpose of a vertical one: sections follow one another to the right, a section
    /// repeats its group to the right, fractions of the collection view are taken of its height less its top and
    /// bottom content inset, `.leading` and `.trailing` headers and footers come before and after a section's
    /// content, `.top` and `.bottom` ones take room above and below it, and a section that scrolls orthogonally
    /// scrolls up and down.
    public var scrollDirection: FlowLayout.ScrollDirection = .vertical
    /// Space between one section and the next, in points (0 by default).
    public var interSectionSpacing = 0.0

    /// Headers and footers of the whole layout (none by default), as UIKit's global headers and footers: a top one
    /// above the first section and a bottom one below the last (a leading one at a side takes its width from the
    /// side of every section, and lies centred along the content), each taking room unless its
    /// ``CollectionLayoutBoundarySupplementaryItem/extendsBoundary`` is off (it then lies over the content's top or
    /// bottom edge), measured against the collection view's width (less its content inset) and height. One that
    /// pins stays on screen over the whole content. The data source makes their views at section 0, item 0 for the
    /// first of each kind; a layout with no sections has none.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []

    /// The default configuration: no space between sections, no global headers or footers.
    public init() {}

    /// Equal when the direction and the spacing are, and the same header and footer objects are given, in the same order.
    public static func == (a: Self, b: Self) -> Bool {
        a.scrollDirection == b.scrollDirection && a.interSectionSpacing == b.interSectionSpacing
            && a.boundarySupplementaryItems.map(ObjectIdentifier.init) == b.boundarySupplementaryItems.map(ObjectIdentifier.init)
    }

    /// Hashes what `==` compares: the direction, the spacing and the identity of each header and footer.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(scrollDirection)
        hasher.combine(interSectionSpacing)
        for item in boundarySupplementaryItems { hasher.combine(ObjectIdentifier(item)) }
    }
}
