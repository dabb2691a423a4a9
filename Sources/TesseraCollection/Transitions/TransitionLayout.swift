import TesseraGeometry
import TesseraLayout

/// A layout partway between two others, as `UICollectionViewTransitionLayout`:
/// every element is blended from its attributes in ``currentLayout`` to those in
/// ``nextLayout`` by ``transitionProgress``.
///
/// An element only one layout has fades: in from alpha 0 at its next attributes,
/// or out to alpha 0 at its current ones. The content size blends too. The
/// collection view installs one for an interactive transition (a pinch opening a
/// stack into a grid) and replaces it with the layout the transition ends on.
open class TransitionLayout: Layout {
    /// The layout the transition starts from.
    public let currentLayout: Layout
    /// The layout the transition goes to.
    public let nextLayout: Layout

    /// How far the transition has gone: 0 shows ``currentLayout``, 1 ``nextLayout``.
    /// Setting it invalidates this layout only; the two layouts keep their caches.
    public var transitionProgress: Double = 0 {
        didSet { if transitionProgress != oldValue { invalidateLayout(with: Self.progressChanged) } }
    }

    /// The values a subclass keeps under keys of its own (``updateValue(_:forAnimatedKey:)``).
    private var animatedValues: [String: Double] = [:]

    /// Stores `value` under `key`, a name of the subclass's own (such as the pinch's centre, `"centerX"`), as
    /// `updateValue(_:forAnimatedKey:)`; ``value(forAnimatedKey:)`` returns it until it is set again.
    open func updateValue(_ value: Double, forAnimatedKey key: String) {
        animatedValues[key] = value
    }

    /// The value last stored under `key` by ``updateValue(_:forAnimatedKey:)``, or 0 when none was, as
    /// `value(forAnimatedKey:)`.
    open func value(forAnimatedKey key: String) -> Double {
        animatedValues[key] ?? 0
    }

    /// A new progress: the blend changes, the two layouts' data does not.
    static let progressChanged = InvalidationContext(invalidateEverything: true)

    /// Creates a transition from `currentLayout` to `nextLayout`, at progress 0.
    public init(currentLayout: Layout, nextLayout: Layout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        super.init()
    }


    /// Prepares both layouts if they were invalidated; the blend itself keeps no cache.
    open override func prepare() {
        super.prepare()
        currentLayout.prepareIfNeeded()
        nextLayout.prepareIfNeeded()
    }

    /// The two layouts' content sizes, blended by ``transitionProgress``.
    open override var contentSize: Size {
        currentLayout.contentSize.interpolated(to: nextLayout.contentSize, fraction: transitionProgress)
    }

    /// Every element either layout has in `rect`, blended from current to next by ``transitionProgress``.
    ///
    /// When the other layout has the element outside `rect`, its attributes there are asked for on
    /// demand; when it has none, the element fades in or out at alpha 0.
    open override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let from = currentLayout.attributesForElements(in: rect)
        let to = nextLayout.attributesForElements(in: rect)
        var nextByKey: [ElementKey: LayoutAttributes] = [:]
        nextByKey.reserveCapacity(to.count)
        for a in to { nextByKey[a.key] = a }
        var result: [LayoutAttributes] = []
        result.reserveCapacity(from.count + to.count)
        for a in from {
            let key = a.key
            let b = nextByKey.removeValue(forKey: key) ?? nextLayout.attributes(for: key)
            result.append(blend(a, b))
        }
        for b in to where nextByKey[b.key] != nil {
            result.append(blend(currentLayout.attributes(for: b.key), b))
        }
        return result
    }

    /// The item's attributes in both layouts, blended; faded when only one has it, nil when neither does.
    open override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        blendOptional(currentLayout.attributesForItem(at: indexPath), nextLayout.attributesForItem(at: indexPath))
    }

    /// The supplementary view's attributes in both layouts, blended; faded when only one has it, nil when neither does.
    open override func attributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: ElementPath) -> LayoutAttributes? {
        blendOptional(currentLayout.attributesForSupplementaryView(ofKind: kind, at: indexPath),
                      nextLayout.attributesForSupplementaryView(ofKind: kind, at: indexPath))
    }

    /// The decoration's attributes in both layouts, blended; faded when only one has it, nil when neither does.
    open override func attributesForDecorationView(ofKind kind: ElementKind, at indexPath: ElementPath) -> LayoutAttributes? {
        blendOptional(currentLayout.attributesForDecorationView(ofKind: kind, at: indexPath),
                      nextLayout.attributesForDecorationView(ofKind: kind, at: indexPath))
    }

    /// Passes a change of the data (a batch update or `reloadData()` during the
    /// transition) on to both layouts, whose caches would otherwise describe
    /// items that are gone.
    open override func invalidateLayout(with context: InvalidationContext) {
        if context.invalidateDataSourceCounts {
            currentLayout.invalidateLayout(with: context)
            nextLayout.invalidateLayout(with: context)
        }
        super.invalidateLayout(with: context)
    }

    /// Asks both layouts; each that says yes is invalidated with its own context.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        var any = false
        for layout in [currentLayout, nextLayout] where layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
            any = true
        }
        return any
    }

    /// Returns `InvalidationContext.boundsOnly`: a bounds change invalidates the two layouts, not the blend.
    ///
    /// ``shouldInvalidateLayout(forBoundsChange:)`` has already invalidated each layout that asked for it
    /// with its own context.
    open override func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext { .boundsOnly }

    private func blendOptional(_ a: LayoutAttributes?, _ b: LayoutAttributes?) -> LayoutAttributes? {
        if a == nil && b == nil { return nil }
        return blend(a, b)
    }

    private func blend(_ a: LayoutAttributes?, _ b: LayoutAttributes?) -> LayoutAttributes {
        switch (a, b) {
        case let (a?, b?): return a.interpolated(to: b, fraction: transitionProgress)
        case let (a?, nil): return a.interpolated(to: Self.faded(a), fraction: transitionProgress)
        case let (nil, b?): return Self.faded(b).interpolated(to: b, fraction: transitionProgress)
        case (nil, nil): preconditionFailure("blend needs at least one side")
        }
    }

    static func faded(_ a: LayoutAttributes) -> LayoutAttributes {
        var f = a
        f.alpha = 0
        return f
    }
}
