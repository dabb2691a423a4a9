/// A location in a two-dimensional coordinate system, in points.
///
/// Coordinates follow UIKit: x grows to the right and y grows downwards.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, in points; grows to the right.
    public var x: Double
    /// The vertical coordinate, in points; grows downwards.
    public var y: Double

    /// The point at (`x`, `y`), in points.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The Euclidean distance to `other`.
    @inlinable
    public func distance(to other: Point) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The point as `(x, y)`.
    public var description: String { "(\(x), \(y))" }

    /// The component-wise sum: `lhs` moved by `rhs`.
    @inlinable
    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }

    /// The component-wise difference: the offset from `rhs` to `lhs`.
    @inlinable
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }

    /// Both coordinates multiplied by `rhs`.
    @inlinable
    public static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }
}
