import TesseraGeometry
import TesseraLayout
import TesseraRender
import TesseraSimulator

/// The Cover Flow layout (seed 000): a horizontal flow whose cells turn away in
/// perspective on either side of the centre, and which comes to rest with a
/// cell centred.
///
/// ## Rules
///
/// - A horizontal flow of 180×180 items, line spacing −60 (neighbouring
///   columns overlap), interitem spacing 200 (one cell per column).
/// - For each cell, `d = visibleMidX − centerX` with the visible rectangle from
///   the collection view's bounds. A cell is *left* when d > 0.
///   - |d| < ``activeDistance`` (100): starting from the identity, translate by
///     (±40·|d|/100, 0, (1 − |d|/100)·40000 + (left ? 200 : 0)) with − for left
///     cells, set m34 = −1/(4.6777·itemSize.width), rotate about y by
///     (left ? 1 : −1)·|d|/100·45°, scale x and y by 1 + 0.2·(1 − |d|/100);
///     zIndex 1; mask 0.6 − 0.6·(100 − |d|)/100.
///   - Otherwise: set m34 as above, translate by (left ? −40 : 40, 0, 0), rotate
///     about y by (left ? 1 : −1)·45°; zIndex 0; mask 0.6.
///   - The steps are the seed's `CATransform3D` calls in the seed's order,
///     with `Transform3D`'s identical semantics, so the matrices match.
/// - Every cell carries ``ShouldRasterizeAttribute`` (true), `MaskAttribute`
///   and `PictureInsetAttribute` (10: the book's white frame around the
///   picture); headers and footers are left alone.
/// - Every bounds change invalidates; a scroll keeps the flow's cached geometry.
/// - ``targetContentOffset(forProposedContentOffset:withScrollingVelocity:)``
///   moves the proposed offset so the cell nearest the proposed centre is centred.
///
/// Section insets follow ``insetPolicy``; by default they are the seed
/// delegate's: [0, 70, 0, 70] when the window is taller than wide, otherwise
/// [0, 190, 0, 190] when wider than 480 points and [0, 150, 0, 150] when not.
///
/// Where the seed is silent: its one row of covers comes from a phone's window,
/// too short for a second 180-point cover under the 200-point interitem spacing.
/// In a taller window the flow would start a second row below an empty band, so
/// with the `seed` and `centered` policies the top and bottom insets are each
/// half the window's height less half an item: one row, centred, as the seed
/// shows it (on a 480-point window, where one row fits anyway, nothing moves).
///
/// The seed switches to a plain flow (``BoringLayout``) and back without
/// animation, invalidating the new layout afterwards.
open class CoverFlowLayout: FlowLayout {
    /// Where the section insets come from.
    public enum InsetPolicy: String, Sendable, CaseIterable {
        /// The seed delegate's insets for portrait, landscape and wide landscape windows.
        case seed
        /// Half the window less half an item on each side, so the first and last cells can be centred.
        case centered
        /// `FlowLayout.sectionInset` as set.
        case fixed
    }

    /// Within this distance of the visible centre a cell's transform depends on the distance.
    public static let activeDistance = 100.0
    /// The distance that the sideways offset is measured against.
    public static let translateDistance = 100.0
    /// How much larger the centred cell is: 1 + zoomFactor.
    public static let zoomFactor = 0.2
    /// How far a turned cell moves sideways, in points.
    public static let flowOffset = 40.0
    /// The mask of a cell outside the active distance.
    public static let inactiveGreyValue = 0.6
    /// How far each cell's picture sits inside its white frame, in points (the book's `CGRectInset(bounds, 10, 10)`).
    public static let pictureInset = 10.0
    /// The perspective divisor: m34 = −1/(perspectiveFactor · itemSize.width).
    public static let perspectiveFactor = 4.6777


    /// The seed switches to and from Cover Flow without animation.
    open override var prefersAnimatedTransitions: Bool { false }

    /// Where the section insets come from; see ``InsetPolicy``.
    public var insetPolicy: InsetPolicy = .seed { didSet { invalidateLayout() } }

    /// The outer branch's two transforms, which depend only on the item width:
    /// computed once per width rather than once per cell and frame.
    private var outer: (width: Double, left: Transform3D, right: Transform3D)?

