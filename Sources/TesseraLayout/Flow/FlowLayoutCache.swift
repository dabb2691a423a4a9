import TesseraGeometry

/// The flow layout's geometry, in axis-neutral coordinates: `u` runs across the
/// lines (x when scrolling vertically) and `v` along the scroll direction.
///
/// Items are stored in one contiguous array across all sections, 24 bytes
/// each: their position across the line and their size. An item's `v` is not
/// stored: it is centred in its line, so it follows from the line's `v` and
/// extent. Lines (24 bytes, shared by the items on them) and sections are
/// sorted by `v`, which is what lets queries binary-search. A million items cost
/// about 30 bytes each.
struct FlowLayoutCache {
    /// The first item the last build found too wide for its section's room (too tall, scrolling sideways).
    var oversizedItem: FlowLayout.OversizedItem?
    struct Item {
        var u: Double, w: Double, h: Double
    }

    struct Line {
        var v: Double
        var extent: Double
        var firstItem: Int
    }

    struct Section {
        var firstItem = 0
        var itemCount = 0
        var firstLine = 0
        var lineCount = 0
        var start = 0.0
        var headerExtent = 0.0
        var bodyEnd = 0.0
        var footerExtent = 0.0
        var end = 0.0
    }

    /// Resolved per-section metrics, in axis-neutral terms.
    struct Metrics {
        var alongStart: Double, alongEnd: Double, acrossStart: Double, acrossEnd: Double
        var lineSpacing: Double, interitemSpacing: Double
        var headerExtent: Double, footerExtent: Double
    }

    var items = FlowItemStorage()
    var lines: [Line] = []
    var sections: [Section] = []
    /// Whether every line starts and ends no earlier than the one before it, and every section likewise, so that
    /// queries may find them by binary search. False only when a negative line spacing or inset made some go
    /// back (cells that overlap on purpose); queries then use ``linesByStart``.
    var isOrdered = true
    /// When the lines are not ordered, every line's index sorted by where it starts (then by index); empty otherwise.
    /// With ``longestLine`` it lets a query find the lines that meet a band without looking at every line.
    var linesByStart: [Int] = []
    /// When the lines are not ordered, the largest extent of any line; 0 otherwise.
    var longestLine = 0.0
    /// The room across the lines: the content width when scrolling vertically.
    var acrossExtent = 0.0
    /// The total length along the scroll direction.
    var alongExtent = 0.0

    var byteCount: Int {
        items.capacity * MemoryLayout<Item>.stride + lines.capacity * MemoryLayout<Line>.stride
            + sections.capacity * MemoryLayout<Section>.stride + linesByStart.capacity * MemoryLayout<Int>.stride
    }

