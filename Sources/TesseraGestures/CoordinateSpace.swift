import TesseraGeometry

/// A coordinate system that window points can be converted into, for ``GestureRecognizer/location(in:)``.
///
/// Touches arrive in window coordinates. The collection view conforms and
/// converts into content coordinates (adding its content offset), so a
/// recognizer can answer "where in the content was this tap" as UIKit's
/// `location(in: collectionView)` does. Conversions must be pure: the same
/// point in gives the same point out until the space itself moves.
public protocol CoordinateSpace {
    /// The point, given in window coordinates, expressed in this space.
    func convert(fromWindow point: Point) -> Point
}

extension CoordinateSpace {
    /// The window vector `v` measured along this space's axes: where the space takes `v`, less where it takes the origin.
    ///
    /// For a space that only moves the origin (``OffsetCoordinateSpace``, the collection view's
    /// content) this is `v` itself; a space that scales or turns scales or turns it too.
    public func convert(vectorFromWindow v: Point) -> Point {
        convert(fromWindow: v) - convert(fromWindow: .zero)
    }

    /// The vector `v`, measured along this space's axes, in window coordinates: the inverse of
    /// ``convert(vectorFromWindow:)`` for a space that maps lines to lines; nil when the space
    /// flattens the plane, so that no window vector gives `v`.
    public func convert(vectorToWindow v: Point) -> Point? {
        let ex = convert(vectorFromWindow: Point(x: 1, y: 0)), ey = convert(vectorFromWindow: Point(x: 0, y: 1))
        let det = ex.x * ey.y - ey.x * ex.y
        guard det != 0, det.isFinite else { return nil }
        return Point(x: (v.x * ey.y - ey.x * v.y) / det, y: (ex.x * v.y - v.x * ex.y) / det)
    }
}

/// The window's own coordinate space: the identity conversion.
public struct WindowCoordinateSpace: CoordinateSpace, Sendable {
    /// Creates the window's own space, in which every point converts to itself.
    public init() {}
    /// Returns `point` unchanged: window coordinates are already this space's coordinates.
    @inlinable
    public func convert(fromWindow point: Point) -> Point { point }
}

/// A space whose origin sits at `origin` in window coordinates, such as a view's bounds
/// or scrolled content (`origin` = frame origin − content offset).
public struct OffsetCoordinateSpace: CoordinateSpace, Sendable {
    /// Where this space's origin lies, in window coordinates (points).
    public var origin: Point
    /// Creates a space whose origin lies at `origin` in window coordinates.
    public init(origin: Point) { self.origin = origin }
    /// Returns `point` measured from ``origin``: the window point minus the origin, in points.
    @inlinable
    public func convert(fromWindow point: Point) -> Point { point - origin }
}
