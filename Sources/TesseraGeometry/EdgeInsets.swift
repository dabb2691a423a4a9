/// Distances inset from the four edges of a rectangle, as `UIEdgeInsets`.
///
/// In scene files insets are written `[top, left, bottom, right]`.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge, in points; positive moves the edge inwards (down).
    public var top: Double
    /// The inset from the left edge, in points; positive moves the edge inwards (right).
    public var left: Double
    /// The inset from the bottom edge, in points; positive moves the edge inwards (up).
    public var bottom: Double
    /// The inset from the right edge, in points; positive moves the edge inwards (left).
    public var right: Double

    /// Insets with the given distance from each edge, in points.
    @inlinable
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The total of the left and right insets.
    @inlinable
    public var horizontal: Double { left + right }

    /// The total of the top and bottom insets.
    @inlinable
    public var vertical: Double { top + bottom }

    /// The insets in scene-file order, `[top, left, bottom, right]`.
    public var description: String { "[\(top), \(left), \(bottom), \(right)]" }
}

extension Rect {
    /// The rectangle shrunk by `insets` on each edge, as `UIEdgeInsetsInsetRect`.
    @inlinable
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: width - insets.left - insets.right,
             height: height - insets.top - insets.bottom)
    }
}
