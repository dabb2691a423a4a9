import TesseraCollection
import TesseraGeometry
import TesseraGestures
import TesseraLayout
import TesseraRender

/// A running scene: the collection view with its layouts and data, the gesture
/// recognizers attached to it, the interactions they drive, and the clock.
///
/// Both hosts drive this one type: the X11 window from live input and the
/// headless replayer from an event log. Input arrives through one entry point
/// per kind — ``handle(_:at:)`` for a batch of log events at one instant
/// (touches, keys, wheel, resize) and ``tick(at:)`` for a presented frame — and
/// the results are read through ``state``, ``reports`` and
/// ``buildDisplayList(into:)``. Nothing here reads the wall clock: time comes
/// in with the input, so a replay of a live recording reaches the same state.
public final class Simulation {
    /// The catalog that names the layouts in ``state`` and ``currentLayoutName``.
    public let catalog: LayoutCatalog
    /// The scene the simulation started from, as a log records it: the scene it was made from,
    /// or for one made from layout objects, a scene built from their descriptors in ``catalog``
    /// at the start. Nil when a layout's class is not registered, so no scene can name it.
    public let scene: Scene?
    /// The clock, moved only by ``handle(_:at:)``, ``tick(at:)``, ``advance(to:)`` and ``settle(limit:)``.
    public let clock: VirtualClock
    /// The collection view the scene runs in, with the scene's data and the current layout.
    public let collectionView: CollectionView
    /// The router that feeds touches to the scene's recognizers and then to the collection view.
    public let router: GestureRouter
    /// Which interactions the scene turned on; those turned off have no recognizer, key or wheel handling.
    public let interactions: InteractionSettings
    /// The scene's layouts in switching order: the main layout, then the alternates.
    public let layouts: [Layout]
    /// The index in ``layouts`` of the current layout.
    ///
    /// A pinch transition moves it on when the pinch finishes the transition, not while it is under way.
    public internal(set) var layoutIndex = 0
    /// Every recognizer state change so far, in order, while ``keepsReports`` is on.
    public private(set) var reports: [GestureReport] = []
    /// Whether ``reports`` keeps every state change (the transcript). A long
    /// session that only needs the latest gesture (the live window, a soak)
    /// turns it off so memory stays flat.
    public var keepsReports = true
    /// The latest state change that was not a failure: the gesture a heads-up line shows.
    public private(set) var lastGesture: GestureReport?
    /// How many state changes there have been.
    public private(set) var reportCount = 0
    /// How many gestures have ended (recognized or cancelled) so far.
    public private(set) var endedGestureCount = 0
    /// Called with each state change as it happens, for a host's heads-up line.
    public var onReport: ((GestureReport) -> Void)?
    /// While paused, frames advance only the clock: scrolling, animations and layout passes wait.
    public private(set) var isPaused = false
    /// The number of frames presented so far through ``tick(at:)``, paused ones included.
    public private(set) var frameCount = 0
    /// What the layouts did that UIKit logs as a problem, once per layout, in the order found: a flow item too
    /// wide for its section (`FlowLayout.OversizedItem`). Hosts print them as warnings; nothing else changes.
    public private(set) var layoutWarnings: [String] = []
    /// The layouts ``layoutWarnings`` has a line for.
    private var warnedLayouts: Set<ObjectIdentifier> = []

    let model: SceneModel
    /// The most items inserts may bring the data to: as many as a scene file may hold, so a log of inserts cannot
    /// grow memory past what a scene could ask for. Lowered by tests.
    var maximumItemCount = Scene.maximumItemCount
    let recognizers: SimulationRecognizers
    var touches: [Touch] = []
    var pinchTarget: PinchTarget?
    /// The item a delete-and-insert reorder carries: deleted from the data, drawn under the finger.
    var carried: CarriedItem?

    /// One frame at 60 Hz: the step the replayer and `settle()` tick at.
    public static let frameInterval = Duration.nanoseconds(16_666_667)

    /// Builds the simulation a scene describes, making its layouts from the scene's catalog.
    ///
    /// - Throws: ``SceneError`` for a layout or interaction the catalog rejects.
    public convenience init(scene: Scene, images: ImageLibrary = []) throws {
        try self.init(layouts: (0...scene.alternates.count).map { try scene.makeLayout(at: $0) },
                      sections: scene.sections, size: scene.size, contentOffset: scene.contentOffset,
                      interactions: Self.settings(of: scene), catalog: scene.catalog, images: images,
                      scene: scene)
        collectionView.isPagingEnabled = scene.pagingEnabled
        collectionView.isScrollEnabled = scene.scrollEnabled
        collectionView.allowsSelection = scene.allowsSelection
        collectionView.delaysContentTouches = scene.delaysContentTouches
    }

