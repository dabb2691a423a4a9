import TesseraGeometry

/// Where one section of a ``CompositionalLayout`` put everything, in content coordinates, ready for queries.
struct PlacedSection {
    /// A header or footer and where it lies before pinning.
    struct Boundary {
        var kind: ElementKind
        var item: Int
        var frame: Rect
        var zIndex: Int
        var pins: Bool
        var isTop: Bool
        /// The room it takes along the content when it extends its boundary: its height before content insets.
        var extent = 0.0
        /// The axes its size is estimated along (1: width, 2: height), along which its view may size it.
        var estimatedAxes: UInt8 = 0

        /// The size of `b` in a room `width` × `height`: measured against it or, along an estimated axis, the size its
        /// view asked for (`measured`), when it has asked.
        static func size(of b: CollectionLayoutBoundarySupplementaryItem, width: Double, height: Double, measured: Size?) -> Size {
            var size = b.layoutSize.resolved(in: Size(width: width, height: height))
            if let measured {
                if b.layoutSize.widthDimension.isEstimated { size.width = measured.width }
                if b.layoutSize.heightDimension.isEstimated { size.height = measured.height }
            }
            return size
        }

        /// `b`, of `size` (``size(of:width:height:measured:)``), placed with its top at `y` (before its offset) across
        /// the room from `x` that is `width` wide: at the room's leading end, centre or trailing end by its alignment,
        /// moved by its offset, less its content insets (none along an estimated axis, as an item's), raised to at
        /// least `raised`.
        init(_ b: CollectionLayoutBoundarySupplementaryItem, item: Int, size: Size, at y: Double, x: Double, width: Double,
             raised: Int) {
            let w = b.layoutSize.widthDimension.isEstimated, h = b.layoutSize.heightDimension.isEstimated
            var insets = b.contentInsets
            if w { insets.leading = 0; insets.trailing = 0 }
            if h { insets.top = 0; insets.bottom = 0 }
            let left: Double
            switch b.alignment {
            case .topLeading, .bottomLeading, .leading: left = x
            case .topTrailing, .bottomTrailing, .trailing: left = x + width - size.width
            case .top, .bottom: left = x + (width - size.width) / 2
            }
            let placed = Rect(x: left + b.offset.x, y: y + b.offset.y, width: size.width, height: size.height)
            self.init(kind: b.elementKind, item: item, frame: insets.inset(placed), zIndex: max(b.zIndex, raised),
                      pins: b.pinToVisibleBounds, isTop: !b.alignment.isBottom)
            extent = size.height
            estimatedAxes = (w ? 1 : 0) | (h ? 2 : 0)
        }

        init(kind: ElementKind, item: Int, frame: Rect, zIndex: Int, pins: Bool, isTop: Bool) {
            self.kind = kind
            self.item = item
            self.frame = frame
            self.zIndex = zIndex
            self.pins = pins
            self.isTop = isTop
        }

        /// The frame it is shown at: when it pins, moved to stay on screen while the span `range` (its section, or
        /// the whole content) is, between the top and bottom of `visible`. One at a side pins as a header does.
        func pinnedFrame(within range: (minY: Double, maxY: Double), visible: (top: Double, bottom: Double)) -> Rect {
            var f = frame
            guard pins else { return f }
            if isTop {
                f.origin.y = min(max(f.minY, visible.top), max(f.minY, range.maxY - f.height))
            } else {
                f.origin.y = max(min(f.minY, visible.bottom - f.height), min(f.minY, range.minY))
            }
            return f
        }
    }

    /// Places the headers and footers of a section, or of the whole layout: numbers each among its kind, sizes it
    /// (along an estimated axis, as its view asked, by kind and number) and puts it where its caller says.
    struct BoundaryPlacer {
        /// The room's leading edge and width, and the height fractions are taken of.
        let x: Double, width: Double, height: Double
        /// The least stacking order every header and footer gets.
        let raised: Int
        /// The size a view of a kind and number asked for, if it did.
        let measured: (ElementKind, Int) -> Size?
        private var kindCounts: [ElementKind: Int] = [:]

