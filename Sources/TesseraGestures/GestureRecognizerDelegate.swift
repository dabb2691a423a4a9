/// Answers the questions UIKit's `UIGestureRecognizerDelegate` answers; every method has a default.
///
/// The arena asks these whenever it settles a conflict, so answers must not
/// change while a gesture is under way. Defaults: receive every touch, begin
/// whenever asked, recognize alone, and no extra failure requirements.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether `recognizer` should see `touch` at all (asked once, when the touch begins).
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Whether `recognizer` may leave `possible`; false makes it fail.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
    /// Whether `recognizer` and `other` may both be recognizing at once (either side saying yes suffices).
    func gestureRecognizer(_ recognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
    /// Whether `recognizer` must wait for `other` to fail, as if `recognizer.require(toFail: other)`.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool
    /// Whether `other` must wait for `recognizer` to fail.
    func gestureRecognizer(_ recognizer: GestureRecognizer,
                           shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    /// Returns `true`: by default a recognizer receives every touch it has room for, as UIKit's default.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    /// Returns `true`: by default a recognizer may begin or recognize whenever it asks, as UIKit's default.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    /// Returns `false`: by default a recognizer may not recognize at the same time as another, as UIKit's default.
    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
    /// Returns `false`: by default a recognizer waits only for those given to ``GestureRecognizer/require(toFail:)``.
    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRequireFailureOf other: GestureRecognizer) -> Bool { false }
    /// Returns `false`: by default the delegate makes no other recognizer wait for this one to fail.
    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { false }
}
