import TesseraCollection
import TesseraGeometry
import TesseraGestures
import TesseraLayout
import TesseraRender
import TesseraSimulator

/// Records a ``ReplayTrace`` while the replayer runs, on the replay's virtual clock.
///
/// The replayer tells it of each recognizer report as it happens, of each batch of input once
/// handled, of each frame once ticked, of the settling and of the end. It only reads the
/// simulation (its reports, touches, layout counters, batch-update counter and state) and
/// paints its own frames from the display list; it never runs a layout pass or changes
/// anything, so a replay with a trace reaches the same state as one without.
final class TraceRecorder {
    let limits: ReplayTrace.Limits
    private let size: Size
    private var reports: ThinningBuffer<GestureReport>
    private var events: ThinningBuffer<ReplayTrace.Event>
    private var states: ThinningBuffer<ReplayTrace.StateSample>
    private var tracks: [ReplayTrace.TouchTrack] = []
    /// The track of each touch id that is down, by index in ``tracks``.
    private var open: [Int: Int] = [:]
    private var sampleCount = 0
    private var droppedSamples = 0
    /// Set when thinning can no longer keep the positions within the limit (every track is down to
    /// its landing and lift): later touches are not recorded.
    private var touchesFull = false
    private var layoutIndex: Int
    private var layoutName: String
    private var layoutIdentity: ObjectIdentifier
    /// How many times each layout seen had prepared, when last looked at: the scene's layouts from
    /// the start, a layout first seen (a transition layout) from zero.
    private var prepareCounts: [ObjectIdentifier: Int] = [:]
    /// The scene's layouts, which live as long as the simulation; any other layout's count is
    /// forgotten once it is no longer installed, since its identity may be reused.
    private var sceneLayouts: Set<ObjectIdentifier> = []
    private var invalidationNoted = false
    private var batchUpdateCount: Int
    /// Whether the scene is too large to keep item identities in every state sample.
    private let largeScene: Bool
    /// The simulation's report count when the state was last sampled: a change means the state may have changed.
    private var reportCount = 0
    /// When the state was last looked at, whether or not it had changed.
    private var lastLook = Duration.zero
    /// The filmstrip being recorded.
    var filmstrip: TraceFilmstrip

    /// A half frame: touch positions closer in time than this to the one before replace it.
    static let sampleSpacing = Duration.milliseconds(8)
    /// A state that differs from the one before only in its content offset is sampled at most this often.
    static let scrollSampleSpacing = Duration.milliseconds(50)

    init(simulation: Simulation, limits: ReplayTrace.Limits) throws {
        self.limits = limits
        size = simulation.collectionView.size
        reports = ThinningBuffer(limit: limits.reports)
        events = ThinningBuffer(limit: limits.events)
        states = ThinningBuffer(limit: limits.states)
        layoutIndex = simulation.layoutIndex
        layoutName = simulation.currentLayoutName
        let layout = simulation.collectionView.collectionViewLayout
        layoutIdentity = ObjectIdentifier(layout)
        for l in simulation.layouts { prepareCounts[ObjectIdentifier(l)] = l.prepareCount }
        sceneLayouts = Set(prepareCounts.keys)
        prepareCounts[layoutIdentity] = layout.prepareCount
        batchUpdateCount = simulation.collectionView.batchUpdateCount
        let state = simulation.state
        largeScene = state.items.reduce(0) { $0 + $1.count } > limits.itemsPerState
        filmstrip = TraceFilmstrip(limits: limits)
        sample(state, at: simulation.clock.now)
        try filmstrip.start(simulation)
    }

    /// A recognizer changed state: kept, and a frame is due when a gesture began or finished.
    func report(_ report: GestureReport) {
        reports.append(report, marked: report.state != .changed)
        switch report.state {
        case .began, .ended, .cancelled: filmstrip.due(at: report.time, "\(report.recognizer) \(report.stateName)")
        default: break
        }
    }

    /// A batch of input at `time` was handled.
    func inputHandled(_ batch: [InputEvent], at time: Duration, simulation: Simulation) {
        defer { observe(simulation, at: time, sampling: true) }
        for event in batch {
            switch event {
            case let .touch(id, change, location): touch(id, change, location, at: time)
            case .key(let name): input("key \(name)", at: time)
            case let .wheel(delta, location, modifiers):
                let mods = (modifiers.contains(.control) ? " ctrl" : "") + (modifiers.contains(.shift) ? " shift" : "")
                input("wheel \(JSONWriter.number(delta.x)) \(JSONWriter.number(delta.y)) at \(Self.point(location))\(mods)", at: time)
            case .resize(let size): input("resize \(JSONWriter.number(size.width)) × \(JSONWriter.number(size.height))", at: time)
            case .tick: break
            case .action(let action): input(EventLogWriter.text(of: action), at: time)
            }
        }
    }