    /// The line holding the global item `index`, by binary search.
    func line(containing index: Int, in section: Section) -> Int {
        var lo = section.firstLine, hi = section.firstLine + section.lineCount
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if lines[mid].firstItem <= index { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// The frame of the global item `index` on `line`, in real coordinates.
    @inline(__always)
    func frame(item it: Item, line: Line, vertical: Bool) -> Rect {
        let v = line.v + (line.extent - it.h) / 2
        return vertical ? Rect(x: it.u, y: v, width: it.w, height: it.h) : Rect(x: v, y: it.u, width: it.h, height: it.w)
    }

    mutating func rebuild(for layout: FlowLayout, context: any LayoutContext) {
        let vertical = layout.scrollDirection == .vertical
        let room = context.insetSize
        acrossExtent = vertical ? room.width : room.height
        let sectionCount = max(0, context.numberOfSections)

        var counts = [Int](repeating: 0, count: sectionCount)
        var total = 0
        for s in 0..<sectionCount {
            counts[s] = max(0, context.numberOfItems(inSection: s))
            total += counts[s]
        }
        if !isKnownUniquelyReferenced(&items) { items = FlowItemStorage() }
        // Sizes that break a line (a NaN or infinite side, a line whose items all have negative heights) are
        // found as the lines close, at no cost per item; the layout is then built again with every negative,
        // infinite or NaN side taken as 0 (UIKit refuses negative sizes outright).
        if !build(layout, context: context, counts: counts, total: total, vertical: vertical, sanitizing: false) {
            _ = build(layout, context: context, counts: counts, total: total, vertical: vertical, sanitizing: true)
        }
    }

    /// Lays out every section into the cache; returns false when a size broke a line, which only happens
    /// without `sanitizing`.
    private mutating func build(_ layout: FlowLayout, context: any LayoutContext, counts: [Int], total: Int,
                                vertical: Bool, sanitizing: Bool) -> Bool {
        let delegate = context.flowLayoutDelegate
        let sectionCount = counts.count
        items.reset(capacity: total)
        lines.removeAll(keepingCapacity: true)
        sections.removeAll(keepingCapacity: true)
        sections.reserveCapacity(sectionCount)

        var builder = LineBuilder(items: items, vertical: vertical, alignment: layout.lineAlignment)
        swap(&builder.lines, &lines)
        var v = 0.0, mayGoBack = false
        for s in 0..<sectionCount {
            let m = metrics(layout, delegate: delegate, section: s, vertical: vertical)
            if m.lineSpacing < 0 || m.alongStart < 0 || m.alongEnd < 0 { mayGoBack = true }
            var section = Section()
            section.start = v
            section.headerExtent = m.headerExtent
            section.firstItem = builder.itemCount
            section.itemCount = counts[s]
            section.firstLine = builder.lines.count
            v += m.headerExtent + m.alongStart
            builder.begin(metrics: m, available: acrossExtent - m.acrossStart - m.acrossEnd, v: v)
            let count = counts[s]
            if count > 0, layout.isSelfSizing {
                let estimate = Self.usable(layout.resolvedEstimatedItemSize)
                builder.add(count: count) { layout.selfSizedSize(of: ElementPath(item: $0, section: s), in: context, estimate: estimate) }
            } else if count > 0, sanitizing {
                let fallback = layout.itemSize
                let given = delegate?.flowLayout(layout, sizesForItemsInSection: s)
                let clean = (0..<count).map { item in
                    Self.usable(given?.count == count ? given![item]
                        : delegate?.flowLayout(layout, sizeForItemAt: ElementPath(item: item, section: s)) ?? fallback)
                }
                clean.withUnsafeBufferPointer { list in builder.add(count: count) { list[$0] } }
            } else if count > 0 {
                let fallback = layout.itemSize
                if let d = delegate, let sizes = d.flowLayout(layout, sizesForItemsInSection: s), sizes.count == count {
                    sizes.withUnsafeBufferPointer { list in builder.add(count: count) { list[$0] } }
                } else if let d = delegate {
                    // `d` is one strong reference for the whole loop: the delegate is
                    // often also the weakly held collection view, whose retains are slow.
                    builder.add(count: count) { d.flowLayout(layout, sizeForItemAt: ElementPath(item: $0, section: s)) ?? fallback }
                    withExtendedLifetime(d) {}
                } else {
                    builder.add(count: count) { _ in fallback }
                }
            }
            v = builder.finish()
            section.lineCount = builder.lines.count - section.firstLine
            v += m.alongEnd
            section.bodyEnd = v
            section.footerExtent = m.footerExtent
            v += m.footerExtent
            section.end = v
            sections.append(section)
        }
        swap(&builder.lines, &lines)
        oversizedItem = builder.firstOversized.map { found in
            // The section holding the item: the last one starting at or before it.
            let s = sections.lastIndex { $0.firstItem <= found.index && $0.itemCount > 0 } ?? 0
            return FlowLayout.OversizedItem(indexPath: ElementPath(item: found.index - sections[s].firstItem, section: s),
                                            extent: found.extent, room: found.room, vertical: vertical)
        }
        alongExtent = v
        isOrdered = mayGoBack ? Self.isOrdered(lines: lines, sections: sections) : true
        indexLinesByStart()
        return !builder.sawBrokenLine
    }

    /// `size` with a negative, infinite or NaN side taken as 0 (no upper bound, unlike `FlowLayout.usableSize`
    /// for self-sized cells: a layout's own large sizes stand).
    static func usable(_ size: Size) -> Size {
        func side(_ x: Double) -> Double { x >= 0 && x < .infinity ? x : 0 }
        return Size(width: side(size.width), height: side(size.height))
    }

    /// Fills ``linesByStart`` and ``longestLine`` when the lines are not ordered, and empties them when they are.
    private mutating func indexLinesByStart() {
        guard !isOrdered else {
            linesByStart = []
            longestLine = 0
            return
        }
        let lines = self.lines
        // Ties and NaN starts fall back on the index, so the order is total and the same on every run.
        linesByStart = lines.indices.sorted { a, b in
            let va = lines[a].v, vb = lines[b].v
            return va < vb || (!(vb < va) && a < b)
        }
        longestLine = lines.reduce(0) { max($0, $1.extent) }
    }

    /// The indices of the lines whose band `[v, v + extent]` meets `[vMin, vMax]` (ends included), in ascending order.
    ///
    /// Only for a cache whose lines are not ordered: it looks at the lines starting from `vMin - longestLine` to
    /// `vMax`, found by binary search in ``linesByStart``, so a query over a few lines of a million costs a few lines.
    func linesMeeting(vMin: Double, vMax: Double) -> [Int] {
        let from = vMin - longestLine
        // The first line starting at or after `from`, and the first starting after `vMax`.
        func firstIndex(_ isPast: (Double) -> Bool) -> Int {
            var lo = 0, hi = linesByStart.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if isPast(lines[linesByStart[mid]].v) { hi = mid } else { lo = mid + 1 }
            }
            return lo
        }
        let first = firstIndex { $0 >= from }, end = firstIndex { $0 > vMax }
        guard first < end else { return [] }
        var result: [Int] = []
        for k in first..<end {
            let l = linesByStart[k], line = lines[l]
            if line.v + line.extent >= vMin { result.append(l) }
        }
        result.sort()
        return result
    }

    /// Whether the lines and sections never start or end before the ones before them.
    private static func isOrdered(lines: [Line], sections: [Section]) -> Bool {
        var start = -Double.infinity, end = -Double.infinity
        for line in lines {
            let lineEnd = line.v + line.extent
            guard line.v >= start, lineEnd >= end else { return false }
            start = line.v
            end = lineEnd
        }
        start = -.infinity
        end = -.infinity
        for section in sections {
            guard section.start >= start, section.end >= end else { return false }
            start = section.start
            end = section.end
        }
        return true
    }

    /// A section's spacings, insets and header and footer extents, from the delegate or the layout's properties;
    /// a value that is not finite counts as 0, so that it cannot spread through the layout.
    private func metrics(_ layout: FlowLayout, delegate: FlowLayoutDelegate?, section s: Int, vertical: Bool) -> Metrics {
        func finite(_ x: Double) -> Double { x.isFinite ? x : 0 }
        let given = delegate?.flowLayout(layout, insetForSectionAt: s) ?? layout.sectionInset
        let inset = EdgeInsets(top: finite(given.top), left: finite(given.left), bottom: finite(given.bottom), right: finite(given.right))
        let line = finite(delegate?.flowLayout(layout, minimumLineSpacingForSectionAt: s) ?? layout.minimumLineSpacing)
        let inter = finite(delegate?.flowLayout(layout, minimumInteritemSpacingForSectionAt: s) ?? layout.minimumInteritemSpacing)
        let rawHeader = delegate?.flowLayout(layout, referenceSizeForHeaderInSection: s) ?? layout.headerReferenceSize
        let rawFooter = delegate?.flowLayout(layout, referenceSizeForFooterInSection: s) ?? layout.footerReferenceSize
        let header = Size(width: finite(rawHeader.width), height: finite(rawHeader.height))
        let footer = Size(width: finite(rawFooter.width), height: finite(rawFooter.height))
        if vertical {
            return Metrics(alongStart: inset.top, alongEnd: inset.bottom, acrossStart: inset.left, acrossEnd: inset.right,
                           lineSpacing: line, interitemSpacing: inter,
                           headerExtent: max(0, header.height), footerExtent: max(0, footer.height))
        }
        return Metrics(alongStart: inset.left, alongEnd: inset.right, acrossStart: inset.top, acrossEnd: inset.bottom,
                       lineSpacing: line, interitemSpacing: inter,
                       headerExtent: max(0, header.width), footerExtent: max(0, footer.width))
    }
}
