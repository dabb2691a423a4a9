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
    func touchBegan(_ touch: Touch)
    func touchMoved(_ touch: Touch)
    func touchEnded(_ touch: Touch)
    func touchCancelled(_ touch: Touch)
}

extension TouchSink {
    public func touchBegan(_ touch: Touch) {}
    public func touchMoved(_ touch: Touch) {}
    public func touchEnded(_ touch: Touch) {}
    public func touchCancelled(_ touch: Touch) {}
}
