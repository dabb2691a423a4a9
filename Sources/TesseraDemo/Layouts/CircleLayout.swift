import TesseraGeometry
import TesseraLayout

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The Circle layout (seed 003): the cells of section 0 on a circle, each
/// turned to the tangent, around a clock hand that shows the minute.
///
/// ## Rules
///
/// - The content size is the bounds size, so the view does not scroll. The
///   centre is (w/2, h/2) and the radius min(w, h)/2.5.
/// - Of n cells, cell i is ``itemSize`` (70×70) centred at
///   (cx + r·cos(2·i·π/n − π/2), cy + r·sin(2·i·π/n − π/2)) and rotated about z
///   by 2·π·i/n: cell 0 sits at the top, the rest follow clockwise.
/// - A ``clockHandKind`` decoration at item 0 of section 0, 20×200, zIndex −1,
///   centred and rotated about z by 2·π·(minute/60). The minute is read from
///   the collection view's `currentTime`, the simulation clock, plus
///   ``clockStartMinute``, so a replay always shows the same hand.
/// - Inserted cells start at the centre with alpha 0. Deleted cells end at the
///   centre with alpha 0, rotated as they were among the old count and scaled
///   to 0.1 (the seed's `CATransform3DConcat(rotation, scale)`). Cells that
///   were neither inserted nor deleted get nil from the appearing and
///   disappearing methods, so only the updated cells animate; the collection
///   view still moves the others to their new places.
///
/// Where the seed is silent: only section 0 is laid out (the seed's model is
/// one count); the seed asked a delegate for the hand's angle from the wall
/// clock, which is replaced by the simulation clock; the seed invalidated on
/// every bounds change, this layout on a change of size, the only bounds
/// change a non-scrolling layout sees. Nothing is cached per cell: a cell's
/// attributes are computed from its index when asked for, and
/// `forEachElement(in:_:)` tests each cell's rotated bounding box as it goes,
/// O(n) time and O(1) memory, so a ring of a million cells costs no more memory
/// than one of ten.
open class CircleLayout: Layout {
    /// The kind of the clock-hand decoration.
    public static let clockHandKind: ElementKind = "clockHand"
    /// The clock hand's size.
    public static let clockHandSize = Size(width: 20, height: 200)


    /// The size of every cell.
    public var itemSize = Size(width: 70, height: 70) { didSet { invalidateLayout() } }
    /// The minute the clock shows when the simulation clock reads zero.
    public var clockStartMinute = 0 { didSet { invalidateLayout() } }

    /// The centre of the circle, from the last `prepare()`.
    public private(set) var center = Point.zero
    /// The radius of the circle, from the last `prepare()`.
    public private(set) var radius = 0.0
    /// The number of cells, from the last `prepare()`.
    public private(set) var cellCount = 0

    private var boundsSize = Size.zero
    private var insertedItems: Set<Int> = []
    private var deletedItems: Set<Int> = []
    /// The largest query result so far, to reserve the next one in one step.
    private var resultCapacity = 16

    /// A circle of 70 × 70 cells with the clock at minute 0; registers the clock-hand decoration view.
    public override init() {
        super.init()
        register(ClockHandView.self, forDecorationViewOfKind: Self.clockHandKind)
    }

    /// Places section 0's cells on the circle for the current bounds; other sections get no cells.
    open override func prepare() {
        super.prepare()
        guard let context = collectionView else {
            boundsSize = .zero; cellCount = 0
            return
        }
        boundsSize = context.bounds.size
        center = Point(x: boundsSize.width / 2, y: boundsSize.height / 2)
        radius = min(boundsSize.width, boundsSize.height) / 2.5
        cellCount = context.numberOfSections > 0 ? max(0, context.numberOfItems(inSection: 0)) : 0
    }

    /// The angle cell `item` of `count` is turned by: 2·π·item/count.
    public func rotation(item: Int, count: Int) -> Double {
        2 * Double.pi * Double(item) / Double(count)
    }

    private func cellAttributes(item i: Int, count n: Int) -> LayoutAttributes {
        let turn = rotation(item: i, count: n)
        return cellAttributes(item: i, count: n, cosine: cos(turn), sine: sin(turn))
    }

