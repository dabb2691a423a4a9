import TesseraGeometry
import TesseraLayout

/// Runs the element animations of batch updates and layout transitions on the
/// injected clock.
///
/// An animation is a *group* (a start time, an ``Animation`` and an optional
/// completion) and, for each element it moves, a *track*:
///
/// - a live element's track holds where it starts and, usually, nothing else:
///   it ends at whatever the layout currently says, so a layout that changes
///   during the animation (a scroll with pinned headers, Cover Flow) is followed
///   smoothly; only when the layout gave it final attributes does it end at
///   those, taking its layout attributes once the group has ended;
/// - a vanishing element (deleted, reloaded, or gone from the new layout) has
///   fixed start and end attributes and its own view, which is recycled when
///   its group ends.
///
/// A group may also carry a change of the content offset (a batch update or a
/// layout change that moved it): the offset changes at once, but the content is
/// drawn shifted by the part of the change still to come, along the group's
/// curve, so everything on screen, animated or not, moves as if the offset
/// animated with the cells. Starting attributes are kept in the layout's
/// coordinates, without that shift.
///
/// Invariants: every track and vanishing element belongs to a group that has not
/// ended; a group ends exactly once, at the first layout pass at or after its end
/// time. Its completion runs exactly once: with `true` when the group ends, or,
/// as in UIKit, with `false` at the moment the group is *interrupted*, which is
/// when a newer animation (a batch update, a layout change, the settling of an
/// interactive movement) takes over one of its elements before it ended. An
/// interrupted group's other elements carry on to its end time. A newer track
/// for the same element replaces the older one, starting from where the element
/// appeared.
///
/// Position and size animate additively, as UIKit's view animations have since
/// iOS 8: when a newer group takes over an element whose place (or size) the
/// older one was still changing, the newer track starts from where the older
/// was heading, and what the older one had still to cover stays on as a
/// *residual*: its whole change, drawn times (1 − the older group's progress),
/// so each part eases out over its own group's time and the element moves on
/// without a jump. A residual belongs to its group and ends with it, outliving
/// the track it came from. Alpha, transform and custom attributes start again
/// from where they are drawn. At most ``maximumResiduals`` add up on one
/// element: past that (updates far faster than they animate), the newer track
/// starts from where the element is drawn, as it does without residuals.
public final class Animator {
    /// The most residuals one element carries, so that a burst of updates costs each element and each frame a
    /// bounded amount of work.
    public static let maximumResiduals = 16
    /// The most vanishing views one element has at once. Each layout switch, or delete and insert, while the last
    /// still animates adds one (a log's thousand layout switches at one instant added a thousand, and every pass
    /// drew them all). Past it, the one drawn faintest goes at once.
    public static let maximumVanishingPerElement = 4

    struct Group {
        var start: Duration
        var animation: Animation
        var completion: ((Bool) -> Void)?
        var end: Duration { start + animation.duration }
    }

    /// A class, made once when the animation starts and never changed: a layout pass looks up
    /// every animating element's track and reads its attributes where they are stored, where
    /// a value would be copied out of the dictionary whole (two attributes) at each lookup.
    final class Track {
        /// Where the element starts. A `var` only so that a blend can read it where it is stored; it never changes.
        @exclusivity(unchecked) private(set) var from: LayoutAttributes
        /// Fixed attributes to end at instead of the layout's (the layout's final attributes for an element that stays).
        let to: LayoutAttributes?
        /// Whether ``to`` is set: asked of every element of every pass, where testing the optional would copy it.
        let hasFixedEnd: Bool
        /// The group whose progress blends the element, or, when it does not blend, the newest residual's group.
        let group: Int
        /// Whether the element blends from ``from``: false once its group has ended and only residuals are left.
        let blends: Bool
        /// What older groups still had to move and resize the element by when they were taken over, in their order.
        let residuals: [Residual]

        init(from: LayoutAttributes, to: LayoutAttributes?, group: Int, residuals: [Residual] = []) {
            self.from = from
            self.to = to
            self.hasFixedEnd = to != nil
            self.group = group
            self.blends = true
            self.residuals = residuals
        }

        /// A track that only carries `residuals` (not empty): its own group has ended.
        init(residuals: [Residual], template: LayoutAttributes) {
            from = template
            to = nil
            hasFixedEnd = false
            group = residuals[residuals.count - 1].group
            blends = false
            self.residuals = residuals
        }

        /// Blends `attributes` in place from ``from`` by `fraction`, reading it where it is stored.
        @inline(__always)
        func blend(_ attributes: inout LayoutAttributes, fraction: Double) {
            withUnsafeMutablePointer(to: &from) { attributes.blend(from: $0, fraction: fraction) }
        }
    }

