import TesseraGeometry
import TesseraLayout

/// The Spread layout (seed 004): a grid whose pitch, the distance between
/// neighbouring cell centres, is a parameter that a two-finger pinch sets.
///
/// ## Rules
///
/// - Each section is a grid of ``columns`` columns, filled row by row. Centres
///   are ``spreadDistance`` apart across and down, so cells overlap when the
///   distance is smaller than ``itemSize`` and spread apart when it is larger.
/// - With p = spreadDistance, the grid is `(columns − 1)·p + max(p, w)` wide and
///   `(rows − 1)·p + max(p, h)` tall for items w×h. It is centred across the
///   content, which is as wide as the bounds or the grid, whichever is wider.
///   Sections follow each other down the content with no gap; an empty
///   section takes no room.
/// - ``updateSpreadDistance(_:)``, which the pinch calls with the distance
///   between its two touches, clamps to ``spreadDistanceRange`` (20…400 points)
///   and invalidates. Setting ``spreadDistance`` directly clamps as well.
///
/// Where the seed is silent (it shows only the pinch handler): the grid, the
/// fixed column count (so a pinch never reflows the cells from one column into
/// another), the range and the defaults of 4 columns of 60×60 cells 80 apart,
/// which fill a 320-point window.
///
/// Queries compute the rows and columns that meet the rectangle directly: O(visible).
///
/// ```swift
/// layout.updateSpreadDistance(hypot(p1.x - p2.x, p1.y - p2.y))
/// ```
open class SpreadLayout: Layout {
    /// The distances ``spreadDistance`` is clamped to, in points.
    public static let spreadDistanceRange = 20.0...400.0


    /// The distance between neighbouring cell centres, clamped to ``spreadDistanceRange``.
    public var spreadDistance = 80.0 {
        didSet {
            let clamped = Self.clamp(spreadDistance)
            if clamped != spreadDistance { spreadDistance = clamped }
            if spreadDistance != oldValue { invalidateLayout() }
        }
    }

    /// The size of every cell.
    public var itemSize = Size(width: 60, height: 60) { didSet { invalidateLayout() } }

    /// The number of columns in every section, at least 1.
    public var columns = 4 { didSet { if columns < 1 { columns = 1 }; invalidateLayout() } }

    private var sectionTops: [Double] = []
    private var sectionCounts: [Int] = []
    private var size = Size.zero
    private var resultCapacity = 16

    /// Four columns of 60 × 60 cells whose centres are 80 points apart.
    public override init() {
        super.init()
    }

    /// Sets the spread from a pinch: the distance between the two touches, clamped
    /// to ``spreadDistanceRange``. Invalidates the layout when the value changes.
    public func updateSpreadDistance(_ distance: Double) {
        guard distance.isFinite else { return }
        spreadDistance = distance
    }

    /// The spread a pinch started from.
    private var pinchStartSpread: Double?

    /// A pinch remembers the spread it starts from.
    open func beginPinchAdjustment() {
        pinchStartSpread = spreadDistance
    }

    /// Sets the spread to the distance between the two fingers, as the seed does; a pinch
    /// without two fingers (a Ctrl+wheel step) scales the spread it started from.
    open func adjustForPinch(scale: Double, span: Double?) {
        updateSpreadDistance(span ?? (pinchStartSpread ?? spreadDistance) * scale)
    }

    /// Forgets the spread the pinch started from.
    open func endPinchAdjustment() {
        pinchStartSpread = nil
    }

    private static func clamp(_ d: Double) -> Double {
        d.isNaN ? spreadDistanceRange.lowerBound : min(max(d, spreadDistanceRange.lowerBound), spreadDistanceRange.upperBound)
    }

    /// Computes where each section's grid starts and the content size for the current spread.
    open override func prepare() {
        super.prepare()
        sectionTops.removeAll(keepingCapacity: true)
        sectionCounts.removeAll(keepingCapacity: true)
        guard let context = collectionView else { size = .zero; return }
        let p = spreadDistance
        var y = 0.0
        for s in 0..<max(0, context.numberOfSections) {
            let n = max(0, context.numberOfItems(inSection: s))
            sectionTops.append(y)
            sectionCounts.append(n)
            if n > 0 { y += Double(rows(n) - 1) * p + max(p, itemSize.height) }
        }
        let gridWidth = Double(columns - 1) * p + max(p, itemSize.width)
        size = Size(width: max(context.bounds.width, gridWidth), height: y)
    }