    /// The interactions a scene turns on, with its reorder style.
    private static func settings(of scene: Scene) throws -> InteractionSettings {
        var settings = try InteractionSettings(scene.interactions)
        settings.reorderStyle = scene.reorderStyle
        return settings
    }

    /// Builds a simulation straight from layout objects and item counts, with no scene file and
    /// no catalog: the Swift API for prototyping a layout.
    ///
    /// ```swift
    /// let simulation = Simulation(layouts: [HexLayout(), FlowLayout()], sections: [50])
    /// ```
    ///
    /// - Parameters:
    ///   - layouts: The layouts in switching order: the first is shown, a double tap moves to the next.
    ///     Each must be a fresh instance, not installed in another collection view. At least one.
    ///   - sections: The number of items in each section.
    ///   - size: The window size in points.
    ///   - interactions: Which recognizers are attached, as a scene's `interactions` says.
    ///   - catalog: Names the layouts in ``state``; a layout whose class is not registered there is
    ///     named by its Swift type and reports no parameters.
    public convenience init(layouts: [Layout], sections: [Int], size: Size = Size(width: 320, height: 480),
                            interactions: InteractionSettings = InteractionSettings(), catalog: LayoutCatalog = .basic) {
        self.init(layouts: layouts, sections: sections.map { SceneSection(items: $0) }, size: size, contentOffset: .zero,
                  interactions: interactions, catalog: catalog, images: [])
    }

    /// Builds a simulation from layout objects and sections with per-item sizes and per-section
    /// flow overrides, starting at `contentOffset`.
    public convenience init(layouts: [Layout], sections: [SceneSection], size: Size, contentOffset: Point = .zero,
                            interactions: InteractionSettings = InteractionSettings(), catalog: LayoutCatalog = .basic,
                            images: ImageLibrary = []) {
        self.init(layouts: layouts, sections: sections, size: size, contentOffset: contentOffset, interactions: interactions,
                  catalog: catalog, images: images,
                  scene: Scene.describing(layouts: layouts, sections: sections, size: size, contentOffset: contentOffset,
                                          interactions: interactions, catalog: catalog))
    }

    private init(layouts: [Layout], sections: [SceneSection], size: Size, contentOffset: Point,
                 interactions: InteractionSettings, catalog: LayoutCatalog, images: ImageLibrary, scene: Scene?) {
        precondition(!layouts.isEmpty, "a simulation needs at least one layout")
        self.catalog = catalog
        self.scene = scene
        self.interactions = interactions
        self.layouts = layouts
        clock = VirtualClock()
        model = SceneModel(sections: sections)
        model.images = images
        collectionView = CollectionView(size: size, layout: layouts[0], clock: clock)
        collectionView.register(SceneCell.self, forCellWithReuseIdentifier: SceneCell.reuseIdentifier)
        for kind in [ElementKind.sectionHeader, .sectionFooter] {
            collectionView.register(SceneHeaderView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: SceneHeaderView.reuseIdentifier)
        }
        collectionView.delegate = model
        collectionView.dataSource = model
        collectionView.setContentOffset(contentOffset, animated: false)
        router = GestureRouter(clock: clock)
        recognizers = SimulationRecognizers(interactions: interactions, layoutCount: layouts.count, collectionView: collectionView)
        recognizers.attach(to: router, owner: self)
        router.sink = self
        router.view = collectionView
        router.observer = { [unowned self] report in
            reportCount += 1
            if report.state != .failed, !shadowedByPinch(report) { lastGesture = report }
            if report.state == .ended || report.state == .cancelled { endedGestureCount += 1 }
            if keepsReports { reports.append(report) }
            onReport?(report)
        }
        collectionView.layoutIfNeeded()
    }

    /// Whether `report` is the rotation or pan that goes with a pinch the heads-up line shows: two fingers
    /// that pinch also turn and move a little, and the line must say "pinch" for the whole gesture.
    private func shadowedByPinch(_ report: GestureReport) -> Bool {
        guard report.recognizer == "rotation" || report.recognizer == "pan", report.touches >= 2,
              let shown = lastGesture, shown.recognizer == "pinch" else { return false }
        let pinch = recognizers.pinch.state
        return pinch == .began || pinch == .changed || shown.time == report.time
    }

    /// The layout at ``layoutIndex``: the layout on screen, or the target of an animated switch.
    ///
    /// During an interactive pinch transition it is still the layout the pinch started from, until
    /// the pinch finishes the transition; a cancelled transition never changes it.
    public var currentLayout: Layout { layouts[layoutIndex] }

    /// The registered name of the current layout (its Swift type name when its class is not in the catalog).
    public var currentLayoutName: String { catalog.name(of: currentLayout) }

    // MARK: Input

