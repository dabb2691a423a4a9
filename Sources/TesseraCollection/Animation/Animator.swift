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
/// Invariants: every track and vanishing element belongs to a group that has not
/// ended; a group ends exactly once, at the first layout pass at or after its end
/// time. Its completion runs exactly once: with `true` when the group ends, or,
/// as in UIKit, with `false` at the moment the group is *interrupted*, which is
/// when a newer animation (a batch update, a layout change, the settling of an
/// interactive movement) takes over one of its elements before it ended. An
/// interrupted group's other elements carry on to its end time. A newer track
/// for the same element replaces the older one, starting from where the element
/// appeared.
public final class Animator {
    struct Group {
        var start: Duration
        var animation: Animation
        var completion: ((Bool) -> Void)?
        var end: Duration { start + animation.duration }
    }

    struct Track {
        var from: LayoutAttributes
        /// Fixed attributes to end at instead of the layout's (the layout's final attributes for an element that stays).
        var to: LayoutAttributes?
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

    private(set) var groups: [Int: Group] = [:]
    var tracks: [ElementKey: Track] = [:]
    var vanishing: [Vanishing] = []
    private var nextGroup = 0

    init() {}

    /// Whether any animation is running.
    public var isAnimating: Bool { !groups.isEmpty }

    /// The number of elements animating, live and vanishing.
    public var animatedElementCount: Int { tracks.count + vanishing.count }

    /// Starts a group at `now` and returns its id.
    func begin(_ animation: Animation, at now: Duration, completion: ((Bool) -> Void)?) -> Int {
        nextGroup += 1
        groups[nextGroup] = Group(start: now, animation: animation, completion: completion)
        return nextGroup
    }

    /// The progress of a group at `now`; 1 for a group that has finished.
    func progress(ofGroup id: Int, at now: Duration) -> Double {
        guard let g = groups[id] else { return 1 }
        return g.animation.progress(elapsed: now - g.start)
    }

    /// Completions of interrupted groups, waiting to be run with `false`.
    private(set) var interruptedCompletions: [() -> Void] = []

    /// Animates the live element `key` from `from` to its layout attributes, or to
    /// `to` when given. A track of another group that `key` had is replaced,
    /// interrupting that group.
    func track(_ key: ElementKey, from: LayoutAttributes, to: LayoutAttributes? = nil, group: Int) {
        if let old = tracks.updateValue(Track(from: from, to: to, group: group), forKey: key), old.group != group {
            interrupt(old.group)
        }
    }

    /// Drops every live element's track (a batch update or layout change is about
    /// to take all of them over), interrupting the groups they belonged to.
    func takeOverTracks() {
        guard !tracks.isEmpty else { return }
        for id in Set(tracks.values.map(\.group)).sorted() { interrupt(id) }
        tracks.removeAll(keepingCapacity: true)
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

    /// Animates a view that no longer belongs to the layout from `from` to `to`;
    /// the view is recycled when the group ends.
    func vanish(_ view: ReusableView, from: LayoutAttributes, to: LayoutAttributes, group: Int) {
        vanishing.append(Vanishing(view: view, from: from, to: to, group: group, presented: from))
    }

    /// `target` as it appears at `now`: blended from the track's start if the
    /// element has a track, else unchanged.
    @inline(__always)
    func present(_ target: LayoutAttributes, key: ElementKey, at now: Duration) -> LayoutAttributes {
        guard !tracks.isEmpty, let t = tracks[key] else { return target }
        var a = t.from.interpolated(to: t.to ?? target, fraction: progress(ofGroup: t.group, at: now))
        // At fraction 0 the blend is `from`, which may carry the element's old index path.
        a.indexPath = target.indexPath
        a.category = target.category
        a.elementKind = target.elementKind
        return a
    }

    /// Whether `key` has a running track.
    func isTracked(_ key: ElementKey) -> Bool { !tracks.isEmpty && tracks[key] != nil }

    /// Updates the vanishing views to `now`, applying their attributes.
    func presentVanishing(at now: Duration) {
        for i in vanishing.indices {
            let v = vanishing[i]
            let a = v.from.interpolated(to: v.to, fraction: progress(ofGroup: v.group, at: now))
            if a != v.presented {
                vanishing[i].presented = a
                v.view.apply(a)
            }
        }
    }

    /// Ends every group whose time is up at `now`: drops its tracks, hands its
    /// vanishing views to `recycle`, and appends its completion to `completions`.
    func retireFinished(at now: Duration, recycle: (ReusableView, ElementKey) -> Void,
                        completions: inout [() -> Void]) {
        guard !groups.isEmpty else { return }
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
        tracks = tracks.filter { !ids.contains($0.value.group) }
        var kept: [Vanishing] = []
        for v in vanishing {
            if ids.contains(v.group) { recycle(v.view, v.to.key) } else { kept.append(v) }
        }
        vanishing = kept
        for id in ids.sorted() {
            if let c = groups.removeValue(forKey: id)?.completion { completions.append { c(finished) } }
        }
    }
}
