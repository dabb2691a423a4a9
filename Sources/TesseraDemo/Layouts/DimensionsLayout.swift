import TesseraGeometry
import TesseraLayout
import TesseraRender

/// The Dimensions layout (seed 000): a flow grid of photos whose cells carry a
/// custom attribute saying whether to aspect-fit or aspect-fill the photo.
///
/// ## Rules
///
/// - A flow of 140×140 items, 13 points apart and 13 points from the edges
///   (two columns on a 320-point window).
/// - Every cell carries `ImageModeAttribute` (`layoutMode`), which is the
///   layout's ``layoutMode`` unless the ``DimensionsLayoutDelegate`` overrides it
///   for that item, and `FillAmountAttribute` (`fillAmount`), 0 for fit and 1
///   for fill. Headers and footers carry neither.
/// - Setting ``layoutMode`` invalidates the layout. The cell geometry does not
///   depend on the mode, so the invalidation keeps the flow's cached geometry;
///   the next query carries the new attributes. A collection view that animates
///   the change blends `fillAmount`, so cells resize their image frame smoothly
///   (see `ImageMode.imageFrame(for:in:fillAmount:)`).
///
/// Where the seed is silent or disagrees with itself: its header defines a
/// 100-point item while its comment asks for 140×140 so that two columns fit a
/// 320-point portrait screen; this layout uses 140×140.
///
/// ```swift
/// let layout = DimensionsLayout()
/// layout.layoutMode = .aspectFill   // invalidates; cells now report fillAmount 1
/// ```
open class DimensionsLayout: FlowLayout {

    /// How cells fit their photos unless the delegate says otherwise. Setting it invalidates the layout.
    public var layoutMode: ImageMode = .aspectFit {
        didSet {
            // Only the custom attributes change, so the flow keeps its geometry.
            invalidateLayout(with: InvalidationContext(invalidateFlowLayoutAttributes: false,
                                                       invalidateFlowLayoutDelegateMetrics: false))
        }
    }

    /// A vertical flow of 140 × 140 cells, 13 points apart and 13 from the edges, in aspect-fit mode.
    public override init() {
        super.init()
        itemSize = Size(width: 140, height: 140)
        sectionInset = EdgeInsets(top: 13, left: 13, bottom: 13, right: 13)
        minimumInteritemSpacing = 13
        minimumLineSpacing = 13
    }

    /// The mode of the cell at `indexPath`: the delegate's choice, else ``layoutMode``.
    public func layoutMode(forItemAt indexPath: ElementPath) -> ImageMode {
        let delegate = collectionView?.layoutDelegate as? DimensionsLayoutDelegate
        return delegate?.dimensionsLayout(self, layoutModeForItemAt: indexPath) ?? layoutMode
    }

    /// The flow's elements in `rect`, each cell carrying its `layoutMode` and `fillAmount` attributes.
    open override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        forEachDimensionsElement(in: rect) { result.append($0) }
        return result
    }

    /// The same elements as ``attributesForElements(in:)``, one at a time with no array; a subclass's
    /// ``attributesForElements(in:)`` when this is not exactly a `DimensionsLayout`.
    open override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard type(of: self) == DimensionsLayout.self else { return super.forEachElement(in: rect, body) }
        forEachDimensionsElement(in: rect, body)
    }

    /// The flow's elements, each cell with its `layoutMode` and `fillAmount` attributes.
    private func forEachDimensionsElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        let delegate = collectionView?.layoutDelegate as? DimensionsLayoutDelegate
        forEachAttributes(in: rect) { given in
            guard given.category == .cell else { return body(given) }
            var a = given
            Self.apply(delegate?.dimensionsLayout(self, layoutModeForItemAt: a.indexPath) ?? layoutMode, to: &a)
            body(a)
        }
    }

    /// The flow's attributes of the cell, with its `layoutMode` and `fillAmount` attributes.
    open override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        guard var a = super.attributesForItem(at: indexPath) else { return nil }
        Self.apply(layoutMode(forItemAt: indexPath), to: &a)
        return a
    }

    private static func apply(_ mode: ImageMode, to a: inout LayoutAttributes) {
        a[ImageModeAttribute.self] = mode
        a[FillAmountAttribute.self] = mode.fillAmount
    }
}

extension DimensionsLayout: ModeToggleLayout {
    /// Switches ``layoutMode`` between aspect fit and aspect fill.
    public func toggleMode() {
        layoutMode = layoutMode == .aspectFit ? .aspectFill : .aspectFit
    }
}
