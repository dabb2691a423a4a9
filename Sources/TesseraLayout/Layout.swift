import TesseraGeometry

/// The abstract layout: it computes the attributes of every element, as
/// `UICollectionViewLayout`. Subclass it to write a new layout.
///
/// ## What a new layout must implement
///
/// 1. ``prepare()``: compute and cache whatever the queries need. It runs once
///    per layout pass after the layout was invalidated, never per query. Read
///    counts and bounds from ``collectionView``; read ``pendingInvalidation`` to
///    learn what changed.
/// 2. ``contentSize``: the size of all the content, from the cache.
/// 3. ``attributesForElements(in:)``: the attributes of every element whose frame
///    intersects the rectangle, cells, supplementary views and decorations alike.
///    It runs every frame, so make it proportional to what is visible: search a
///    sorted cache, do not scan all items. A layout that can put very many
///    elements on screen at once also overrides ``forEachElement(in:_:)``.
/// 4. ``attributesForItem(at:)``, and for layouts with supplementary or decoration
///    views ``attributesForSupplementaryView(ofKind:at:)`` and
///    ``attributesForDecorationView(ofKind:at:)``: the same attributes, on demand.
///
/// And optionally:
///
/// - ``shouldInvalidateLayout(forBoundsChange:)`` (default false): return true
///   when attributes depend on the visible rectangle (Cover Flow, sticky
///   headers, zoom on scroll). It is asked on every scroll and resize.
/// - ``targetContentOffset(forProposedContentOffset:withScrollingVelocity:)``
///   to choose where scrolling comes to rest (snapping).
/// - ``prepare(forCollectionViewUpdates:)`` and ``finalizeCollectionViewUpdates()``
///   bracket every batch update; with the six initial and final attribute methods
///   they shape update animations. The defaults return nil, which crossfades
///   inserted and deleted elements and moves the others.
/// - ``register(_:forDecorationViewOfKind:)`` for each decoration kind it returns.
/// - ``targetIndexPath(forInteractivelyMovingItem:withPosition:)`` and
///   ``layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)``: where an item
///   dragged to reorder would land, and how it looks while it is lifted; with the two
///   interactive-movement invalidation contexts, what a step of the drag invalidates.
///
/// Invalidation is lazy and coalesced: ``invalidateLayout()`` only marks the
/// layout dirty and merges an ``InvalidationContext``; the next
/// ``prepareIfNeeded()`` runs one `prepare()` however many calls came before.
///
/// Layouts are classes, like UIKit's, so that layouts can refine others (Cover
/// Flow is a flow layout that overrides the query).
open class Layout {
    /// The collection view being laid out; nil until the layout is installed. When a layout is detached (the collection
    /// view switched to another), it is invalidated and ``discardPreparedState()`` frees what `prepare()` computed, so a
    /// scene of many alternate layouts holds the caches of the one on screen, not of every one shown before.
    public weak var collectionView: (any LayoutContext)? {
        didSet {
            guard collectionView == nil, oldValue != nil else { return }
            invalidateLayout()
            discardPreparedState()
        }
    }

    /// Frees what `prepare()` computed, once the layout is detached; the next `prepare()`, when it is installed again,
    /// computes it anew. What it learnt that `prepare()` cannot compute again (sizes self-sizing cells asked for) stays.
    /// The default does nothing; a layout that caches every element's attributes overrides it to drop them.
    open func discardPreparedState() {}

    /// Whether `prepare()` must run before the next query.
    // Read several times by every layout pass, from the one thread a layout is used on: no run-time
    // exclusivity check (the compiler still checks accesses statically).
    @exclusivity(unchecked) public private(set) var needsPrepare = true

    /// What has been invalidated since the last `prepare()`. Readable inside `prepare()`.
    public private(set) var pendingInvalidation = InvalidationContext.everything

    /// How many times `prepare()` has run; coalescing is observable through it.
    @exclusivity(unchecked) public private(set) var prepareCount = 0

    private var decorationClasses: [ElementKind: ReusableView.Type] = [:]
    private var snapshotBeforeUpdate: [ElementKey: LayoutAttributes] = [:]

    /// A layout with nothing prepared: the first layout pass calls ``prepare()``.
    public init() {}

