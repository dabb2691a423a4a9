import TesseraGeometry
import TesseraLayout

/// The zig-zag layout with section headers (seed 001): one cell per row,
/// alternating between two columns, under a full-width header per section.
///
/// ## Rules
///
/// `prepare()` walks down the content with a running y, starting at 0:
///
/// - each section's header is `(0, y, bounds.width, sectionHeight)`, at item 0;
///   then y += sectionHeight + verticalSpace + cellSize/2;
/// - cell i of the section is a cellSize square centred at
///   `((i % 2 + 1)·100, y)`; then y += cellSize + verticalSpace;
/// - the content is bounds.width wide and y + verticalSpace tall.
///
/// The centres and header frames are cached in `prepare()`; both are sorted by
/// y, so `attributesForElements(in:)` binary-searches them and returns only
/// the elements that intersect: O(log n + visible).
///
/// The seed leaves its constants out. This layout uses ``cellSize`` 80 (the
/// two columns at x = 100 and 200 then keep 20 points apart and fit a
/// 320-point window), ``sectionHeight`` 40 and ``verticalSpace`` 20.
open class ZigZagLayout: Layout {

    /// The side of every (square) cell: the seed's kCellSize.
    public var cellSize = 80.0 { didSet { invalidateLayout() } }
    /// The height of each section header: the seed's kSectionHeight.
    public var sectionHeight = 40.0 { didSet { invalidateLayout() } }
    /// The space between a header and its first cell, and between cells: the seed's kVerticalSpace.
    public var verticalSpace = 20.0 { didSet { invalidateLayout() } }

    /// The x of the centre of cell `item`: 100 for even items, 200 for odd ones.
    public static func centerX(item: Int) -> Double { Double(item % 2 + 1) * 100 }

    /// Cell centres, by global item index; y only grows.
    private var centers: [Point] = []
    private var sectionFirstItem: [Int] = []
    /// Header frames by section; y only grows.
    private var headers: [Rect] = []
    private var size = Size.zero
    private var resultCapacity = 16

    /// 80-point cells, 40-point headers and 20 points of vertical space.
    public override init() {
        super.init()
    }

    /// Walks down the sections, caching each header frame and cell centre for the current width.
    open override func prepare() {
        super.prepare()
        centers.removeAll(keepingCapacity: true)
        sectionFirstItem.removeAll(keepingCapacity: true)
        headers.removeAll(keepingCapacity: true)
        guard let context = collectionView else { size = .zero; return }
        let width = context.bounds.width
        var y = 0.0
        for s in 0..<max(0, context.numberOfSections) {
            headers.append(Rect(x: 0, y: y, width: width, height: sectionHeight))
            sectionFirstItem.append(centers.count)
            y += sectionHeight + verticalSpace + cellSize / 2
            for i in 0..<max(0, context.numberOfItems(inSection: s)) {
                centers.append(Point(x: Self.centerX(item: i), y: y))
                y += cellSize + verticalSpace
            }
        }
        size = Size(width: width, height: y + verticalSpace)
    }

    /// The bounds' width by the running y that the rules above end at, plus ``verticalSpace``.
    open override var contentSize: Size { size }

    // MARK: Queries

    /// The headers and cells whose frames meet `rect`, found by binary search: O(log n + visible).
    open override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(resultCapacity)
        forEachZigZagElement(in: rect) { result.append($0) }
        resultCapacity = max(resultCapacity, result.count)
        return result
    }

    /// The same elements as ``attributesForElements(in:)``, computed one at a time with no array (cells of no size
    /// all meet one point, so one query can meet every cell); a subclass's ``attributesForElements(in:)`` when this is
    /// not exactly a `ZigZagLayout`.
    open override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard type(of: self) == ZigZagLayout.self else { return super.forEachElement(in: rect, body) }
        forEachZigZagElement(in: rect, body)
    }

    private func forEachZigZagElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard !rect.isNull else { return }
        // Headers: the first whose bottom reaches the rectangle, onwards while they start inside it.
        var s = firstIndex(count: headers.count) { headers[$0].maxY >= rect.minY }
        while s < headers.count, headers[s].minY <= rect.maxY {
            if headers[s].intersects(rect) { body(header(section: s)) }
            s += 1
        }
        // Cells: likewise, then walk the sections alongside.
        let half = cellSize / 2
        var i = firstIndex(count: centers.count) { centers[$0].y + half >= rect.minY }
        if i < centers.count {
            var section = firstIndex(count: sectionFirstItem.count) { sectionFirstItem[$0] > i } - 1
            while i < centers.count, centers[i].y - half <= rect.maxY {
                while section + 1 < sectionFirstItem.count, sectionFirstItem[section + 1] <= i { section += 1 }
                let a = cell(index: i, section: section)
                if a.frame.intersects(rect) { body(a) }
                i += 1
            }
        }
    }

    /// The first index in 0..<count for which `isAfter` holds, given that it
    /// holds for every index after the first one where it does.
    private func firstIndex(count: Int, _ isAfter: (Int) -> Bool) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if isAfter(mid) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    private func cell(index i: Int, section s: Int) -> LayoutAttributes {
        LayoutAttributes(forCellAt: ElementPath(item: i - sectionFirstItem[s], section: s),
                         center: centers[i], size: Size(width: cellSize, height: cellSize))
    }

    private func header(section s: Int) -> LayoutAttributes {
        LayoutAttributes(forSupplementaryOfKind: ElementKind.sectionHeader, at: ElementPath(item: 0, section: s),
                         frame: headers[s])
    }

    /// The cell's square, centred at x = 100 or 200, or nil for a missing item.
    open override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < sectionFirstItem.count, indexPath.item >= 0 else { return nil }
        let end = indexPath.section + 1 < sectionFirstItem.count ? sectionFirstItem[indexPath.section + 1] : centers.count
        let i = sectionFirstItem[indexPath.section] + indexPath.item
        guard i < end else { return nil }
        return cell(index: i, section: indexPath.section)
    }

    /// The section's header at item 0, across the full width; nil for another kind or path.
    open override func attributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: ElementPath) -> LayoutAttributes? {
        guard kind == ElementKind.sectionHeader, indexPath.item == 0, indexPath.section >= 0,
              indexPath.section < headers.count else { return nil }
        return header(section: indexPath.section)
    }

    /// True when the width changes, since headers span it.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let old = collectionView?.bounds else { return false }
        return old.width != newBounds.width
    }
}
