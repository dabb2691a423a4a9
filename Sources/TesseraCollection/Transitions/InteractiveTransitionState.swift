import TesseraLayout

/// An interactive layout transition in progress: the installed
/// ``TransitionLayout``, what to call when it ends, and, once finished or
/// cancelled, the animation of its progress to 1 or 0.
struct InteractiveTransitionState {
    /// The progress animation that ends the transition.
    struct Ending {
        var from: Double
        var to: Double
        var start: Duration
        var animation: Animation
    }

    let layout: TransitionLayout
    let completion: ((_ completed: Bool) -> Void)?
    var ending: Ending?
}