    /// Whether switching to or from this layout should animate. The seed's
    /// Cover Flow switches to a plain flow without animation and invalidates
    /// afterwards; such layouts return false.
    open var prefersAnimatedTransitions: Bool { true }

    // MARK: Preparing

    /// Computes and caches the layout. Subclasses override and call super.
    open func prepare() {}

    /// Runs `prepare()` if the layout was invalidated since the last one, and
    /// clears the pending invalidation. The collection view calls this at the
    /// start of every layout pass.
    ///
    /// When the invalidation carried a ``InvalidationContext/contentOffsetAdjustment``
    /// or ``InvalidationContext/contentSizeAdjustment``, the collection view is then
    /// told, and applies them (see ``LayoutContext/layout(_:didProcessContentOffsetAdjustment:contentSizeAdjustment:)``).
    ///
    /// A layout that invalidates itself inside `prepare()` (a flow layout subclass that sets its `sectionInset`
    /// from the bounds after `super.prepare()`) is prepared again at once, with what it invalidated as
    /// ``pendingInvalidation``, up to ``maximumPreparesPerPass`` times in all; past that, the rest waits for the
    /// next pass, so a layout that invalidates itself in every `prepare()` costs passes, not a hang.
    public final func prepareIfNeeded() {
        var rounds = 0
        while needsPrepare, rounds < Self.maximumPreparesPerPass {
            rounds += 1
            isPreparing = true
            prepare()
            isPreparing = false
            prepareCount += 1
            needsPrepare = false
            let processed = pendingInvalidation
            pendingInvalidation = InvalidationContext(invalidateFlowLayoutAttributes: false,
                                                      invalidateFlowLayoutDelegateMetrics: false)
            if let again = invalidatedWhilePreparing {
                invalidatedWhilePreparing = nil
                pendingInvalidation = again
                needsPrepare = true
            }
            if processed.contentOffsetAdjustment != .zero || processed.contentSizeAdjustment != .zero {
                collectionView?.layout(self, didProcessContentOffsetAdjustment: processed.contentOffsetAdjustment,
                                       contentSizeAdjustment: processed.contentSizeAdjustment)
            }
        }
    }

    /// The most times one ``prepareIfNeeded()`` runs `prepare()` for a layout that invalidates itself while preparing.
    public static let maximumPreparesPerPass = 4

    /// Whether `prepare()` is running: an invalidation then goes to ``invalidatedWhilePreparing``.
    private var isPreparing = false
    /// What `prepare()` invalidated while it ran, for the next round.
    private var invalidatedWhilePreparing: InvalidationContext?

    /// The size of the whole content.
    open var contentSize: Size { .zero }

    // MARK: Queries

    /// The attributes of every element whose frame intersects `rect`.
    open func attributesForElements(in rect: Rect) -> [LayoutAttributes] { [] }