    /// Cell `i` of `n`, turned by the angle ``rotation(item:count:)`` whose cosine and sine are given.
    private func cellAttributes(item i: Int, count n: Int, cosine: Double, sine: Double) -> LayoutAttributes {
        let angle = 2 * Double(i) * Double.pi / Double(n) - Double.pi / 2
        var a = LayoutAttributes(forCellAt: ElementPath(item: i, section: 0),
                                 center: Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)),
                                 size: itemSize)
        a.transform3D = Transform3D(rotationCosine: cosine, sine: sine, x: 0, y: 0, z: 1)
        return a
    }

    /// The bounds size from the last `prepare()`: the circle never scrolls.
    open override var contentSize: Size { boundsSize }

    // MARK: Queries

    /// The cells whose rotated bounding box meets `rect`, and the clock hand if its box does; O(n).
    open override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(resultCapacity)
        forEachCircleElement(in: rect) { result.append($0) }
        resultCapacity = max(resultCapacity, result.count)
        return result
    }

    /// The same elements as ``attributesForElements(in:)``, computed one at a time with no array;
    /// a subclass's ``attributesForElements(in:)`` when this is not exactly a `CircleLayout`.
    open override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard type(of: self) == CircleLayout.self else { return super.forEachElement(in: rect, body) }
        forEachCircleElement(in: rect, body)
    }

    private func forEachCircleElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard !rect.isNull else { return }
        for i in 0..<cellCount {
            // The turn's cosine and sine serve both the transform and the box.
            let turn = rotation(item: i, count: cellCount), c = cos(turn), s = sin(turn)
            let a = cellAttributes(item: i, count: cellCount, cosine: c, sine: s)
            if Rect.boundingBox(center: a.center, size: a.size, cosine: c, sine: s).intersects(rect) {
                body(a)
            }
        }
        if let hand = clockHandAttributes(), Rect.boundingBox(center: hand.center, size: hand.size,
                                                              rotatedBy: handAngle).intersects(rect) {
            body(hand)
        }
    }

    /// The cell's attributes in section 0, or nil for any other section or a missing item.
    open override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < cellCount else { return nil }
        return cellAttributes(item: indexPath.item, count: cellCount)
    }

    /// The clock hand at item 0 of section 0 (``clockHandKind``), showing ``minute``; nil otherwise.
    open override func attributesForDecorationView(ofKind kind: ElementKind, at indexPath: ElementPath) -> LayoutAttributes? {
        guard kind == Self.clockHandKind, indexPath == ElementPath(item: 0, section: 0) else { return nil }
        return clockHandAttributes()
    }

    /// The minute the clock hand shows: ``clockStartMinute`` plus the whole
    /// minutes on the simulation clock, modulo 60.
    public var minute: Int {
        let seconds = collectionView?.currentTime.components.seconds ?? 0
        let m = (Int64(clockStartMinute) + seconds / 60) % 60
        return Int(m < 0 ? m + 60 : m)
    }

    /// The clock hand's angle, 2·π·(minute/60).
    public var handAngle: Double { 2 * Double.pi * (Double(minute) / 60) }

    private func clockHandAttributes() -> LayoutAttributes? {
        guard collectionView != nil else { return nil }
        var a = LayoutAttributes(forDecorationOfKind: Self.clockHandKind, at: ElementPath(item: 0, section: 0))
        a.size = Self.clockHandSize
        a.center = center
        a.transform3D = Transform3D(rotationAngle: handAngle, x: 0, y: 0, z: 1)
        a.zIndex = -1
        return a
    }

    /// True when the size changes, since the centre and radius follow it; a move alone keeps the layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.size != boundsSize
    }

    // MARK: Insert and delete animations

    /// Notes which items of section 0 the batch inserts and deletes, so only those animate.
    open override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for u in updateItems where !u.isSectionUpdate {
            switch u.action {
            case .insert: if let p = u.indexPathAfterUpdate, p.section == 0 { insertedItems.insert(p.item) }
            case .delete: if let p = u.indexPathBeforeUpdate, p.section == 0 { deletedItems.insert(p.item) }
            default: break
            }
        }
    }

    /// Forgets the items the batch inserted and deleted.
    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedItems.removeAll()
        deletedItems.removeAll()
    }

    /// An inserted cell starts at the circle's centre with alpha 0; other cells get nil and are not faded in.
    open override func initialLayoutAttributesForAppearingItem(at indexPath: ElementPath) -> LayoutAttributes? {
        guard indexPath.section == 0, insertedItems.contains(indexPath.item),
              var a = attributesForItem(at: indexPath) else { return nil }
        a.alpha = 0
        a.center = center
        return a
    }

    /// A deleted cell ends at the centre, scaled to 0.1 and turned as it was among the old count, with alpha 0; other cells get nil.
    open override func finalLayoutAttributesForDisappearingItem(at indexPath: ElementPath) -> LayoutAttributes? {
        guard indexPath.section == 0, deletedItems.contains(indexPath.item) else { return nil }
        // The count before the update: the data source already reports the new one.
        var newCount = cellCount
        if let context = collectionView { newCount = context.numberOfSections > 0 ? context.numberOfItems(inSection: 0) : 0 }
        let oldCount = newCount + deletedItems.count - insertedItems.count
        var a = LayoutAttributes(forCellAt: indexPath, center: center, size: itemSize)
        a.alpha = 0
        a.transform3D = Transform3D.concat(
            Transform3D(rotationAngle: rotation(item: indexPath.item, count: oldCount), x: 0, y: 0, z: 1),
            Transform3D(scaleX: 0.1, y: 0.1, z: 1))
        return a
    }
}
