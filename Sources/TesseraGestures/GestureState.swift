/// A recognizer's state, as UIKit's `UIGestureRecognizer.State`.
///
/// Legal transitions (``canTransition(to:continuous:)``):
/// - discrete: possible → recognized or failed;
/// - continuous: possible → began or failed, began/changed → changed, ended or cancelled;
/// - any terminal state (recognized/ended, cancelled, failed) → possible, on reset.
///
/// `ended` and `recognized` are the same state, as in UIKit, so `state == .ended` means "finished"
/// for every recognizer. Names tell them apart as UIKit's documentation does: a continuous
/// recognizer (pan, pinch, rotation, long press) *ends*, a discrete one (taps, swipe) is
/// *recognized* (``name(continuous:)``, ``GestureReport/stateName``).
public enum GestureState: UInt8, Hashable, Sendable, CustomStringConvertible {
    /// As `UIGestureRecognizer.State`: watching (`possible`), running (`began`, `changed`) or done (the rest).
    ///
    /// - `possible`: no gesture yet; the recognizer is watching touches (UIKit's `.possible`). Every
    ///   recognizer starts here and returns here on reset.
    /// - `began`: a continuous gesture has started (`.began`); actions are sent.
    /// - `changed`: a running continuous gesture moved (`.changed`); actions are sent.
    /// - `ended`: a continuous gesture finished, or a discrete one was recognized (`.ended`, alias
    ///   `.recognized`); actions are sent. Transcripts call it `ended` for a continuous recognizer and
    ///   `recognized` for a discrete one.
    /// - `cancelled`: a running continuous gesture was stopped, by a cancelled touch, by
    ///   ``GestureRecognizer/cancel()`` or by disabling the recognizer (`.cancelled`); actions are sent.
    /// - `failed`: the touches were not this gesture, or another recognizer won (`.failed`); no actions
    ///   are sent.
    case possible, began, changed, ended, cancelled, failed

    /// UIKit's name for `ended` when the recognizer is discrete.
    public static let recognized = GestureState.ended

    /// Whether the recognizer is done with its gesture and waits for a reset.
    @inlinable @inline(__always)
    public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Whether a continuous gesture is running (began or changed).
    @inlinable @inline(__always)
    public var isActive: Bool { self == .began || self == .changed }

    /// The name transcripts use for this state in a recognizer that is `continuous` or not.
    ///
    /// `possible`, `began`, `changed`, `cancelled` and `failed` as the cases are named; `ended` is
    /// `ended` for a continuous recognizer and `recognized` for a discrete one, as UIKit names it.
    public func name(continuous: Bool) -> String {
        staticName(continuous: continuous).description
    }

    /// ``name(continuous:)`` as static text, for writers that copy its bytes.
    func staticName(continuous: Bool) -> StaticString {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: continuous ? "ended" : "recognized"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }

    /// The case's name; `ended` for ``ended`` (alias ``recognized``), whichever the recognizer meant.
    public var description: String { name(continuous: true) }

    /// Whether a recognizer may go from this state to `next`.
    public func canTransition(to next: GestureState, continuous: Bool) -> Bool {
        switch (self, next) {
        case (.possible, .failed): true
        case (.possible, .ended): !continuous
        case (.possible, .began): continuous
        case (.began, .changed), (.changed, .changed),
             (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled): continuous
        case (.ended, .possible), (.cancelled, .possible), (.failed, .possible): true
        default: false
        }
    }
}
