import TesseraGeometry
import TesseraLayout

/// What a layout pass's result depends on: the layout and how often it was prepared, the
/// bounds and the live-view rules, and, while something moves, the time and the state of
/// what moves. A pass whose inputs equal the last pass's would give the views exactly what
/// they have, so ``CollectionView/layoutIfNeeded()`` skips it.
///
/// While nothing animates, moves, scrolls or transitions, ``motion`` is nil and time does not
/// count: an idle frame changes nothing. Otherwise a pass is skipped only at the same instant
/// as the last one (a touch handled, then the frame's tick), with the animator, the live
/// elements, the interactive movement and the transition as they were.
///
/// A layout that read the clock (``LayoutContext/currentTime``) during the last pass
/// gets no such pass skipped: its attributes may change with time alone.
struct LayoutPassInputs: Equatable {
    var layout: ObjectIdentifier
    var prepareCount: Int
    var bounds: Rect
    var liveMargin: Double
    var maximumLiveViews: Int
    var sectionCounts: [Int]
    /// Nil while nothing moves; else the instant and what moves.
    var motion: Motion?

    /// The inputs of a pass while something animates, moves, scrolls or transitions.
    struct Motion: Equatable {
        /// The clock's time: animations and scrolling follow it.
        var time: Duration
        /// ``Animator/epoch``: any new, ended or interrupted animation changes it.
        var animatorEpoch: UInt64
        /// ``CollectionView/liveEpoch``: any change of the live elements outside a pass changes it.
        var liveEpoch: UInt64
        /// The interactive movement: where the item is and where the finger has it.
        var movement: InteractiveMovement?
        /// The interactive transition's progress.
        var transitionProgress: Double?
    }
}
