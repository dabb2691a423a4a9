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
