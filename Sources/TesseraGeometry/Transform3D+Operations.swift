extension Transform3D {
    /// `CATransform3DConcat(a, b)`: the transform that applies `a`, then `b`.
    @inlinable
    public static func concat(_ a: Transform3D, _ b: Transform3D) -> Transform3D {
        Transform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// `self` then `other`: `CATransform3DConcat(self, other)`.
    @inlinable
    public func concatenating(_ other: Transform3D) -> Transform3D { .concat(self, other) }

    /// `CATransform3DTranslate(self, tx, ty, tz)`: translate first, then apply `self`.
    public func translatedBy(x tx: Double, y ty: Double, z tz: Double) -> Transform3D {
        .concat(Transform3D(translationX: tx, y: ty, z: tz), self)
    }

    /// `CATransform3DScale(self, sx, sy, sz)`: scale first, then apply `self`.
    public func scaledBy(x sx: Double, y sy: Double, z sz: Double) -> Transform3D {
        .concat(Transform3D(scaleX: sx, y: sy, z: sz), self)
    }

    /// `CATransform3DRotate(self, angle, x, y, z)`: rotate first, then apply `self`.
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        .concat(Transform3D(rotationAngle: angle, x: x, y: y, z: z), self)
    }

    /// The inverse transform, or `self` unchanged when it is singular, as `CATransform3DInvert`.
    public var inverted: Transform3D { inverse ?? self }

    /// Whether the transform has an inverse.
    public var isInvertible: Bool { inverse != nil }

    /// The inverse transform, or nil when it is singular.
    public var inverse: Transform3D? {
        let i0 = m22 * m33 * m44 - m22 * m34 * m43 - m32 * m23 * m44 + m32 * m24 * m43 + m42 * m23 * m34 - m42 * m24 * m33
        let i4 = -m21 * m33 * m44 + m21 * m34 * m43 + m31 * m23 * m44 - m31 * m24 * m43 - m41 * m23 * m34 + m41 * m24 * m33
        let i8 = m21 * m32 * m44 - m21 * m34 * m42 - m31 * m22 * m44 + m31 * m24 * m42 + m41 * m22 * m34 - m41 * m24 * m32
        let i12 = -m21 * m32 * m43 + m21 * m33 * m42 + m31 * m22 * m43 - m31 * m23 * m42 - m41 * m22 * m33 + m41 * m23 * m32
        let i1 = -m12 * m33 * m44 + m12 * m34 * m43 + m32 * m13 * m44 - m32 * m14 * m43 - m42 * m13 * m34 + m42 * m14 * m33
        let i5 = m11 * m33 * m44 - m11 * m34 * m43 - m31 * m13 * m44 + m31 * m14 * m43 + m41 * m13 * m34 - m41 * m14 * m33
        let i9 = -m11 * m32 * m44 + m11 * m34 * m42 + m31 * m12 * m44 - m31 * m14 * m42 - m41 * m12 * m34 + m41 * m14 * m32
        let i13 = m11 * m32 * m43 - m11 * m33 * m42 - m31 * m12 * m43 + m31 * m13 * m42 + m41 * m12 * m33 - m41 * m13 * m32
        let i2 = m12 * m23 * m44 - m12 * m24 * m43 - m22 * m13 * m44 + m22 * m14 * m43 + m42 * m13 * m24 - m42 * m14 * m23
        let i6 = -m11 * m23 * m44 + m11 * m24 * m43 + m21 * m13 * m44 - m21 * m14 * m43 - m41 * m13 * m24 + m41 * m14 * m23
        let i10 = m11 * m22 * m44 - m11 * m24 * m42 - m21 * m12 * m44 + m21 * m14 * m42 + m41 * m12 * m24 - m41 * m14 * m22
        let i14 = -m11 * m22 * m43 + m11 * m23 * m42 + m21 * m12 * m43 - m21 * m13 * m42 - m41 * m12 * m23 + m41 * m13 * m22
        let i3 = -m12 * m23 * m34 + m12 * m24 * m33 + m22 * m13 * m34 - m22 * m14 * m33 - m32 * m13 * m24 + m32 * m14 * m23
        let i7 = m11 * m23 * m34 - m11 * m24 * m33 - m21 * m13 * m34 + m21 * m14 * m33 + m31 * m13 * m24 - m31 * m14 * m23
        let i11 = -m11 * m22 * m34 + m11 * m24 * m32 + m21 * m12 * m34 - m21 * m14 * m32 - m31 * m12 * m24 + m31 * m14 * m22
        let i15 = m11 * m22 * m33 - m11 * m23 * m32 - m21 * m12 * m33 + m21 * m13 * m32 + m31 * m12 * m23 - m31 * m13 * m22
        let det = m11 * i0 + m12 * i4 + m13 * i8 + m14 * i12
        guard det != 0, det.isFinite else { return nil }
        let r = 1 / det
        return Transform3D(
            m11: i0 * r, m12: i1 * r, m13: i2 * r, m14: i3 * r,
            m21: i4 * r, m22: i5 * r, m23: i6 * r, m24: i7 * r,
            m31: i8 * r, m32: i9 * r, m33: i10 * r, m34: i11 * r,
            m41: i12 * r, m42: i13 * r, m43: i14 * r, m44: i15 * r)
    }

    /// Maps the point (x, y, z) through the transform, dividing by w.
    ///
    /// - Returns: the mapped point and w, so a caller can tell a point behind
    ///   the eye (w ≤ 0) from one in front.
    @inlinable
    public func apply(x: Double, y: Double, z: Double = 0) -> (x: Double, y: Double, z: Double, w: Double) {
        let X = x * m11 + y * m21 + z * m31 + m41
        let Y = x * m12 + y * m22 + z * m32 + m42
        let Z = x * m13 + y * m23 + z * m33 + m43
        let W = x * m14 + y * m24 + z * m34 + m44
        return (X / W, Y / W, Z / W, W)
    }
}
