import TesseraGeometry
import TesseraLayout
import TesseraSimulator

/// Writes `tessera attributes` output as it goes, so its memory does not grow with the scene:
/// the JSON array of DESIGN.md, one element a line, sorted by section, item, category and kind.
///
/// A scene of up to ``smallSceneItems`` items and sections is queried at once, exactly as the layout answers
/// `attributesForElements(in:)`. A larger one is walked by index: each cell comes from
/// `attributesForItem(at:)` and is listed when its frame meets the rectangle, and the
/// supplementary and decoration views from queries a screen at a time, at most ``othersBatchLimit`` of them held at once.
struct AttributesStream {
    /// The largest scene, in items and sections together, listed from one query over the whole rectangle, by default.
    static let smallSceneItems = 100_000
    /// The most tiles a walk of the screens takes along each side; past it, the tiles grow beyond a screen.
    static let maximumTilesAcross = 4096.0

    let layout: Layout
    let context: any LayoutContext
    let out: StandardOutput
    /// Scenes of more items and sections together than this are walked by index.
    let smallSceneItems: Int
    /// The most supplementary and decoration views held at once when walking by index; past it, the screens are walked
    /// again for the next ones in key order.
    let othersBatchLimit: Int
    /// The default ``othersBatchLimit``: at most about 20 MB of attributes held, twice this many before they are trimmed.
    static let othersBatchLimit = 16_384
    /// The most screens a walk by index remembers with the keys of the views they met, so that later batches visit only
    /// the screens that hold their keys; past it, every batch walks every screen.
    let maximumRememberedTiles: Int
    /// The default ``maximumRememberedTiles``: 2²⁰ screens, each with a range of keys, about 100 MB.
    static let maximumRememberedTiles = 1 << 20
    private var first = true

    init(layout: Layout, context: any LayoutContext, out: StandardOutput, smallSceneItems: Int = Self.smallSceneItems,
         othersBatchLimit: Int = Self.othersBatchLimit, maximumRememberedTiles: Int = Self.maximumRememberedTiles) {
        self.layout = layout
        self.context = context
        self.out = out
        self.smallSceneItems = smallSceneItems
        self.othersBatchLimit = othersBatchLimit
        self.maximumRememberedTiles = maximumRememberedTiles
    }

    /// Writes every element that meets `rect`, then closes the array.
    mutating func write(in rect: Rect) throws {
        try out.write("[")
        // Sections count too: each may bring headers and footers, so a million empty ones are a large listing.
        let sections = context.numberOfSections
        let items = (0..<sections).reduce(0) { $0 + context.numberOfItems(inSection: $1) }
        if items + sections <= smallSceneItems {
            for a in layout.attributesForElements(in: rect).sorted(by: { $0.key < $1.key }) { try emit(a) }
        } else {
            try writeByIndex(in: rect)
        }
        try out.write(first ? "]\n" : "\n]\n")
    }

