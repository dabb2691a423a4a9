import TesseraGeometry

/// A layout made of sections, groups and items, as `UICollectionViewCompositionalLayout`.
///
/// Each section repeats its ``CollectionLayoutGroup`` down the collection view until every item of the section has a
/// place; a group lines up items (and groups) in a row or a column, each sized in points or as a fraction of the
/// group that holds it. Sections stack from the top, ``CompositionalLayoutConfiguration/interSectionSpacing`` apart.
///
/// ```swift
/// let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
///                                                                  heightDimension: .fractionalHeight(1)))
/// item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
/// let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
///                                                                               heightDimension: .fractionalWidth(0.25)),
///                                              subitems: [item])
/// let layout = CompositionalLayout(section: CollectionLayoutSection(group: group))
/// ```
///
/// A UIKit layout ports with the `NS`/`UI` prefixes dropped (`NSCollectionLayoutItem` is ``CollectionLayoutItem``,
/// `UICollectionViewCompositionalLayout` is `CompositionalLayout`). What a fraction is taken of, as UIKit does it:
/// an item's, of the group that holds it less that group's content insets; a section's group, of the collection
/// view's width and height (less its content inset) less the section's content insets; a header's or footer's, of
/// the section's width (less its insets while ``CollectionLayoutSection/supplementariesFollowContentInsets``) and the
/// collection view's height. A custom group (``CollectionLayoutGroup/custom(layoutSize:itemProvider:)``) puts its
/// items at the frames its provider gives, asked each time the group is placed. The configuration's
/// ``CompositionalLayoutConfiguration/boundarySupplementaryItems`` are the layout's own headers and footers, above the
/// first section and below the last. An item's ``CollectionLayoutItem/edgeSpacing`` moves it within its group (see
/// ``CollectionLayoutEdgeSpacing``). A group's ``CollectionLayoutItem/supplementaryItems`` are anchored to each place
/// the group takes, at its first item's index path.
///
/// With ``CompositionalLayoutConfiguration/scrollDirection`` `.horizontal`, the layout is the transpose of a vertical
/// one: sections follow one another to the right and repeat their groups to the right, a section's group is sized
/// against the collection view's height (less its top and bottom content inset) less the section's insets, headers and
/// footers at the leading and trailing edges come before and after a section, those at the top and bottom take room
/// above and below its items, and sections that scroll orthogonally scroll up and down. Every rule below holds with
/// x and y, widths and heights, top and leading edges, and bottom and trailing ones exchanged.
///
/// A section whose ``CollectionLayoutSection/orthogonalScrollingBehavior`` is not `.none` lays its groups out in one
/// row, each sized against the collection view's width less the section's insets, the row as tall as its tallest
/// group. The row scrolls sideways on its own (``OrthogonalScrollingLayout``): a drag that starts on it and moves
/// more sideways than up or down moves it, and on release it comes to rest between 0 and its length less the
/// collection view's width, by its behaviour: where it decelerates to (`.continuous`), with the nearest group's
/// leading edge at the section's leading inset (`.continuousGroupLeadingBoundary`), a page of the collection view's
/// width from where the drag began (`.paging`), or one group on with its leading edge at the leading inset
/// (`.groupPaging`) or centred (`.groupPagingCentered`); a flick turns the page or group in its direction, a slow
/// release rests on the nearest, and a page or group is at most one from where the drag began. A row never rests
/// before its start or past its end: with `.groupPagingCentered` the first card rests at the leading inset, and near
/// the end the end itself is where the last groups rest. The headers, footers and backgrounds of such a section stay
/// where they are.
///
/// An `.estimated` dimension self-sizes: the cell is laid out at the estimate, and then at the size its view asks for
/// (`preferredLayoutAttributesFitting(_:)`) along that axis; a group estimated along an axis is as long as its
/// items add up to, or as thick as the thickest. Headers and footers estimated along an axis self-size the same way.
open class CompositionalLayout: Layout, OrthogonalScrollingLayout {
    /// Makes the section at an index for the environment it lays out in; nil leaves that section's items without a place.
    public typealias SectionProvider = (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

    private let sectionProvider: SectionProvider
    /// The layout's settings; setting them invalidates the layout.
    public var configuration: CompositionalLayoutConfiguration {
        didSet { if configuration != oldValue { invalidateLayout() } }
    }

    private var placed: [PlacedSection] = []
    /// For each section, the greatest maxY anything of it or an earlier section reaches (never decreasing).
    private var runningMaxY: [Double] = []
    /// For each section, the least minY anything of it or a later section reaches (never decreasing).
    private var trailingMinY: [Double] = []
    private var size: Size = .zero
    private var hasPinnedItems = false
    /// Whether a section has a visible-items handler, whose answers may change with the bounds.
    private var hasVisibleItemsHandlers = false
    /// The largest query result so far, to reserve the next one in one step.
    private var resultCapacity = 16
    /// The sizes self-sizing cells asked for, by item.
    private var measuredCells: [SelfSizedItem: Size] = [:]
    /// How far each section that scrolls sideways is scrolled, by section; absent is 0.
    private var orthogonalOffsets: [Int: Double] = [:]
    /// The layout's own headers and footers (``CompositionalLayoutConfiguration/boundarySupplementaryItems``).
    private var global: [PlacedSection.Boundary] = []
    /// The sizes self-sizing headers and footers asked for: by section (-1 for the layout's own), kind and number.
    private var measuredBoundaries: [BoundaryKey: Size] = [:]
    /// Whether the last ``prepare()`` laid out a horizontal layout: everything placed is then the transpose of where it
    /// is shown (``CompositionalTransposition``), and queries transpose on the way in and out.
    private var isHorizontal = false

    /// A header or footer: its section (-1 for the layout's own), its kind, and its number among that kind.
    private struct BoundaryKey: Hashable {
        var section: Int
        var kind: ElementKind
        var item: Int
    }

    /// A layout whose every section is `section` (UIKit's `init(section:)`).
    public convenience init(section: CollectionLayoutSection, configuration: CompositionalLayoutConfiguration = .init()) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout that asks `sectionProvider` for each section whenever it lays out (UIKit's `init(sectionProvider:)`).
    public init(sectionProvider: @escaping SectionProvider, configuration: CompositionalLayoutConfiguration = .init()) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A layout whose every section is a list section for `configuration` (UIKit's `list(using:)`).
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CompositionalLayout {
        CompositionalLayout(sectionProvider: { _, environment in
            CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        })
    }

    /// The environment a section provider is given now: the collection view's size and content inset.
    public var environment: CollectionLayoutEnvironment {
        CollectionLayoutEnvironment(container: .init(contentSize: collectionView?.bounds.size ?? .zero,
                                                     contentInsets: collectionView?.contentInset ?? .zero))
    }

    /// Drops every placed section, item and header: a detached compositional layout holds nothing per item but the
    /// sizes its self-sizing cells asked for, and how far its rows are scrolled sideways.
    open override func discardPreparedState() {
        placed = []
        runningMaxY = []
        trailingMinY = []
        global = []
        size = .zero
    }

    /// Asks the provider for every section and places its items, headers, footers and backgrounds.
    open override func prepare() {
        guard pendingInvalidation.requiresRecompute || placed.isEmpty else { return }
        placed.removeAll(keepingCapacity: true)
        runningMaxY.removeAll(keepingCapacity: true)
        trailingMinY.removeAll(keepingCapacity: true)
        hasPinnedItems = false
        hasVisibleItemsHandlers = false
        guard let context = collectionView else {
            size = .zero
            return
        }
        if pendingInvalidation.invalidateDataSourceCounts {
            self.measuredCells.forgetStaleItems(context: context)
            let sections = context.numberOfSections
            self.measuredBoundaries = self.measuredBoundaries.filter { $0.key.section < sections }
        }
        let environment = self.environment
        // A horizontal layout is laid out as its transpose: sections, container and measured sizes alike.
        let horizontal = configuration.scrollDirection == .horizontal
        isHorizontal = horizontal
        let room = horizontal ? environment.container.effectiveContentSize.transposed : environment.container.effectiveContentSize
        let measuredBoundaries = horizontal ? self.measuredBoundaries.mapValues(\.transposed) : self.measuredBoundaries
        let measuredCells = horizontal ? self.measuredCells.mapValues(\.transposed) : self.measuredCells
        var y = 0.0
        // The layout's own headers take room above the first section, its footers below the last; those that take
        // no room lie over the content's top or bottom edge.
        global.removeAll(keepingCapacity: true)
        var globalItems = context.numberOfSections > 0 ? configuration.boundarySupplementaryItems : []
        if horizontal { globalItems = globalItems.map(CompositionalTransposition.boundaryItem) }
        var placer = PlacedSection.BoundaryPlacer(x: 0, width: room.width, height: room.height, raised: 0) { [measuredBoundaries] kind, item in
            measuredBoundaries.isEmpty ? nil : measuredBoundaries[BoundaryKey(section: -1, kind: kind, item: item)]
        }
        // Those at a side take their width from the side of every section.
        let sides = placer.sides(of: globalItems)
        /// Places `b` with its top at `top(extent)`; returns the room it takes.
        func place(_ b: CollectionLayoutBoundarySupplementaryItem, at top: (Double) -> Double) -> Double {
            let placed = placer.place(b, top: top)
            global.append(placed)
            return placed.extent
        }
        for b in globalItems where b.alignment.isTop && b.extendsBoundary {
            y += place(b) { [y] _ in y }
        }
        let contentTop = y
        for s in 0..<context.numberOfSections {
            if s > 0 { y += configuration.interSectionSpacing }
            let provided = sectionProvider(s, environment)
            let section = horizontal ? provided.map(CompositionalTransposition.section) : provided
            let measured: (Int) -> Size? = measuredCells.isEmpty ? { _ in nil } : { [measuredCells] item in
                measuredCells[SelfSizedItem(ElementPath(item: item, section: s), in: context)]
            }
            let p = PlacedSection(section: section, count: max(0, context.numberOfItems(inSection: s)), top: y, left: sides.leading,
                                  width: max(0, room.width - sides.leading - sides.trailing), height: room.height,
                                  hasMeasurements: !measuredCells.isEmpty,
                                  measured: measured, measuredBoundary: { [measuredBoundaries] kind, item in
                                      measuredBoundaries.isEmpty ? nil : measuredBoundaries[BoundaryKey(section: s, kind: kind, item: item)]
                                  })
            hasPinnedItems = hasPinnedItems || p.boundaries.contains { $0.pins }
            hasVisibleItemsHandlers = hasVisibleItemsHandlers || p.visibleItemsHandler != nil
            y = p.frame.maxY
            runningMaxY.append(max(runningMaxY.last ?? -.infinity, p.reach.maxY))
            trailingMinY.append(p.reach.minY)
            placed.append(p)
        }
        for s in stride(from: trailingMinY.count - 2, through: 0, by: -1) {
            trailingMinY[s] = min(trailingMinY[s], trailingMinY[s + 1])
        }
        let contentBottom = y
        for b in globalItems where b.alignment.isBottom && b.extendsBoundary {
            y += place(b) { [y] _ in y }
        }
        for b in globalItems where !b.extendsBoundary && !b.alignment.isSide {
            _ = place(b) { [y] extent in b.alignment.isTop ? 0 : y - extent }
        }
        global += placer.place(sides, span: (contentTop, contentBottom))
        hasPinnedItems = hasPinnedItems || global.contains { $0.pins }
        size = Size(width: room.width, height: y)
        // A row that became shorter, or a section that no longer scrolls sideways, keeps an offset it can rest at.
        for (s, offset) in orthogonalOffsets {
            let range = orthogonalScrollRange(forSection: s)
            let kept = min(max(offset, range.lowerBound), range.upperBound)
            orthogonalOffsets[s] = kept == 0 ? nil : kept
        }
    }

    /// The width the layout fills and the height of its sections (a horizontal layout: their width, and its height).
    open override var contentSize: Size { isHorizontal ? size.transposed : size }

    /// Attributes as placed, where they are shown: transposed in a horizontal layout.
    @inline(__always)
    private func realized(_ a: LayoutAttributes) -> LayoutAttributes {
        isHorizontal ? CompositionalTransposition.attributes(a) : a
    }

    /// Moves shown attributes back along a row that scrolls orthogonally by its offset `shift`: left in a vertical
    /// layout, up in a horizontal one.
    @inline(__always)
    private func unshift(_ a: inout LayoutAttributes, by shift: Double) {
        if isHorizontal { a.center.y -= shift } else { a.center.x -= shift }
    }

    /// Every cell, header, footer and background whose frame meets `rect`, headers and footers pinned where they pin.
    open override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(resultCapacity)
        forEachPlacedElement(in: rect) { result.append($0) }
        resultCapacity = max(resultCapacity, result.count)
        return result
    }

    /// Hands out the elements ``attributesForElements(in:)`` returns, one at a time, without building the array.
    open override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard type(of: self) == CompositionalLayout.self else { return super.forEachElement(in: rect, body) }
        forEachPlacedElement(in: rect, body)
    }

    /// ``forEachElement(in:_:)`` of the layout's own placement, whatever the class: for a subclass in this package that
    /// leaves the query as it is, and so streams as the class itself does.
    package func forEachOwnElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        forEachPlacedElement(in: rect, body)
    }

