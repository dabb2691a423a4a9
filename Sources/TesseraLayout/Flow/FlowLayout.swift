import TesseraGeometry

/// A line-based layout, as `UICollectionViewFlowLayout`, that fills lines greedily
/// and answers visible-rectangle queries by binary search.
///
/// ## Rules
///
/// Everything below is written for vertical scrolling; horizontal scrolling is
/// the transpose (lines become columns, filled top to bottom, and widths and
/// heights swap roles).
///
/// - A section is: its header `(0, y, width, headerHeight)` across the full width,
///   ignoring the insets; then `inset.top`; the lines, `minimumLineSpacing` apart;
///   `inset.bottom`; then the footer. Insets apply even to an empty section.
/// - Lines fill greedily within W = width − inset.left − inset.right, with
///   `minimumInteritemSpacing` between items (1e-9 tolerance). An item wider than
///   W sits alone at inset.left, and ``oversizedItem`` names the first, where UIKit
///   logs that the layout's behaviour is undefined. Items are centred across their
///   line, and a line is as tall as its tallest item.
/// - With ``LineAlignment/justified`` (the default, as UIKit):
///   - a section whose items all share one size is a grid of
///     n = max(1, ⌊(W + s)/(w + s)⌋) columns, gap (W − n·w)/(n − 1), and every
///     line, the last one too, uses those columns. One column, or a section with
///     a single item, is centred;
///   - otherwise a line that is not the last spreads its leftover width evenly
///     over its gaps (a lone item is centred), and the last line is packed to the
///     left at `minimumInteritemSpacing`.
/// - The other alignments pack every line at `minimumInteritemSpacing`, to the
///   leading edge, the centre or the trailing edge.
/// - With ``sectionHeadersPinToVisibleBounds`` a header sticks to the top of the
///   visible bounds while its section is on screen, pushed off by the section's
///   end; pinned headers get zIndex 10.
///
/// ```swift
/// let flow = FlowLayout()
/// flow.itemSize = Size(width: 50, height: 50)
/// flow.minimumLineSpacing = 10
/// flow.minimumInteritemSpacing = 10
/// ```
open class FlowLayout: Layout {
    /// The direction content scrolls in.
    public enum ScrollDirection: String, Sendable, CaseIterable {
        /// `vertical`: lines run across and the content scrolls down; `horizontal`: the transpose, columns filled top to bottom and the content scrolls sideways.
        case vertical, horizontal
    }

    /// How items sit on each line.
    public enum LineAlignment: String, Sendable, CaseIterable {
        /// UIKit's behaviour: grids for uniform sections, justified lines otherwise.
        case justified
        /// Packed at the minimum spacing against the leading edge.
        case leading
        /// Packed at the minimum spacing and centred.
        case center
        /// Packed at the minimum spacing against the trailing edge.
        case trailing
    }

    // The properties below are read for every section of every `prepare()` (and by a delegate that
    // answers from them), from the one thread a layout is used on: no run-time exclusivity check.
    // Each invalidates the layout when it changes, as UIKit's setters do; setting the value it has
    // invalidates nothing, so a subclass may set them in `prepare()` (UPCarouselFlowLayout does).

