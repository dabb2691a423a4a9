import TesseraGeometry
import TesseraLayout

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The photo Stack layout (seed 003, where the 500px example begins): the cells
/// of each section piled on top of each other, slightly askew, like prints
/// dropped on a table.
///
/// ## Rules
///
/// - Each section is a page the size of the bounds, one below the other; the
///   content is bounds.width wide and bounds.height × sections tall.
/// - Every cell of section s is ``itemSize`` (150×150) centred on the page's
///   centre, ``pileCenter(ofSection:)`` = (w/2, h/2 + s·h).
/// - Cell i is rotated about z by `maximumRotation·sin(i·g)` radians, where g
///   is the golden angle π·(3 − √5) and ``maximumRotationDegrees`` is 8. The
///   angle depends on the index alone, so every run and replay piles alike;
///   the golden angle keeps consecutive cells well apart in angle, and cell 0
///   lies straight.
/// - Cell 0 is the top of the pile: cell i of n has zIndex n − i.
///
/// Nothing is cached per cell: `prepare()` keeps each pile's item count and
/// bounding box, a cell's attributes are computed from its index when asked
/// for, and `forEachElement(in:_:)` tests each cell of the piles that meet the
/// rectangle as it goes, O(n) time per visible pile and O(1) memory per cell.
///
/// A pinch opens a pile into a grid, which is ``gridLayout()``, through an
/// interactive transition that the collection view runs; ``StackGridTransition``
/// turns the pinch scale into the transition's progress and decides on release.
open class StackLayout: Layout {
    /// The golden angle, π·(3 − √5) radians.
    public static let goldenAngle = Double.pi * (3 - 5.0.squareRoot())


    /// The size of every cell.
    public var itemSize = Size(width: 150, height: 150) { didSet { invalidateLayout() } }
    /// The largest tilt of a cell in the pile, in degrees either way.
    public var maximumRotationDegrees = 8.0 { didSet { invalidateLayout() } }

    private var page = Size.zero
    private var itemCounts: [Int] = []
    private var pileSpans = SpanIndex()
    private var pileBoxes: [Rect] = []
    /// The largest query result so far, to reserve the next one in one step.
    private var resultCapacity = 16

    /// Piles of 150 × 150 cells tilted up to 8° either way.
    public override init() {
        super.init()
    }

    /// The tilt of cell `item`, in radians.
    public func rotation(item: Int) -> Double {
        maximumRotationDegrees * Double.pi / 180 * sin(Double(item) * Self.goldenAngle)
    }

    /// The centre of section `section`'s pile, where a pinch on it is anchored.
    public func pileCenter(ofSection section: Int) -> Point {
        Point(x: page.width / 2, y: page.height / 2 + Double(section) * page.height)
    }

    /// The section whose page holds `point`, or nil outside the content.
    public func section(at point: Point) -> Int? {
        guard page.height > 0, point.y >= 0 else { return nil }
        // Compared as a Double first: a point far below the content must not overflow Int.
        let page = (point.y / self.page.height).rounded(.down)
        return page < Double(itemCounts.count) ? Int(page) : nil
    }

    /// The grid a pinch opens the piles into: a vertical flow of the same
    /// cells, 10 points apart and 10 from the edges, with nothing cached yet.
    public func gridLayout() -> FlowLayout {
        let grid = FlowLayout()
        grid.itemSize = itemSize
        grid.minimumLineSpacing = 10
        grid.minimumInteritemSpacing = 10
        grid.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        return grid
    }

    /// Makes one page per section the size of the bounds and piles its cells at the page's centre.
    open override func prepare() {
        super.prepare()
        itemCounts.removeAll(keepingCapacity: true)
        pileBoxes.removeAll(keepingCapacity: true)
        guard let context = collectionView else { page = .zero; pileSpans.removeAll(); return }
        page = context.bounds.size
        for s in 0..<max(0, context.numberOfSections) {
            let n = max(0, context.numberOfItems(inSection: s))
            let center = pileCenter(ofSection: s)
            var pile = Rect.null
            for i in 0..<n {
                pile = pile.union(Rect.boundingBox(center: center, size: itemSize, rotatedBy: rotation(item: i)))
            }
            itemCounts.append(n)
            pileBoxes.append(pile)
        }
        pileSpans.rebuild(count: pileBoxes.count) { s in
            pileBoxes[s].isNull ? (start: .infinity, end: -.infinity) : (start: pileBoxes[s].minY, end: pileBoxes[s].maxY)
        }
    }

    /// The bounds' width by one bounds-height page per section.
    open override var contentSize: Size {
        Size(width: page.width, height: page.height * Double(itemCounts.count))
    }

    // MARK: Queries

    /// The cells of the piles that meet `rect` whose rotated bounding box meets it too.
    open override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(resultCapacity)
        forEachStackElement(in: rect) { result.append($0) }
        resultCapacity = max(resultCapacity, result.count)
        return result
    }

    /// The same elements as ``attributesForElements(in:)``, computed one at a time with no array;
    /// a subclass's ``attributesForElements(in:)`` when this is not exactly a `StackLayout`.
    open override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard type(of: self) == StackLayout.self else { return super.forEachElement(in: rect, body) }
        forEachStackElement(in: rect, body)
    }

    private func forEachStackElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard !rect.isNull else { return }
        for s in pileSpans.candidates(overlapping: rect.minY, rect.maxY) where pileBoxes[s].intersects(rect) {
            let center = pileCenter(ofSection: s)
            for i in 0..<itemCounts[s] {
                // The turn's cosine and sine serve both the box and the transform.
                let angle = rotation(item: i), c = cos(angle), sine = sin(angle)
                if Rect.boundingBox(center: center, size: itemSize, cosine: c, sine: sine).intersects(rect) {
                    body(cellAttributes(item: i, section: s, cosine: c, sine: sine))
                }
            }
        }
    }

    private func cellAttributes(item i: Int, section s: Int, angle: Double) -> LayoutAttributes {
        cellAttributes(item: i, section: s, cosine: cos(angle), sine: sin(angle))
    }

    /// The cell turned by the angle whose cosine and sine are given.
    private func cellAttributes(item i: Int, section s: Int, cosine: Double, sine: Double) -> LayoutAttributes {
        var a = LayoutAttributes(forCellAt: ElementPath(item: i, section: s), center: pileCenter(ofSection: s), size: itemSize)
        a.transform3D = Transform3D(rotationCosine: cosine, sine: sine, x: 0, y: 0, z: 1)
        a.zIndex = itemCounts[s] - i
        return a
    }

    /// The cell's attributes in its pile, or nil for a missing item.
    open override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < itemCounts.count,
              indexPath.item >= 0, indexPath.item < itemCounts[indexPath.section] else { return nil }
        return cellAttributes(item: indexPath.item, section: indexPath.section, angle: rotation(item: indexPath.item))
    }

    /// True when the size changes, since the pages follow it.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.size != page
    }
}

extension StackLayout: PinchTransitionLayout {
    /// Opening progress from the pile to the grid, by ``StackGridTransition``'s rule.
    public func transitionProgress(forPinchScale scale: Double) -> Double {
        StackGridTransition().openingProgress(forPinchScale: scale)
    }

    /// ``StackGridTransition``'s rule: a flick or a release past halfway finishes.
    public func shouldCompleteTransition(progress: Double, pinchVelocity: Double) -> Bool {
        StackGridTransition().shouldComplete(progress: progress, velocity: pinchVelocity)
    }
}