    /// The part of an element's move and resize that an older group had still to make when a newer one took the
    /// element over: drawn as `center` and `size` times (1 − the group's progress), on top of the newer track.
    struct Residual {
        var center: Point
        var size: Size
        var group: Int
    }

    /// A change of the content offset by `delta` that group `group` animates.
    struct OffsetShift {
        var delta: Point
        var group: Int
    }

    struct Vanishing {
        var view: ReusableView
        var from: LayoutAttributes
        var to: LayoutAttributes
        var group: Int
        /// Where the view was last drawn.
        var presented: LayoutAttributes
    }

    // A layout pass reads these for every animating element; the animator is used from one
    // thread and never hands them inout to code that touches them again, so the run-time
    // exclusivity checks are left out. Every change counts in ``epoch``.
    @exclusivity(unchecked) private(set) var groups: [Int: Group] = [:] {
        didSet { lastProgress = nil; progressTime = nil; epoch &+= 1 }
    }
    /// The last progress worked out, for the group and time it was asked for: a layout pass asks
    /// it of every animating element at one time, and the groups are few. Any change of the groups forgets it.
    @exclusivity(unchecked) private var lastProgress: (group: Int, now: Duration, value: Double)?
    /// Every group's progress worked out at ``progressTime``: an element's residuals belong to as many groups as
    /// it has residuals, so a burst of updates at one instant would otherwise work out each group's curve once
    /// per residual per element per pass. Any change of the groups, or another time, forgets it.
    @exclusivity(unchecked) private var progressAtTime: [Int: Double] = [:]
    @exclusivity(unchecked) private var progressTime: Duration?
    /// How many times a group's timing curve has been worked out: what a pass costs over many residuals.
    private(set) var curveEvaluations = 0
    @exclusivity(unchecked) var tracks: [ElementKey: Track] = [:] { didSet { epoch &+= 1 } }
    @exclusivity(unchecked) var vanishing: [Vanishing] = [] { didSet { epoch &+= 1 } }
    /// How many of ``vanishing`` each element has.
    @exclusivity(unchecked) private var vanishingCounts: [ElementKey: Int] = [:]
    /// Vanishing views put out before their group ended (past ``maximumVanishingPerElement``), recycled at the next pass.
    @exclusivity(unchecked) private var dropped: [Vanishing] = []
    /// No group ends before this (nil without groups): a pass before it retires nothing without looking at every
    /// group, which a burst of updates at one instant makes many.
    @exclusivity(unchecked) private var earliestEnd: Duration?
    private var nextGroup = 0
    @exclusivity(unchecked) private var shifts: [OffsetShift] = [] { didSet { epoch &+= 1 } }

    /// Counts changes of what the animator holds (groups, tracks, vanishing views, content shifts,
    /// interrupted completions): while it stays the same, a layout pass at the same time draws
    /// every element as the last one did (see ``CollectionView/layoutIfNeeded()``).
    @exclusivity(unchecked) private(set) var epoch: UInt64 = 0

    /// How far the content is drawn from where the layout puts it, as of the last
    /// layout pass: the part of every animated content offset change still to
    /// come (zero when none runs). An offset that changed by `d` at the start of
    /// a group is drawn as `d·(1 − progress)` behind, so on screen the content
    /// moves from where it was to where it rests along the group's curve.
    @exclusivity(unchecked) private(set) var presentedShift = Point.zero { didSet { epoch &+= 1 } }

    init() {}

    /// Whether any animation is running.
    public var isAnimating: Bool { !groups.isEmpty }

    /// Whether the animator holds nothing at all: no group, track, vanishing view, content
    /// shift or completion waiting to run. A layout pass then leaves it as it is.
    var isIdle: Bool {
        groups.isEmpty && tracks.isEmpty && vanishing.isEmpty && shifts.isEmpty && interruptedCompletions.isEmpty
            && presentedShift == .zero
    }

    /// The number of elements animating, live and vanishing.
    public var animatedElementCount: Int { tracks.count + vanishing.count }

    /// Starts a group at `now` and returns its id.
    func begin(_ animation: Animation, at now: Duration, completion: ((Bool) -> Void)?) -> Int {
        nextGroup += 1
        let group = Group(start: now, animation: animation, completion: completion)
        groups[nextGroup] = group
        earliestEnd = min(earliestEnd ?? group.end, group.end)
        return nextGroup
    }