    /// A frame was ticked: the layout pass ran, and a filmstrip frame may be taken.
    func frameTicked(_ simulation: Simulation) throws {
        observe(simulation, at: simulation.clock.now, sampling: false)
        try filmstrip.frameTicked(simulation)
    }

    /// The replay is about to settle: touches still down are cancelled now.
    func settling(at time: Duration) {
        for (_, index) in open.sorted(by: { $0.key < $1.key }) { close(index, at: time, end: .cancelled, location: nil) }
        open.removeAll()
    }

    /// The replay ended: the last observation, the last frame, and the trace.
    func finish(_ simulation: Simulation) throws -> ReplayTrace {
        let now = simulation.clock.now
        settling(at: now)
        observe(simulation, at: now, sampling: true)
        if largeScene { sample(simulation.state, at: now, force: true) }
        try filmstrip.finish(simulation)
        var notes: [String] = []
        func note(_ n: Int, _ what: String, _ limit: Int) {
            if n > 0 { notes.append("\(n) \(what) were thinned out to stay within \(limit)") }
        }
        note(reports.dropped, "routine recognizer reports (changed)", limits.reports)
        note(droppedSamples, "touch positions", limits.touchSamples)
        note(events.dropped, "layout passes and events", limits.events)
        note(states.dropped, "state samples", limits.states)
        note(filmstrip.dropped, "filmstrip frames", limits.frames)
        if largeScene { notes.append("the scene has more than \(limits.itemsPerState) items: states were sampled with each frame, without item identities") }
        return ReplayTrace(size: size, duration: now, reports: reports.elements, touches: tracks, events: events.elements,
                           states: states.elements, frames: filmstrip.frames, notes: notes)
    }

    // MARK: Observing

    /// Compares the simulation with what was seen last: layout switches, batch updates,
    /// invalidations, layout passes and the state. The state is sampled when `sampling` (after
    /// input), when a recognizer reported or an update or switch happened since the last sample,
    /// and otherwise (a frame of a glide or an animation) at most every ``scrollSampleSpacing``.
    private func observe(_ simulation: Simulation, at time: Duration, sampling: Bool) {
        let cv = simulation.collectionView
        var changed = sampling || simulation.reportCount != reportCount
        if simulation.layoutIndex != layoutIndex {
            let name = simulation.currentLayoutName
            let which = simulation.layouts.count > 1 ? " (\(simulation.layoutIndex + 1) of \(simulation.layouts.count))" : ""
            events.append(.init(time: time, kind: .layoutSwitch, text: "\(layoutName) → \(name)\(which)"), marked: true)
            filmstrip.due(at: time, "layout \(name)")
            layoutIndex = simulation.layoutIndex
            layoutName = name
            changed = true
        }
        if cv.batchUpdateCount != batchUpdateCount {
            batchUpdateCount = cv.batchUpdateCount
            let items = cv.lastUpdatePlan?.updateItems ?? []
            var text = items.prefix(4).map(\.description).joined(separator: "; ")
            if items.count > 4 { text += "; and \(items.count - 4) more" }
            events.append(.init(time: time, kind: .batchUpdate, text: text.isEmpty ? "an empty batch" : text), marked: true)
            filmstrip.due(at: time, "batch update")
            changed = true
        }
        let layout = cv.collectionViewLayout
        let type = { String(describing: Swift.type(of: layout)) }
        let identity = ObjectIdentifier(layout)
        if identity != layoutIdentity {
            if !sceneLayouts.contains(layoutIdentity) { prepareCounts[layoutIdentity] = nil }
            layoutIdentity = identity
            invalidationNoted = false
        }
        let before = prepareCounts[identity] ?? 0
        if layout.prepareCount > before {
            let n = layout.prepareCount - before
            events.append(.init(time: time, kind: .prepare, text: "\(type()).prepare()" + (n > 1 ? " ×\(n)" : "")), marked: false)
            invalidationNoted = false
        }
        prepareCounts[identity] = layout.prepareCount
        if layout.needsPrepare, !invalidationNoted {
            invalidationNoted = true
            events.append(.init(time: time, kind: .invalidation, text: "\(type()): " + Self.describe(layout.pendingInvalidation)),
                          marked: false)
        }
        guard !largeScene else { return }
        if changed || time - lastLook >= Self.scrollSampleSpacing {
            reportCount = simulation.reportCount
            lastLook = time
            sample(simulation.state, at: time)
        }
    }

