import TesseraGeometry

/// What the view has been told about one touch, so delays and cancellations follow UIKit.
struct ViewTouch {
    var began: Touch
    /// The touch as of the latest event.
    var latest: Touch
    /// One bit per recognizer (``GestureRecognizer/routerIndex``) with `delaysTouchesBegan` that still holds it back.
    var delayMask: UInt64 = 0
    /// One bit per recognizer with `delaysTouchesEnded` that was still possible when the touch lifted, and so holds back its end.
    var endDelayMask: UInt64 = 0
    var deliveredBegan = false
    var deliveredLocation: Point = .zero
    /// The view gets nothing more for this touch: it ended, was cancelled, or was swallowed by a recognizer.
    var finished = false
}