    private func forEachPlacedElement(in real: Rect, _ body: (LayoutAttributes) -> Void) {
        guard !real.isNull, !placed.isEmpty else { return }
        let rect = isHorizontal ? real.transposed : real
        // Sections lie one after another: from the first whose reach ends at or below the rectangle's top, until the
        // rest all start below its bottom.
        // An element's attributes keep its centre and size, so the frame they give back may differ from the one
        // placed in the last bit: the search looks a little wider, and each element is judged by its attributes.
        let slack = 1e-9 * max(1, abs(rect.minY), abs(rect.maxY))
        let top = rect.minY - slack, bottom = rect.maxY + slack
        var s = ReachSearch.first(runningMaxY, reaching: top)
        while s < placed.count, trailingMinY[s] <= bottom {
            let section = placed[s]
            for d in section.decorations {
                var a = LayoutAttributes(forDecorationOfKind: d.kind, at: ElementPath(item: 0, section: s), frame: d.frame)
                a.zIndex = d.zIndex
                if a.frame.intersects(rect) { body(realized(a)) }
            }
            forEachCell(of: section, section: s, in: rect, real: real, top: top, bottom: bottom, body)
            for b in section.boundaries {
                let a = attributes(of: b, section: s)
                if a.frame.intersects(rect) { body(realized(a)) }
            }
            s += 1
        }
        for b in global {
            let a = globalAttributes(of: b)
            if a.frame.intersects(rect) { body(realized(a)) }
        }
    }

