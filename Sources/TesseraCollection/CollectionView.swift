import TesseraGeometry
import TesseraGestures
import TesseraLayout

/// A collection view without pixels, as `UICollectionView`: it takes its data
/// from a data source and its geometry from a `Layout`, keeps a reusable view
/// alive for every element on screen (plus a margin), scrolls, animates batch
/// updates and layout transitions, tracks selection and answers hit tests.
///
/// ## Driving it
///
/// Time comes only from the injected `VirtualClock`. The host calls ``tick()`` once
/// per frame: it advances scrolling and transition animations to `clock.now`,
/// runs one layout pass (at most one `prepare()`, however many invalidations came
/// before), recycles and dequeues views so the live ones match what is visible,
/// and applies each element's current attributes to its view. Read the result
/// with ``forEachPresentedElement(_:)``.
///
/// ```swift
/// let clock = VirtualClock()
/// let collectionView = CollectionView(size: Size(width: 320, height: 480), layout: FlowLayout(), clock: clock)
/// collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
/// collectionView.dataSource = model
/// collectionView.tick()
/// ```
///
/// ## Invariants
///
/// - The counts the layout sees are the collection view's copy, read from the
///   data source by ``reloadData()`` and by each successful batch update only;
///   while an item is moved interactively they count it at its target, where
///   the data source will have it once it is dropped.
/// - After a layout pass, the elements whose frames meet the visible bounds
///   grown by ``liveMargin`` have a live view, plus elements still animating
///   towards a place off screen and vanishing ones; except that at most
///   ``maximumLiveViews`` elements have one, and when a pass finds more than that,
///   an element drawn smaller than a pixel has none. An element without a view is
///   not drawn and takes no touches.
/// - A failed batch update changes nothing.
public final class CollectionView: LayoutContext {
    /// The clock every animation and scroll deceleration runs on.
    public let clock: VirtualClock
    /// The layout in use (during an interactive transition, the ``TransitionLayout``).
    // Read by every layout pass several times; see the note on ``live``.
    @exclusivity(unchecked) public internal(set) var collectionViewLayout: Layout

    /// Supplies the data; setting it reloads.
    public weak var dataSource: CollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// Hears about selection and supplies flow-layout values; setting it invalidates the layout.
    public weak var delegate: CollectionViewDelegate? {
        didSet { collectionViewLayout.invalidateLayout() }
    }

    /// Hears which items will likely be shown soon, as `prefetchDataSource` (see ``CollectionViewDataSourcePrefetching``).
    public weak var prefetchDataSource: CollectionViewDataSourcePrefetching? {
        didSet { prefetch.pending = true }
    }

    /// Whether the ``prefetchDataSource`` is told about items ahead (true by default, as in UIKit).
    public var isPrefetchingEnabled = true {
        didSet { prefetch.pending = true }
    }

    /// What prefetching remembers between layout passes.
    var prefetch = PrefetchState()

    /// The visible rectangle in content coordinates; its origin is the content offset.
    @exclusivity(unchecked) public internal(set) var bounds: Rect

    /// Extra scrollable space around the content, as `contentInset`; the scrolling rules read it through
    /// ``adjustedContentInset``.
    public var contentInset: EdgeInsets = .zero {
        didSet { collectionViewLayout.invalidateLayout() }
    }

    /// How far beyond the visible bounds, in points on every side, elements are kept alive.
    @exclusivity(unchecked) public var liveMargin: Double = 64

