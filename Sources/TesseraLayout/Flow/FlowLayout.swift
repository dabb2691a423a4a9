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
///   W sits alone at inset.left. Items are centred across their line, and a line
///   is as tall as its tallest item.
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

    open override class var typeName: String { "flow" }

    public var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    public var itemSize = Size(width: 50, height: 50) { didSet { invalidateLayout() } }
    public var minimumLineSpacing: Double = 10 { didSet { invalidateLayout() } }
    public var minimumInteritemSpacing: Double = 10 { didSet { invalidateLayout() } }
    public var sectionInset: EdgeInsets = .zero { didSet { invalidateLayout() } }
    public var headerReferenceSize: Size = .zero { didSet { invalidateLayout() } }
    public var footerReferenceSize: Size = .zero { didSet { invalidateLayout() } }
    public var lineAlignment: LineAlignment = .justified { didSet { invalidateLayout() } }
    public var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    public var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// The cached geometry, rebuilt by `prepare()`.
    var cache = FlowLayoutCache()

    public override init() {
        super.init()
    }

    /// The bounds the cache was computed for.
    private var preparedBoundsSize: Size?

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
        cache.rebuild(for: self, context: context)
        preparedBoundsSize = room
    }

    open override var contentSize: Size {
        let s = Size(width: cache.acrossExtent, height: cache.alongExtent)
        return scrollDirection == .vertical ? s : s.transposed
    }

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

    open override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        cache.itemAttributes(at: indexPath, vertical: scrollDirection == .vertical)
    }

    open override func attributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: ElementPath) -> LayoutAttributes? {
        guard indexPath.item == 0, indexPath.section >= 0, indexPath.section < cache.sections.count else { return nil }
        switch kind {
        case ElementKind.sectionHeader: return headerAttributes(section: indexPath.section)
        case ElementKind.sectionFooter: return footerAttributes(section: indexPath.section)
        default: return nil
        }
    }

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

    open override func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        guard let context = collectionView else { return .everything }
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