    /// The cells and badges of `section` that meet `rect` (as placed; `real` where shown). Its groups lie one after
    /// another, down the section or, when it scrolls sideways, along its row (moved by the row's offset): from the
    /// first whose reach ends at or after the rectangle's near edge until the rest all start past its far edge.
    private func forEachCell(of section: PlacedSection, section s: Int, in rect: Rect, real: Rect, top: Double, bottom: Double,
                             _ body: (LayoutAttributes) -> Void) {
        let groups = section.groupFirstItem.count
        guard groups > 0 else { return }
        let shift: Double, reachEnds: [Double], reachStarts: [Double], near: Double, far: Double
        if let row = section.orthogonal {
            guard section.runningMaxY[groups - 1] >= top, section.trailingMinY[0] <= bottom else { return }
            shift = orthogonalOffsets[s] ?? 0
            let slack = 1e-9 * max(1, abs(rect.minX + shift), abs(rect.maxX + shift))
            (reachEnds, reachStarts, near, far) = (row.runningMaxX, row.trailingMinX, rect.minX + shift - slack, rect.maxX + shift + slack)
        } else {
            shift = 0
            (reachEnds, reachStarts, near, far) = (section.runningMaxY, section.trailingMinY, top, bottom)
        }
        let low = ReachSearch.first(reachEnds, reaching: near)
        // With a visible-items handler, the items found are handed to it first, in the row's own coordinates.
        let handler = section.visibleItemsHandler
        var items: [CollectionLayoutVisibleItem] = []
        func found(_ a: LayoutAttributes) {
            if shift == 0 {
                guard a.frame.intersects(rect) else { return }
                if handler == nil { body(realized(a)) } else { items.append(CollectionLayoutVisibleItem(realized(a))) }
                return
            }
            var shown = a
            shown.center.x -= shift
            guard shown.frame.intersects(rect) else { return }
            if handler == nil { body(realized(shown)) } else { items.append(CollectionLayoutVisibleItem(realized(a))) }
        }
        var g = low
        while g < groups, reachStarts[g] <= far {
            let end = g + 1 < groups ? section.groupFirstItem[g + 1] : section.cellFrames.count
            var cells = section.groupFirstItem[g]..<end
            if shift == 0, section.orthogonal == nil, let reach = section.cellReaches[g] {
                // A large group's cells, as its groups are: only those that may meet the lines `top` to `bottom`.
                let offsets = reach.candidates(near: near, far: far)
                cells = (cells.lowerBound + offsets.lowerBound)..<(cells.lowerBound + offsets.upperBound)
            }
            for item in cells {
                found(cellAttributes(of: section, item: item, section: s))
            }
            let supplementEnd = g + 1 < groups ? section.groupFirstSupplement[g + 1] : section.supplements.count
            for k in section.groupFirstSupplement[g]..<supplementEnd {
                found(rowAttributes(of: section.supplements[k], section: s))
            }
            g += 1
        }
        if let handler, !items.isEmpty {
            handler(items, visibleItemsOffset(row: section.orthogonal == nil ? nil : shift), environment)
            for item in items {
                var a = item.attributes
                unshift(&a, by: shift)
                if a.frame.intersects(real) { body(a) }
            }
        }
    }

