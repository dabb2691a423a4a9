import TesseraGeometry

/// What changed since the layout was last prepared, as
/// `UICollectionViewLayoutInvalidationContext` and its flow-layout subclass.
///
/// Contexts merge: several invalidations before the next layout pass become one
/// context, and one `prepare()`.
///
/// The collection view sets the two data flags as UIKit does, and only then:
///
/// | cause | ``invalidateEverything`` | ``invalidateDataSourceCounts`` |
/// |---|---|---|
/// | `Layout.invalidateLayout()`, `reloadData()`, a layout installed | true | true |
/// | a batch update | false | true |
/// | a step of an interactive movement that takes the item to another section | false | true |
/// | any other step of an interactive movement, its beginning and its end | false | false |
/// | a bounds change the layout asked to be invalidated for | false | false |
///
/// So a layout may keep whatever depends only on the counts until
/// ``invalidateDataSourceCounts`` says they changed, and whatever depends on
/// neither counts nor bounds until ``invalidateEverything`` does: a scroll never
/// claims either.
///
/// It is a value, not a class to subclass: where a UIKit layout defines its own
/// context subclass to carry more flags, a layout here keeps them on itself and
/// names the elements it invalidates with ``invalidateItems(at:)``,
/// ``invalidateSupplementaryElements(ofKind:at:)`` and
/// ``invalidateDecorationElements(ofKind:at:)``. Whatever is invalidated, the
/// collection view's next pass asks the layout again for every element on screen.
public struct InvalidationContext: Equatable, Sendable {
    /// Everything must be recomputed: `Layout.invalidateLayout()` and `reloadData()` set this; a batch update and a
    /// bounds change do not.
    public var invalidateEverything: Bool
    /// The number of sections or items changed: `reloadData()` and batch updates set this; a bounds change does not.
    public var invalidateDataSourceCounts: Bool
    /// The flow layout's cached per-item and per-section metrics are stale: it
    /// must recompute them. A scroll with pinned headers leaves this false.
    public var invalidateFlowLayoutAttributes: Bool
    /// The flow layout must ask its delegate again for sizes, insets and spacing.
    public var invalidateFlowLayoutDelegateMetrics: Bool
    /// Specific items whose attributes changed (UIKit's `invalidatedItemIndexPaths`; see ``invalidateItems(at:)``).
    public var invalidatedItemIndexPaths: Set<ElementPath>
    /// Specific supplementary views whose attributes changed, by kind (UIKit's `invalidatedSupplementaryIndexPaths`;
    /// see ``invalidateSupplementaryElements(ofKind:at:)``).
    public var invalidatedSupplementaryIndexPaths: [ElementKind: Set<ElementPath>]
    /// Specific decoration views whose attributes changed, by kind (UIKit's `invalidatedDecorationIndexPaths`;
    /// see ``invalidateDecorationElements(ofKind:at:)``).
    public var invalidatedDecorationIndexPaths: [ElementKind: Set<ElementPath>]
    /// How far the collection view moves its content offset once the layout has
    /// processed this invalidation (its next `prepare()`), as UIKit's collection
    /// view adds it to its offset: set it when content above the visible rectangle
    /// grows or shrinks, so what is on screen stays there.
    ///
    /// The offset is kept within the content size the collection view had before
    /// the invalidation plus ``contentSizeAdjustment`` (not while a finger drags
    /// the content), so set both when the content grows where the offset must follow.
    public var contentOffsetAdjustment: Point
    /// How much the invalidation grows (or, negative, shrinks) the content size:
    /// the collection view adds it to the content size it had before the
    /// invalidation to bound ``contentOffsetAdjustment``. The layout's own
    /// ``Layout/contentSize`` still rules after the next layout pass.
    public var contentSizeAdjustment: Size
    /// Where the items being moved interactively were before this invalidation, as UIKit's
    /// property of the same name: set while a movement runs and when it has just ended, nil for
    /// every other invalidation. Read it with ``targetIndexPathsForInteractivelyMovingItems`` to
    /// learn which items changed place.
    public var previousIndexPathsForInteractivelyMovingItems: [ElementPath]?
    /// Where the items being moved interactively are now, as UIKit's property of the same name:
    /// in the layout's view, which counts them at these places (see
    /// ``Layout/invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)``).
    /// Nil outside a movement.
    public var targetIndexPathsForInteractivelyMovingItems: [ElementPath]?
    /// The point (content coordinates) that chose ``targetIndexPathsForInteractivelyMovingItems``,
    /// as UIKit's `interactiveMovementTarget`: where the dragged item is, while a movement runs
    /// and when it has just ended; nil otherwise.
    public var interactiveMovementTarget: Point?

    /// The context batch updates invalidate with: the counts changed, the rest of the layout's inputs did not.
    public static let dataSourceCounts = InvalidationContext(invalidateDataSourceCounts: true)

