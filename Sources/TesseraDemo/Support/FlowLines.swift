import TesseraGeometry
import TesseraLayout

/// The lines of a prepared ``FlowLayout``, recovered from its cell frames.
///
/// A flow fills each line from its leading edge, so within a section a cell
/// starts a new line exactly when it does not lie further along the line than
/// the cell before it (x for vertical scrolling, y for horizontal). Building
/// this walks every cell once, O(n); layouts do it in `prepare()`, never per
/// frame. Cells of zero width on one line would be split; no demo uses them.
struct FlowLines {
    /// One line of cells.
    struct Line {
        var section: Int
        /// The index, within its section, of the line's first cell.
        var firstItem: Int
        var count: Int
        /// The line's extent along the scroll direction (y for vertical scrolling).
        var start: Double
        var end: Double
    }

    private(set) var lines: [Line] = []

    /// Rebuilds the lines of `layout`, which must be prepared.
    mutating func rebuild(from layout: FlowLayout) {
        lines.removeAll(keepingCapacity: true)
        let vertical = layout.scrollDirection == .vertical
        let content = layout.contentSize
        let everything = Rect(x: -1, y: -1, width: content.width + 2, height: content.height + 2)
        var lastAcross = -Double.infinity
        layout.forEachAttributes(in: everything) { a in
            guard a.category == .cell else { return }
            let f = a.frame
            let across = vertical ? f.minX : f.minY
            let start = vertical ? f.minY : f.minX
            let end = vertical ? f.maxY : f.maxX
            if var last = lines.last, last.section == a.indexPath.section,
               last.firstItem + last.count == a.indexPath.item, across > lastAcross {
                last.count += 1
                last.start = min(last.start, start)
                last.end = max(last.end, end)
                lines[lines.count - 1] = last
            } else {
                lines.append(Line(section: a.indexPath.section, firstItem: a.indexPath.item, count: 1, start: start, end: end))
            }
            lastAcross = across
        }
    }
}