    /// A cell's attributes where its section placed it: in the row's own coordinates when the section scrolls sideways.
    private func cellAttributes(of section: PlacedSection, item: Int, section s: Int) -> LayoutAttributes {
        var a = LayoutAttributes(forCellAt: ElementPath(item: item, section: s), frame: section.cellFrames[item])
        a.zIndex = section.cellZIndices.isEmpty ? section.cellZIndex : section.cellZIndex + section.cellZIndices[item]
        return a
    }

    /// The offset a visible-items handler is given: the collection view's content offset, with the offset of the
    /// section's row, when it scrolls orthogonally, in `x` (in `y` in a horizontal layout).
    private func visibleItemsOffset(row: Double?) -> Point {
        let page = collectionView?.bounds.origin ?? .zero
        guard let row else { return page }
        return isHorizontal ? Point(x: page.x, y: row) : Point(x: row, y: page.y)
    }

    /// An element of section `s`, as placed, where a query shows it: its section's visible-items handler (given it
    /// alone) applied, and moved by the row's offset when the section scrolls orthogonally.
    private func shown(_ a: LayoutAttributes, section s: Int) -> LayoutAttributes {
        let shift = placed[s].orthogonal == nil ? 0 : orthogonalOffsets[s] ?? 0
        var result = realized(a)
        if let handler = placed[s].visibleItemsHandler {
            let item = CollectionLayoutVisibleItem(result)
            handler([item], visibleItemsOffset(row: placed[s].orthogonal == nil ? nil : shift), environment)
            result = item.attributes
        }
        unshift(&result, by: shift)
        return result
    }