    /// A context with the given flags, no invalidated items and no adjustments; by default it asks a flow layout to recompute and to ask its delegate again, as UIKit's does.
    public init(invalidateEverything: Bool = false, invalidateDataSourceCounts: Bool = false,
                invalidateFlowLayoutAttributes: Bool = true, invalidateFlowLayoutDelegateMetrics: Bool = true) {
        self.invalidateEverything = invalidateEverything
        self.invalidateDataSourceCounts = invalidateDataSourceCounts
        self.invalidateFlowLayoutAttributes = invalidateFlowLayoutAttributes
        self.invalidateFlowLayoutDelegateMetrics = invalidateFlowLayoutDelegateMetrics
        self.invalidatedItemIndexPaths = []
        self.invalidatedSupplementaryIndexPaths = [:]
        self.invalidatedDecorationIndexPaths = [:]
        self.contentOffsetAdjustment = .zero
        self.contentSizeAdjustment = .zero
        self.previousIndexPathsForInteractivelyMovingItems = nil
        self.targetIndexPathsForInteractivelyMovingItems = nil
        self.interactiveMovementTarget = nil
    }

    /// The context `invalidateLayout()` and `reloadData()` use: everything, the counts included.
    public static let everything = InvalidationContext(invalidateEverything: true, invalidateDataSourceCounts: true)

    /// A context that only moves the visible bounds: nothing cached is stale.
    public static let boundsOnly = InvalidationContext(invalidateFlowLayoutAttributes: false,
                                                       invalidateFlowLayoutDelegateMetrics: false)

    /// Adds the items at `indexPaths` to ``invalidatedItemIndexPaths``, as UIKit's `invalidateItems(at:)`: a layout
    /// that builds its own context says which cells' attributes changed, and reads them back in
    /// ``Layout/invalidateLayout(with:)`` to recompute only those.
    public mutating func invalidateItems(at indexPaths: [ElementPath]) {
        invalidatedItemIndexPaths.formUnion(indexPaths)
    }

    /// Adds the supplementary views of `kind` at `indexPaths` to ``invalidatedSupplementaryIndexPaths``, as UIKit's
    /// `invalidateSupplementaryElements(ofKind:at:)`: the classic sticky-header layout invalidates only its headers
    /// on a scroll.
    public mutating func invalidateSupplementaryElements(ofKind kind: ElementKind, at indexPaths: [ElementPath]) {
        invalidatedSupplementaryIndexPaths[kind, default: []].formUnion(indexPaths)
    }

    /// Adds the decoration views of `kind` at `indexPaths` to ``invalidatedDecorationIndexPaths``, as UIKit's
    /// `invalidateDecorationElements(ofKind:at:)`.
    public mutating func invalidateDecorationElements(ofKind kind: ElementKind, at indexPaths: [ElementPath]) {
        invalidatedDecorationIndexPaths[kind, default: []].formUnion(indexPaths)
    }

    /// Whether cached geometry must be recomputed. Supplementary and decoration views named alone do not make it
    /// so: a flow layout that pins its headers keeps its cached lines, as UIKit's does when a subclass invalidates
    /// only its headers on a scroll.
    public var requiresRecompute: Bool {
        invalidateEverything || invalidateDataSourceCounts || invalidateFlowLayoutAttributes
            || invalidateFlowLayoutDelegateMetrics || !invalidatedItemIndexPaths.isEmpty
    }

    /// Adds what `other` invalidates to this context. Of the interactive movement, the merged
    /// context keeps the earliest previous index paths and takes `other`'s targets and point:
    /// it tells where the items were when the layout was last prepared, and where they are now.
    public mutating func merge(_ other: InvalidationContext) {
        invalidateEverything = invalidateEverything || other.invalidateEverything
        invalidateDataSourceCounts = invalidateDataSourceCounts || other.invalidateDataSourceCounts
        invalidateFlowLayoutAttributes = invalidateFlowLayoutAttributes || other.invalidateFlowLayoutAttributes
        invalidateFlowLayoutDelegateMetrics = invalidateFlowLayoutDelegateMetrics || other.invalidateFlowLayoutDelegateMetrics
        invalidatedItemIndexPaths.formUnion(other.invalidatedItemIndexPaths)
        invalidatedSupplementaryIndexPaths.merge(other.invalidatedSupplementaryIndexPaths) { $0.union($1) }
        invalidatedDecorationIndexPaths.merge(other.invalidatedDecorationIndexPaths) { $0.union($1) }
        contentOffsetAdjustment = contentOffsetAdjustment + other.contentOffsetAdjustment
        contentSizeAdjustment = Size(width: contentSizeAdjustment.width + other.contentSizeAdjustment.width,
                                     height: contentSizeAdjustment.height + other.contentSizeAdjustment.height)
        if let targets = other.targetIndexPathsForInteractivelyMovingItems {
            if targetIndexPathsForInteractivelyMovingItems == nil {
                previousIndexPathsForInteractivelyMovingItems = other.previousIndexPathsForInteractivelyMovingItems
            }
            targetIndexPathsForInteractivelyMovingItems = targets
            interactiveMovementTarget = other.interactiveMovementTarget
        }
    }
}