    /// The most elements that have a live view at once (vanishing ones not
    /// counted); ``defaultMaximumLiveViews`` unless set.
    ///
    /// A layout can put far more elements on screen than anyone can see (a
    /// million tiny or overlapping cells); a view for each would cost gigabytes.
    /// Over the budget, the elements with the strongest claim get views: the
    /// item being moved, then elements on screen before those only in the
    /// margin, then higher zIndex first; the zIndex that does not fit whole is
    /// thinned evenly in the layout's order, so a dense ring stays a ring and a
    /// pile keeps its top. The rest are not drawn, take no touches, and are not
    /// among ``visibleCells``. When a pass finds more elements than the budget,
    /// those drawn smaller than one pixel get no view before any other is
    /// thinned; within the budget they get one, as in UIKit (a cell estimated a
    /// fraction of a point large is shown, and so asked its own size). The choice
    /// depends only on the attributes, so every run chooses alike.
    @exclusivity(unchecked) public var maximumLiveViews = CollectionView.defaultMaximumLiveViews

    /// The default ``maximumLiveViews``: 8192, more than a full-HD window tiled
    /// with 20-point cells needs (about 6,000 with the margin), yet a few tens of
    /// megabytes of views at most.
    public static let defaultMaximumLiveViews = 8192

    /// Whether a tap selects items.
    public var allowsSelection = true
    /// Whether several items can be selected at once; tapping a selected item then deselects it.
    public var allowsMultipleSelection = false
    /// Whether the content can be dragged past its edges (rubber band) and a fling
    /// overshoots an edge before springing back, as UIKit's `bounces`. When false,
    /// dragging and flinging stop at the edges.
    public var bounces = true
    /// Whether a vertical drag bounces even when the content fits, as UIKit's `alwaysBounceVertical`:
    /// only while ``bounces`` is on too.
    public var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content fits, as UIKit's `alwaysBounceHorizontal`:
    /// only while ``bounces`` is on too.
    public var alwaysBounceHorizontal = false
    /// How fast a flung scroll slows: the velocity kept per millisecond. UIKit's "normal" is 0.998.
    public var decelerationRate = ScrollPhysics.normalDecelerationRate
    /// Whether the view hears of a touch only once it is clear the touch does not scroll, as UIKit's
    /// `delaysContentTouches` (true by default).
    ///
    /// While true, the host's ``ContentTouchDelayRecognizer`` holds a touch's `touchBegan` back from
    /// the view for ``contentTouchDelay`` or until the finger lifts, whichever comes first; a pan
    /// that begins meanwhile takes the touch, so the view never hears of it and a touch that starts
    /// a scroll never highlights a cell. When false, the view hears of every touch as it lands.
    public var delaysContentTouches = true
    /// How long ``delaysContentTouches`` holds a touch back: 150 ms, UIKit's scroll views' delay.
    public static let contentTouchDelay: Duration = .milliseconds(150)
    /// Whether a released drag comes to rest on a page, as UIKit's `isPagingEnabled`: on a whole multiple of
    /// the bounds size, at most one page from where the drag began (see ``endDragging(velocity:)``).
    /// Scrolling from code is not paged.
    public var isPagingEnabled = false
    /// Whether the user can scroll the content, as UIKit's `isScrollEnabled` (true by default).
    ///
    /// When false, a drag does not move the content (``StandardInteractions``' pan does not begin, as UIKit disables
    /// its scroll view's pan, so the touch stays with the cell under it) and ``beginDragging()`` does nothing; a
    /// host's wheel leaves it too. Scrolling from code (``setContentOffset(_:animated:)``,
    /// ``scrollToItem(at:at:animated:)``) still moves it. A section that scrolls sideways still does: in UIKit it is a
    /// scroll view of its own. Turned off during a drag, the drag ends there as if released at rest.
    public var isScrollEnabled = true {
        didSet { if oldValue, !isScrollEnabled, isDragging { endDragging(velocity: .zero) } }
    }

    /// Runs the element animations.
    public let animator = Animator()

    /// The mapping of the most recent successful batch update.
    public internal(set) var lastUpdatePlan: BatchUpdatePlan? { didSet { batchUpdateCount += 1 } }
    /// How many batch updates have been applied: an observer (a replay's trace) sees a new one,
    /// ``lastUpdatePlan``, when it changes. Interactive movement runs no batch update and counts none.
    public private(set) var batchUpdateCount = 0