    /// A header's or footer's attributes, moved to stay on screen while its section is when it pins.
    private func attributes(of b: PlacedSection.Boundary, section s: Int) -> LayoutAttributes {
        attributes(of: b, within: (placed[s].frame.minY, placed[s].frame.maxY), path: ElementPath(item: b.item, section: s))
    }

    /// A global header's or footer's attributes (item by kind, section 0), moved to stay on screen when it pins.
    private func globalAttributes(of b: PlacedSection.Boundary) -> LayoutAttributes {
        attributes(of: b, within: (0, size.height), path: ElementPath(item: b.item, section: 0))
    }

    /// A header's or footer's attributes at `path`, moved to stay on screen while `range` is when it pins.
    private func attributes(of b: PlacedSection.Boundary, within range: (minY: Double, maxY: Double),
                            path: ElementPath) -> LayoutAttributes {
        var frame = b.frame
        var zIndex = b.zIndex
        if b.pins, let context = collectionView {
            let bounds = context.bounds, inset = context.contentInset
            frame = b.pinnedFrame(within: range, visible: isHorizontal ? (bounds.minX + inset.left, bounds.maxX - inset.right)
                                                                       : (bounds.minY + inset.top, bounds.maxY - inset.bottom))
            // Moved over the cells, it is drawn above them, as a flow layout's pinned header is.
            if frame.minY != b.frame.minY { zIndex = max(zIndex, 10) }
        }
        var a = LayoutAttributes(forSupplementaryOfKind: b.kind, at: path, frame: frame)
        a.zIndex = zIndex
        return a
    }