    private mutating func emit(_ a: LayoutAttributes) throws {
        let separator = !first
        first = false
        try out.write { bytes in
            if separator { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\n"))
            AttributesJSON.appendLine(a, to: &bytes)
        }
    }

    /// Cells by index, merged in key order with the other elements, which are found a screen at a time.
    private mutating func writeByIndex(in rect: Rect) throws {
        var others = OtherElements(stream: self, rect: rect)
        for section in 0..<context.numberOfSections {
            for item in 0..<context.numberOfItems(inSection: section) {
                let path = ElementPath(item: item, section: section)
                guard let cell = layout.attributesForItem(at: path), cell.frame.intersects(rect) else { continue }
                while let other = others.next(before: cell.key) { try emit(other) }
                try emit(cell)
            }
        }
        while let other = others.next(before: nil) { try emit(other) }
    }

    /// The supplementary and decoration views that meet a rectangle, in key order, at most
    /// ``AttributesStream/othersBatchLimit`` held at a time: a layout with a view beside every row of a million
    /// cells (RowDecoration) would otherwise hold them all.
    private struct OtherElements {
        let layout: Layout
        let context: any LayoutContext
        let rect: Rect
        let limit: Int
        private var batch: [LayoutAttributes] = []
        private var position = 0
        /// Whether every element after ``last`` was in the batch: then no further walk is needed.
        private var complete = false
        private var last: ElementKey?
        /// The tiles of the first walk that met a view, each with the smallest and the largest key it met: a later walk
        /// visits only those that may hold a key between the last listed and its ceiling, so a list of a million rows,
        /// each with a view beside it, is walked about once in all rather than once a batch. Nil once there are more
        /// than ``maximumTiles``; every walk then visits every tile.
        private var tiles: [(rect: Rect, low: ElementKey, high: ElementKey)]? = []
        /// The most tiles remembered (``AttributesStream/maximumRememberedTiles``).
        let maximumTiles: Int

        init(stream: AttributesStream, rect: Rect) {
            layout = stream.layout
            context = stream.context
            self.rect = rect
            limit = max(1, stream.othersBatchLimit)
            maximumTiles = stream.maximumRememberedTiles
        }

        /// The next element in key order if its key is below `bound` (any, for nil); nil when there is none.
        mutating func next(before bound: ElementKey?) -> LayoutAttributes? {
            if position == batch.count {
                guard !complete else { return nil }
                (batch, complete) = tiles != nil && last != nil ? walkRemembered(after: last) : walk(after: last)
                position = 0
                guard !batch.isEmpty else { complete = true; return nil }
            }
            let a = batch[position]
            if let bound, !(a.key < bound) { return nil }
            position += 1
            last = a.key
            return a
        }

        /// The first ``limit`` elements after `after` in key order, from one query per screen, and whether they are all
        /// there are. Beyond twice the limit, only the smallest keys are kept, so memory follows the limit.
        private mutating func walk(after: ElementKey?) -> ([LayoutAttributes], Bool) {
            let content = Rect(origin: .zero, size: layout.contentSize).union(context.bounds)
            let area = rect.intersection(content.insetBy(dx: -1, dy: -1))
            guard !area.isNull, area.width >= 0, area.height >= 0 else { return ([], true) }
            // A screen a tile, but at most `maximumTilesAcross` tiles a side: content a million screens tall (sections
            // of giant headers) would otherwise take a query per screen.
            var step = Size(width: max(256, context.bounds.width, area.width / AttributesStream.maximumTilesAcross),
                            height: max(256, context.bounds.height, area.height / AttributesStream.maximumTilesAcross))
            var found = Found(limit: limit)
            var extents = TileExtents()
            // Only the first walk remembers its tiles; a later one made without them (too many) visits them all again.
            let remembers = after == nil && tiles != nil
            var y = area.minY
            repeat {
                // A row's tiles share its height; a wider step takes effect at the next tile, a taller one at the next row.
                let rowHeight = min(step.height, area.maxY - y)
                var x = area.minX
                repeat {
                    let tile = Rect(x: x, y: y, width: min(step.width, area.maxX - x), height: rowHeight)
                    extents.removeAll()
                    var low: ElementKey?, high: ElementKey?
                    // Streamed: a tile of a ring or a pile of a million cells would otherwise build an array of them
                    // all, only for the cells to be left out.
                    layout.forEachElement(in: tile) { a in
                        extents.add(a.frame.size)
                        guard a.category != .cell, a.frame.intersects(rect) else { return }
                        let key = a.key
                        if remembers {
                            if low.map({ key < $0 }) ?? true { low = key }
                            if high.map({ $0 < key }) ?? true { high = key }
                        }
                        if let after, !(after < key) { return }
                        found.add(a)
                    }
                    // Past the most it remembers, it forgets them all (and stays so for the rest of the walk).
                    if remembers, let low, let high, let count = tiles?.count {
                        if count < maximumTiles { tiles?.append((tile, low, high)) } else { tiles = nil }
                    }
                    x += tile.width
                    // Elements larger than a tile meet every tile they span, so a walk in screens of a pile of cells
                    // a million points wide asks for each of them millions of times. When most of a tile's elements are
                    // larger than the step, the step grows to their typical size: a tile then meets at most about four
                    // times the elements the smallest tile would, and each element only a few tiles.
                    if let typical = extents.typical() {
                        step.width = max(step.width, min(typical.width, area.width))
                        step.height = max(step.height, min(typical.height, area.height))
                    }
                } while x < area.maxX
                y += rowHeight
            } while y < area.maxY
            return found.batch()
        }

        /// ``walk(after:)`` of the tiles the first walk remembered, leaving out those whose keys all lie at or before
        /// `after`, or at or past the ceiling found so far: they hold nothing this batch lists.
        private func walkRemembered(after: ElementKey?) -> ([LayoutAttributes], Bool) {
            var found = Found(limit: limit)
            for t in tiles ?? [] {
                if let after, !(after < t.high) { continue }
                if let ceiling = found.ceiling, !(t.low < ceiling) { continue }
                layout.forEachElement(in: t.rect) { a in
                    guard a.category != .cell, a.frame.intersects(rect) else { return }
                    if let after, !(after < a.key) { return }
                    found.add(a)
                }
            }
            return found.batch()
        }

        /// The views a walk found past the last batch: the smallest keys, at most twice the limit held.
        private struct Found {
            let limit: Int
            private var found: [ElementKey: LayoutAttributes] = [:]
            /// Once more than twice the limit were found, the key from which on none is kept.
            private(set) var ceiling: ElementKey?

            init(limit: Int) {
                self.limit = limit
                found.reserveCapacity(min(2 * limit + 1, 1 << 20))
            }

            mutating func add(_ a: LayoutAttributes) {
                let key = a.key
                if let ceiling, !(key < ceiling) { return }
                found[key] = a
                if found.count > 2 * limit {
                    let kept = found.keys.sorted().prefix(limit + 1)
                    ceiling = kept.last
                    found = found.filter { $0.key < ceiling! }
                }
            }

            /// The first ``limit`` in key order, and whether they are all there are.
            func batch() -> ([LayoutAttributes], Bool) {
                let sorted = found.values.sorted { $0.key < $1.key }
                guard sorted.count <= limit, ceiling == nil else { return (Array(sorted.prefix(limit)), false) }
                return (sorted, true)
            }
        }
    }

    /// The sizes of up to 255 of the elements one tile of a walk met, and their median.
    private struct TileExtents {
        private var widths: [Double] = []
        private var heights: [Double] = []
        /// Fewer elements than this in a tile cost little however often they are met again.
        static let fewest = 16

        init() {
            widths.reserveCapacity(255)
            heights.reserveCapacity(255)
        }

        mutating func removeAll() {
            widths.removeAll(keepingCapacity: true)
            heights.removeAll(keepingCapacity: true)
        }

        mutating func add(_ size: Size) {
            guard widths.count < 255 else { return }
            // NaN and infinite sizes say nothing about how far an element reaches.
            widths.append(size.width.isFinite ? size.width : 0)
            heights.append(size.height.isFinite ? size.height : 0)
        }

        /// The median width and height, when the tile met enough elements for them to matter.
        mutating func typical() -> Size? {
            guard widths.count >= Self.fewest else { return nil }
            widths.sort()
            heights.sort()
            return Size(width: widths[widths.count / 2], height: heights[heights.count / 2])
        }
    }
}