    /// The progress of a group at `now`; 1 for a group that has finished.
    func progress(ofGroup id: Int, at now: Duration) -> Double {
        if let last = lastProgress, last.group == id, last.now == now { return last.value }
        if progressTime != now {
            progressAtTime.removeAll(keepingCapacity: true)
            progressTime = now
        } else if let value = progressAtTime[id] {
            lastProgress = (id, now, value)
            return value
        }
        guard let g = groups[id] else { return 1 }
        let value = g.animation.progress(elapsed: now - g.start)
        curveEvaluations &+= 1
        lastProgress = (id, now, value)
        progressAtTime[id] = value
        return value
    }

    /// Completions of interrupted groups, waiting to be run with `false`.
    @exclusivity(unchecked) private(set) var interruptedCompletions: [() -> Void] = [] { didSet { epoch &+= 1 } }

    /// Animates the live element `key` from where it is drawn now (`from`, the
    /// attributes its view was last given) to its layout attributes, or to `to`
    /// when given. A track of another group that `key` had is replaced,
    /// interrupting that group.
    func track(_ key: ElementKey, from drawn: LayoutAttributes, to: LayoutAttributes? = nil, group: Int) {
        track(key, fromLayout: undrawn(drawn), to: to, group: group)
    }

    /// Animates the live element `key` from `from`, in the layout's coordinates (attributes
    /// a layout gave, such as its initial attributes for an appearing element), to its
    /// layout attributes, or to `to` when given; see ``track(_:from:to:group:)``.
    func track(_ key: ElementKey, fromLayout from: LayoutAttributes, to: LayoutAttributes? = nil, group: Int,
               residuals: [Residual] = []) {
        if let old = tracks.updateValue(Track(from: from, to: to, group: group, residuals: residuals), forKey: key),
           old.group != group {
            interrupt(old.group)
        }
    }

    /// Draws the content shifted by the content offset change `delta` (new offset minus
    /// old) until group `group` ends: at the group's start the content is drawn where
    /// it was on screen before the change, and it follows the group's curve to where
    /// it rests. Call it once the group's tracks are planned, since they start from
    /// where elements are drawn without this shift.
    func shiftContent(by delta: Point, group: Int) {
        guard delta != .zero, groups[group] != nil else { return }
        shifts.append(OffsetShift(delta: delta, group: group))
        presentedShift = presentedShift + delta
    }

    /// `drawn` (attributes as an element was drawn at the last layout pass) in the
    /// layout's coordinates: without ``presentedShift``.
    func undrawn(_ drawn: LayoutAttributes) -> LayoutAttributes {
        guard presentedShift != .zero else { return drawn }
        var a = drawn
        a.center = a.center - presentedShift
        return a
    }

    /// Recomputes ``presentedShift`` for `now`.
    private func updateShift(at now: Duration) {
        var shift = Point.zero
        for s in shifts { shift = shift + s.delta * (1 - progress(ofGroup: s.group, at: now)) }
        if shift != presentedShift { presentedShift = shift }
    }

    /// Drops every live element's track (a batch update or layout change is about
    /// to take all of them over), interrupting the groups they belonged to, and
    /// returns them, so that ``carry(_:previous:heading:drawn:to:group:at:)`` can
    /// carry on what they had still to move.
    @discardableResult
    func takeOverTracks() -> [ElementKey: Track] {
        guard !tracks.isEmpty else { return [:] }
        for id in Set(tracks.values.map(\.group)).sorted() { interrupt(id) }
        let taken = tracks
        tracks.removeAll(keepingCapacity: true)
        return taken
    }

    /// Animates the live element `key` for `group` from where it was heading, when a newer group takes it
    /// over from its track `previous`: the older move and resize go on as residuals (see ``Animator``), and
    /// the new track starts, in position and size, at the end of the old one, `heading` (the layout's
    /// attributes for the element before the change) unless the old track had a fixed end. Alpha, transform
    /// and custom attributes start from where the element is `drawn`. Without a running older move to carry
    /// on, it is ``track(_:from:to:group:)``.
    func carry(_ key: ElementKey, previous: Track?, heading: LayoutAttributes?, drawn: LayoutAttributes,
               to: LayoutAttributes? = nil, group: Int, at now: Duration) {
        guard let previous, let residuals = residuals(carriedFrom: previous, heading: heading, at: now),
              let end = previous.hasFixedEnd ? previous.to : heading else {
            track(key, from: drawn, to: to, group: group)
            return
        }
        var from = undrawn(drawn)
        from.center = end.center
        from.size = end.size
        track(key, fromLayout: from, to: to, group: group, residuals: residuals)
    }