    /// Keeps `state` when it differs from the last sample; a scroll alone at most every ``scrollSampleSpacing``.
    private func sample(_ state: SimulationState, at time: Duration, force: Bool = false) {
        var state = state
        let count = state.items.reduce(0) { $0 + $1.count }
        if largeScene { state.items = [] }
        if let last = states.last, !force {
            guard last.state != state else { return }
            var scrolled = last.state
            scrolled.contentOffset = state.contentOffset
            if scrolled == state, time - last.time < Self.scrollSampleSpacing { return }
            states.append(.init(time: time, state: state, hasItems: !largeScene, itemCount: count), marked: scrolled != state)
            return
        }
        states.append(.init(time: time, state: state, hasItems: !largeScene, itemCount: count), marked: true)
    }

    private func input(_ text: String, at time: Duration) {
        events.append(.init(time: time, kind: .input, text: text), marked: true)
        filmstrip.due(at: time, text)
    }

    // MARK: Touches

    private func touch(_ id: Int, _ change: InputEvent.TouchChange, _ location: Point, at time: Duration) {
        switch change {
        case .down:
            if let index = open[id] { close(index, at: time, end: .cancelled, location: nil) }
            guard !touchesFull else {
                droppedSamples += 1
                return
            }
            open[id] = tracks.count
            tracks.append(.init(id: id, samples: [.init(time: time, location: location)], end: nil))
            count(1)
        case .move:
            guard let index = open[id] else { return }
            let samples = tracks[index].samples
            if samples.count > 1, time - samples[samples.count - 1].time < Self.sampleSpacing {
                tracks[index].samples[samples.count - 1] = .init(time: time, location: location)
            } else {
                tracks[index].samples.append(.init(time: time, location: location))
                count(1)
            }
        case .up, .cancel:
            guard let index = open.removeValue(forKey: id) else { return }
            close(index, at: time, end: change == .up ? .ended : .cancelled, location: location)
        }
    }

    private func close(_ index: Int, at time: Duration, end: Touch.Phase, location: Point?) {
        let at = location ?? tracks[index].samples.last!.location
        tracks[index].samples.append(.init(time: time, location: at))
        tracks[index].end = end
        count(1)
    }

    /// Counts `n` new touch positions, thinning every track (first and last kept) past the limit.
    private func count(_ n: Int) {
        sampleCount += n
        guard sampleCount > limits.touchSamples else { return }
        for i in tracks.indices where tracks[i].samples.count > 2 {
            let s = tracks[i].samples
            let kept = s.enumerated().filter { $0.offset == 0 || $0.offset == s.count - 1 || $0.offset % 2 == 0 }.map(\.element)
            droppedSamples += s.count - kept.count
            sampleCount -= s.count - kept.count
            tracks[i].samples = kept
        }
        if sampleCount > limits.touchSamples * 3 / 4 { touchesFull = true }
    }

    // MARK: Text

    /// An invalidation context in a few words: what it claims changed.
    static func describe(_ c: InvalidationContext) -> String {
        var parts: [String] = []
        if c.invalidateEverything { parts.append("everything") } else if c.invalidateDataSourceCounts { parts.append("data source counts") }
        if !c.invalidatedItemIndexPaths.isEmpty { parts.append("\(c.invalidatedItemIndexPaths.count) items") }
        let supplementary = c.invalidatedSupplementaryIndexPaths.values.reduce(0) { $0 + $1.count }
        if supplementary > 0 { parts.append("\(supplementary) supplementary views") }
        let decorations = c.invalidatedDecorationIndexPaths.values.reduce(0) { $0 + $1.count }
        if decorations > 0 { parts.append("\(decorations) decoration views") }
        if let targets = c.targetIndexPathsForInteractivelyMovingItems {
            parts.append("interactive movement to " + targets.map(\.description).joined(separator: ", "))
        }
        if c.contentOffsetAdjustment != .zero { parts.append("offset adjusted by \(point(c.contentOffsetAdjustment))") }
        if parts.isEmpty { parts.append(c.requiresRecompute ? "attributes" : "bounds only") }
        return parts.joined(separator: ", ")
    }

    static func point(_ p: Point) -> String { "(\(JSONWriter.number(p.x)), \(JSONWriter.number(p.y)))" }
}
