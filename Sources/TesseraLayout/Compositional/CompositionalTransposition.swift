import TesseraGeometry

/// A horizontal compositional layout as the transpose of a vertical one: x and y trade places, widths and heights,
/// top and leading edges, bottom and trailing ones, rows and columns.
///
/// ``CompositionalLayout`` lays out a layout that scrolls sideways by handing its vertical engine the transpose of
/// each section (``section(_:)``) in a transposed container, and transposing what it places on the way out. In the
/// transposed world, a section's `.leading` header is a `.top` one (it takes room along the scrolling axis), and a
/// `.top` header is a `.leading` one (it takes room across it). The user's closures — custom groups' item
/// providers — are wrapped so that they see, and answer in, the real coordinates.
enum CompositionalTransposition {
    static func point(_ p: Point) -> Point { Point(x: p.y, y: p.x) }

    static func dimension(_ d: CollectionLayoutDimension) -> CollectionLayoutDimension {
        switch d.kind {
        case .fractionalWidth: .fractionalHeight(d.dimension)
        case .fractionalHeight: .fractionalWidth(d.dimension)
        case .absolute, .estimated: d
        }
    }

    static func size(_ s: CollectionLayoutSize) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: dimension(s.heightDimension), heightDimension: dimension(s.widthDimension))
    }

    static func insets(_ i: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: i.leading, leading: i.top, bottom: i.trailing, trailing: i.bottom)
    }

    static func insets(_ i: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: i.left, left: i.top, bottom: i.right, right: i.bottom)
    }

    static func environment(_ e: CollectionLayoutEnvironment) -> CollectionLayoutEnvironment {
        CollectionLayoutEnvironment(container: .init(contentSize: e.container.contentSize.transposed,
                                                     contentInsets: insets(e.container.contentInsets)))
    }

    static func edgeSpacing(_ e: CollectionLayoutEdgeSpacing?) -> CollectionLayoutEdgeSpacing? {
        guard let e else { return nil }
        return CollectionLayoutEdgeSpacing(leading: e.top, top: e.leading, trailing: e.bottom, bottom: e.trailing)
    }

    static func edges(_ e: CollectionLayoutAnchor.Edges) -> CollectionLayoutAnchor.Edges {
        var result: CollectionLayoutAnchor.Edges = []
        if e.contains(.top) { result.insert(.leading) }
        if e.contains(.leading) { result.insert(.top) }
        if e.contains(.bottom) { result.insert(.trailing) }
        if e.contains(.trailing) { result.insert(.bottom) }
        return result
    }

    static func anchor(_ a: CollectionLayoutAnchor) -> CollectionLayoutAnchor {
        a.isFractionalOffset ? CollectionLayoutAnchor(edges: edges(a.edges), fractionalOffset: point(a.offset))
                             : CollectionLayoutAnchor(edges: edges(a.edges), absoluteOffset: point(a.offset))
    }

    static func alignment(_ a: CollectionLayoutBoundarySupplementaryItem.Alignment) -> CollectionLayoutBoundarySupplementaryItem.Alignment {
        switch a {
        case .top: .leading
        case .leading: .top
        case .bottom: .trailing
        case .trailing: .bottom
        case .topLeading: .topLeading
        case .bottomTrailing: .bottomTrailing
        case .topTrailing: .bottomLeading
        case .bottomLeading: .topTrailing
        }
    }

    static func supplementaryItem(_ s: CollectionLayoutSupplementaryItem) -> CollectionLayoutSupplementaryItem {
        let t = CollectionLayoutSupplementaryItem(layoutSize: size(s.layoutSize), elementKind: s.elementKind,
                                                  containerAnchor: anchor(s.containerAnchor))
        t.zIndex = s.zIndex
        return t
    }

    static func boundaryItem(_ b: CollectionLayoutBoundarySupplementaryItem) -> CollectionLayoutBoundarySupplementaryItem {
        let t = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(b.layoutSize), elementKind: b.elementKind,
                                                          alignment: alignment(b.alignment), absoluteOffset: point(b.offset))
        t.extendsBoundary = b.extendsBoundary
        t.pinToVisibleBounds = b.pinToVisibleBounds
        t.zIndex = b.zIndex
        t.contentInsets = insets(b.contentInsets)
        return t
    }

    static func decorationItem(_ d: CollectionLayoutDecorationItem) -> CollectionLayoutDecorationItem {
        let t = CollectionLayoutDecorationItem.background(elementKind: d.elementKind)
        t.contentInsets = insets(d.contentInsets)
        t.zIndex = d.zIndex
        return t
    }

    /// The transpose of an item or a group, with its subitems, views and spacing.
    static func item(_ item: CollectionLayoutItem) -> CollectionLayoutItem {
        let t: CollectionLayoutItem
        if let group = item as? CollectionLayoutGroup {
            var provider: CollectionLayoutGroupCustomItemProvider?
            if let real = group.itemProvider {
                // The provider sees the real group and gives real frames; the engine gets their transposes.
                provider = { environment in
                    real(Self.environment(environment)).map {
                        CollectionLayoutGroupCustomItem(frame: $0.frame.transposed, zIndex: $0.zIndex)
                    }
                }
            }
            let g = CollectionLayoutGroup(layoutSize: size(group.layoutSize),
                                          axis: group.axis == .horizontal ? .vertical : .horizontal,
                                          subitems: group.subitems.map(Self.item), repetition: group.repetition,
                                          itemProvider: provider)
            g.interItemSpacing = group.interItemSpacing
            t = g
        } else {
            t = CollectionLayoutItem(layoutSize: size(item.layoutSize))
        }
        t.supplementaryItems = item.supplementaryItems.map(supplementaryItem)
        t.contentInsets = insets(item.contentInsets)
        t.edgeSpacing = edgeSpacing(item.edgeSpacing)
        return t
    }

    /// The transpose of a section: its group, insets, spacing, headers, footers and backgrounds. Its visible-items
    /// handler is kept as it is: the layout hands it items in the real coordinates.
    static func section(_ s: CollectionLayoutSection) -> CollectionLayoutSection {
        let group = item(s.group) as! CollectionLayoutGroup
        let t = CollectionLayoutSection(group: group)
        t.contentInsets = insets(s.contentInsets)
        t.interGroupSpacing = s.interGroupSpacing
        t.boundarySupplementaryItems = s.boundarySupplementaryItems.map(boundaryItem)
        t.decorationItems = s.decorationItems.map(decorationItem)
        t.supplementariesFollowContentInsets = s.supplementariesFollowContentInsets
        t.orthogonalScrollingBehavior = s.orthogonalScrollingBehavior
        t.visibleItemsInvalidationHandler = s.visibleItemsInvalidationHandler
        t.paddingAbove = s.paddingAbove
        t.paddingBelow = s.paddingBelow
        return t
    }

    /// Attributes placed in the transposed world, in the real one: centre and size swapped, nothing rounded.
    static func attributes(_ a: LayoutAttributes) -> LayoutAttributes {
        var r = a
        r.center = point(a.center)
        r.size = a.size.transposed
        return r
    }
}
