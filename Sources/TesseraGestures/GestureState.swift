/// A recognizer's state, as UIKit's `UIGestureRecognizer.State`.
///
/// Legal transitions (``canTransition(to:continuous:)``):
/// - discrete: possible → recognized or failed;
/// - continuous: possible → began or failed, began/changed → changed, ended or cancelled;
/// - any terminal state (recognized/ended, cancelled, failed) → possible, on reset.
///
/// `ended` and `recognized` are the same state; transcripts call it `recognized`.
public enum GestureState: UInt8, Hashable, Sendable, CustomStringConvertible {
    /// As `UIGestureRecognizer.State`: watching (`possible`), running (`began`, `changed`) or done (the rest).
    ///
    /// - `possible`: no gesture yet; the recognizer is watching touches (UIKit's `.possible`). Every
    ///   recognizer starts here and returns here on reset.
    /// - `began`: a continuous gesture has started (`.began`); actions are sent.
    /// - `changed`: a running continuous gesture moved (`.changed`); actions are sent.
    /// - `ended`: a continuous gesture finished, or a discrete one was recognized (`.ended`, alias
    ///   `.recognized`); actions are sent. Transcripts call it `recognized`.
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

    /// The name used in transcripts: possible, began, changed, recognized, cancelled, failed.
    public var transcriptName: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "recognized"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }

    /// The state's ``transcriptName``: `recognized` for `ended`, otherwise the case's name.
    public var description: String { transcriptName }

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