        init(x: Double, width: Double, height: Double, raised: Int, measured: @escaping (ElementKind, Int) -> Size?) {
            self.x = x
            self.width = width
            self.height = height
            self.raised = raised
            self.measured = measured
        }

        /// `b`, numbered among its kind, with its top at `top(extent)`: where it goes may depend on how tall it is.
        mutating func place(_ b: CollectionLayoutBoundarySupplementaryItem, top: (Double) -> Double) -> Boundary {
            let item = number(b)
            let size = Boundary.size(of: b, width: width, height: height, measured: measured(b.elementKind, item))
            return Boundary(b, item: item, size: size, at: top(size.height), x: x, width: width, raised: raised)
        }

        /// The next number among `b`'s kind.
        private mutating func number(_ b: CollectionLayoutBoundarySupplementaryItem) -> Int {
            let item = kindCounts[b.elementKind, default: 0]
            kindCounts[b.elementKind] = item + 1
            return item
        }

        /// The side items (`.leading` and `.trailing`) among `items`, numbered and measured now: each is as wide as its
        /// size says against the room, and those that extend the boundary take that width from their side.
        mutating func sides(of items: [CollectionLayoutBoundarySupplementaryItem]) -> Sides {
            var sides = Sides()
            for b in items where b.alignment.isSide {
                let item = number(b)
                let w = Boundary.size(of: b, width: width, height: height, measured: measured(b.elementKind, item)).width
                sides.items.append((b, item, w))
                guard b.extendsBoundary else { continue }
                if b.alignment == .leading { sides.leading = max(sides.leading, w) } else { sides.trailing = max(sides.trailing, w) }
            }
            return sides
        }

        /// Every item of `sides` at its side of the span `span` along the section (or the whole content), centred
        /// along it: as wide as measured, its height taken against the span's length.
        func place(_ sides: Sides, span: (minY: Double, maxY: Double)) -> [Boundary] {
            let length = max(0, span.maxY - span.minY)
            return sides.items.map { b, item, sideWidth in
                var size = Boundary.size(of: b, width: width, height: length, measured: measured(b.elementKind, item))
                size.width = sideWidth
                var placed = Boundary(b, item: item, size: size, at: span.minY + (length - size.height) / 2, x: x, width: width,
                                      raised: raised)
                placed.extent = sideWidth
                return placed
            }
        }
    }

    /// The headers and footers at a section's (or the layout's) sides, numbered and measured, and the room they take
    /// from the leading and trailing sides of the content.
    struct Sides {
        var items: [(item: CollectionLayoutBoundarySupplementaryItem, number: Int, width: Double)] = []
        var leading = 0.0, trailing = 0.0
    }

    /// A background and where it lies.
    struct Decoration {
        var kind: ElementKind
        var frame: Rect
        var zIndex: Int
    }

    /// A view anchored to a cell (a badge), and where it lies.
    struct Supplement: Equatable {
        var item: Int
        var kind: ElementKind
        var frame: Rect
        var zIndex: Int
    }

    /// The whole section across the collection view's width: its headers, insets, groups and footers.
    var frame: Rect
    /// Each item's cell frame, by item number.
    var cellFrames: [Rect] = []
    /// The first item of each group.
    var groupFirstItem: [Int] = []
    /// For each group, the largest maxY of its cells and every group before it (never decreasing).
    var runningMaxY: [Double] = []
    /// For each group, the least minY of its cells and every group after it (never decreasing).
    var trailingMinY: [Double] = []
    /// For each group of more than ``indexedGroupItems`` cells (a custom group that holds a whole waterfall, say), by
    /// group: its cells' running maximum of maxY and trailing minimum of minY, as ``runningMaxY`` and ``trailingMinY``
    /// are for the groups, so that a query walks only the cells of the group it may meet, not every one.
    var cellReaches: [Int: CellReach] = [:]
    /// The most cells a group has for a query to walk them all: a larger one gets a ``CellReach``.
    static let indexedGroupItems = 64

