import TesseraGeometry
import TesseraLayout

/// The flow layout that the Circle demo (seed 003, chapter 5) switches with:
/// 200×200 items whose inserts grow and whose deletes shrink, turning.
///
/// ## Rules
///
/// - A vertical flow of 200×200 items, 13 points apart and 13 points from the edges.
/// - An inserted cell starts at its own place with alpha 0, its transform the seed's
///   `CATransform3DRotate(CATransform3DMakeScale(0.1, 0.1, 1), −π/4, 0, 0, 1)`:
///   scaled to 0.1 and turned −45°.
/// - A deleted cell ends at its old place with alpha 0, scaled to 0.1 and turned +45°.
/// - Cells that were neither inserted nor deleted get the default (nil): they move
///   from where they were to where they go.
///
/// Where the seed is silent: it tracks inserted and deleted items by item number alone
/// (its model is one section); this layout tracks whole index paths.
///
/// ```swift
/// let partner = CircleFlowLayout()   // the circle scene's alternate
/// ```
open class CircleFlowLayout: FlowLayout {
    /// The scale an inserted cell grows from and a deleted one shrinks to.
    public static let appearingScale = 0.1
    /// The turn of an inserted cell at its start, in radians (−π/4); a deleted cell ends turned the other way.
    public static let appearingRotation = -Double.pi / 4

    private var insertedItems: Set<ElementPath> = []
    private var deletedItems: Set<ElementPath> = []

    /// A vertical flow of 200 × 200 items, 13 points apart and 13 from the edges.
    public override init() {
        super.init()
        itemSize = Size(width: 200, height: 200)
        sectionInset = EdgeInsets(top: 13, left: 13, bottom: 13, right: 13)
        minimumInteritemSpacing = 13
        minimumLineSpacing = 13
    }

    /// The seed's transform for an appearing (`turn` −π/4) or disappearing (+π/4) cell: scale 0.1, then the turn.
    public static func growTransform(turn: Double) -> Transform3D {
        Transform3D(scaleX: appearingScale, y: appearingScale, z: 1).rotated(by: turn, x: 0, y: 0, z: 1)
    }

    /// The flow's elements one at a time with no array, as a `FlowLayout`'s; a subclass's
    /// `attributesForElements(in:)` when this is not exactly a `CircleFlowLayout`.
    open override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard type(of: self) == CircleFlowLayout.self else { return super.forEachElement(in: rect, body) }
        forEachAttributes(in: rect, body)
    }

    /// Notes which items the batch inserts and deletes, so only those grow and shrink.
    open override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for u in updateItems where !u.isSectionUpdate {
            switch u.action {
            case .insert: if let p = u.indexPathAfterUpdate { insertedItems.insert(p) }
            case .delete: if let p = u.indexPathBeforeUpdate { deletedItems.insert(p) }
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

    /// An inserted cell starts at its place, alpha 0, scaled to 0.1 and turned −45°; other cells get the default.
    open override func initialLayoutAttributesForAppearingItem(at indexPath: ElementPath) -> LayoutAttributes? {
        guard insertedItems.contains(indexPath), var a = attributesForItem(at: indexPath) else {
            return super.initialLayoutAttributesForAppearingItem(at: indexPath)
        }
        a.alpha = 0
        a.transform3D = Self.growTransform(turn: Self.appearingRotation)
        return a
    }

    /// A deleted cell ends at its old place, alpha 0, scaled to 0.1 and turned +45°; other cells get the default.
    open override func finalLayoutAttributesForDisappearingItem(at indexPath: ElementPath) -> LayoutAttributes? {
        guard deletedItems.contains(indexPath), var a = attributesBeforeUpdate(for: .cell(indexPath)) ?? attributesForItem(at: indexPath) else {
            return super.finalLayoutAttributesForDisappearingItem(at: indexPath)
        }
        a.alpha = 0
        a.transform3D = Self.growTransform(turn: -Self.appearingRotation)
        return a
    }
}
