/// A 2D affine transform with the semantics of Core Graphics' `CGAffineTransform`.
///
/// A point maps to `(a·x + c·y + tx, b·x + d·y + ty)`. The builders follow the Core Graphics functions:
/// `t.translatedBy(x:y:)` is `CGAffineTransformTranslate(t, …)`, which translates first and then applies `t`,
/// and likewise `scaledBy` and `rotated(by:)`; `t.concatenating(u)` applies `t`, then `u`. A layout ported from
/// UIKit sets `LayoutAttributes.transform` with it; Tessera keeps the 3D form, as UIKit does.
///
/// ```swift
/// attributes.transform = Transform2D(rotationAngle: .pi / 4).scaledBy(x: 0.8, y: 0.8)
/// ```
public struct Transform2D: Hashable, Sendable {
    /// The image of the x axis: `(a, b)`.
    public var a: Double, b: Double
    /// The image of the y axis: `(c, d)`.
    public var c: Double, d: Double
    /// The translation, in points.
    public var tx: Double, ty: Double

    /// A transform from its six entries, named as in `CGAffineTransform`.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity, `CGAffineTransformIdentity`.
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation, `CGAffineTransformMakeTranslation`.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale about the origin, `CGAffineTransformMakeScale`.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians about the origin, `CGAffineTransformMakeRotation`: positive turns x towards y
    /// (clockwise on screen, where y grows downwards).
    public init(rotationAngle angle: Double) {
        let c = cos(angle), s = sin(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity, as `CGAffineTransformIsIdentity`.
    public var isIdentity: Bool { self == .identity }

    /// `self` then `other`, as `CGAffineTransformConcat(self, other)`.
    public func concatenating(_ other: Transform2D) -> Transform2D {
        Transform2D(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                    c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                    tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation, then `self`: `CGAffineTransformTranslate`.
    public func translatedBy(x tx: Double, y ty: Double) -> Transform2D {
        Transform2D(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale, then `self`: `CGAffineTransformScale`.
    public func scaledBy(x sx: Double, y sy: Double) -> Transform2D {
        Transform2D(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians, then `self`: `CGAffineTransformRotate`.
    public func rotated(by angle: Double) -> Transform2D {
        Transform2D(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or `self` when the transform is not invertible, as `CGAffineTransformInvert`.
    public func inverted() -> Transform2D {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return Transform2D(a: d / det, b: -b / det, c: -c / det, d: a / det,
                           tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Where `point` goes, as `CGPointApplyAffineTransform`.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}

extension Transform3D {
    /// The 3D form of `affine`, as `CATransform3DMakeAffineTransform`: it leaves z alone and has no perspective.
    public init(affine t: Transform2D) {
        self.init(m11: t.a, m12: t.b, m13: 0, m14: 0,
                  m21: t.c, m22: t.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0,
                  m41: t.tx, m42: t.ty, m43: 0, m44: 1)
    }

    /// The 2D part of the transform, as `CATransform3DGetAffineTransform`: exact when ``isAffine``, otherwise only
    /// what it does within the plane, without its depth or perspective.
    public var affine: Transform2D {
        Transform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