    /// One group's cells in item order: how far down those so far reach, and how far up those from each one on start.
    struct CellReach {
        var runningMaxY: [Double]
        var trailingMinY: [Double]

        /// The reaches of `frames`, in their order.
        init(_ frames: ArraySlice<Rect>) {
            runningMaxY = []
            trailingMinY = []
            runningMaxY.reserveCapacity(frames.count)
            trailingMinY.reserveCapacity(frames.count)
            var running = -Double.infinity
            for f in frames {
                running = max(running, f.maxY)
                runningMaxY.append(running)
                trailingMinY.append(f.minY)
            }
            for k in stride(from: trailingMinY.count - 2, through: 0, by: -1) {
                trailingMinY[k] = min(trailingMinY[k], trailingMinY[k + 1])
            }
        }

        /// The offsets of the cells that may meet the lines `near` to `far` (``ReachSearch``).
        func candidates(near: Double, far: Double) -> Range<Int> {
            let first = ReachSearch.first(runningMaxY, reaching: near)
            return first..<ReachSearch.end(trailingMinY, from: first, before: far)
        }
    }

    var cellZIndex = 0
    /// For each item, what its custom group adds to ``cellZIndex``; empty when nothing does.
    var cellZIndices: [Int] = []
    /// For each item, the axes its size is estimated along (1: width, 2: height), when any item's is.
    var estimatedAxes: [UInt8] = []
    /// The least minY and the greatest maxY of everything the section places, pinned headers included (they pin
    /// within the section and the place they were given).
    var reach: (minY: Double, maxY: Double)
    var boundaries: [Boundary] = []
    /// The views anchored to cells, in item order.
    var supplements: [Supplement] = []
    /// The first of ``supplements`` for each group.
    var groupFirstSupplement: [Int] = []
    var decorations: [Decoration] = []
    /// The row of groups, when the section scrolls sideways; nil when its groups follow one another down.
    var orthogonal: Orthogonal?
    /// The section's visible-items handler, which each query hands the cells and badges it finds.
    var visibleItemsHandler: CollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// A section's row of groups that scrolls sideways, as placed at offset 0 (content coordinates).
    struct Orthogonal {
        var behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
        /// From the top of the section's content (its top inset) to the bottom of it: where a drag moves the row.
        var band: (minY: Double, maxY: Double)
        /// The row's length: the leading inset, the groups and their spacing, and the trailing inset.
        var length: Double
        var leadingInset: Double
        /// Each group's leading edge along the row.
        var groupStarts: [Double] = []
        /// Each group's length along the row.
        var groupLengths: [Double] = []
        /// For each group, the greatest maxX of its cells and badges and of every group before it (never decreasing).
        var runningMaxX: [Double] = []
        /// For each group, the least minX of its cells and badges and of every group after it (never decreasing).
        var trailingMinX: [Double] = []
    }

