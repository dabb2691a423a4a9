import TesseraGeometry
import TesseraLayout

/// The row-decoration layout (seed 001): a flow layout with a decoration view
/// behind every row of cells.
///
/// ## Rules
///
/// - The flow is the seed's: 50×50 items, 10 points apart, section insets of
///   10 and 30-point headers and footers.
/// - `prepare()` finds the rows (the flow's lines) and caches one
///   ``rowKind`` decoration per row: as wide as the content, from
///   ``decorationOverhang`` above the row's top cell edge to as far below its
///   bottom edge, at zIndex 0. Row r of section s is at index path (r, s).
/// - Every cell, header and footer the flow returns is raised to zIndex 1
///   (pinned headers keep the flow's 10).
///
/// The seed places each decoration at the row's bottom less a constant
/// (kDecorationYAdjustment) with a constant height (kDecorationHeight), and
/// counts rows from `itemSize` alone; it leaves both constants out. This
/// layout measures each row from its cells instead, so rows of mixed heights
/// get a fitting band, and uses an overhang of 5, half the default line
/// spacing, so the bands of neighbouring rows meet.
///
/// Decorations are sorted by row, so queries binary-search them: O(log n + visible).
open class RowDecorationLayout: FlowLayout {
    /// The kind of the decoration behind each row.
    public static let rowKind: ElementKind = "row"


    /// How far each decoration reaches above and below its row's cells, in points.
    public var decorationOverhang = 5.0 { didSet { invalidateLayout() } }

    private var rows: [(frame: Rect, indexPath: ElementPath)] = []
    private var rowSpans = SpanIndex()
    private var preparedRoom: Size?
    /// The largest query result so far, to reserve the next one in one step.
    private var resultCapacity = 16

    /// A vertical flow of 50 × 50 items, 10 apart, insets of 10, 320 × 30 headers and footers, and an overhang of 5; registers the row view.
    public override init() {
        super.init()
        itemSize = Size(width: 50, height: 50)
        minimumInteritemSpacing = 10
        minimumLineSpacing = 10
        sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        headerReferenceSize = Size(width: 320, height: 30)
        footerReferenceSize = Size(width: 320, height: 30)
        register(RowBackgroundView.self, forDecorationViewOfKind: Self.rowKind)
    }

    /// Prepares the flow, then caches one ``rowKind`` decoration per line, sorted along the scroll direction.
    open override func prepare() {
        let recompute = pendingInvalidation.requiresRecompute
        super.prepare()
        guard let context = collectionView else { rows = []; rowSpans.removeAll(); preparedRoom = nil; return }
        if !recompute, preparedRoom == context.insetSize { return }
        preparedRoom = context.insetSize
        let vertical = scrollDirection == .vertical
        let across = vertical ? contentSize.width : contentSize.height
        rows.removeAll(keepingCapacity: true)
        var row = 0
        var section = -1
        for line in lines {
            if line.section != section { section = line.section; row = 0 }
            let start = line.start - decorationOverhang
            let extent = line.end - line.start + 2 * decorationOverhang
            let frame = vertical ? Rect(x: 0, y: start, width: across, height: extent)
                                 : Rect(x: start, y: 0, width: extent, height: across)
            rows.append((frame: frame, indexPath: ElementPath(item: row, section: section)))
            row += 1
        }
        rowSpans.rebuild(count: rows.count) { i in
            vertical ? (start: rows[i].frame.minY, end: rows[i].frame.maxY)
                     : (start: rows[i].frame.minX, end: rows[i].frame.maxX)
        }
    }

    // MARK: Queries

    /// The flow's elements in `rect` raised to zIndex 1 or above, and the row decorations that meet `rect`; O(log n + k).
    open override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(resultCapacity)
        forEachOwnElement(in: rect) { result.append($0) }
        resultCapacity = max(resultCapacity, result.count)
        return result
    }

    /// ``attributesForElements(in:)``'s elements one at a time, with no array, when this is exactly a
    /// `RowDecorationLayout`; a subclass's ``attributesForElements(in:)`` otherwise.
    open override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard type(of: self) == RowDecorationLayout.self else { return super.forEachElement(in: rect, body) }
        forEachOwnElement(in: rect, body)
    }

    /// The elements both queries hand out: the flow's, raised, then the row decorations.
    private func forEachOwnElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard !rect.isNull else { return }
        let vertical = scrollDirection == .vertical
        let candidates = rowSpans.candidates(overlapping: vertical ? rect.minY : rect.minX, vertical ? rect.maxY : rect.maxX)
        forEachAttributes(in: rect) { a in
            var a = a
            a.zIndex = max(a.zIndex, 1)
            body(a)
        }
        for i in candidates where rows[i].frame.intersects(rect) {
            body(decoration(rows[i].frame, at: rows[i].indexPath))
        }
    }

    /// The flow's attributes of the cell, raised to zIndex 1 or above.
    open override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        guard var a = super.attributesForItem(at: indexPath) else { return nil }
        a.zIndex = max(a.zIndex, 1)
        return a
    }

    /// The flow's header or footer, raised to zIndex 1 or above.
    open override func attributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: ElementPath) -> LayoutAttributes? {
        guard var a = super.attributesForSupplementaryView(ofKind: kind, at: indexPath) else { return nil }
        a.zIndex = max(a.zIndex, 1)
        return a
    }

    /// The decoration behind row `indexPath.item` of section `indexPath.section`, at zIndex 0; nil for another kind or a missing row.
    open override func attributesForDecorationView(ofKind kind: ElementKind, at indexPath: ElementPath) -> LayoutAttributes? {
        guard kind == Self.rowKind else { return nil }
        // Rows are sorted by index path: binary search.
        var lo = 0, hi = rows.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if rows[mid].indexPath < indexPath { lo = mid + 1 } else { hi = mid }
        }
        guard lo < rows.count, rows[lo].indexPath == indexPath else { return nil }
        return decoration(rows[lo].frame, at: indexPath)
    }

    /// The number of rows in `section`, as decorated by the last `prepare()`.
    public func numberOfRows(inSection section: Int) -> Int {
        rows.reduce(0) { $0 + ($1.indexPath.section == section ? 1 : 0) }
    }

    private func decoration(_ frame: Rect, at indexPath: ElementPath) -> LayoutAttributes {
        LayoutAttributes(forDecorationOfKind: Self.rowKind, at: indexPath, frame: frame)
    }
}
