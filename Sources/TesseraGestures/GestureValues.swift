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

/// The directions a swipe may go: an option set, so one recognizer can accept several.
public struct SwipeDirection: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let right = SwipeDirection(rawValue: 1)
    public static let left = SwipeDirection(rawValue: 2)
    public static let up = SwipeDirection(rawValue: 4)
    public static let down = SwipeDirection(rawValue: 8)
    public static let all: SwipeDirection = [.right, .left, .up, .down]

    /// The name in transcripts: right, left, up, down, or a `|`-joined list.
    public var description: String {
        var parts: [String] = []
        if contains(.right) { parts.append("right") }
        if contains(.left) { parts.append("left") }
        if contains(.up) { parts.append("up") }
        if contains(.down) { parts.append("down") }
        return parts.isEmpty ? "none" : parts.joined(separator: "|")
    }
}