    // MARK: State

    @exclusivity(unchecked) var sectionCounts: [Int] = []
    var identities = ItemIdentities()
    var registry = ReuseRegistry()
    // The layout pass's own state, read and written for every element of every pass. A collection
    // view is used from one thread, and the pass never hands one of these inout to code that
    // touches it again (the compiler still checks that statically), so the run-time exclusivity
    // checks, which cost more per element than the work they guard, are left out.
    @exclusivity(unchecked) var live: [ElementKey: LiveElement] = [:] { didSet { liveEpoch &+= 1 } }
    /// Counts changes of ``live``, so a ``SteadyPassRecord`` knows whether anything else changed the live elements.
    @exclusivity(unchecked) var liveEpoch: UInt64 = 0
    /// The last layout pass's record, when it ended steady (see ``steadyPass(from:)``).
    @exclusivity(unchecked) var steadyRecord: SteadyPassRecord?
    /// Buffers of the steady pass: the candidates that come into view and those that move onto
    /// or off the screen, and the last pass's elements skipped.
    @exclusivity(unchecked) var steadyComes: [Int] = []
    @exclusivity(unchecked) var steadyDisplayChanges: [Int] = []
    @exclusivity(unchecked) var steadySkipped: [Int] = []
    /// The elements of the last pass that ended steady, in the order the query returned them.
    @exclusivity(unchecked) var steadyCandidates: [LayoutAttributes] = []
    /// How many live elements the running pass's query found, and how many of them kept their
    /// view: when they are all, no live element is left to look for among the stale ones.
    @exclusivity(unchecked) var liveFoundCount = 0
    @exclusivity(unchecked) var keptCount = 0
    /// Whether a view could not be made for an element of the running pass.
    @exclusivity(unchecked) var presentFailed = false
    /// Whether the last pass left `presentedBuffer` in the order of its candidates, as a pass
    /// run again would present them.
    @exclusivity(unchecked) var presentedInCandidateOrder = true
    @exclusivity(unchecked) var presentedBuffer: [LayoutAttributes] = []
    @exclusivity(unchecked) var queryBuffer: [LayoutAttributes] = []
    @exclusivity(unchecked) var pendingBuffer: [LayoutAttributes] = []
    @exclusivity(unchecked) var staleKeys: [ElementKey] = []
    /// The candidates of a layout pass that already have a live view, in candidate order.
    @exclusivity(unchecked) var liveIndexBuffer: [(candidate: Int, index: Dictionary<ElementKey, LiveElement>.Index)] = []
    @exclusivity(unchecked) var budget = LiveViewBudget()
    @exclusivity(unchecked) var completionsBuffer: [() -> Void] = []
    @exclusivity(unchecked) var generation: UInt32 = 0
    @exclusivity(unchecked) var scrollState = ScrollState.idle
    /// The item an animated ``scrollToItem(at:at:animated:)`` is headed for, aimed again when the animation ends:
    /// cells that size themselves on the way may have moved it.
    var pendingScrollToItem: (indexPath: ElementPath, position: ScrollPosition)?
    /// The rows of sections that scroll sideways that a drag moves or that move after a release.
    var orthogonalScroll = OrthogonalScrollState()
    var selected: Set<ElementPath> = []
    var highlighted: ElementPath?
    /// Whether a finger is on the content, as UIKit's `isTracking`: from the moment the first finger lands
    /// (``touchDown()``) until the host reports the last one lifted (``touchesLifted()``), whether or not it
    /// has begun to drag; false again while a released fling decelerates.
    public internal(set) var isTracking = false
    /// Whether the last touch to land stopped the content's deceleration: that touch only stops it, and its tap selects nothing.
    var touchStoppedScrolling = false
    /// When the last landing that stopped a deceleration came (``clock`` time), so that a tap recognized later,
    /// after other fingers landed, is judged by its own landing.
    var scrollStoppingLanding: Duration?
    /// Whether ``touchDown()`` saw the touch land that the view hears of next, so ``touchBegan(at:)`` leaves its landing alone.
    var landingSeen = false
    @exclusivity(unchecked) var transition: InteractiveTransitionState?
    @exclusivity(unchecked) var movement: InteractiveMovement?
    /// The content and bounds sizes at the last layout pass, to notice a change of either.
    var laidOutSizes: (content: Size, bounds: Size)?
    /// The views of cells and supplementary views on screen, as the delegate was told.
    @exclusivity(unchecked) var displayedViews: Set<ObjectIdentifier> = []
    /// The display changes of the current layout pass, told to the delegate at its end.
    @exclusivity(unchecked) var displayEvents: [DisplayEvent] = []
    /// Whether `layoutIfNeeded()` is running: delegate calls wait for its end.
    @exclusivity(unchecked) var isInLayoutPass = false
    /// The inputs of the last layout pass, when nothing animated, moved or read the clock
    /// during it: an idle pass with the same inputs is skipped. Nil runs the next pass.
    @exclusivity(unchecked) var lastPassInputs: LayoutPassInputs?
    /// Whether the layout read ``currentTime`` during the running layout pass.
    @exclusivity(unchecked) var readTimeDuringLayoutPass = false
    /// How many layout passes ran (self-sizing passes included).
    public internal(set) var layoutPassCount = 0
    /// How many layout passes ran as steady passes: after a pass that ended with nothing moving
    /// and the layout not prepared since, only the elements coming into and leaving the live
    /// rectangle were worked on (see `SteadyPassRecord`).
    public internal(set) var steadyLayoutPassCount = 0
    /// Whether a pass may run as a steady pass; tests turn it off to compare with full passes.
    var allowsSteadyPasses = true
    /// Whether a pass at the instant of the last one, with nothing changed while something moves, is
    /// skipped (see ``LayoutPassInputs``); tests turn it off to compare with passes that run.
    var skipsRepeatedPasses = true
    /// Whether a full pass takes its shortcuts: it presents its candidates at once when they are
    /// all kept in order, and looks for stale live elements only when some were not found or kept;
    /// tests turn it off to compare with the element-by-element way.
    var takesPassShortcuts = true
    /// How many calls of ``layoutIfNeeded()`` found nothing to do (see `LayoutPassInputs`) and ran no pass.
    public internal(set) var skippedLayoutPassCount = 0
    /// Whether the offset changed during the running layout pass, to tell the delegate at its end.
    @exclusivity(unchecked) var scrolledDuringLayoutPass = false
    /// The preferred attributes views answered with in the current layout pass, for the layout to judge at its end.
    @exclusivity(unchecked) var sizingBuffer: [(preferred: LayoutAttributes, original: LayoutAttributes)] = []

