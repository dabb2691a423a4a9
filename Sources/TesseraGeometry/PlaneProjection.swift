/// How a flat element is seen on screen through its `Transform3D`.
///
/// As in Core Animation, an element's transform applies about its anchor point,
/// the centre of its bounds (anchor 0.5, 0.5). A point (x, y) of the element,
/// measured from that centre, maps to the screen point
/// `center + (X/W, Y/W)` where `[X Y Z W] = [x y 0 1] · transform`. Because
/// the element lies in the plane z = 0, the map is a plane homography, and it
/// can be inverted exactly: the renderer uses ``unproject(_:)`` to sample
/// images, and hit testing uses it to ask whether a touch lands on the element.
public struct PlaneProjection: Sendable, Hashable {
    /// The on-screen position of the element's centre before the transform.
    public var center: Point
    /// The element's untransformed size.
    public var size: Size
    // Row-vector 3×3 homography rows (x, y, 1) → (X, Y, W).
    @usableFromInline let h11: Double, h12: Double, h14: Double
    @usableFromInline let h21: Double, h22: Double, h24: Double
    @usableFromInline let h41: Double, h42: Double, h44: Double

    /// The projection of an element of `size` centred at `center` (screen points) through `t`, applied about that centre.
    public init(center: Point, size: Size, transform t: Transform3D) {
        self.center = center
        self.size = size
        h11 = t.m11; h12 = t.m12; h14 = t.m14
        h21 = t.m21; h22 = t.m22; h24 = t.m24
        h41 = t.m41; h42 = t.m42; h44 = t.m44
    }

    /// The screen point for the element point (x, y), measured from the element's
    /// centre, or nil when it lies at or behind the eye (w ≤ 0).
    @inlinable
    public func project(x: Double, y: Double) -> Point? {
        let W = x * h14 + y * h24 + h44
        guard W > 1e-9 else { return nil }
        let X = x * h11 + y * h21 + h41
        let Y = x * h12 + y * h22 + h42
        return Point(x: center.x + X / W, y: center.y + Y / W)
    }

    /// The element point, measured from its centre, that appears at `screen`,
    /// or nil when no point of the element's plane appears there.
    public func unproject(_ screen: Point) -> Point? {
        let sx = screen.x - center.x, sy = screen.y - center.y
        // Solve [x y 1]·H = w·[sx sy 1] for x, y: two linear equations.
        let a11 = h11 - sx * h14, a12 = h21 - sx * h24, b1 = sx * h44 - h41
        let a21 = h12 - sy * h14, a22 = h22 - sy * h24, b2 = sy * h44 - h42
        let det = a11 * a22 - a12 * a21
        guard abs(det) > 1e-12 else { return nil }
        let x = (b1 * a22 - a12 * b2) / det
        let y = (a11 * b2 - a21 * b1) / det
        let w = x * h14 + y * h24 + h44
        guard w > 1e-9 else { return nil }
        return Point(x: x, y: y)
    }

    /// Whether `screen` falls on the element.
    public func contains(_ screen: Point) -> Bool {
        guard let p = unproject(screen) else { return false }
        let hw = size.width / 2, hh = size.height / 2
        return p.x >= -hw && p.x < hw && p.y >= -hh && p.y < hh
    }

    /// The four on-screen corners, or nil when a corner is at or behind the eye.
    public var quad: Quad? {
        let hw = size.width / 2, hh = size.height / 2
        guard let tl = project(x: -hw, y: -hh), let tr = project(x: hw, y: -hh),
              let br = project(x: hw, y: hh), let bl = project(x: -hw, y: hh) else { return nil }
        return Quad(topLeft: tl, topRight: tr, bottomRight: br, bottomLeft: bl)
    }
}