    /// The residuals an element keeps from its track `previous` when a newer group takes it over at `now`: those of
    /// groups still running, and the old track's own move and resize towards `heading` (or its fixed end), when
    /// its group still runs and moved or resized it. Nil when none is left, when there would be more than
    /// ``maximumResiduals``, or when the old track's end is not known.
    func residuals(carriedFrom previous: Track, heading: LayoutAttributes?, at now: Duration) -> [Residual]? {
        // An ended group's progress is 1, whether or not it has been retired yet.
        var kept = previous.residuals.filter { progress(ofGroup: $0.group, at: now) < 1 }
        if previous.blends, progress(ofGroup: previous.group, at: now) < 1 {
            guard let end = previous.hasFixedEnd ? previous.to : heading else { return nil }
            let center = previous.from.center - end.center
            let size = Size(width: previous.from.size.width - end.size.width, height: previous.from.size.height - end.size.height)
            if center != .zero || size != .zero { kept.append(Residual(center: center, size: size, group: previous.group)) }
        }
        return kept.isEmpty || kept.count > Self.maximumResiduals ? nil : kept
    }

    /// Completes group `id` with `false` now, if it has not completed yet; its
    /// remaining tracks and vanishing views run on to its end time.
    func interrupt(_ id: Int) {
        guard let c = groups[id]?.completion else { return }
        groups[id]?.completion = nil
        interruptedCompletions.append { c(false) }
    }

    /// Moves the completions of interrupted groups to the front of `completions`:
    /// they were interrupted before anything queued there could have ended.
    func drainInterrupted(into completions: inout [() -> Void]) {
        guard !interruptedCompletions.isEmpty else { return }
        completions.insert(contentsOf: interruptedCompletions, at: 0)
        interruptedCompletions.removeAll(keepingCapacity: true)
    }

    /// Moves a live element's track to its new key after an update re-keyed it.
    func rekey(_ tracksBefore: [ElementKey: Track], mapping: (ElementKey) -> ElementKey?) {
        tracks.removeAll(keepingCapacity: true)
        for (key, t) in tracksBefore {
            if let k = mapping(key) { tracks[k] = t }
        }
    }

    /// Animates a view that no longer belongs to the layout from where it is drawn
    /// now (`from`) to `to`, in the layout's coordinates; the view is recycled when
    /// the group ends.
    ///
    /// An element that already has ``maximumVanishingPerElement`` vanishing views loses the one drawn faintest (the
    /// oldest of those) at once: with time passing that is the one nearly faded out; at one instant, a view that had
    /// only begun to appear, while the one drawn in full before the burst stays.
    func vanish(_ view: ReusableView, from drawn: LayoutAttributes, to: LayoutAttributes, group: Int) {
        let key = to.key
        let count = vanishingCounts[key, default: 0]
        if count >= Self.maximumVanishingPerElement {
            var faintest: Int?
            for i in vanishing.indices where vanishing[i].to.key == key {
                if let f = faintest, !(vanishing[i].presented.alpha < vanishing[f].presented.alpha) { continue }
                faintest = i
            }
            dropped.append(vanishing.remove(at: faintest!))
        } else {
            vanishingCounts[key] = count + 1
        }
        vanishing.append(Vanishing(view: view, from: undrawn(drawn), to: to, group: group, presented: drawn))
    }

    /// Hands the views dropped past ``maximumVanishingPerElement`` to `recycle`.
    private func recycleDropped(_ recycle: (ReusableView, ElementKey) -> Void) {
        guard !dropped.isEmpty else { return }
        for v in dropped { recycle(v.view, v.to.key) }
        dropped.removeAll()
    }

    /// `target` as it appears at `now`: blended from the track's start if the
    /// element has a track, else unchanged; shifted by ``presentedShift``.
    /// `now` is the time of the current layout pass.
    @inline(__always)
    func present(_ target: LayoutAttributes, key: ElementKey, at now: Duration) -> LayoutAttributes {
        var a = target
        present(&a, key: key, at: now)
        return a
    }