    /// A horizontal flow of 180 × 180 cells, line spacing −60, interitem spacing 200, with the seed's inset policy.
    public override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = Size(width: 180, height: 180)
        minimumLineSpacing = -60
        minimumInteritemSpacing = 200
        sectionInset = EdgeInsets(top: 0, left: 70, bottom: 0, right: 70)
    }

    /// The seed delegate's section insets for a window of `size`.
    public static func seedInsets(for size: Size) -> EdgeInsets {
        let side: Double = size.width <= size.height ? 70 : (size.width > 480 ? 190 : 150)
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// Sets `FlowLayout.sectionInset` from ``insetPolicy`` and the bounds (except for `.fixed`; the others keep one centred row), then prepares the flow.
    open override func prepare() {
        if let context = collectionView {
            var inset: EdgeInsets
            switch insetPolicy {
            case .seed: inset = Self.seedInsets(for: context.bounds.size)
            case .centered:
                let side = max(0, (context.bounds.width - itemSize.width) / 2)
                inset = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
            case .fixed: inset = sectionInset
            }
            if insetPolicy != .fixed {
                // One row: half the height less half an item above and below.
                let band = max(0, (context.bounds.height - itemSize.height) / 2)
                inset.top = band
                inset.bottom = band
            }
            // Assigning invalidates, which only adds to the pending context of this pass.
            if inset != sectionInset { sectionInset = inset }
        }
        super.prepare()
    }

    // MARK: Queries

    /// The flow's elements in `rect`, each cell turned, zoomed and masked for the visible rectangle by ``apply(to:visibleRect:)``.
    open override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        forEachCoverFlowElement(in: rect) { result.append($0) }
        return result
    }

    /// The same elements as ``attributesForElements(in:)``, one at a time with no array; a subclass's
    /// ``attributesForElements(in:)`` when this is not exactly a `CoverFlowLayout`.
    open override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard type(of: self) == CoverFlowLayout.self else { return super.forEachElement(in: rect, body) }
        forEachCoverFlowElement(in: rect, body)
    }

    /// The flow's elements, the cells turned, zoomed and masked for the visible rectangle.
    private func forEachCoverFlowElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard let visible = collectionView?.bounds else { return forEachAttributes(in: rect, body) }
        let turn = turning()
        forEachAttributes(in: rect) { given in
            guard given.category == .cell else { return body(given) }
            var a = given
            apply(to: &a, visibleRect: visible, turn)
            body(a)
        }
    }

    /// The flow's attributes of the cell, turned, zoomed and masked for the current visible rectangle.
    open override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        guard var a = super.attributesForItem(at: indexPath) else { return nil }
        if let visible = collectionView?.bounds { apply(to: &a, visibleRect: visible) }
        return a
    }

    /// Sets the transform, zIndex, mask and rasterization of a cell for the visible rectangle.
    public func apply(to attributes: inout LayoutAttributes, visibleRect: Rect) {
        apply(to: &attributes, visibleRect: visibleRect, turning())
    }

    /// What turning a cell takes from the layout, read once per query rather than once per cell.
    private struct Turning {
        var perspective: Double, left: Transform3D, right: Transform3D
    }

    private func turning() -> Turning {
        let perspective = -1 / (Self.perspectiveFactor * itemSize.width)
        let outer = outerTransforms(perspective: perspective)
        return Turning(perspective: perspective, left: outer.left, right: outer.right)
    }

    private func apply(to attributes: inout LayoutAttributes, visibleRect: Rect, _ turn: Turning) {
        let distance = visibleRect.midX - attributes.center.x
        let normalized = distance / Self.activeDistance
        let isLeft = distance > 0
        var t = Transform3D.identity
        let mask: Double
        if abs(distance) < Self.activeDistance {
            t = Transform3D.identity.translatedBy(
                x: (isLeft ? -Self.flowOffset : Self.flowOffset) * abs(distance / Self.translateDistance),
                y: 0,
                z: (1 - abs(normalized)) * 40000 + (isLeft ? 200 : 0))
            t.m34 = turn.perspective
            let zoom = 1 + Self.zoomFactor * (1 - abs(normalized))
            t = t.rotated(by: (isLeft ? 1 : -1) * abs(normalized) * 45 * Double.pi / 180, x: 0, y: 1, z: 0)
            t = t.scaledBy(x: zoom, y: zoom, z: 1)
            attributes.zIndex = 1
            let ratioToCenter = (Self.activeDistance - abs(distance)) / Self.activeDistance
            mask = Self.inactiveGreyValue + ratioToCenter * -Self.inactiveGreyValue
        } else {
            t = isLeft ? turn.left : turn.right
            attributes.zIndex = 0
            mask = Self.inactiveGreyValue
        }
        attributes.transform3D = t
        attributes[ShouldRasterizeAttribute.self] = true
        attributes[MaskAttribute.self] = mask
        attributes[PictureInsetAttribute.self] = Self.pictureInset
    }

    private func outerTransforms(perspective: Double) -> (left: Transform3D, right: Transform3D) {
        if let o = outer, o.width == itemSize.width { return (o.left, o.right) }
        func make(isLeft: Bool) -> Transform3D {
            var t = Transform3D.identity
            t.m34 = perspective
            t = t.translatedBy(x: isLeft ? -Self.flowOffset : Self.flowOffset, y: 0, z: 0)
            return t.rotated(by: (isLeft ? 1 : -1) * 45 * Double.pi / 180, x: 0, y: 1, z: 0)
        }
        let o = (width: itemSize.width, left: make(isLeft: true), right: make(isLeft: false))
        outer = o
        return (o.left, o.right)
    }

    // MARK: Scrolling

    /// Always true: every scroll changes the cells' transforms.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { true }

    /// `InvalidationContext.boundsOnly` for a scroll, which keeps the flow's geometry; the flow's own context for a resize.
    open override func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        if let old = collectionView?.bounds, old.size == newBounds.size {
            // A scroll: the transforms are computed per query, the geometry stands.
            return .boundsOnly
        }
        return super.invalidationContext(forBoundsChange: newBounds)
    }

    /// The proposed offset moved so that the cell nearest the proposed visible
    /// centre comes to rest exactly in the middle; `proposed` when no cell is near.
    open override func targetContentOffset(forProposedContentOffset proposed: Point,
                                           withScrollingVelocity velocity: Point) -> Point {
        guard let bounds = collectionView?.bounds else { return proposed }
        let horizontalCenter = proposed.x + bounds.width / 2
        let proposedRect = Rect(x: proposed.x, y: 0, width: bounds.width, height: bounds.height)
        var adjustment = Double.greatestFiniteMagnitude
        var nearestCenter = proposed.x
        forEachAttributes(in: proposedRect) { a in
            guard a.category == .cell else { return }
            if abs(a.center.x - horizontalCenter) < abs(adjustment) {
                adjustment = a.center.x - horizontalCenter
                nearestCenter = a.center.x
            }
        }
        guard adjustment != .greatestFiniteMagnitude else { return proposed }
        // From the cell's centre, not proposed + adjustment, whose rounding can
        // leave the cell a hair off centre (839.9999999999999 for 840).
        return Point(x: nearestCenter - bounds.width / 2, y: proposed.y)
    }
}