    /// Lays out a section of `count` items with `section` from `top` in a container of `width` × `height` points
    /// whose leading edge is at `left`. Along an estimated axis, a cell takes the size `measured` gives for its item,
    /// and a header or footer the size `measuredBoundary` gives for its kind and number.
    init(section: CollectionLayoutSection?, count: Int, top: Double, left: Double = 0, width: Double, height: Double,
         hasMeasurements: Bool = false, measured: @escaping (Int) -> Size? = { _ in nil },
         measuredBoundary: @escaping (ElementKind, Int) -> Size? = { _, _ in nil }) {
        frame = Rect(x: left, y: top, width: width, height: 0)
        reach = (top, top)
        guard let section else { return }
        visibleItemsHandler = section.visibleItemsInvalidationHandler
        var insets = section.contentInsets
        let raised = section.decorationItems.isEmpty ? 0 : 1
        cellZIndex = raised

        // Headers and footers are as wide as the content (or the collection view), and as tall as their size says.
        let follows = section.supplementariesFollowContentInsets
        let roomX = left + (follows ? insets.leading : 0)
        let roomWidth = follows ? max(0, width - insets.leading - insets.trailing) : width
        var placer = BoundaryPlacer(x: roomX, width: roomWidth, height: height, raised: raised, measured: measuredBoundary)
        // Those at a side take their width from the content's side when they extend the boundary.
        let sides = placer.sides(of: section.boundarySupplementaryItems)
        insets.leading += sides.leading
        insets.trailing += sides.trailing
        let contentLeft = left + insets.leading
        let contentWidth = max(0, width - insets.leading - insets.trailing)
        let contentHeight = max(0, height - insets.top - insets.bottom)

        var y = top + section.paddingAbove
        var overlays: [CollectionLayoutBoundarySupplementaryItem] = []
        for b in section.boundarySupplementaryItems where b.alignment.isTop {
            if b.extendsBoundary {
                let placed = placer.place(b) { [y] _ in y }
                boundaries.append(placed)
                y += placed.extent
            } else {
                overlays.append(b)
            }
        }
        y += insets.top
        let contentTop = y

        // The group, again and again, until every item has a place.
        let groupSize = section.group.layoutSize.resolved(in: Size(width: contentWidth, height: contentHeight))
        cellFrames.reserveCapacity(count)
        var placed = 0
        var placement = Placement(measured: measured)
        // With no cell measured, every whole group is the same group moved down: place one, then copy it.
        var template: (frames: [Rect], axes: [UInt8], supplements: [Supplement], size: Size, minY: Double, maxY: Double)?
        if !hasMeasurements, count > 0, !section.orthogonalScrollingBehavior.scrollsOrthogonally, !section.group.containsCustomGroup {
            var frames: [Rect] = []
            var probe = Placement(measured: { _ in nil })
            let (_, used) = probe.place(section.group, in: Rect(x: contentLeft, y: 0, width: groupSize.width, height: groupSize.height),
                                        limit: .max, into: &frames)
            let axes = probe.estimatedAxes + [UInt8](repeating: 0, count: frames.count - probe.estimatedAxes.count)
            let reaches = frames + probe.supplements.map(\.frame)
            template = (frames, axes.contains { $0 != 0 } ? axes : [], probe.supplements, used,
                        reaches.map(\.minY).min() ?? 0, reaches.map(\.maxY).max() ?? 0)
        }
        if section.orthogonalScrollingBehavior.scrollsOrthogonally {
            // One row: each group beside the last, as tall as the tallest.
            var row = Orthogonal(behavior: section.orthogonalScrollingBehavior, band: (y - insets.top, y),
                                 length: 0, leadingInset: contentLeft)
            var x = contentLeft, thickness = 0.0
            while placed < count {
                if placed > 0 { x += section.interGroupSpacing }
                groupFirstItem.append(placed)
                groupFirstSupplement.append(placement.supplements.count)
                let first = cellFrames.count, firstSupplement = placement.supplements.count
                let (n, used) = placement.place(section.group, in: Rect(x: x, y: y, width: groupSize.width, height: groupSize.height),
                                                limit: count - placed, into: &cellFrames)
                // A group that places nothing (a custom group with no frames) would repeat for ever.
                if n == 0 { groupFirstItem.removeLast(); groupFirstSupplement.removeLast(); break }
                var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
                for k in first..<cellFrames.count {
                    let f = cellFrames[k]
                    minX = min(minX, f.minX); maxX = max(maxX, f.maxX); minY = min(minY, f.minY); maxY = max(maxY, f.maxY)
                }
                for k in firstSupplement..<placement.supplements.count {
                    let f = placement.supplements[k].frame
                    minX = min(minX, f.minX); maxX = max(maxX, f.maxX); minY = min(minY, f.minY); maxY = max(maxY, f.maxY)
                }
                runningMaxY.append(max(runningMaxY.last ?? -.infinity, maxY))
                trailingMinY.append(minY)
                row.runningMaxX.append(max(row.runningMaxX.last ?? -.infinity, maxX))
                row.trailingMinX.append(minX)
                row.groupStarts.append(x)
                row.groupLengths.append(used.width)
                thickness = max(thickness, used.height)
                placed += n
                x += used.width
            }
            for g in stride(from: row.trailingMinX.count - 2, through: 0, by: -1) {
                row.trailingMinX[g] = min(row.trailingMinX[g], row.trailingMinX[g + 1])
            }
            row.length = x + insets.trailing
            y += thickness
            row.band.maxY = y + insets.bottom
            orthogonal = row
        }
        while placed < count {
            if placed > 0 { y += section.interGroupSpacing }
            groupFirstItem.append(placed)
            groupFirstSupplement.append(placement.supplements.count)
            if let t = template, count - placed >= t.frames.count {
                for frame in t.frames { cellFrames.append(Rect(x: frame.minX, y: frame.minY + y, width: frame.width, height: frame.height)) }
                if !t.axes.isEmpty {
                    if placement.estimatedAxes.count < placed {
                        placement.estimatedAxes.append(contentsOf: repeatElement(0, count: placed - placement.estimatedAxes.count))
                    }
                    placement.estimatedAxes.append(contentsOf: t.axes)
                }
                for var supplement in t.supplements {
                    supplement.item += placed
                    supplement.frame.origin.y += y
                    placement.supplements.append(supplement)
                }
                runningMaxY.append(max(runningMaxY.last ?? -.infinity, t.maxY + y))
                trailingMinY.append(t.minY + y)
                if t.frames.count > Self.indexedGroupItems {
                    cellReaches[groupFirstItem.count - 1] = CellReach(cellFrames[(cellFrames.count - t.frames.count)...])
                }
                placed += t.frames.count
                y += t.size.height
                continue
            }
            let first = cellFrames.count, firstSupplement = placement.supplements.count
            let (n, used) = placement.place(section.group, in: Rect(x: contentLeft, y: y, width: groupSize.width, height: groupSize.height),
                                            limit: count - placed, into: &cellFrames)
            if n == 0 { groupFirstItem.removeLast(); groupFirstSupplement.removeLast(); break }
            var minY = Double.infinity, maxY = -Double.infinity
            for k in first..<cellFrames.count {
                minY = min(minY, cellFrames[k].minY)
                maxY = max(maxY, cellFrames[k].maxY)
            }
            for k in firstSupplement..<placement.supplements.count {
                minY = min(minY, placement.supplements[k].frame.minY)
                maxY = max(maxY, placement.supplements[k].frame.maxY)
            }
            runningMaxY.append(max(runningMaxY.last ?? -.infinity, maxY))
            trailingMinY.append(minY)
            if n > Self.indexedGroupItems { cellReaches[groupFirstItem.count - 1] = CellReach(cellFrames[first..<cellFrames.count]) }
            placed += n
            y += used.height
        }
        estimatedAxes = placement.estimatedAxes
        if !placement.zIndices.isEmpty {
            cellZIndices = placement.zIndices + repeatElement(0, count: cellFrames.count - placement.zIndices.count)
        }
        supplements = placement.supplements
        for k in supplements.indices { supplements[k].zIndex = max(supplements[k].zIndex, cellZIndex + 1) }
        for g in stride(from: trailingMinY.count - 2, through: 0, by: -1) {
            trailingMinY[g] = min(trailingMinY[g], trailingMinY[g + 1])
        }
        boundaries += placer.place(sides, span: (contentTop, y))
        y += insets.bottom

        for b in section.boundarySupplementaryItems where b.alignment.isBottom {
            if b.extendsBoundary {
                let placed = placer.place(b) { [y] _ in y }
                boundaries.append(placed)
                y += placed.extent
            } else {
                overlays.append(b)
            }
        }
        // Headers and footers that take no room lie over the section's edges.
        for b in overlays {
            boundaries.append(placer.place(b) { [y] extent in b.alignment.isTop ? top + section.paddingAbove : y - extent })
        }
        y += section.paddingBelow
        frame.size.height = y - top
        for d in section.decorationItems {
            decorations.append(Decoration(kind: d.elementKind, frame: d.contentInsets.inset(frame), zIndex: d.zIndex))
        }
        // What reaches beyond the section: cells larger than their group, headers moved by an offset.
        reach = (frame.minY, frame.maxY)
        if let first = trailingMinY.first, let last = runningMaxY.last { reach = (min(reach.minY, first), max(reach.maxY, last)) }
        for b in boundaries { reach = (min(reach.minY, b.frame.minY), max(reach.maxY, b.frame.maxY)) }
        for d in decorations { reach = (min(reach.minY, d.frame.minY), max(reach.maxY, d.frame.maxY)) }
    }