    /// The cell's attributes, or nil when there is no such item or its section has no layout.
    open override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < placed.count, indexPath.item >= 0,
              indexPath.item < placed[indexPath.section].cellFrames.count else { return nil }
        return shown(cellAttributes(of: placed[indexPath.section], item: indexPath.item, section: indexPath.section),
                     section: indexPath.section)
    }

    /// The header or footer of `kind` at `indexPath` (item 0 for a section's first of that kind), pinned where it
    /// pins; else the view of `kind` anchored to the cell at `indexPath`.
    open override func attributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: ElementPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < placed.count else { return nil }
        if indexPath.section == 0, let b = global.first(where: { $0.kind == kind && $0.item == indexPath.item }) {
            return realized(globalAttributes(of: b))
        }
        let section = placed[indexPath.section]
        if let b = section.boundaries.first(where: { $0.kind == kind && $0.item == indexPath.item }) {
            return realized(attributes(of: b, section: indexPath.section))
        }
        var low = 0, high = section.supplements.count
        while low < high {
            let mid = (low + high) / 2
            if section.supplements[mid].item < indexPath.item { low = mid + 1 } else { high = mid }
        }
        while low < section.supplements.count, section.supplements[low].item == indexPath.item {
            if section.supplements[low].kind == kind {
                return shown(rowAttributes(of: section.supplements[low], section: indexPath.section), section: indexPath.section)
            }
            low += 1
        }
        return nil
    }

    /// A badge's attributes where its section placed it: in the row's own coordinates when the section scrolls sideways.
    private func rowAttributes(of supplement: PlacedSection.Supplement, section s: Int) -> LayoutAttributes {
        var a = LayoutAttributes(forSupplementaryOfKind: supplement.kind, at: ElementPath(item: supplement.item, section: s),
                                 frame: supplement.frame)
        a.zIndex = supplement.zIndex
        return a
    }

    /// The section background of `kind` at item 0 of `indexPath`'s section.
    open override func attributesForDecorationView(ofKind kind: ElementKind, at indexPath: ElementPath) -> LayoutAttributes? {
        guard indexPath.item == 0, indexPath.section >= 0, indexPath.section < placed.count,
              let d = placed[indexPath.section].decorations.first(where: { $0.kind == kind }) else { return nil }
        var a = LayoutAttributes(forDecorationOfKind: kind, at: indexPath, frame: d.frame)
        a.zIndex = d.zIndex
        return realized(a)
    }

    /// True for a cell whose item estimates its width or height, or a header or footer whose size does, when it asks
    /// for another size along that axis.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                              withOriginalAttributes original: LayoutAttributes) -> Bool {
        let placedAxes = original.category == .supplementary ? boundary(of: original).map { $0.1.estimatedAxes } ?? 0
                                                             : estimatedAxes(of: original)
        // Placed in a horizontal layout's transpose, a width is shown as a height.
        let axes = isHorizontal ? (placedAxes & 1) << 1 | (placedAxes & 2) >> 1 : placedAxes
        guard axes != 0 else { return false }
        let wanted = FlowLayout.usableSize(preferred.size)
        return (axes & 1 != 0 && wanted.width != original.size.width) || (axes & 2 != 0 && wanted.height != original.size.height)
    }

    /// Records the size the cell asked for, which the item takes along its estimated axes from the next layout on.
    open override func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                           withOriginalAttributes original: LayoutAttributes) -> InvalidationContext {
        var context = super.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        if original.category == .supplementary, let (key, b) = boundary(of: original), b.estimatedAxes != 0 {
            measuredBoundaries[key] = FlowLayout.usableSize(preferred.size)
            context.invalidateEverything = true
        } else if estimatedAxes(of: original) != 0, let host = collectionView {
            measuredCells[SelfSizedItem(original.indexPath, in: host)] = FlowLayout.usableSize(preferred.size)
        }
        return context
    }

    /// The header or footer the attributes of a supplementary view are for, with its key; nil for a badge.
    private func boundary(of attributes: LayoutAttributes) -> (BoundaryKey, PlacedSection.Boundary)? {
        guard let kind = attributes.elementKind else { return nil }
        let p = attributes.indexPath
        if p.section == 0, let b = global.first(where: { $0.kind == kind && $0.item == p.item }) {
            return (BoundaryKey(section: -1, kind: kind, item: p.item), b)
        }
        guard p.section >= 0, p.section < placed.count,
              let b = placed[p.section].boundaries.first(where: { $0.kind == kind && $0.item == p.item }) else { return nil }
        return (BoundaryKey(section: p.section, kind: kind, item: p.item), b)
    }

    /// The axes the item of a cell's attributes estimates (1: width, 2: height), 0 for anything else.
    private func estimatedAxes(of attributes: LayoutAttributes) -> UInt8 {
        let p = attributes.indexPath
        guard attributes.category == .cell, p.section >= 0, p.section < placed.count, p.item >= 0,
              p.item < placed[p.section].estimatedAxes.count else { return 0 }
        return placed[p.section].estimatedAxes[p.item]
    }


    /// True when the collection view's size changes (fractions change with it), or on any move while a header pins
    /// or a section has a visible-items handler (it is given the offset).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let context = collectionView else { return false }
        if context.bounds.size != newBounds.size { return true }
        return (hasPinnedItems || hasVisibleItemsHandlers) && context.bounds != newBounds
    }

    /// ``InvalidationContext/boundsOnly`` for a scroll, which only moves pinned headers and asks the visible-items
    /// handlers again (both at query time); everything for a resize.
    open override func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        guard let context = collectionView, context.bounds.size == newBounds.size else { return .everything }
        return .boundsOnly
    }

    // MARK: Sections that scroll sideways

    /// Whether the sections that scroll orthogonally scroll up and down: in a horizontal layout.
    public var orthogonalScrollsVertically: Bool { isHorizontal }

    /// The section whose row scrolls orthogonally and whose content (between its insets across the row) holds `shown`.
    public func orthogonalSection(at shown: Point) -> Int? {
        let point = isHorizontal ? CompositionalTransposition.point(shown) : shown
        var low = 0, high = placed.count
        while low < high {
            let mid = (low + high) / 2
            if placed[mid].frame.maxY <= point.y { low = mid + 1 } else { high = mid }
        }
        guard low < placed.count, let row = placed[low].orthogonal, point.y >= row.band.minY, point.y < row.band.maxY
        else { return nil }
        return low
    }

    /// From 0 to the row's length less the collection view's width (less its content inset); 0...0 for a section
    /// that does not scroll sideways or whose row fits.
    public func orthogonalScrollRange(forSection section: Int) -> ClosedRange<Double> {
        guard section >= 0, section < placed.count, let row = placed[section].orthogonal else { return 0...0 }
        return 0...max(0, row.length - size.width)
    }

    /// How far `section`'s row is scrolled sideways, in points.
    public func orthogonalOffset(forSection section: Int) -> Double {
        orthogonalOffsets[section] ?? 0
    }

    /// Moves `section`'s row to `offset`: the next query places its cells and badges `offset` points further left.
    /// Nothing is laid out again; the layout is invalidated with ``InvalidationContext/boundsOnly``.
    public func setOrthogonalOffset(_ offset: Double, forSection section: Int) {
        guard section >= 0, section < placed.count, placed[section].orthogonal != nil, offset.isFinite,
              offset != orthogonalOffset(forSection: section) else { return }
        orthogonalOffsets[section] = offset == 0 ? nil : offset
        invalidateLayout(with: .boundsOnly)
    }

    /// Where the row rests by its ``CollectionLayoutSection/orthogonalScrollingBehavior``; see the type's discussion.
    public func orthogonalRestingOffset(forSection section: Int, proposed: Double, start: Double, velocity: Double) -> Double {
        guard section >= 0, section < placed.count, let row = placed[section].orthogonal else { return 0 }
        let range = orthogonalScrollRange(forSection: section), width = size.width
        func clamped(_ v: Double) -> Double { min(max(v, range.lowerBound), range.upperBound) }
        let current = orthogonalOffset(forSection: section)
        // The offsets a group rests at, in row order (rising).
        func stops(_ at: (Int) -> Double) -> [Double] { (0..<row.groupStarts.count).map(at) }
        switch row.behavior {
        case .none, .continuous:
            return clamped(proposed)
        case .continuousGroupLeadingBoundary:
            // Judged where the row can show them: near its end, the end itself is where the last groups rest.
            let all = stops { clamped(row.groupStarts[$0] - row.leadingInset) }
            return all.min(by: { abs($0 - proposed) < abs($1 - proposed) }) ?? clamped(proposed)
        case .paging:
            guard width > 0 else { return clamped(current) }
            return clamped(PagingRule.pageIndex(current: current, start: start, velocity: velocity, page: width) * width)
        case .groupPaging, .groupPagingCentered:
            let centred = row.behavior == .groupPagingCentered
            let all = stops { centred ? row.groupStarts[$0] + row.groupLengths[$0] / 2 - width / 2
                                      : row.groupStarts[$0] - row.leadingInset }
            guard !all.isEmpty else { return clamped(current) }
            // Stops are judged where the row can show them, so the first and last groups of a row rest at its ends.
            let reachable = all.map(clamped)
            func nearest(to v: Double) -> Int {
                reachable.indices.min { abs(reachable[$0] - v) < abs(reachable[$1] - v) } ?? 0
            }
            var index = nearest(to: current)
            let flick = PagingRule.flickVelocity, epsilon = 1e-9
            if velocity > flick, reachable[index] <= current + epsilon {
                index = reachable.indices.first { reachable[$0] > current + epsilon } ?? index
            } else if velocity < -flick, reachable[index] >= current - epsilon {
                index = reachable.indices.last { reachable[$0] < current - epsilon } ?? index
            }
            let home = nearest(to: start)
            index = min(max(index, home - 1), home + 1)
            return reachable[index]
        }
    }

    /// True for `.paging`, `.groupPaging` and `.groupPagingCentered`.
    public func orthogonalSectionPages(_ section: Int) -> Bool {
        guard section >= 0, section < placed.count, let row = placed[section].orthogonal else { return false }
        return row.behavior == .paging || row.behavior == .groupPaging || row.behavior == .groupPagingCentered
    }
}