    /// Whether lines run across and the content scrolls down (vertical), or the transpose.
    @exclusivity(unchecked) public var scrollDirection: ScrollDirection = .vertical {
        didSet { if scrollDirection != oldValue { invalidateLayout() } }
    }
    /// The size of every item the delegate does not size.
    @exclusivity(unchecked) public var itemSize = Size(width: 50, height: 50) {
        didSet { if itemSize != oldValue { invalidateLayout() } }
    }
    /// The least space between lines, in points.
    @exclusivity(unchecked) public var minimumLineSpacing: Double = 10 {
        didSet { if minimumLineSpacing != oldValue { invalidateLayout() } }
    }
    /// The least space between items on one line, in points.
    @exclusivity(unchecked) public var minimumInteritemSpacing: Double = 10 {
        didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } }
    }
    /// The space around each section's items, inside its header and footer.
    @exclusivity(unchecked) public var sectionInset: EdgeInsets = .zero {
        didSet { if sectionInset != oldValue { invalidateLayout() } }
    }
    /// The header's height (its width when scrolling horizontally); zero for none.
    @exclusivity(unchecked) public var headerReferenceSize: Size = .zero {
        didSet { if headerReferenceSize != oldValue { invalidateLayout() } }
    }
    /// The footer's height (its width when scrolling horizontally); zero for none.
    @exclusivity(unchecked) public var footerReferenceSize: Size = .zero {
        didSet { if footerReferenceSize != oldValue { invalidateLayout() } }
    }
    /// How items sit on a line that is not full; UIKit justifies.
    @exclusivity(unchecked) public var lineAlignment: LineAlignment = .justified {
        didSet { if lineAlignment != oldValue { invalidateLayout() } }
    }
    /// Whether a section's header stays at the top of the visible bounds while its section is on screen.
    @exclusivity(unchecked) public var sectionHeadersPinToVisibleBounds = false {
        didSet { if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() } }
    }
    /// Whether a section's footer stays at the bottom of the visible bounds while its section is on screen.
    @exclusivity(unchecked) public var sectionFootersPinToVisibleBounds = false {
        didSet { if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() } }
    }
    /// The size items are given until their cells size themselves, as UIKit's `estimatedItemSize`.
    ///
    /// `.zero`, the default, turns self-sizing off: items are ``itemSize`` or what the delegate
    /// says. Any other size, or ``automaticSize`` (which estimates with ``itemSize``), turns it
    /// on: every item starts at the estimate, and when its cell is shown, the size the cell's
    /// `preferredLayoutAttributesFitting(_:)` asks for replaces it, is kept for that item
    /// through updates and moves, and re-lays the lines out. Items never shown keep the estimate.
    @exclusivity(unchecked) public var estimatedItemSize: Size = .zero {
        didSet { if estimatedItemSize != oldValue { selfSizedItems.removeAll(); invalidateLayout() } }
    }
    /// The placeholder for ``estimatedItemSize`` that turns self-sizing on with ``itemSize`` as
    /// the estimate, as UIKit's `automaticSize`; not a size to draw.
    public static let automaticSize = Size(width: .infinity, height: .infinity)
    /// Whether cells size themselves: ``estimatedItemSize`` is not zero.
    public var isSelfSizing: Bool { estimatedItemSize != .zero }
    /// The size an item not yet sized by its cell is given while self-sizing.
    public var resolvedEstimatedItemSize: Size {
        estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
    }

    /// The sizes cells asked for, by the item's identity (by index path when the host does not follow items).
    var selfSizedItems: [SelfSizedItem: Size] = [:]

    /// The cached geometry, rebuilt by `prepare()`.
    // Read by every query and attributes lookup, from the one thread a layout is used on: no run-time
    // exclusivity check (the compiler still checks accesses statically).
    @exclusivity(unchecked) var cache = FlowLayoutCache()

    /// The item size a pinch started from.
    private var pinchStartItemSize: Size?

    // MARK: Pinch (PinchAdjustableLayout)

    /// A pinch scales ``itemSize`` from its value when the pinch began. Subclasses may override.
    open func beginPinchAdjustment() {
        pinchStartItemSize = itemSize
    }

    /// Sets ``itemSize`` to its size at the start of the pinch times `scale`, the scale kept
    /// within 0.25…4 and the sides rounded to whole points. `span` is not used.
    open func adjustForPinch(scale: Double, span: Double?) {
        let start = pinchStartItemSize ?? itemSize
        let s = min(4, max(0.25, scale))
        itemSize = Size(width: (start.width * s).rounded(), height: (start.height * s).rounded())
    }

    /// Forgets the size the pinch started from.
    open func endPinchAdjustment() {
        pinchStartItemSize = nil
    }

    /// Drops the cached lines and items of every section: a detached flow holds nothing per item but the sizes its
    /// self-sizing cells asked for.
    open override func discardPreparedState() {
        cache = FlowLayoutCache()
    }

    /// A vertical flow of 50 × 50 items, 10 points apart, with no insets, headers or footers.
    public override init() {
        super.init()
    }

    /// The bounds the cache was computed for.
    private var preparedBoundsSize: Size?

    /// Rebuilds the line cache when sizes, counts or the room across changed; a scroll alone keeps it.
    open override func prepare() {
        super.prepare()
        guard let context = collectionView else {
            cache = FlowLayoutCache()
            preparedBoundsSize = nil
            return
        }
        let room = context.insetSize
        if !pendingInvalidation.requiresRecompute, preparedBoundsSize == room {
            return
        }
        if isSelfSizing, pendingInvalidation.invalidateDataSourceCounts { selfSizedItems.forgetStaleItems(context: context) }
        cache.rebuild(for: self, context: context)
        preparedBoundsSize = room
    }

    // MARK: Self-sizing

    /// True for a cell that asks for another size while ``isSelfSizing``, as UIKit's flow layout.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                              withOriginalAttributes original: LayoutAttributes) -> Bool {
        isSelfSizing && original.category == .cell && Self.usableSize(preferred.size) != original.size
    }

    /// Records the cell's preferred size for its item and invalidates that item, which re-lays the lines out.
    open override func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                           withOriginalAttributes original: LayoutAttributes) -> InvalidationContext {
        var context = super.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        if isSelfSizing, original.category == .cell, let host = collectionView {
            selfSizedItems[SelfSizedItem(original.indexPath, in: host)] = Self.usableSize(preferred.size)
            context.invalidateFlowLayoutAttributes = true
            context.invalidateFlowLayoutDelegateMetrics = false
        }
        return context
    }

    /// The size the item at `indexPath` is given while self-sizing: what its cell asked for, or the estimate.
    func selfSizedSize(of indexPath: ElementPath, in host: any LayoutContext, estimate: Size) -> Size {
        guard !selfSizedItems.isEmpty else { return estimate }
        return selfSizedItems[SelfSizedItem(indexPath, in: host)] ?? estimate
    }

    /// `size` with each side finite and within 0…10⁶ points.
    static func usableSize(_ size: Size) -> Size {
        func side(_ x: Double) -> Double { x.isFinite ? min(max(x, 0), 1_000_000) : 0 }
        return Size(width: side(size.width), height: side(size.height))
    }

    /// The extent of every section, headers, insets and footers included, in points.
    open override var contentSize: Size {
        let s = Size(width: cache.acrossExtent, height: cache.alongExtent)
        return scrollDirection == .vertical ? s : s.transposed
    }

    /// Every item, header and footer whose frame meets `rect`, found by binary search along the scroll direction: O(log n + k).
    open override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let capacity = elementCountUpperBound(in: rect)
        return [LayoutAttributes](unsafeUninitializedCapacity: capacity) { buffer, count in
            forEachAttributes(in: rect) { attributes in
                precondition(count < capacity, "flow layout query bound was too small")
                (buffer.baseAddress! + count).initialize(to: attributes)
                count += 1
            }
        }
    }

    /// The flow's own elements through ``forEachAttributes(in:_:)``, with no array, when this is
    /// exactly a `FlowLayout`; a subclass's ``attributesForElements(in:)`` otherwise.
    open override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard type(of: self) == FlowLayout.self else { return super.forEachElement(in: rect, body) }
        forEachAttributes(in: rect, body)
    }

    /// The item's attributes from the cache, or nil when there is no such item.
    open override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        cache.itemAttributes(at: indexPath, vertical: scrollDirection == .vertical)
    }

    /// The header or footer of a section at item 0, pinned if pinning is on; nil for any other kind or path.
    open override func attributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: ElementPath) -> LayoutAttributes? {
        guard indexPath.item == 0, indexPath.section >= 0, indexPath.section < cache.sections.count else { return nil }
        switch kind {
        case ElementKind.sectionHeader: return headerAttributes(section: indexPath.section)
        case ElementKind.sectionFooter: return footerAttributes(section: indexPath.section)
        default: return nil
        }
    }

    /// True when the room across changes (the width when vertical), or on any bounds change while headers or footers pin.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let context = collectionView else { return false }
        let old = context.bounds
        let acrossChanged = scrollDirection == .vertical ? old.width != newBounds.width : old.height != newBounds.height
        if acrossChanged { return true }
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds {
            return old != newBounds
        }
        return false
    }

    /// ``InvalidationContext/boundsOnly`` for a scroll, which only moves pinned headers; a recompute of the cached metrics, without asking the delegate again, for a resize.
    open override func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        guard let context = collectionView else { return InvalidationContext() }
        let old = context.bounds
        if old.size == newBounds.size {
            // Only the pinned headers move, and they are computed at query time.
            return .boundsOnly
        }
        return InvalidationContext(invalidateFlowLayoutAttributes: true, invalidateFlowLayoutDelegateMetrics: false)
    }

    /// The number of lines in `section`, for tests and tools.
    public func numberOfLines(inSection section: Int) -> Int {
        section < cache.sections.count ? cache.sections[section].lineCount : 0
    }

    /// The bytes the geometry cache holds, for the memory benchmark.
    public var cacheByteCount: Int { cache.byteCount }
}

extension FlowLayout: PinchAdjustableLayout {}