    /// Feeds a batch of inputs that happened at `time`. Touch changes in the
    /// batch become one touch event, as hardware reports a frame's fingers together;
    /// a second change of a touch already in the event starts a new event at the same
    /// time, so `down` and `up` of one contact are both delivered.
    public func handle(_ events: [InputEvent], at time: Duration) {
        clock.advance(to: time)
        var pending: [(id: Int, change: InputEvent.TouchChange, location: Point)] = []
        func flushTouches() {
            guard !pending.isEmpty else { return }
            deliverTouches(pending, at: time)
            pending.removeAll()
        }
        for event in events {
            switch event {
            case .touch(let id, let change, let location):
                // Two changes of one touch at one instant (a contact that lands and lifts within one
                // device frame) are two events, in order: merging them would lose the first.
                if pending.contains(where: { $0.id == id }) { flushTouches() }
                pending.append((id, change, location))
            case .key(let name):
                flushTouches()
                if interactions.keys { handleKey(name) }
            case .wheel(let delta, let location, let modifiers):
                flushTouches()
                if interactions.wheel { handleWheel(delta: delta, at: location, modifiers: modifiers) }
            case .resize(let size):
                flushTouches()
                collectionView.size = size
            case .tick:
                flushTouches()
                tick(at: time)
            case .action(let action):
                flushTouches()
                perform(action)
            }
        }
        flushTouches()
    }

    /// A frame was presented at `time`: timers due by then fire, scrolling and
    /// animations advance, and the collection view lays out.
    public func tick(at time: Duration) {
        clock.advance(to: time)
        frameCount += 1
        guard !isPaused else { return }
        collectionView.tick()
        noteLayoutProblems()
    }

    /// Adds a line to ``layoutWarnings`` for a problem the current layout's last preparation found, once per layout.
    private func noteLayoutProblems() {
        guard let flow = collectionView.collectionViewLayout as? FlowLayout, let oversized = flow.oversizedItem,
              !warnedLayouts.contains(ObjectIdentifier(flow)) else { return }
        warnedLayouts.insert(ObjectIdentifier(flow))
        layoutWarnings.append(oversized.message)
    }

    /// Moves time forward without a frame, firing any timers that fall due
    /// (the double-tap window, the long-press delay).
    public func advance(to time: Duration) {
        clock.advance(to: time)
    }

    /// Whether anything moves from frame to frame by itself: animations, scrolling, or a transition being finished
    /// or cancelled. While nothing moves, frames change nothing until the next input or timer: so it is while
    /// animations are paused (a paused frame does nothing), and while a pinch holds an interactive transition still.
    public var isMoving: Bool {
        guard !isPaused else { return false }
        return collectionView.animator.isAnimating || collectionView.isDecelerating || collectionView.isScrollAnimating
            || collectionView.isDeceleratingOrthogonally || collectionView.isSettlingInteractiveTransition
    }

    /// Whether anything is still moving or waiting: what ``isMoving`` counts, or a gesture timer.
    public var isBusy: Bool {
        collectionView.animator.isAnimating || collectionView.isDecelerating || collectionView.isScrollAnimating
            || collectionView.isDeceleratingOrthogonally || collectionView.isInteractivelyTransitioning || clock.pendingCount > 0
    }

    /// Ends the session: touches still down are cancelled, then the clock runs
    /// on frame by frame until nothing is moving or waiting, for at most `limit`.
    /// A final single tap is therefore reported, and a final animation ends.
    public func settle(limit: Duration = .seconds(30)) {
        settle(limit: limit, eachFrame: {})
    }

    /// ``settle(limit:)``, running `eachFrame` after every frame it ticks: how a
    /// replay draws the glide of a fling that outlives the last input.
    public func settle(limit: Duration = .seconds(30), eachFrame: () throws -> Void) rethrows {
        if !touches.isEmpty {
            deliverTouches(touches.map { ($0.id, .cancel, $0.location) }, at: clock.now)
        }
        if isPaused { isPaused = false }
        let end = clock.now + limit
        while isBusy, clock.now < end {
            tick(at: clock.now + Self.frameInterval)
            try eachFrame()
        }
        collectionView.layoutIfNeeded()
    }

    // MARK: Layouts

    /// Switches to the layout at `index`, animated unless either layout prefers
    /// not to be, in which case the new layout is invalidated afterwards.
    public func switchLayout(to index: Int) {
        guard index >= 0, index < layouts.count, index != layoutIndex else { return }
        if collectionView.isInteractivelyTransitioning { collectionView.cancelInteractiveTransition() }
        let old = currentLayout, new = layouts[index]
        layoutIndex = index
        pinchTarget = nil
        if old.prefersAnimatedTransitions && new.prefersAnimatedTransitions {
            collectionView.setCollectionViewLayout(new, animated: true)
        } else {
            collectionView.setCollectionViewLayout(new, animated: false)
            new.invalidateLayout()
        }
    }

    /// Toggles pausing: while paused, frames advance only the clock, so timers still fire but
    /// scrolling, animations and layout passes wait.
    public func togglePause() {
        isPaused.toggle()
    }
}
