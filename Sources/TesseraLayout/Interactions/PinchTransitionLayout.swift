/// A layout that a pinch opens into the scene's next layout through an
/// interactive transition, as the book's photo stack opens into a grid.
///
/// When a pinch begins on such a layout, the simulation starts an interactive
/// transition to the next layout, sets its progress from
/// ``transitionProgress(forPinchScale:)`` as the pinch changes, and when the pinch
/// ends asks ``shouldCompleteTransition(progress:pinchVelocity:)`` whether to
/// finish or cancel. A cancelled pinch cancels the transition.
public protocol PinchTransitionLayout: Layout {
    /// The transition's progress, 0…1, for a pinch that has reached `scale` (1 at its start).
    func transitionProgress(forPinchScale scale: Double) -> Double
    /// Whether a pinch released at `progress` while moving at `pinchVelocity` (scale per
    /// second) finishes the transition; otherwise it cancels back.
    func shouldCompleteTransition(progress: Double, pinchVelocity: Double) -> Bool
}