    /// Places items and groups, taking a self-sized cell's measured size along the axes its item estimates.
    struct Placement {
        /// The most subitems one group repeats, so that a vanishingly small item cannot take all memory.
        static let maximumRepetitions = 10_000

        /// The size the cell of the section's item number measured itself at, if it did.
        let measured: (Int) -> Size?
        /// For each item placed so far, the axes its size is estimated along; empty while none is.
        var estimatedAxes: [UInt8] = []
        /// The views anchored to the cells placed so far, in item order.
        var supplements: [Supplement] = []
        /// For each cell placed so far, the stacking order its custom group gave it; empty while every one is 0.
        var zIndices: [Int] = []

        init(measured: @escaping (Int) -> Size?) {
            self.measured = measured
        }

        /// Places the cells of `item` in `room`, at most `limit` of them, appending their frames; returns how
        /// many, and the size the item took: its room, but along an estimated axis what its cells came to.
        ///
        /// An item's cell is its room less its content insets (none along an estimated axis), or the size its cell
        /// measured along an estimated axis. A group lines up its subitems in its own room less its content insets,
        /// each sized against that room, and places each one's cells in the room it was given; along an estimated
        /// axis it is as long as its subitems add up to, or as thick as the thickest.
        mutating func place(_ item: CollectionLayoutItem, in room: Rect, limit: Int, into frames: inout [Rect]) -> (Int, Size) {
            let width = item.layoutSize.widthDimension.isEstimated, height = item.layoutSize.heightDimension.isEstimated
            guard let group = item as? CollectionLayoutGroup else {
                let index = frames.count
                var cell = item.effectiveContentInsets.inset(room)
                if width || height {
                    if estimatedAxes.count < index { estimatedAxes.append(contentsOf: repeatElement(0, count: index - estimatedAxes.count)) }
                    estimatedAxes.append((width ? 1 : 0) | (height ? 2 : 0))
                    if let size = measured(index) {
                        if width { cell.size.width = size.width }
                        if height { cell.size.height = size.height }
                    }
                }
                frames.append(cell)
                for supplementary in item.supplementaryItems {
                    let size = supplementary.layoutSize.resolved(in: cell.size)
                    supplements.append(Supplement(item: index, kind: supplementary.elementKind,
                                                  frame: supplementary.containerAnchor.frame(of: size, in: cell),
                                                  zIndex: supplementary.zIndex))
                }
                return (1, Size(width: width ? cell.width : room.width, height: height ? cell.height : room.height))
            }
            if let provider = group.itemProvider { return placeCustom(group, provider: provider, in: room, limit: limit, into: &frames) }
            let content = group.effectiveContentInsets.inset(room)
            let horizontal = group.axis == .horizontal
            let length = horizontal ? content.width : content.height
            let spacing = group.interItemSpacing?.spacing ?? 0
            var members: [(item: CollectionLayoutItem, size: Size)] = []
            switch group.repetition {
            case .fill:
                var used = 0.0
                var k = 0
                while true {
                    let sub = group.subitems[k % group.subitems.count]
                    let size = sub.layoutSize.resolved(in: content.size)
                    let extent = (horizontal ? size.width : size.height) + EdgeRoom(sub, horizontal: horizontal).along
                    let next = used + (members.isEmpty ? 0 : spacing) + extent
                    if !members.isEmpty, next > length + 1e-9 { break }
                    members.append((sub, size))
                    used = next
                    k += 1
                    // Items of no extent would repeat for ever: one round of them is all there is room for, and a
                    // group holds at most `maximumRepetitions` however small its items.
                    if extent <= 0, k % group.subitems.count == 0 { break }
                    if members.count >= Self.maximumRepetitions { break }
                }
            case .equalShares(let count):
                let sub = group.subitems[0]
                let edges = EdgeRoom(sub, horizontal: horizontal).along
                let share = max(0, (length - spacing * Double(count - 1) - Double(count) * edges) / Double(count))
                var size = sub.layoutSize.resolved(in: content.size)
                if horizontal { size.width = share } else { size.height = share }
                members = Array(repeating: (sub, size), count: count)
            case .repeating(let count):
                let sub = group.subitems[0]
                members = Array(repeating: (sub, sub.layoutSize.resolved(in: content.size)), count: count)
            case .custom:
                return (0, room.size)
            }
            // The spare room along the axis, shared between the flexible gaps and the flexible edges.
            let flexibleGaps = group.interItemSpacing?.isFlexibleSpacing == true && members.count > 1
            let flexibleEdges = members.reduce(0) { $0 + EdgeRoom($1.item, horizontal: horizontal).flexibleAlong }
            let flexibleCount = (flexibleGaps ? members.count - 1 : 0) + flexibleEdges
            var extra = 0.0
            if flexibleCount > 0 {
                let used = members.reduce(0.0) {
                    $0 + (horizontal ? $1.size.width : $1.size.height) + EdgeRoom($1.item, horizontal: horizontal).along
                }
                let spare = length - used - spacing * Double(members.count - 1)
                if spare > 0 { extra = spare / Double(flexibleCount) }
            }
            let gap = flexibleGaps ? spacing + extra : spacing
            var placed = 0
            var position = horizontal ? content.minX : content.minY
            var thickness = 0.0
            let firstItem = frames.count, firstSupplement = supplements.count
            for (k, member) in members.enumerated() {
                guard placed < limit else { break }
                if k > 0 { position += gap }
                let edges = EdgeRoom(member.item, horizontal: horizontal)
                position += edges.before(extra)
                let across = edges.offsetAcross(room: horizontal ? content.height : content.width,
                                                size: horizontal ? member.size.height : member.size.width)
                let slot = horizontal
                    ? Rect(x: position, y: content.minY + across, width: member.size.width, height: member.size.height)
                    : Rect(x: content.minX + across, y: position, width: member.size.width, height: member.size.height)
                let (n, used) = place(member.item, in: slot, limit: limit - placed, into: &frames)
                placed += n
                position += horizontal ? used.width : used.height
                position += edges.after(extra)
                thickness = max(thickness, edges.across + (horizontal ? used.height : used.width))
            }
            let insets = group.effectiveContentInsets
            let along = position - (horizontal ? content.minX : content.minY)
            var size = room.size
            if horizontal {
                if width { size.width = along + insets.leading + insets.trailing }
                if height { size.height = thickness + insets.top + insets.bottom }
            } else {
                if height { size.height = along + insets.top + insets.bottom }
                if width { size.width = thickness + insets.leading + insets.trailing }
            }
            if placed > 0 { attachViews(of: group, to: Rect(origin: room.origin, size: size), item: firstItem, at: firstSupplement) }
            return (placed, size)
        }