    // MARK: A batch update's closure in progress

    /// How many `performBatchUpdates` closures are running (nested calls count each).
    var updateClosureDepth = 0
    /// Items ``reconfigureItems(at:)`` named inside an update closure, by their index paths before the update:
    /// reconfigured once the update is committed, at their new index paths.
    var reconfiguresDuringUpdate: [ElementPath] = []
    /// Whether `reloadData()` was called inside such a closure, which makes the update throw without reloading.
    var reloadDataCalledDuringUpdate = false

    /// Makes a collection view of `size` at content offset zero.
    public init(size: Size, layout: Layout, clock: VirtualClock) {
        self.clock = clock
        self.collectionViewLayout = layout
        self.bounds = Rect(origin: .zero, size: size)
        layout.collectionView = self
        layout.invalidateLayout()
    }

    // MARK: LayoutContext

    /// The number of sections in the collection view's copy of the counts, read at ``reloadData()`` and batch updates.
    public var numberOfSections: Int { sectionCounts.count }

    /// The number of items in `section` in the collection view's copy of the counts, or 0 for a section out of range.
    public func numberOfItems(inSection section: Int) -> Int {
        section >= 0 && section < sectionCounts.count ? sectionCounts[section] : 0
    }

    /// The ``delegate``, for layouts with a delegate protocol of their own to cast.
    public var layoutDelegate: AnyObject? { delegate }

