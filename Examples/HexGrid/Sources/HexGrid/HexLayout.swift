import TesseraGeometry
import TesseraLayout

/// Cells on a honeycomb: rows of hexagonal cells, as many as fit the width,
/// every other row shifted by half a cell, sections one after another down the content.
///
/// ## Rules
///
/// - A cell is the bounding box of a pointy-top hexagon of circumradius
///   ``radius``: √3·r wide and 2·r tall. Centres in a row are √3·r + ``spacing``
///   apart; rows are 1.5·r + ``spacing`` apart; odd rows shift right by half a pitch.
/// - Each section starts on a new row, ``sectionGap`` below the last.
/// - A row holds as many cells as fit the width with the half-pitch shift, at least one;
///   the grid is centred across the bounds.
/// - A two-finger pinch scales ``radius`` (``PinchAdjustableLayout``), 8…120 points, and the
///   honeycomb reflows.
/// - A ``HexLayoutDelegate`` may scale individual cells.
///
/// `prepare()` computes every centre once; queries find the rows that meet the
/// rectangle by arithmetic and return only those cells: O(visible).
public final class HexLayout: Layout, PinchAdjustableLayout {
    /// The radii a pinch may set, in points.
    public static let radiusRange = 8.0...120.0

    /// The circumradius of every cell's hexagon, in points.
    public var radius = 28.0 { didSet { invalidateLayout() } }
    /// The gap between neighbouring cells, in points.
    public var spacing = 4.0 { didSet { invalidateLayout() } }
    /// The extra space between sections, in points.
    public var sectionGap = 24.0 { didSet { invalidateLayout() } }

    private struct Section { var firstRow: Int; var count: Int; var top: Double }
    private var sections: [Section] = []
    private var size = Size.zero
    private var columnCount = 1
    private var pinchStart = 28.0

    public override init() {
        super.init()
    }

    private var cellSize: Size { Size(width: 3.0.squareRoot() * radius, height: 2 * radius) }
    private var pitch: Double { cellSize.width + spacing }
    private var rowPitch: Double { 1.5 * radius + spacing }

    public override func prepare() {
        super.prepare()
        sections.removeAll(keepingCapacity: true)
        guard let context = collectionView else { size = .zero; return }
        columnCount = max(1, Int(((context.bounds.width - pitch / 2) / pitch).rounded(.down)))
        var top = spacing, row = 0
        for s in 0..<context.numberOfSections {
            let count = context.numberOfItems(inSection: s)
            let rows = (count + columnCount - 1) / columnCount
            sections.append(Section(firstRow: row, count: count, top: top))
            row += rows
            if rows > 0 { top += Double(rows - 1) * rowPitch + cellSize.height + sectionGap }
        }
        let gridWidth = Double(columnCount) * pitch + pitch / 2
        size = Size(width: max(context.bounds.width, gridWidth), height: top)
    }

    public override var contentSize: Size { size }

    /// The row width depends on the bounds' width: a resize reflows the honeycomb.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }

    public override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < sections.count, indexPath.item >= 0,
              indexPath.item < sections[indexPath.section].count else { return nil }
        let section = sections[indexPath.section]
        let row = indexPath.item / columnCount, column = indexPath.item % columnCount
        let gridWidth = Double(columnCount) * pitch + pitch / 2
        let left = (size.width - gridWidth) / 2 + (row % 2 == 1 ? pitch / 2 : 0)
        let center = Point(x: left + Double(column) * pitch + pitch / 2,
                           y: section.top + Double(row) * rowPitch + cellSize.height / 2)
        var a = LayoutAttributes(forCellAt: indexPath, center: center, size: cellSize)
        let delegate = collectionView?.layoutDelegate as? HexLayoutDelegate
        if let scale = delegate?.hexLayout(self, scaleForItemAt: indexPath), scale != 1 {
            a.transform3D = Transform3D(scaleX: scale, y: scale, z: 1)
            a.zIndex = 1
        }
        return a
    }

    public override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        let reach = rect.insetBy(dx: -cellSize.width, dy: -cellSize.height)
        for (s, section) in sections.enumerated() where section.count > 0 {
            let rows = (section.count + columnCount - 1) / columnCount
            // Clamped while still a Double: a rectangle may reach far beyond the content.
            let top = ((reach.minY - section.top) / rowPitch).rounded(.down)
            let bottom = ((reach.maxY - section.top) / rowPitch).rounded(.up)
            guard !top.isNaN, !bottom.isNaN, bottom >= 0, top <= Double(rows - 1) else { continue }
            let first = Int(max(0, top)), last = Int(min(Double(rows - 1), bottom))
            for row in first...last {
                for item in (row * columnCount)..<min(section.count, (row + 1) * columnCount) {
                    if let a = attributesForItem(at: ElementPath(item: item, section: s)), a.frame.intersects(rect) {
                        result.append(a)
                    }
                }
            }
        }
        return result
    }

    // MARK: Pinch

    public func beginPinchAdjustment() {
        pinchStart = radius
    }

    /// Scales the radius from its value when the pinch began, within ``radiusRange``.
    public func adjustForPinch(scale: Double, span: Double?) {
        guard scale.isFinite else { return }
        radius = min(Self.radiusRange.upperBound, max(Self.radiusRange.lowerBound, pinchStart * scale))
    }
}