        /// Inserts the views anchored to `group` where it lies, at `frame`, at its first item `item`: at `index` of the
        /// views, before its items' badges, so that the section's views stay in item order.
        private mutating func attachViews(of group: CollectionLayoutGroup, to frame: Rect, item: Int, at index: Int) {
            guard !group.supplementaryItems.isEmpty else { return }
            let views = group.supplementaryItems.map {
                Supplement(item: item, kind: $0.elementKind,
                           frame: $0.containerAnchor.frame(of: $0.layoutSize.resolved(in: frame.size), in: frame), zIndex: $0.zIndex)
            }
            supplements.insert(contentsOf: views, at: index)
        }

        /// An item's edge spacing along and across the axis of the group that holds it.
        struct EdgeRoom {
            /// Along the axis: before and after the item (leading and trailing in a row, top and bottom in a column).
            let first: CollectionLayoutSpacing?, last: CollectionLayoutSpacing?
            /// Across it: above or left of the item, and below or right of it.
            let near: CollectionLayoutSpacing?, far: CollectionLayoutSpacing?

            init(_ item: CollectionLayoutItem, horizontal: Bool) {
                let e = item.edgeSpacing
                (first, last) = horizontal ? (e?.leading, e?.trailing) : (e?.top, e?.bottom)
                (near, far) = horizontal ? (e?.top, e?.bottom) : (e?.leading, e?.trailing)
            }

