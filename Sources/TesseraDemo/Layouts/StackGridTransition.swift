/// What a pinch-driven interactive transition between a ``StackLayout`` and
/// its grid needs from the layout side: the progress a pinch scale means and
/// whether a released pinch completes or cancels.
///
/// The transition itself, blending every cell's attributes from the pile to
/// the grid, belongs to the collection view. A recognizer's handler feeds it:
///
/// ```swift
/// let t = StackGridTransition()
/// progress = t.openingProgress(forPinchScale: pinch.scale)     // while changed
/// finish = t.shouldComplete(progress: progress, velocity: pinch.velocity)  // on end
/// ```
///
/// Invariant: progress is always within 0…1, 0 being the layout the pinch
/// started from.
public struct StackGridTransition: Sendable, Equatable {
    /// The pinch scale at which a pile is fully open, above 1.
    public var openingScale: Double
    /// A released transition completes at or beyond this progress.
    public var completionThreshold: Double
    /// A release faster than this, in scale per second towards the target,
    /// completes whatever the progress (a flick).
    public var flickVelocity: Double

    /// The transition rule: open at pinch scale `openingScale` (at least just above 1), complete past `completionThreshold` or on a flick of `flickVelocity` scale per second.
    public init(openingScale: Double = 2.5, completionThreshold: Double = 0.5, flickVelocity: Double = 1.0) {
        self.openingScale = max(openingScale, 1.000_001)
        self.completionThreshold = completionThreshold
        self.flickVelocity = flickVelocity
    }

    /// Progress from the pile to the grid for a pinch out that has reached
    /// `scale`: 0 at 1, 1 at ``openingScale``, clamped.
    public func openingProgress(forPinchScale scale: Double) -> Double {
        clamp((scale - 1) / (openingScale - 1))
    }

    /// Progress from the grid back to the pile for a pinch in that has reached
    /// `scale`: 0 at 1, 1 at 1/``openingScale``, clamped.
    public func closingProgress(forPinchScale scale: Double) -> Double {
        clamp((1 - scale) / (1 - 1 / openingScale))
    }

    /// Whether a transition released at `progress` with the pinch moving at
    /// `velocity` (scale per second, positive towards the target) should finish;
    /// otherwise it cancels back.
    public func shouldComplete(progress: Double, velocity: Double) -> Bool {
        if velocity >= flickVelocity { return true }
        if velocity <= -flickVelocity { return false }
        return progress >= completionThreshold
    }

    private func clamp(_ v: Double) -> Double {
        v.isNaN ? 0 : min(max(v, 0), 1)
    }
}
