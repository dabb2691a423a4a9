import TesseraGeometry

/// The figures a recognizer reports with a state change, beyond location and touch count.
///
/// An enum with inline payloads, so building a report never allocates.
public enum GestureValues: Hashable, Sendable {
    /// Taps and long presses report nothing more.
    case none
    /// Scale is absolute from the start of the pinch; velocity is in scale per second.
    case pinch(scale: Double, velocity: Double)
    /// Translation is cumulative from touch-down, in points; velocity in points per second.
    case pan(translation: Point, velocity: Point)
    /// Rotation in radians from the start, clockwise positive (y grows down); velocity in radians per second.
    case rotation(angle: Double, velocity: Double)
    /// The direction the swipe went.
    case swipe(direction: SwipeDirection)
}
