/// An axis-aligned rectangle: an origin and a size, in points.
///
/// It follows `CGRect`: the edges are read from a standardized copy, so a
/// negative width or height still describes the same area. `Rect.null` is the
/// empty set that ``union(_:)`` and ``intersection(_:)`` use.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The corner the size is measured from, in points: the top-left one when the size is non-negative.
    public var origin: Point
    /// The extent from ``origin``, in points; a negative width or height extends left or up.
    public var size: Size

    /// The rectangle at `origin` with `size`, kept as given (not standardized).
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle with origin (`x`, `y`) and the given size, in points, kept as given.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The null rectangle: the result of intersecting two disjoint rectangles.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// Whether this is ``null``.
    @inlinable
    public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

    /// Whether the rectangle is null or has no area.
    @inlinable
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// The width, never negative, in points.
    @inlinable public var width: Double { abs(size.width) }
    /// The height, never negative, in points.
    @inlinable public var height: Double { abs(size.height) }
    /// The x of the left edge, in points.
    @inlinable public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }
    /// The y of the top edge, in points.
    @inlinable public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }
    /// The x of the right edge, in points.
    @inlinable public var maxX: Double { minX + width }
    /// The y of the bottom edge, in points.
    @inlinable public var maxY: Double { minY + height }
    /// The x of the centre, in points.
    @inlinable public var midX: Double { minX + width / 2 }
    /// The y of the centre, in points.
    @inlinable public var midY: Double { minY + height / 2 }

    /// The centre point.
    @inlinable
    public var center: Point { Point(x: midX, y: midY) }

    /// The same area with a non-negative width and height.
    @inlinable
    public var standardized: Rect { Rect(x: minX, y: minY, width: width, height: height) }

    /// The smallest rectangle with integral edges that contains this one, as `CGRectIntegral`.
    public var integral: Rect {
        if isNull { return self }
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        let x1 = maxX.rounded(.up), y1 = maxY.rounded(.up)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the two rectangles share some area.
    ///
    /// Rectangles that only touch along an edge do not intersect, so a cell
    /// that starts exactly where a query rectangle ends is not returned for it.
    /// A rectangle with zero width or height intersects what it lies within.
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        if isNull || other.isNull { return false }
        return Rect.spansOverlap(minX, maxX, other.minX, other.maxX)
            && Rect.spansOverlap(minY, maxY, other.minY, other.maxY)
    }

    @inlinable
    static func spansOverlap(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> Bool {
        let lo = Swift.max(a0, b0), hi = Swift.min(a1, b1)
        return lo < hi || (lo == hi && (a0 == a1 || b0 == b1))
    }

    /// The shared area, or ``null`` when there is none.
    public func intersection(_ other: Rect) -> Rect {
        guard intersects(other) else { return .null }
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle that contains both. A null rectangle is ignored.
    public func union(_ other: Rect) -> Rect {
        if isNull { return other }
        if other.isNull { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top
    /// and bottom; negative values grow it. As `CGRectInset`, the result is
    /// ``null`` when a dimension would become negative.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        let w = width - 2 * dx, h = height - 2 * dy
        if w < 0 || h < 0 { return .null }
        return Rect(x: minX + dx, y: minY + dy, width: w, height: h)
    }

    /// The rectangle moved by `dx` and `dy`.
    @inlinable
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// Whether `point` lies inside: the minimum edges are included, the maximum ones are not.
    @inlinable
    public func contains(_ point: Point) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies entirely inside this rectangle.
    @inlinable
    public func contains(_ other: Rect) -> Bool {
        !isNull && !other.isNull && other.minX >= minX && other.maxX <= maxX
            && other.minY >= minY && other.maxY <= maxY
    }

    /// The rectangle with x and y exchanged, which turns a vertical layout into a horizontal one.
    @inlinable
    public var transposed: Rect { Rect(x: origin.y, y: origin.x, width: size.height, height: size.width) }

    /// The rectangle as `(x, y, width, height)`, with the stored (not standardized) values.
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
