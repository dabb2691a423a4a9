import TesseraGeometry

extension FlowLayoutCache {
    /// Breaks one section's items into lines as they arrive, in a single pass.
    ///
    /// A line is placed as soon as the next item does not fit, while its items
    /// are still in cache. The grid rule for uniform sections needs no second
    /// pass: a full line of n equal items justified over its gaps already sits
    /// on the grid's columns, so only the last line depends on whether the whole
    /// section turned out uniform, and ``finish()`` knows that.
    struct LineBuilder {
        let items: FlowItemStorage
        /// The items buffer, written directly: its capacity was reserved for the whole layout.
        private let base: UnsafeMutablePointer<Item>
        private let capacity: Int
        private var count: Int
        /// How many items have been added so far, across sections.
        var itemCount: Int { count }
        var lines: [Line] = []
        let vertical: Bool
        let alignment: FlowLayout.LineAlignment
        static let tolerance = 1e-9

        private var m = Metrics(alongStart: 0, alongEnd: 0, acrossStart: 0, acrossEnd: 0,
                                lineSpacing: 0, interitemSpacing: 0, headerExtent: 0, footerExtent: 0)
        private var available = 0.0
        private var v = 0.0
        private var sectionStart = 0
        private var lineStart = 0
        private var used = 0.0
        private var extent = 0.0
        private var uniform = true
        private var firstW = 0.0, firstH = 0.0
        private var lineCount = 0
        /// Whether a line closed with a negative, infinite or NaN extent, or a NaN or infinite run of items: a
        /// size the delegate should not have given. Checked once a line, not once an item.
        private(set) var sawBrokenLine = false
        /// The first item, by its index in the storage, found wider (taller, scrolling sideways) than its section's
        /// room, with that extent and the room: one the layout sets alone at the line's start.
        private(set) var firstOversized: (index: Int, extent: Double, room: Double)?

        init(items: FlowItemStorage, vertical: Bool, alignment: FlowLayout.LineAlignment) {
            self.items = items
            self.base = items.base
            self.capacity = items.capacity
            self.count = items.count
            self.vertical = vertical
            self.alignment = alignment
        }

        mutating func begin(metrics: Metrics, available: Double, v: Double) {
            m = metrics
            self.available = available
            self.v = v
            sectionStart = count
            lineStart = count
            used = 0
            extent = 0
            uniform = true
            lineCount = 0
        }

        /// Adds `n` items whose sizes `size` gives by their index in the section,
        /// placing each line as soon as it is full.
        ///
        /// The loop keeps its state in local variables, so it runs from registers;
        /// the builder's fields are written back only around `closeLine`.
        @inline(__always)
        mutating func add(count n: Int, size: (Int) -> Size) {
            let start = count, end = count + n
            precondition(end <= capacity, "more items than the layout reserved")
            var lineStart = self.lineStart, used = self.used, extent = self.extent, uniform = self.uniform
            var firstW = self.firstW, firstH = self.firstH
            let s = m.interitemSpacing, limit = available + Self.tolerance
            let base = self.base, vertical = self.vertical, sectionStart = self.sectionStart
            var index = start
            while index < end {
                let sz = size(index - sectionStart)
                // A negative, infinite or NaN side is taken as 0 (UIKit refuses negative sizes outright): one
                // such size must not run the lines backwards or spread NaN through the layout.
                let w = vertical ? sz.width : sz.height
                let h = vertical ? sz.height : sz.width
                if index == sectionStart {
                    firstW = w
                    firstH = h
                } else if w != firstW || h != firstH {
                    uniform = false
                }
                // `used + (s + w)`: the item's advance does not wait for `used`, so
                // the loop's only dependency from item to item is a single add.
                let next = used + (s + w)
                // An item that takes no room along the line (s + w ≤ 0) starts a line of its own.
                if index > lineStart && next <= limit && s + w > 0 {
                    used = next
                    if h > extent { extent = h }
                } else {
                    if index > lineStart {
                        self.lineStart = lineStart
                        self.used = used
                        self.extent = extent
                        self.count = index
                        closeLine(isLast: false)
                    }
                    lineStart = index
                    used = w
                    extent = h
                }
                (base + index).initialize(to: Item(u: 0, w: w, h: h))
                index += 1
            }
            self.lineStart = lineStart
            self.used = used
            self.extent = extent
            self.uniform = uniform
            self.firstW = firstW
            self.firstH = firstH
            self.count = end
        }

        /// The columns of a uniform section's grid: n = max(1, ⌊(W + s)/(w + s)⌋).
        ///
        /// Items that take no room along the line (w + s ≤ 0: zero-width items with no
        /// spacing, or a negative spacing that cancels the width) each get a line of their
        /// own, so their grid has one column. The division is bounded before it becomes an
        /// integer, so tiny and denormal widths cannot overflow it; past ``maximumColumns``
        /// the grid's gap is already below a millionth of a point.
        static func gridColumns(available W: Double, itemWidth w: Double, spacing s: Double) -> Int {
            let advance = w + s
            guard advance > 0 else { return 1 }
            let r = ((W + s) / advance + tolerance).rounded(.down)
            if r.isNaN || r < 1 { return 1 }
            return r >= Double(maximumColumns) ? maximumColumns : Int(r)
        }

        /// The most columns a grid is given: beyond it the columns are closer than a millionth of a point.
        static let maximumColumns = 1 << 31

        /// Places the last line and returns the `v` just past it.
        mutating func finish() -> Double {
            if count > lineStart { closeLine(isLast: true) }
            items.count = count
            return v
        }

        @inline(__always)
        private mutating func closeLine(isLast: Bool) {
            let end = self.count
            let count = end - lineStart
            let left = m.acrossStart
            let W = available
            let s = m.interitemSpacing
            if lineCount > 0 { v += m.lineSpacing }
            if !(extent >= 0 && extent < .infinity && used.isFinite) { sawBrokenLine = true }
            do {
                let buf = base
                if count == 1 && buf[lineStart].w > W + Self.tolerance {
                    if firstOversized == nil { firstOversized = (lineStart, buf[lineStart].w, W) }
                    buf[lineStart].u = left
                    lines.append(Line(v: v, extent: extent, firstItem: lineStart))
                    v += extent
                    lineCount += 1
                    return
                }
                var u = left
                var spacing = s
                switch alignment {
                case .justified:
                    if isLast && uniform && lineStart == sectionStart && count == 1 {
                        u = left + (W - used) / 2  // a section of one item, or one column: centred
                    } else if isLast && uniform {
                        // The grid's columns: n = max(1, ⌊(W + s)/(w + s)⌋), gap (W − n·w)/(n − 1).
                        let w = firstW
                        let n = Self.gridColumns(available: W, itemWidth: w, spacing: s)
                        if n == 1 {
                            u = left + (W - w) / 2
                            spacing = 0
                        } else {
                            spacing = (W - Double(n) * w) / Double(n - 1)
                        }
                    } else if isLast {
                        u = left
                    } else if count == 1 {
                        u = left + (W - used) / 2
                    } else {
                        spacing = (W - (used - Double(count - 1) * s)) / Double(count - 1)
                    }
                case .leading: u = left
                case .center: u = left + (W - used) / 2
                case .trailing: u = left + W - used
                }
                var i = lineStart
                while i < end {
                    buf[i].u = u
                    u += buf[i].w + spacing
                    i += 1
                }
            }
            lines.append(Line(v: v, extent: extent, firstItem: lineStart))
            v += extent
            lineCount += 1
        }
    }
}
