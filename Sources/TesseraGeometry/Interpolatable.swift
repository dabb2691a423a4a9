/// A value that an animation can blend between two states.
///
/// `fraction` runs from 0 (the receiver) to 1 (`other`); timing curves such as
/// a spring may take it slightly beyond either end.
public protocol Interpolatable {
    /// The value `fraction` of the way from the receiver to `other`: the receiver at 0, `other` at 1.
    func interpolated(to other: Self, fraction: Double) -> Self
}

extension Double: Interpolatable {
    /// The linear blend `self + (other − self) · fraction`.
    @inlinable
    public func interpolated(to other: Double, fraction: Double) -> Double {
        self + (other - self) * fraction
    }
}

extension Point: Interpolatable {
    /// Each coordinate blended linearly.
    @inlinable
    public func interpolated(to other: Point, fraction: Double) -> Point {
        Point(x: x.interpolated(to: other.x, fraction: fraction), y: y.interpolated(to: other.y, fraction: fraction))
    }
}

extension Size: Interpolatable {
    /// The width and the height blended linearly.
    @inlinable
    public func interpolated(to other: Size, fraction: Double) -> Size {
        Size(width: width.interpolated(to: other.width, fraction: fraction),
             height: height.interpolated(to: other.height, fraction: fraction))
    }
}

extension Rect: Interpolatable {
    /// The origin and the size blended linearly (not the edges: a rectangle with a negative size blends its raw values).
    @inlinable
    public func interpolated(to other: Rect, fraction: Double) -> Rect {
        Rect(origin: origin.interpolated(to: other.origin, fraction: fraction),
             size: size.interpolated(to: other.size, fraction: fraction))
    }
}

extension EdgeInsets: Interpolatable {
    /// Each of the four insets blended linearly.
    @inlinable
    public func interpolated(to other: EdgeInsets, fraction: Double) -> EdgeInsets {
        EdgeInsets(top: top.interpolated(to: other.top, fraction: fraction),
                   left: left.interpolated(to: other.left, fraction: fraction),
                   bottom: bottom.interpolated(to: other.bottom, fraction: fraction),
                   right: right.interpolated(to: other.right, fraction: fraction))
    }
}

extension Transform3D: Interpolatable {
    /// Blends two transforms as Core Animation does: each is decomposed into
    /// translation, scale, skew, perspective and a rotation quaternion; the parts
    /// are blended (the rotation by spherical interpolation) and recomposed.
    ///
    /// Transforms with no rotation, skew or perspective blend element-wise,
    /// which is exact for them and cheaper. When either transform is singular
    /// the blend falls back to element-wise, as browsers do.
    public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
        if self == other { return self }
        if isScaleAndTranslation && other.isScaleAndTranslation {
            return elementwise(to: other, fraction: fraction)
        }
        guard let a = decomposed, let b = other.decomposed else {
            return elementwise(to: other, fraction: fraction)
        }
        let t = fraction
        var q0 = a.quaternion, q1 = b.quaternion
        var cosine = (q0 * q1).sum()
        if cosine < 0 { q1 = -q1; cosine = -cosine }
        var q: SIMD4<Double>
        if cosine > 0.9995 {
            q = q0 + (q1 - q0) * t
        } else {
            let theta = acos(min(1, cosine))
            let s = sin(theta)
            q = q0 * (sin((1 - t) * theta) / s) + q1 * (sin(t * theta) / s)
        }
        let norm = (q * q).sum().squareRoot()
        if norm > 0 { q /= norm }
        q0 = q
        let blended = DecomposedTransform3D(
            translation: a.translation + (b.translation - a.translation) * t,
            scale: a.scale + (b.scale - a.scale) * t,
            skew: a.skew + (b.skew - a.skew) * t,
            perspective: a.perspective + (b.perspective - a.perspective) * t,
            quaternion: q0)
        return Transform3D(blended)
    }

    /// Whether only the diagonal scale and the translation differ from the identity.
    @usableFromInline
    var isScaleAndTranslation: Bool {
        m12 == 0 && m13 == 0 && m14 == 0 && m21 == 0 && m23 == 0 && m24 == 0
            && m31 == 0 && m32 == 0 && m34 == 0 && m44 == 1
    }

    func elementwise(to o: Transform3D, fraction t: Double) -> Transform3D {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return Transform3D(
            m11: mix(m11, o.m11), m12: mix(m12, o.m12), m13: mix(m13, o.m13), m14: mix(m14, o.m14),
            m21: mix(m21, o.m21), m22: mix(m22, o.m22), m23: mix(m23, o.m23), m24: mix(m24, o.m24),
            m31: mix(m31, o.m31), m32: mix(m32, o.m32), m33: mix(m33, o.m33), m34: mix(m34, o.m34),
            m41: mix(m41, o.m41), m42: mix(m42, o.m42), m43: mix(m43, o.m43), m44: mix(m44, o.m44))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
