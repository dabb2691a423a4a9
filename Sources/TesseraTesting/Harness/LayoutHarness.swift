import TesseraCollection
import TesseraGeometry
import TesseraGestures
import TesseraLayout

/// A layout running in a real ``CollectionView`` of a given size and data, on a
/// virtual clock that only moves when a test says so: the layout-level
/// equivalent of NIO's `EmbeddedEventLoop`.
///
/// The layout sees exactly what it sees in the window and in a replay: counts
/// from a data source, bounds that scroll, and the collection view's delegate,
/// so a layout that casts `collectionView.layoutDelegate` to a protocol of its
/// own is asked through the same path as in UIKit.
///
/// ```swift
/// let harness = LayoutHarness(HexLayout(), size: Size(width: 320, height: 480), sections: [50])
/// XCTAssertEqual(harness.attributes(in: harness.bounds).count, 12)
/// harness.scroll(to: Point(x: 0, y: 300))
/// ```
public final class LayoutHarness<L: Layout> {
    /// The layout under test.
    public let layout: L
    /// The collection view the layout is installed in.
    public let collectionView: CollectionView
    /// The clock the collection view's animations and scrolling run on.
    public let clock: VirtualClock
    /// The data source: counts and optional per-item sizes.
    public let data: HarnessData
    private let customDelegate: CollectionViewDelegate?

    /// Installs `layout` in a collection view of `size` showing `sections` items per section.
    ///
    /// - Parameters:
    ///   - itemSizes: One size per item for each section (nil for a section the layout sizes),
    ///     answered through the flow layout delegate.
    ///   - delegate: The collection view's delegate, held strongly by the harness. Without one,
    ///     the harness's ``data`` is the delegate. A layout with a delegate protocol of its own
    ///     reaches this object through `collectionView.layoutDelegate`.
    public init(_ layout: L, size: Size = Size(width: 320, height: 480), sections: [Int], itemSizes: [[Size]?]? = nil,
                delegate: CollectionViewDelegate? = nil) {
        self.layout = layout
        clock = VirtualClock()
        data = HarnessData(counts: sections, itemSizes: itemSizes)
        customDelegate = delegate
        collectionView = CollectionView(size: size, layout: layout, clock: clock)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: HarnessData.reuseIdentifier)
        collectionView.register(forSupplementaryViewOfKind: .sectionHeader, withReuseIdentifier: HarnessData.reuseIdentifier) {
            ReusableView()
        }
        collectionView.register(forSupplementaryViewOfKind: .sectionFooter, withReuseIdentifier: HarnessData.reuseIdentifier) {
            ReusableView()
        }
        collectionView.dataSource = data
        collectionView.delegate = delegate ?? data
        collectionView.layoutIfNeeded()
    }

    /// The visible rectangle in content coordinates.
    public var bounds: Rect { collectionView.bounds }

    /// The layout's content size, after any pending layout pass.
    public var contentSize: Size {
        layout.prepareIfNeeded()
        return layout.contentSize
    }

    /// Moves the visible rectangle's origin to `offset` (unclamped, as a test may want to look anywhere)
    /// and runs the layout pass that follows, asking the layout whether the bounds change invalidates it.
    public func scroll(to offset: Point) {
        collectionView.contentOffset = offset
        collectionView.layoutIfNeeded()
    }

    /// Resizes the collection view to `size` and runs the layout pass that follows.
    public func resize(to size: Size) {
        collectionView.size = size
        collectionView.layoutIfNeeded()
    }

    /// Runs a layout pass now: at most one `prepare()`, however many invalidations came before.
    public func layoutIfNeeded() {
        collectionView.layoutIfNeeded()
    }

    /// Advances the clock by `duration` a frame at a time, so animations and scrolling progress.
    public func advance(by duration: Duration, frame: Duration = .nanoseconds(16_666_667)) {
        let end = clock.now + duration
        while clock.now < end {
            clock.advance(to: min(end, clock.now + frame))
            collectionView.tick()
        }
    }

    /// The layout's answer to `attributesForElements(in:)` after any pending layout pass,
    /// sorted by element (section, item, category, kind).
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        layout.prepareIfNeeded()
        return layout.attributesForElements(in: rect).sorted { $0.key < $1.key }
    }

    /// Every element of the layout, sorted: one query over the whole content and well beyond it.
    public var allAttributes: [LayoutAttributes] {
        layout.prepareIfNeeded()
        let c = layout.contentSize
        let reach = Rect(x: -10_000, y: -10_000, width: max(c.width, bounds.maxX) + 20_000,
                         height: max(c.height, bounds.maxY) + 20_000)
        return layout.attributesForElements(in: reach).sorted { $0.key < $1.key }
    }

    /// The attributes of every cell, sorted by index path.
    public var cellAttributes: [LayoutAttributes] {
        allAttributes.filter { $0.category == .cell }
    }

    /// The attributes of the cell at `indexPath`, after any pending layout pass.
    public func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        layout.prepareIfNeeded()
        return layout.attributesForItem(at: indexPath)
    }



}