            /// The least room the edges take along the axis.
            var along: Double { (first?.spacing ?? 0) + (last?.spacing ?? 0) }
            /// The least room the edges take across the axis.
            var across: Double { (near?.spacing ?? 0) + (far?.spacing ?? 0) }
            /// How many of the edges along the axis are flexible.
            var flexibleAlong: Int { (first?.isFlexibleSpacing == true ? 1 : 0) + (last?.isFlexibleSpacing == true ? 1 : 0) }
            /// The space before the item, with `extra` when that edge is flexible.
            func before(_ extra: Double) -> Double { (first?.spacing ?? 0) + (first?.isFlexibleSpacing == true ? extra : 0) }
            /// The space after the item, with `extra` when that edge is flexible.
            func after(_ extra: Double) -> Double { (last?.spacing ?? 0) + (last?.isFlexibleSpacing == true ? extra : 0) }

            /// How far across the group's `room` an item `size` thick starts: its near edge's spacing, and the room
            /// left over shared by its flexible edges (all of it to a lone flexible edge, half to each of two).
            func offsetAcross(room: Double, size: Double) -> Double {
                var offset = near?.spacing ?? 0
                let spare = room - size - across
                let nearFlexible = near?.isFlexibleSpacing == true, farFlexible = far?.isFlexibleSpacing == true
                if spare > 0, nearFlexible { offset += farFlexible ? spare / 2 : spare }
                return offset
            }
        }

