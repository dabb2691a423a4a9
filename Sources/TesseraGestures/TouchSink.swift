/// The view that touches are delivered to besides its gesture recognizers: UIKit's
/// `touchesBegan`/`Moved`/`Ended`/`Cancelled` on `UIView`.
///
/// The collection view implements it for highlighting. The router calls it
/// after the recognizers have seen the event, following UIKit's rules:
/// - A recognizer with `delaysTouchesBegan` holds back `touchBegan` (and the
///   rest of that touch) while it might still recognize. If it recognizes, the
///   view never hears of the touch; if it fails, the view receives the held
///   `touchBegan`, then a `touchMoved` to the latest location and the end, if
///   those happened meanwhile.
/// - A recognizer with `delaysTouchesEnded` that is still `possible` when one
///   of its touches lifts holds back that touch's `touchEnded` until it is
///   decided: if it fails, the view receives the held `touchEnded`; if it
///   recognizes or begins, the view receives `touchCancelled` instead (or, without
///   `cancelsTouchesInView`, the held `touchEnded`).
/// - A recognizer with `cancelsTouchesInView` that begins or recognizes sends
///   `touchCancelled` for each touch of its gesture the view has seen, and the
///   view receives nothing more for those touches.
///
/// Contract: for each touch the view receives either nothing, or `touchBegan`
/// followed by zero or more `touchMoved` and exactly one `touchEnded` or
/// `touchCancelled`. Calls are per touch, so no collection is built per event.
public protocol TouchSink: AnyObject {
    /// Called when the view first hears of a touch, with its `began` phase (UIKit's `touchesBegan(_:with:)`).
    func touchBegan(_ touch: Touch)
    /// Called when a touch the view has heard of moves, with its latest location (UIKit's `touchesMoved(_:with:)`).
    func touchMoved(_ touch: Touch)
    /// Called when a touch the view has heard of lifts; nothing more comes for it (UIKit's `touchesEnded(_:with:)`).
    func touchEnded(_ touch: Touch)
    /// Called when a touch the view has heard of is cancelled (UIKit's `touchesCancelled(_:with:)`).
    ///
    /// The host cancels a touch, or a recognizer with ``GestureRecognizer/cancelsTouchesInView`` that
    /// begins or recognizes does. Nothing more comes for the touch.
    func touchCancelled(_ touch: Touch)
}

extension TouchSink {
    /// Does nothing: a sink implements only the calls it needs.
    public func touchBegan(_ touch: Touch) {}
    /// Does nothing: a sink implements only the calls it needs.
    public func touchMoved(_ touch: Touch) {}
    /// Does nothing: a sink implements only the calls it needs.
    public func touchEnded(_ touch: Touch) {}
    /// Does nothing: a sink implements only the calls it needs.
    public func touchCancelled(_ touch: Touch) {}
}