    /// ``present(_:key:at:)`` in place: `attributes`, the layout's, become the element's as drawn at `now`.
    @inline(__always)
    func present(_ attributes: inout LayoutAttributes, key: ElementKey, at now: Duration) {
        if !tracks.isEmpty, let t = tracks[key] {
            // A track with only residuals left leaves the layout's attributes to be moved by them.
            if t.blends {
                let fraction = progress(ofGroup: t.group, at: now)
                if !t.hasFixedEnd {
                    t.blend(&attributes, fraction: fraction)
                } else {
                    // A fixed end: the blend runs to it, and the element keeps the layout's identity (at
                    // fraction 0 the blend is `from`, which may carry the element's old index path).
                    let indexPath = attributes.indexPath, category = attributes.category, kind = attributes.elementKind
                    attributes = t.to!
                    t.blend(&attributes, fraction: fraction)
                    attributes.indexPath = indexPath
                    attributes.category = category
                    attributes.elementKind = kind
                }
            }
            if !t.residuals.isEmpty { addResiduals(of: t, to: &attributes, at: now) }
        }
        if presentedShift != .zero { attributes.center = attributes.center + presentedShift }
    }

    /// Adds what `track`'s residuals still have to move and resize at `now` to `attributes`.
    private func addResiduals(of track: Track, to attributes: inout LayoutAttributes, at now: Duration) {
        for r in track.residuals {
            let left = 1 - progress(ofGroup: r.group, at: now)
            guard left > 0 else { continue }
            attributes.center = attributes.center + r.center * left
            attributes.size = Size(width: attributes.size.width + r.size.width * left,
                                   height: attributes.size.height + r.size.height * left)
        }
    }

    @inline(__always)
    private func shifted(_ a: LayoutAttributes) -> LayoutAttributes {
        guard presentedShift != .zero else { return a }
        var s = a
        s.center = s.center + presentedShift
        return s
    }

    /// Whether `key` has a running track.
    func isTracked(_ key: ElementKey) -> Bool { !tracks.isEmpty && tracks[key] != nil }

    /// Whether any element is tracked (``isTracked(_:)`` is true for some key).
    var isTrackingAny: Bool { !tracks.isEmpty }

    /// Updates the vanishing views to `now`, applying their attributes.
    func presentVanishing(at now: Duration) {
        for i in vanishing.indices {
            let v = vanishing[i]
            let a = shifted(v.from.interpolated(to: v.to, fraction: progress(ofGroup: v.group, at: now)))
            if a != v.presented {
                vanishing[i].presented = a
                v.view.apply(a)
            }
        }
    }

    /// Ends every group whose time is up at `now`: drops its tracks and offset
    /// change, hands its vanishing views to `recycle`, and appends its completion
    /// to `completions`. Then brings ``presentedShift`` to `now`. The collection
    /// view calls it at the start of every layout pass.
    func retireFinished(at now: Duration, recycle: (ReusableView, ElementKey) -> Void,
                        completions: inout [() -> Void]) {
        recycleDropped(recycle)
        guard !groups.isEmpty else { return }
        defer { updateShift(at: now) }
        if let earliestEnd, now < earliestEnd { return }
        var finished: Set<Int> = []
        for (id, g) in groups where g.end <= now { finished.insert(id) }
        guard !finished.isEmpty else { return }
        retire(finished, recycle: recycle, completions: &completions, finished: true)
    }

    /// Ends every group at once (reload, layout swap without animation).
    func cancelAll(recycle: (ReusableView, ElementKey) -> Void, completions: inout [() -> Void]) {
        retire(Set(groups.keys), recycle: recycle, completions: &completions, finished: false)
    }

    private func retire(_ ids: Set<Int>, recycle: (ReusableView, ElementKey) -> Void,
                        completions: inout [() -> Void], finished: Bool) {
        recycleDropped(recycle)
        // A track of an ended group goes, unless residuals of groups still running are left on it.
        tracks = tracks.compactMapValues { t in
            let blends = t.blends && !ids.contains(t.group)
            guard !blends || t.residuals.contains(where: { ids.contains($0.group) }) else { return t }
            let residuals = t.residuals.filter { !ids.contains($0.group) }
            if blends { return Track(from: t.from, to: t.to, group: t.group, residuals: residuals) }
            return residuals.isEmpty ? nil : Track(residuals: residuals, template: t.from)
        }
        shifts.removeAll { ids.contains($0.group) }
        if shifts.isEmpty { presentedShift = .zero }
        var kept: [Vanishing] = []
        for v in vanishing {
            if ids.contains(v.group) {
                recycle(v.view, v.to.key)
                let key = v.to.key
                if let n = vanishingCounts[key], n > 1 { vanishingCounts[key] = n - 1 } else { vanishingCounts.removeValue(forKey: key) }
            } else {
                kept.append(v)
            }
        }
        vanishing = kept
        for id in ids.sorted() {
            if let c = groups.removeValue(forKey: id)?.completion { completions.append { c(finished) } }
        }
        earliestEnd = groups.values.lazy.map(\.end).min()
    }
}