    /// Calls `body` with the attributes of every element whose frame intersects
    /// `rect`: the elements ``attributesForElements(in:)`` returns, one at a
    /// time. The collection view reads every layout through this method. The
    /// default calls ``attributesForElements(in:)`` and hands out its array.
    ///
    /// Override it to compute elements as they are handed out, so a query over
    /// a million elements builds no array of a million attributes: the
    /// collection view then holds only those that get a view. An override must
    /// hand out exactly the elements ``attributesForElements(in:)`` returns (the
    /// layout contract in TesseraTesting compares the two). So that a subclass
    /// that overrides only ``attributesForElements(in:)`` keeps its meaning, an
    /// override in an `open` class streams only when `type(of: self)` is that
    /// class, and otherwise calls `super`.
    open func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        for attributes in attributesForElements(in: rect) { body(attributes) }
    }

    /// The attributes of the cell at `indexPath`, or nil when there is none.
    open func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? { nil }

    /// The attributes of the supplementary view of `kind` at `indexPath`.
    open func attributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: ElementPath) -> LayoutAttributes? { nil }

    /// The attributes of the decoration view of `kind` at `indexPath`.
    open func attributesForDecorationView(ofKind kind: ElementKind, at indexPath: ElementPath) -> LayoutAttributes? { nil }

    /// The attributes of any element by its key.
    public final func attributes(for key: ElementKey) -> LayoutAttributes? {
        switch key.category {
        case .cell: attributesForItem(at: key.indexPath)
        case .supplementary: attributesForSupplementaryView(ofKind: key.kind ?? ElementKind.sectionHeader, at: key.indexPath)
        case .decoration: attributesForDecorationView(ofKind: key.kind ?? ElementKind.sectionHeader, at: key.indexPath)
        }
    }

    // MARK: Self-sizing

    /// Whether the cell whose view prefers `preferred` over the `original` attributes this
    /// layout gave it should change the layout, as UIKit's method of the same name. The
    /// collection view asks when a cell's `preferredLayoutAttributesFitting(_:)` answers
    /// differently from what it was given. The default is false: the layout's sizes stand.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                     withOriginalAttributes original: LayoutAttributes) -> Bool { false }

    /// The context to invalidate with after ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``
    /// returned true: by default the cell's index path among the invalidated items. A layout
    /// that takes the preferred size records it here.
    open func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                  withOriginalAttributes original: LayoutAttributes) -> InvalidationContext {
        var context = InvalidationContext()
        if original.category == .cell { context.invalidatedItemIndexPaths = [original.indexPath] }
        return context
    }

    // MARK: Invalidation

    /// Marks the whole layout dirty, through ``invalidateLayout(with:)`` with ``InvalidationContext/everything``.
    /// Cheap: the work happens at the next layout pass.
    ///
    /// As in UIKit, a subclass may override it to drop what it cached (and must call super); the collection
    /// view calls it when the whole layout must be recomputed: as it takes the layout, on `reloadData()`, and when
    /// its delegate or content inset changes.
    /// Narrower invalidations, such as a scroll's, come through ``invalidateLayout(with:)`` only.
    open func invalidateLayout() {
        invalidateLayout(with: .everything)
    }

    /// Marks the layout dirty with a description of what changed. Subclasses
    /// may override to note what they need, and must call super.
    open func invalidateLayout(with context: InvalidationContext) {
        if isPreparing {
            // ``pendingInvalidation`` is what this `prepare()` is processing: what it invalidates comes next.
            if invalidatedWhilePreparing == nil {
                invalidatedWhilePreparing = context
            } else {
                invalidatedWhilePreparing!.merge(context)
            }
            return
        }
        if needsPrepare {
            pendingInvalidation.merge(context)
        } else {
            pendingInvalidation = context
        }
        needsPrepare = true
    }

    /// Whether moving or resizing the visible bounds to `newBounds` changes any
    /// attributes. Asked on every scroll and resize. The default is false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { false }

    /// The context to invalidate with when ``shouldInvalidateLayout(forBoundsChange:)``
    /// returned true. The default is a fresh context, as UIKit's: it claims neither
    /// ``InvalidationContext/invalidateEverything`` nor
    /// ``InvalidationContext/invalidateDataSourceCounts`` (the counts did not change),
    /// and keeps the per-layout flags at their defaults, so a layout that recomputes
    /// on ``InvalidationContext/requiresRecompute`` still does. Return a narrower
    /// context, such as ``InvalidationContext/boundsOnly``, to keep more.
    open func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext { InvalidationContext() }

    // MARK: Scrolling

    /// Where scrolling that would stop at `proposed` should rest instead, given the
    /// release velocity in points per millisecond. The default keeps `proposed`.
    ///
    /// - Parameters:
    ///   - proposed: Where deceleration alone would bring the content offset to rest, clamped to the content.
    ///   - velocity: The scrolling velocity when the finger lifted, in **points per millisecond**, positive
    ///     where the content offset grows (a finger flicking up gives a positive `y`), and zero on an axis that
    ///     does not scroll. A brisk flick is about 2 to 5. This is what iOS passes: the value
    ///     `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` gets, documented there in points per
    ///     millisecond, although UIKit's page for this method says points per second.
    open func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        proposed
    }

    /// The content offset to rest at after a batch update or a change of layout:
    /// as UIKit's, it retrieves "the content offset to use after an animated
    /// layout update or change". The default keeps `proposed`.
    ///
    /// After a batch update it is asked once the layout is prepared for the new
    /// data and has had ``prepare(forCollectionViewUpdates:)``, with the current
    /// offset (plus any adjustment the update's invalidation carried) as
    /// `proposed`; a chat-style layout returns an offset that keeps the message
    /// being read where it was when messages are inserted above it. When a layout
    /// is installed it is asked with the offset the collection view had. The
    /// answer is clamped to the content, and ignored while a finger drags the content.
    open func targetContentOffset(forProposedContentOffset proposed: Point) -> Point { proposed }

    // MARK: Interactive movement
    //
    // While an item is dragged to reorder it, the collection view shows the items in the order
    // they would have if it were dropped now: the layout counts the item at its target, and
    // every index path it is asked about is in that order. Every move of the dragged item
    // invalidates the layout with the context of the methods below (no batch update runs, and
    // `prepare(forCollectionViewUpdates:)` is not called); when the target changes, the items
    // animate to their new places. The data source is told only at the drop.

    /// The index path the item being moved interactively should take with its centre at
    /// `position` (content coordinates), as UIKit's method of the same name; return
    /// `previousIndexPath` to leave it where it is.
    ///
    /// The collection view asks whenever the dragged item moves, then lets its delegate's
    /// `targetIndexPathForMoveOfItemFromOriginalIndexPath…` redirect the answer. Index paths are
    /// in the layout's current view, with the item counted at `previousIndexPath`.
    ///
    /// The default does what UIKit's does (the topmost other cell at `position`, as drawn with
    /// its transform and zIndex, gives its index path) and adds what a reorder needs to reach
    /// every place: over the item's own place, it stays; over a section with no other
    /// item, the section's first place; past a section's last item in reading order, up to
    /// where the next section begins, the section's end; anywhere else (a gap), it stays.
    /// Override it to choose otherwise; you need not call super.
    ///
    /// - Parameters:
    ///   - previousIndexPath: Where the item is in the layout now.
    ///   - position: Where the centre of the dragged item is.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: ElementPath,
                              withPosition position: Point) -> ElementPath {
        defaultTargetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
    }

    /// The attributes the item being moved interactively is drawn with while its centre is at
    /// `position`, as UIKit's method of the same name.
    ///
    /// The default, as UIKit's, is the item's own attributes (those of its place,
    /// ``attributesForItem(at:)``) centred at `position`, with zIndex `Int.max` (UIKit's
    /// `NSIntegerMax`) so it floats above everything. Override it to give the lifted item a look
    /// of its own (larger, translucent, tilted): call super and change what it returns. The
    /// collection view asks at every layout pass while the item is dragged; at the drop or a
    /// cancel the item animates from these attributes to those of its place.
    ///
    /// - Parameters:
    ///   - indexPath: Where the item is in the layout now (its target).
    ///   - position: Where the centre of the dragged item is, in content coordinates.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: ElementPath,
                                                         withTargetPosition position: Point) -> LayoutAttributes {
        var attributes = attributesForItem(at: indexPath) ?? LayoutAttributes(forCellAt: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    /// The context the layout is invalidated with while items are moved interactively, as UIKit's
    /// method of the same name: when the movement begins, and whenever the dragged items move.
    ///
    /// The default fills ``InvalidationContext/previousIndexPathsForInteractivelyMovingItems``,
    /// ``InvalidationContext/targetIndexPathsForInteractivelyMovingItems`` and
    /// ``InvalidationContext/interactiveMovementTarget``. When the items changed place it asks a
    /// flow layout to recompute, and claims ``InvalidationContext/invalidateDataSourceCounts`` if
    /// one changed section (the counts the layout sees changed); when only the position moved it
    /// claims nothing, so a layout that caches keeps its cache. Override it to add what your
    /// layout needs, starting from super's context.
    ///
    /// - Parameters:
    ///   - targetIndexPaths: Where the items are now, in the layout's view.
    ///   - targetPosition: Where the dragged item is now, in content coordinates.
    ///   - previousIndexPaths: Where the items were at the previous step.
    ///   - previousPosition: Where the dragged item was at the previous step.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [ElementPath],
                                  withTargetPosition targetPosition: Point,
                                  previousIndexPaths: [ElementPath],
                                  previousPosition: Point) -> InvalidationContext {
        var context = Self.movementContext(from: previousIndexPaths, to: targetIndexPaths)
        context.interactiveMovementTarget = targetPosition
        return context
    }

    /// The context the layout is invalidated with when an interactive movement ends, as UIKit's
    /// `invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)`:
    /// after the drop, once the data source has moved the items, or after a cancel, with the
    /// items back at their original places.
    ///
    /// The default fills the previous and target index paths as
    /// ``invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)``
    /// does, the targets being the final places; a drop leaves the items where they were, so it
    /// claims nothing more, and a cancel that puts them back invalidates as a step would. The
    /// collection view sets ``InvalidationContext/interactiveMovementTarget`` to where the item
    /// last was when the context leaves it nil.
    ///
    /// - Parameters:
    ///   - indexPaths: Where the items end: their targets after a drop, their original index
    ///     paths after a cancel.
    ///   - previousIndexPaths: Where the items were at the last step of the movement.
    ///   - movementCancelled: Whether the movement was cancelled rather than dropped.
    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [ElementPath],
                                                                     previousIndexPaths: [ElementPath],
                                                                     movementCancelled: Bool) -> InvalidationContext {
        Self.movementContext(from: previousIndexPaths, to: indexPaths)
    }

    // MARK: Updates, bounds changes and transitions

    /// Called before the collection view animates a batch update, with the layout
    /// already invalidated for the new data. Subclasses call super.
    open func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {}

    /// Called when the batch update's animations have been set up. Subclasses call super.
    open func finalizeCollectionViewUpdates() {}

    /// Called before an animated change of the bounds, with the bounds before it:
    /// before the initial and final attributes of an animated batch update are asked
    /// for, and on the new layout of an animated layout change. Subclasses call super.
    open func prepare(forAnimatedBoundsChange oldBounds: Rect) {}

    /// Called once the animations of the bounds change announced by
    /// ``prepare(forAnimatedBoundsChange:)`` are set up. Subclasses call super.
    open func finalizeAnimatedBoundsChange() {}

    /// Called on the old layout before a transition to `newLayout`.
    open func prepareForTransition(to newLayout: Layout) {}

    /// Called on the new layout before a transition from `oldLayout`.
    open func prepareForTransition(from oldLayout: Layout) {}

    /// Called on both layouts once the collection view has gathered the attributes a transition needs, as UIKit's.
    ///
    /// For `setCollectionViewLayout(_:animated:)` that is before the animation runs (or after the pass, without
    /// one); for an interactive transition, as its finish or cancel has animated to the end. Drop here what
    /// ``prepareForTransition(to:)`` and ``prepareForTransition(from:)`` built.
    open func finalizeLayoutTransition() {}

    /// Keeps the attributes elements had before an update, so that the final
    /// attributes of disappearing elements can be told from where they were (the
    /// default fade-out happens there). The collection view calls this before it
    /// invalidates for a batch update, with the elements that are on screen and,
    /// for an animated update, those within a screen of it (where elements the
    /// update moves into view start by default).
    public final func recordAttributesBeforeUpdate(_ attributes: [LayoutAttributes]) {
        snapshotBeforeUpdate.removeAll(keepingCapacity: true)
        for a in attributes { snapshotBeforeUpdate[a.key] = a }
    }

    /// Forgets what ``recordAttributesBeforeUpdate(_:)`` kept.
    public final func clearAttributesBeforeUpdate() {
        snapshotBeforeUpdate.removeAll(keepingCapacity: true)
    }

    /// The attributes an element had before the current update, if it was on screen
    /// (or, for an animated update, within a screen of it).
    public final func attributesBeforeUpdate(for key: ElementKey) -> LayoutAttributes? {
        snapshotBeforeUpdate[key]
    }

    // MARK: Appearing and disappearing elements
    //
    // As in UIKit, the collection view asks these during an animated batch update
    // for every element on screen, not only inserted and deleted ones: the
    // initial attributes of every element on screen after the update, at its
    // index path after it, and the final attributes of every element on screen
    // before, at its index path before it. A layout that animates only its
    // inserted or deleted elements notes them in
    // ``prepare(forCollectionViewUpdates:)`` and answers nil for the others, as
    // the Circle layout does.
    //
    // Nil, the default (as UIKit's), means "take the other side of the update":
    // an element on screen before and after moves from where it was drawn to its
    // new attributes, and so does one the update moves into view (from where the
    // old layout had it); an inserted one fades in where it lands (alpha 0 to 1);
    // one that disappears (deleted) fades out where it was. So the defaults
    // crossfade inserted and deleted elements and move the others.

    /// Where the cell at `indexPath` (after the update) starts its animation, or nil
    /// (the default) for the collection view's choice: from where it was before the
    /// update, or fading in at its new place if it is inserted.
    open func initialLayoutAttributesForAppearingItem(at indexPath: ElementPath) -> LayoutAttributes? { nil }

    /// Where the cell at `indexPath` (before the update) ends its animation, or nil
    /// (the default) for the collection view's choice: its new place if it stays, else
    /// fading out where it was.
    open func finalLayoutAttributesForDisappearingItem(at indexPath: ElementPath) -> LayoutAttributes? { nil }

    /// Where a supplementary view (at its index path after the update) starts its animation, or nil (the default).
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind kind: ElementKind, at indexPath: ElementPath) -> LayoutAttributes? {
        nil
    }

    /// Where a supplementary view (at its index path before the update) ends its animation, or nil (the default).
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind kind: ElementKind, at indexPath: ElementPath) -> LayoutAttributes? {
        nil
    }

    /// Where a decoration view (at its index path after the update) starts its animation, or nil (the default).
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind kind: ElementKind, at indexPath: ElementPath) -> LayoutAttributes? {
        nil
    }

    /// Where a decoration view (at its index path before the update) ends its animation, or nil (the default).
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind kind: ElementKind, at indexPath: ElementPath) -> LayoutAttributes? {
        nil
    }

    /// The supplementary views of `kind` an update deletes, by their index paths before it, as UIKit's
    /// `indexPathsToDeleteForSupplementaryView(ofKind:)`; none by default.
    ///
    /// Asked once per update, between ``prepare(forCollectionViewUpdates:)`` and
    /// ``finalizeCollectionViewUpdates()``, for each kind on screen or registered. Without an answer, a
    /// supplementary or decoration view keeps its item number and follows its section through the update
    /// (a section header goes where its section goes), so a view that belongs to an item, such as a badge, stays
    /// with the place rather than the item. One listed here leaves instead: it animates to its final attributes,
    /// or fades out where it was, and whatever the layout has at that place after the update comes in as new.
    open func indexPathsToDeleteForSupplementaryView(ofKind kind: ElementKind) -> [ElementPath] { [] }

    /// The supplementary views of `kind` an update inserts, by their index paths after it, as UIKit's
    /// `indexPathsToInsertForSupplementaryView(ofKind:)`; none by default.
    ///
    /// A view listed here comes in as new, from its initial attributes or fading in, instead of being carried over
    /// from the view that had its place before. Asked as ``indexPathsToDeleteForSupplementaryView(ofKind:)`` is.
    open func indexPathsToInsertForSupplementaryView(ofKind kind: ElementKind) -> [ElementPath] { [] }

    /// The decoration views of `kind` an update deletes, by index paths before it, as UIKit's
    /// `indexPathsToDeleteForDecorationView(ofKind:)`; none by default. See ``indexPathsToDeleteForSupplementaryView(ofKind:)``.
    open func indexPathsToDeleteForDecorationView(ofKind kind: ElementKind) -> [ElementPath] { [] }

    /// The decoration views of `kind` an update inserts, by index paths after it, as UIKit's
    /// `indexPathsToInsertForDecorationView(ofKind:)`; none by default. See ``indexPathsToInsertForSupplementaryView(ofKind:)``.
    open func indexPathsToInsertForDecorationView(ofKind kind: ElementKind) -> [ElementPath] { [] }

    // MARK: Decoration views

    /// The kinds of decoration registered with ``register(_:forDecorationViewOfKind:)``, sorted.
    package var registeredDecorationKinds: [ElementKind] { decorationClasses.keys.sorted() }

    /// Registers the class the collection view instantiates for decorations of `kind`.
    public final func register(_ viewClass: ReusableView.Type, forDecorationViewOfKind kind: ElementKind) {
        decorationClasses[kind] = viewClass
    }

    /// The class registered for decorations of `kind`.
    public final func decorationViewClass(forKind kind: ElementKind) -> ReusableView.Type? {
        decorationClasses[kind]
    }
}
