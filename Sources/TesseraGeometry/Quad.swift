/// Four on-screen corners of a transformed rectangle, in order around it.
///
/// A rectangle seen through an affine or perspective transform (in front of
/// the eye) stays a convex quadrilateral, which is what the painters fill.
public struct Quad: Hashable, Sendable {
    /// The screen position of the rectangle's top-left corner, in points.
    public var topLeft: Point
    /// The screen position of the rectangle's top-right corner, in points.
    public var topRight: Point
    /// The screen position of the rectangle's bottom-right corner, in points.
    public var bottomRight: Point
    /// The screen position of the rectangle's bottom-left corner, in points.
    public var bottomLeft: Point

    /// A quad from its four corners, given clockwise from the top-left on a y-down screen.
    public init(topLeft: Point, topRight: Point, bottomRight: Point, bottomLeft: Point) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The quad of an untransformed rectangle.
    public init(_ rect: Rect) {
        self.init(topLeft: Point(x: rect.minX, y: rect.minY), topRight: Point(x: rect.maxX, y: rect.minY),
                  bottomRight: Point(x: rect.maxX, y: rect.maxY), bottomLeft: Point(x: rect.minX, y: rect.maxY))
    }

    /// The corners in order: top-left, top-right, bottom-right, bottom-left.
    public var corners: [Point] { [topLeft, topRight, bottomRight, bottomLeft] }

    /// The smallest axis-aligned rectangle holding all four corners.
    public var boundingBox: Rect {
        let xs = (min(min(topLeft.x, topRight.x), min(bottomRight.x, bottomLeft.x)),
                  max(max(topLeft.x, topRight.x), max(bottomRight.x, bottomLeft.x)))
        let ys = (min(min(topLeft.y, topRight.y), min(bottomRight.y, bottomLeft.y)),
                  max(max(topLeft.y, topRight.y), max(bottomRight.y, bottomLeft.y)))
        return Rect(x: xs.0, y: ys.0, width: xs.1 - xs.0, height: ys.1 - ys.0)
    }
}

extension Transform3D {
    /// The on-screen corners of a `size` rectangle centred at `center` and seen
    /// through this transform about that centre, or nil when a corner is at or
    /// behind the eye.
    ///
    /// ```swift
    /// let t = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    /// t.project(size: Size(width: 20, height: 10), center: Point(x: 50, y: 50))
    /// // topLeft (55, 40): a quarter turn clockwise on a y-down screen
    /// ```
    public func project(size: Size, center: Point) -> Quad? {
        PlaneProjection(center: center, size: size, transform: self).quad
    }
}