    private func rows(_ n: Int) -> Int { (n + columns - 1) / columns }

    /// The bounds' width or the grid's, whichever is wider, by the height of every section's grid.
    open override var contentSize: Size { size }

    /// The centre of cell (`row`, `column`) of the section starting at `top`.
    private func center(row: Int, column: Int, top: Double) -> Point {
        let p = spreadDistance
        let x = size.width / 2 + (Double(column) - Double(columns - 1) / 2) * p
        let y = top + max(p, itemSize.height) / 2 + Double(row) * p
        return Point(x: x, y: y)
    }

    // MARK: Queries

    /// The cells whose frames meet `rect`, computed from the rows and columns the rectangle spans: O(visible).
    open override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(resultCapacity)
        forEachSpreadElement(in: rect) { result.append($0) }
        resultCapacity = max(resultCapacity, result.count)
        return result
    }

    /// The same cells as ``attributesForElements(in:)``, computed one at a time with no array (cells larger than the
    /// spread overlap, so one query can meet every cell); a subclass's ``attributesForElements(in:)`` when this is not
    /// exactly a `SpreadLayout`.
    open override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard type(of: self) == SpreadLayout.self else { return super.forEachElement(in: rect, body) }
        forEachSpreadElement(in: rect, body)
    }

    private func forEachSpreadElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard !rect.isNull, !sectionTops.isEmpty else { return }
        let p = spreadDistance, w = itemSize.width, h = itemSize.height
        // The last section starting at or above the rectangle's top, by binary search.
        var lo = 0, hi = sectionTops.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sectionTops[mid] <= rect.minY { lo = mid + 1 } else { hi = mid }
        }
        var s = max(0, lo - 1)
        let c0 = center(row: 0, column: 0, top: 0)
        let firstColumn = max(0, Self.index(((rect.minX - w / 2 - c0.x) / p).rounded(.down)))
        let lastColumn = min(columns - 1, Self.index(((rect.maxX + w / 2 - c0.x) / p).rounded(.up)))
        while s < sectionTops.count, sectionTops[s] <= rect.maxY {
            let n = sectionCounts[s]
            if n > 0, firstColumn <= lastColumn {
                let y0 = center(row: 0, column: 0, top: sectionTops[s]).y
                let firstRow = max(0, Self.index(((rect.minY - h / 2 - y0) / p).rounded(.down)))
                let lastRow = min(rows(n) - 1, Self.index(((rect.maxY + h / 2 - y0) / p).rounded(.up)))
                if firstRow <= lastRow {
                    for r in firstRow...lastRow {
                        for c in firstColumn...lastColumn {
                            let item = r * columns + c
                            guard item < n else { break }
                            let a = cell(item: item, section: s)
                            if a.frame.intersects(rect) { body(a) }
                        }
                    }
                }
            }
            s += 1
        }
    }

    /// A whole row or column number, held within ±10¹⁵ so that a rectangle reaching far past the content (or a
    /// `--rect` of 1e300) cannot overflow `Int`: the grid has far fewer rows and columns than that.
    private static func index(_ x: Double) -> Int {
        Int(max(-1e15, min(1e15, x)))
    }

    private func cell(item: Int, section s: Int) -> LayoutAttributes {
        LayoutAttributes(forCellAt: ElementPath(item: item, section: s),
                         center: center(row: item / columns, column: item % columns, top: sectionTops[s]),
                         size: itemSize)
    }

    /// The cell's centre on its section's grid, or nil for a missing item.
    open override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < sectionCounts.count, indexPath.item >= 0,
              indexPath.item < sectionCounts[indexPath.section] else { return nil }
        return cell(item: indexPath.item, section: indexPath.section)
    }

    /// True when the width changes, since the grid is centred across it.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let old = collectionView?.bounds else { return false }
        return old.width != newBounds.width
    }
}

extension SpreadLayout: PinchAdjustableLayout {}
