/// A layout with a value that a two-finger pinch adjusts, as seed 004's spread
/// distance or a flow layout's item size.
///
/// Adopt it to give a layout the pinch interaction in the window, in replays and
/// in the testing drivers: the simulation calls ``beginPinchAdjustment()`` when
/// a pinch begins, ``adjustForPinch(scale:span:)`` as it changes, and
/// ``endPinchAdjustment()`` when it ends or is cancelled. A Ctrl+wheel step is a
/// pinch of one change with no fingers. The layout changes its own properties
/// and invalidates itself, as any property change does.
///
/// ```swift
/// final class HexLayout: Layout, PinchAdjustableLayout {
///     var radius = 40.0 { didSet { invalidateLayout() } }
///     private var startRadius = 40.0
///     func beginPinchAdjustment() { startRadius = radius }
///     func adjustForPinch(scale: Double, span: Double?) { radius = min(200, max(10, startRadius * scale)) }
/// }
/// ```
public protocol PinchAdjustableLayout: Layout {
    /// A pinch began: remember the value it starts from.
    func beginPinchAdjustment()
    /// The pinch changed. `scale` is the pinch's scale since it began (1 at the start);
    /// `span` is the distance between its two fingers in points, nil when there are no
    /// fingers (a Ctrl+wheel step) or only one is left.
    func adjustForPinch(scale: Double, span: Double?)
    /// The pinch ended or was cancelled. The default does nothing.
    func endPinchAdjustment()
}

extension PinchAdjustableLayout {
    /// Does nothing: a layout that remembers nothing past the pinch need not implement it.
    public func endPinchAdjustment() {}
}
