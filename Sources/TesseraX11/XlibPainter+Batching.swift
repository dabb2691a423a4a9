internal import CX11
import TesseraGeometry
import TesseraRender

/// Batched drawing: a run of elements none of which overlaps another is drawn
/// in three passes (every fill, then every border, then every label), each
/// grouped by colour, so one `XFillRectangles` carries every same-coloured
/// rectangle of the run and the GC's colour changes a dozen times a frame
/// instead of three times an element. Because the elements of a run are
/// disjoint, including their borders' and labels' reach, the pixels are those
/// of drawing them one by one; an element that overlaps the run ends it, and
/// one the passes cannot express (an image, a wide border on a transformed
/// element) is drawn alone between runs. On Xvfb this takes about a tenth off
/// a frame of 200 cells, and on a remote display far more: a frame of a flow
/// layout becomes a few dozen requests instead of over a thousand.
extension XlibPainter {
    /// One element of the run: where its list entry is, its colours as
    /// pixels, and the rectangle all of its drawing stays inside.
    struct PendingElement {
        var index: Int
        var fill: UInt
        var border: UInt?
        var borderWidth: Int
        var label: UInt?
        var labelWidth: Int
        var labelX: Int32 = 0
        var labelY: Int32 = 0
        var minX, minY, maxX, maxY: Double
    }

    /// Runs longer than this are cut, which bounds the overlap test's cost.
    static let maximumRun = 256

    mutating func drawBatched(_ list: DisplayList) {
        pending.removeAll(keepingCapacity: true)
        for index in list.items.indices {
            let item = list.items[index]
            guard let quad = item.quad else { continue }
            guard let element = pendingElement(item, index: index, quad: quad, background: list.background) else {
                flush(list)
                draw(item, background: list.background)
                continue
            }
            if pending.count == Self.maximumRun || overlapsRun(element) { flush(list) }
            pending.append(element)
        }
        flush(list)
    }

    /// The element as a member of a run, or nil when it has to be drawn alone.
    private mutating func pendingElement(_ item: DisplayItem, index: Int, quad: Quad, background: Color) -> PendingElement? {
        let look = item.appearance
        guard look.image == nil else { return nil }
        let fill = Self.fillColor(item, background: background)
        let borderWidth = max(1, Int(look.borderWidth.rounded()))
        // A wide or degenerate border on a turned element is drawn as polygons, alone.
        if look.border != nil, item.isTransformed, borderWidth > Self.maximumOutlines || !outline(quad, width: borderWidth) { return nil }
        let box = quad.boundingBox
        // Borders straddle the edge and outlines reach a pixel past corners.
        let reach = look.border == nil ? 1.0 : Double(borderWidth + 1)
        var element = PendingElement(index: index, fill: pixel(fill), border: look.border.map { pixel($0.blended(over: background, alpha: item.alpha)) },
                                     borderWidth: borderWidth, label: nil, labelWidth: 0,
                                     minX: box.minX - reach, minY: box.minY - reach, maxX: box.maxX + reach, maxY: box.maxY + reach)
        if let label = look.label, !label.isEmpty {
            element.label = pixel(look.labelColor.blended(over: fill, alpha: item.alpha))
            element.labelWidth = textWidth(label)
            let origin = labelOrigin(item, quad: quad, width: element.labelWidth)
            element.labelX = origin.x
            element.labelY = origin.y
            let ascent = Double(font?.pointee.ascent ?? 13), descent = Double(font?.pointee.descent ?? 3)
            element.minX = min(element.minX, Double(origin.x) - 1)
            element.maxX = max(element.maxX, Double(origin.x) + Double(element.labelWidth) + 1)
            element.minY = min(element.minY, Double(origin.y) - ascent - 1)
            element.maxY = max(element.maxY, Double(origin.y) + descent + 1)
        }
        return element
    }

    private func overlapsRun(_ e: PendingElement) -> Bool {
        for p in pending where e.minX < p.maxX && p.minX < e.maxX && e.minY < p.maxY && p.minY < e.maxY { return true }
        return false
    }

