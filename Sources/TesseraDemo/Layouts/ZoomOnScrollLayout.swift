import TesseraGeometry
import TesseraLayout

/// The zoom-on-scroll layout (seed 001): a flow whose cells grow as they pass
/// the middle of the visible rectangle.
///
/// ## Rules
///
/// - For each cell, d = the visible rectangle's midY − the cell's centre y
///   (midX and x when scrolling horizontally).
/// - When |d| < ``zoomDistance`` the cell is scaled in x and y by
///   `1 + zoomAmount·(1 − |d|/zoomDistance)`; otherwise its transform is the identity.
/// - Every bounds change invalidates; a scroll keeps the flow's cached geometry
///   and only the per-query scaling changes.
///
/// The seed leaves kZoomDistance and kZoomAmount out. This layout uses 150 and
/// 0.25 with 80×80 cells 20 apart: the centred row grows to 100×100 and just
/// meets its neighbours.
open class ZoomOnScrollLayout: FlowLayout {

    /// Cells whose centre is nearer than this to the visible centre zoom, in points.
    public var zoomDistance = 150.0 { didSet { invalidateLayout() } }
    /// How much larger a cell exactly at the centre is: it scales by 1 + zoomAmount.
    public var zoomAmount = 0.25 { didSet { invalidateLayout() } }

    /// A vertical flow of 80 × 80 cells, 20 apart and 20 from the edges, zooming by 0.25 within 150 points.
    public override init() {
        super.init()
        itemSize = Size(width: 80, height: 80)
        minimumLineSpacing = 20
        minimumInteritemSpacing = 20
        sectionInset = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    }

    /// The scale of a cell `distance` points from the visible centre.
    public func zoom(atDistance distance: Double) -> Double {
        abs(distance) < zoomDistance ? 1 + zoomAmount * (1 - abs(distance / zoomDistance)) : 1
    }

    /// The flow's elements in `rect`, each cell scaled by its distance from the visible centre.
    open override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        forEachZoomedElement(in: rect) { result.append($0) }
        return result
    }

    /// The same elements as ``attributesForElements(in:)``, one at a time with no array; a subclass's
    /// ``attributesForElements(in:)`` when this is not exactly a `ZoomOnScrollLayout`.
    open override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard type(of: self) == ZoomOnScrollLayout.self else { return super.forEachElement(in: rect, body) }
        forEachZoomedElement(in: rect, body)
    }

    /// The flow's elements, the cells scaled by their distance from the visible centre.
    private func forEachZoomedElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard let visible = collectionView?.bounds else { return forEachAttributes(in: rect, body) }
        forEachAttributes(in: rect) { given in
            guard given.category == .cell else { return body(given) }
            var a = given
            apply(to: &a, visibleRect: visible)
            body(a)
        }
    }

    /// The flow's attributes of the cell, scaled by its distance from the visible centre.
    open override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        guard var a = super.attributesForItem(at: indexPath) else { return nil }
        if let visible = collectionView?.bounds { apply(to: &a, visibleRect: visible) }
        return a
    }

    private func apply(to a: inout LayoutAttributes, visibleRect: Rect) {
        let distance = scrollDirection == .vertical ? visibleRect.midY - a.center.y : visibleRect.midX - a.center.x
        if abs(distance) < zoomDistance {
            let zoom = 1 + zoomAmount * (1 - abs(distance / zoomDistance))
            a.transform3D = Transform3D(scaleX: zoom, y: zoom, z: 1)
        } else {
            a.transform3D = .identity
        }
    }

    /// Always true: every scroll changes which cells zoom.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { true }

    /// `InvalidationContext.boundsOnly` for a scroll, which keeps the flow's geometry; the flow's own context for a resize.
    open override func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        if let old = collectionView?.bounds, old.size == newBounds.size { return .boundsOnly }
        return super.invalidationContext(forBoundsChange: newBounds)
    }
}