        /// Places the cells of a custom `group` in `room` where its `provider` says, at most `limit` of them; returns
        /// how many, and the size the group took: its room, but along an estimated axis as far as its frames reach.
        private mutating func placeCustom(_ group: CollectionLayoutGroup, provider: CollectionLayoutGroupCustomItemProvider,
                                          in room: Rect, limit: Int, into frames: inout [Rect]) -> (Int, Size) {
            let environment = CollectionLayoutEnvironment(container: .init(contentSize: room.size,
                                                                           contentInsets: group.contentInsets.edgeInsets))
            let items = provider(environment)
            let n = max(0, min(limit, items.count))
            let firstItem = frames.count, firstSupplement = supplements.count
            var reach = Point(x: 0, y: 0)
            for item in items[..<n] {
                let index = frames.count
                let f = item.frame
                frames.append(Rect(x: room.minX + f.minX, y: room.minY + f.minY, width: f.width, height: f.height))
                if item.zIndex != 0 || !zIndices.isEmpty {
                    if zIndices.count < index { zIndices.append(contentsOf: repeatElement(0, count: index - zIndices.count)) }
                    zIndices.append(item.zIndex)
                }
                if f.maxX.isFinite { reach.x = max(reach.x, f.maxX) }
                if f.maxY.isFinite { reach.y = max(reach.y, f.maxY) }
            }
            var size = room.size
            if group.layoutSize.widthDimension.isEstimated { size.width = reach.x }
            if group.layoutSize.heightDimension.isEstimated { size.height = reach.y }
            if n > 0 { attachViews(of: group, to: Rect(origin: room.origin, size: size), item: firstItem, at: firstSupplement) }
            return (n, size)
        }
    }
}