    /// Draws the run in its three passes and empties it.
    private mutating func flush(_ list: DisplayList) {
        guard !pending.isEmpty else { return }
        let d = window.connection.display, target = window.backBuffer, gc = window.gc

        // Fills: rectangles of one colour in one request, polygons one by one.
        sortRun { $0.fill }
        forEachColour({ $0.fill }) { painter, group in
            for i in group {
                let item = list.items[painter.pending[painter.order[i]].index]
                if item.isTransformed, let quad = item.quad {
                    painter.setPoints(quad)
                    XFillPolygon(d, target, gc, &painter.points, 4, Convex, CoordModeOrigin)
                } else {
                    let f = item.frame
                    painter.rectangleBatch.append(XRectangle(x: Int16(clamping: Int(f.minX.rounded())), y: Int16(clamping: Int(f.minY.rounded())),
                                                             width: UInt16(clamping: max(0, Int(f.width.rounded()))),
                                                             height: UInt16(clamping: max(0, Int(f.height.rounded())))))
                }
            }
            painter.emitBatches()
        }

        // Borders: every side of one colour in one request, lines in another.
        sortRun { $0.border ?? 0 }
        forEachColour({ $0.border }) { painter, group in
            for i in group {
                let element = painter.pending[painter.order[i]]
                let item = list.items[element.index]
                if item.isTransformed, let quad = item.quad {
                    guard painter.outline(quad, width: element.borderWidth) else { continue }
                    painter.segmentBatch.append(contentsOf: painter.segments[0..<(4 * element.borderWidth)])
                } else {
                    let sides = Self.borderRectangles(item.frame, width: element.borderWidth)
                    painter.rectangleBatch.append(sides.0)
                    painter.rectangleBatch.append(sides.1)
                    painter.rectangleBatch.append(sides.2)
                    painter.rectangleBatch.append(sides.3)
                }
            }
            painter.emitBatches()
        }

        // Labels, a colour at a time, each line of them in one request.
        sortRun { element in
            guard let c = element.label else { return 0 }
            // Colour, then baseline, then left to right (the sign bits flipped so negatives sort first).
            return UInt(truncatingIfNeeded: c) << 32 | UInt(UInt16(bitPattern: Int16(clamping: element.labelY)) ^ 0x8000) << 16
                | UInt(UInt16(bitPattern: Int16(clamping: element.labelX)) ^ 0x8000)
        }
        forEachColour({ $0.label }) { painter, group in
            var start = group.lowerBound
            while start < group.upperBound {
                let y = painter.pending[painter.order[start]].labelY
                var end = start + 1
                while end < group.upperBound, painter.pending[painter.order[end]].labelY == y { end += 1 }
                painter.drawLine(start..<end, list: list)
                start = end
            }
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Draws the labels at ``order`` positions `line`, which share a colour and
    /// a baseline and run left to right, with one `XDrawText`: each label is
    /// a text item whose delta is the gap after the one before.
    private mutating func drawLine(_ line: Range<Int>, list: DisplayList) {
        textBytes.removeAll(keepingCapacity: true)
        for i in line {
            var label = list.items[pending[order[i]].index].appearance.label ?? ""
            label.withUTF8 { utf8 in utf8.withMemoryRebound(to: CChar.self) { textBytes.append(contentsOf: $0) } }
        }
        textItems.removeAll(keepingCapacity: true)
        let first = pending[order[line.lowerBound]]
        textBytes.withUnsafeMutableBufferPointer { bytes in
            var offset = 0, penX = first.labelX
            for i in line {
                let element = pending[order[i]]
                let count = list.items[element.index].appearance.label?.utf8.count ?? 0
                textItems.append(XTextItem(chars: bytes.baseAddress.map { $0 + offset }, nchars: Int32(count),
                                           delta: element.labelX - penX, font: 0))
                offset += count
                penX = element.labelX + Int32(element.labelWidth)
            }
            XDrawText(window.connection.display, window.backBuffer, window.gc, first.labelX, first.labelY,
                      &textItems, Int32(textItems.count))
        }
    }

    /// Sends what the batch buffers hold, in one request each, and empties them.
    private mutating func emitBatches() {
        let d = window.connection.display, target = window.backBuffer, gc = window.gc
        if !rectangleBatch.isEmpty {
            XFillRectangles(d, target, gc, &rectangleBatch, Int32(rectangleBatch.count))
            rectangleBatch.removeAll(keepingCapacity: true)
        }
        if !segmentBatch.isEmpty {
            XDrawSegments(d, target, gc, &segmentBatch, Int32(segmentBatch.count))
            segmentBatch.removeAll(keepingCapacity: true)
        }
    }

    /// Calls `body` with each run of ``order`` positions whose elements share
    /// a colour, after setting it; elements without one (nil) are skipped.
    private mutating func forEachColour(_ colour: (PendingElement) -> UInt?, _ body: (inout XlibPainter, Range<Int>) -> Void) {
        var start = 0
        while start < order.count {
            var end = start + 1
            let c = colour(pending[order[start]])
            while end < order.count, colour(pending[order[end]]) == c { end += 1 }
            if let c {
                setPixel(c)
                body(&self, start..<end)
            }
            start = end
        }
    }

    /// Fills ``order`` with the run's positions ordered by `key`: a heap sort,
    /// in place, since the standard library's sort allocates.
    private mutating func sortRun(by key: (PendingElement) -> UInt) {
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: pending.indices)
        let n = order.count
        guard n > 1 else { return }
        func less(_ a: Int, _ b: Int) -> Bool { key(pending[order[a]]) < key(pending[order[b]]) }
        func siftDown(_ start: Int, _ end: Int) {
            var root = start
            while 2 * root + 1 < end {
                var child = 2 * root + 1
                if child + 1 < end, less(child, child + 1) { child += 1 }
                guard less(root, child) else { return }
                order.swapAt(root, child)
                root = child
            }
        }
        for start in stride(from: n / 2 - 1, through: 0, by: -1) { siftDown(start, n) }
        for end in stride(from: n - 1, to: 0, by: -1) {
            order.swapAt(0, end)
            siftDown(0, end)
        }
    }
}
