import TesseraCollection
import TesseraGeometry
import TesseraGestures
import TesseraLayout

/// A layout running in a real `CollectionView` of a given size and data, on a
/// virtual clock that only moves when a test says so: the layout-level
/// equivalent of NIO's `EmbeddedEventLoop`.
///
/// The layout sees exactly what it sees in the window and in a replay: counts
/// from a data source, bounds that scroll and resize through the collection
/// view (which asks `shouldInvalidateLayout(forBoundsChange:)` each time), the
/// clock's time as `currentTime`, and the collection view's delegate, so a
/// layout that casts `collectionView.layoutDelegate` to a protocol of its own
/// is asked through the same path as in UIKit.
///
/// The harness holds the collection view, the data and the delegate; the layout
/// holds its collection view weakly, so keep the harness alive while the layout is used.
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
    /// The clock the collection view's animations, scrolling and `currentTime` run on.
    public let clock: VirtualClock
    /// The data source: the sections, and (with ``HarnessDelegate/data``) the flow layout's answers.
    public let data: HarnessData
    /// The delegate object the harness keeps alive (the collection view holds its delegate weakly).
    private let delegateObject: CollectionViewDelegate?

    /// Installs `layout` in a collection view of `size` showing `sections`, and runs the first layout pass.
    ///
    /// - Parameters:
    ///   - layout: The layout under test; a fresh instance, not installed in another collection view.
    ///   - size: The collection view's size, which is the visible bounds' size.
    ///   - sections: The data; an integer literal is a section of that many items.
    ///   - delegate: The collection view's delegate: the harness's ``data`` (the default), none, or an
    ///     object of the test's own, which a layout reaches through `collectionView.layoutDelegate`.
    public init(_ layout: L, size: Size = Size(width: 320, height: 480), sections: [HarnessSection],
                delegate: HarnessDelegate = .data) {
        self.layout = layout
        clock = VirtualClock()
        data = HarnessData(sections: sections)
        switch delegate {
        case .data: delegateObject = data
        case .none: delegateObject = nil
        case .custom(let object): delegateObject = object
        }
        collectionView = CollectionView(size: size, layout: layout, clock: clock)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: HarnessData.reuseIdentifier)
        collectionView.dataSource = data
        collectionView.delegate = delegateObject
        collectionView.layoutIfNeeded()
    }

    /// Installs `layout` in a collection view of `size` showing `counts` items per section, sized per item
    /// where `itemSizes` gives a section's sizes.
    public convenience init(_ layout: L, size: Size = Size(width: 320, height: 480), counts: [Int],
                            itemSizes: [[Size]?]? = nil, delegate: HarnessDelegate = .data) {
        precondition(itemSizes == nil || itemSizes!.count == counts.count, "itemSizes needs one entry per section")
        let sections = counts.indices.map { s in HarnessSection(items: counts[s], itemSizes: itemSizes?[s]) }
        self.init(layout, size: size, sections: sections, delegate: delegate)
    }

    // MARK: Geometry

    /// The visible rectangle in content coordinates: its origin is the content offset.
    public var bounds: Rect { collectionView.bounds }

    /// The layout's content size, after any pending layout pass.
    public var contentSize: Size {
        layout.prepareIfNeeded()
        return layout.contentSize
    }

    /// The collection view's content inset; setting it invalidates the layout and runs a layout pass.
    public var contentInset: EdgeInsets {
        get { collectionView.contentInset }
        set {
            collectionView.contentInset = newValue
            collectionView.layoutIfNeeded()
        }
    }

    /// Moves the visible rectangle's origin to `offset` (unclamped, as a test may want to look anywhere)
    /// and runs the layout pass that follows. The collection view asks the layout whether the bounds
    /// change invalidates it, as every scroll does.
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

    // MARK: Data

    /// Replaces the data with `sections` and reloads, as `reloadData()` after a model change:
    /// the layout is invalidated and a layout pass runs.
    public func reload(sections: [HarnessSection]) {
        data.sections = sections
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
    }

    // MARK: Time

    /// The clock's time, which layouts read as `collectionView.currentTime`.
    public var now: Duration { clock.now }

    /// Advances the clock by `duration`, one `frame` at a time, ticking the collection view after
    /// each step so animations and scrolling progress and timers fire on the way.
    ///
    /// A layout that shows time (the Circle's clock hand) sees the new time in its next query; pass a
    /// longer `frame` to move the clock far without ticking sixty times a second.
    public func advance(by duration: Duration, frame: Duration = .nanoseconds(16_666_667)) {
        precondition(frame > .zero, "a frame lasts some time")
        let end = clock.now + duration
        while clock.now < end {
            clock.advance(to: min(end, clock.now + frame))
            collectionView.tick()
        }
    }
}
