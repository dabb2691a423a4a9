/// The directions a swipe may go: an option set, so one recognizer can accept several.
public struct SwipeDirection: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The directions as bits: right 1, left 2, up 4, down 8.
    public let rawValue: UInt8
    /// Creates the set of directions whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Towards larger x: the fingers move right (UIKit's `UISwipeGestureRecognizer.Direction.right`).
    public static let right = SwipeDirection(rawValue: 1)
    /// Towards smaller x: the fingers move left (UIKit's `.left`).
    public static let left = SwipeDirection(rawValue: 2)
    /// Towards smaller y: the fingers move up the screen (UIKit's `.up`).
    public static let up = SwipeDirection(rawValue: 4)
    /// Towards larger y: the fingers move down the screen (UIKit's `.down`).
    public static let down = SwipeDirection(rawValue: 8)
    /// All four directions, for a recognizer that accepts a swipe any way.
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