    /// An adapter that answers `FlowLayoutDelegate` from ``delegate``, or nil without a delegate.
    ///
    /// Each read makes an adapter that holds the delegate strongly while the layout keeps it, so
    /// read it once per `prepare()` and let it go at the end.
    public var flowLayoutDelegate: FlowLayoutDelegate? {
        guard let delegate else { return nil }
        return FlowLayoutDelegateBridge(self, delegate: delegate)
    }

    /// The clock's current time (`VirtualClock.now`), for layouts whose attributes depend on time.
    public var currentTime: Duration {
        if isInLayoutPass { readTimeDuringLayoutPass = true }
        return clock.now
    }

    /// The item's identity (``identity(ofItemAt:)``), or nil for an index path outside the counts.
    public func itemIdentity(at indexPath: ElementPath) -> Int? {
        guard indexPath.item >= 0, indexPath.item < numberOfItems(inSection: indexPath.section) else { return nil }
        return identity(ofItemAt: indexPath)
    }

    // MARK: Data

    /// Re-reads the counts from the data source, forgets item identities (each
    /// item's identity becomes its index), clears the selection and the
    /// highlight, stops animations (their completions run with `false`), recycles
    /// every live view and invalidates the layout. The views are asked for again
    /// at the next layout pass.
    ///
    /// An interactive movement in progress is cancelled, as UIKit does: the data
    /// source is not told, and since it still has the item where the movement
    /// began, the reloaded data shows it there.
    ///
    /// Inside the closure of ``performBatchUpdates(animation:_:completion:)`` it
    /// reloads nothing, and the update then throws
    /// ``BatchUpdateError/reloadDataDuringUpdate`` (UIKit says not to call it
    /// there). It is also how the app recovers after an update threw once its
    /// model had already changed: see ``performBatchUpdates(animation:_:completion:)``.
    public func reloadData() {
        if updateClosureDepth > 0 {
            reloadDataCalledDuringUpdate = true
            return
        }
        movement = nil
        sectionCounts = readCounts()
        identities.reset(counts: sectionCounts)
        prefetch.named.removeAll()
        selected.removeAll()
        highlighted = nil
        animator.cancelAll(recycle: { retire($0, as: $1) }, completions: &completionsBuffer)
        for key in live.keys.sorted() { retire(live[key]!.view, as: key) }
        live.removeAll(keepingCapacity: true)
        presentedBuffer.removeAll(keepingCapacity: true)
        lastPassInputs = nil
        collectionViewLayout.invalidateLayout()
        tellDisplayEvents()
        runCompletions()
    }

    /// The counts the data source reports now.
    func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// The identity of the item at `indexPath`: its index when the data was
    /// loaded, or a fresh number for an item inserted since. Identities follow
    /// items through batch updates and moves.
    public func identity(ofItemAt indexPath: ElementPath) -> Int {
        identities.identity(at: indexPath)
    }

    /// Every item's identity, per section, in order.
    public var itemIdentities: [[Int]] {
        (0..<sectionCounts.count).map { s in (0..<sectionCounts[s]).map { identities.identity(at: ElementPath(item: $0, section: s)) } }
    }

    /// The data source's index path for an index path the layout sees: they
    /// differ only while an item is being moved interactively.
    func dataIndexPath(for indexPath: ElementPath) -> ElementPath {
        movement?.dataIndexPath(forPresented: indexPath) ?? indexPath
    }

    func runCompletions() {
        animator.drainInterrupted(into: &completionsBuffer)
        guard !completionsBuffer.isEmpty else { return }
        let run = completionsBuffer
        completionsBuffer.removeAll(keepingCapacity: true)
        for c in run { c() }
    }
}
