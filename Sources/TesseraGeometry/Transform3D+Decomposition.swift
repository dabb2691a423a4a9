/// A transform split into the parts that animate independently, following the
/// "decomposing a 3D matrix" algorithm of CSS Transforms Level 2 (Graphics Gems II).
///
/// Core Animation interpolates transforms this way, which is why a cell rotating
/// from 0 to 90° keeps its size halfway through instead of shrinking, as an
/// element-wise blend of the matrices would make it.
public struct DecomposedTransform3D: Hashable, Sendable {
    /// The translation along x, y and z, in points.
    public var translation: SIMD3<Double>
    /// The scale factors along x, y and z; all three are negated when the transform is a reflection.
    public var scale: SIMD3<Double>
    /// Shear factors: XY, XZ and YZ.
    public var skew: SIMD3<Double>
    /// The perspective row (x, y, z, w); (0, 0, 0, 1) when there is none.
    public var perspective: SIMD4<Double>
    /// A unit quaternion (x, y, z, w).
    public var quaternion: SIMD4<Double>
}

extension Transform3D {
    @usableFromInline
    var rows: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>) {
        (SIMD4(m11, m12, m13, m14), SIMD4(m21, m22, m23, m24), SIMD4(m31, m32, m33, m34), SIMD4(m41, m42, m43, m44))
    }

    init(rows r: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)) {
        self.init(m11: r.0.x, m12: r.0.y, m13: r.0.z, m14: r.0.w,
                  m21: r.1.x, m22: r.1.y, m23: r.1.z, m24: r.1.w,
                  m31: r.2.x, m32: r.2.y, m33: r.2.z, m34: r.2.w,
                  m41: r.3.x, m42: r.3.y, m43: r.3.z, m44: r.3.w)
    }

    /// The parts of this transform, or nil when it cannot be decomposed (it is singular).
    public var decomposed: DecomposedTransform3D? {
        guard m44 != 0 else { return nil }
        let n = 1 / m44
        let m = Transform3D(
            m11: m11 * n, m12: m12 * n, m13: m13 * n, m14: m14 * n,
            m21: m21 * n, m22: m22 * n, m23: m23 * n, m24: m24 * n,
            m31: m31 * n, m32: m32 * n, m33: m33 * n, m34: m34 * n,
            m41: m41 * n, m42: m42 * n, m43: m43 * n, m44: 1)
        var p = m
        p.m14 = 0; p.m24 = 0; p.m34 = 0; p.m44 = 1
        guard let pInverse = p.inverse else { return nil }

        var perspective = SIMD4<Double>(0, 0, 0, 1)
        if m.m14 != 0 || m.m24 != 0 || m.m34 != 0 {
            // perspective = rhs · transpose(inverse(p)) as a column product: rhs · (p⁻¹)ᵀ.
            let rhs = SIMD4(m.m14, m.m24, m.m34, m.m44)
            let r = pInverse.rows
            perspective = SIMD4((rhs * r.0).sum(), (rhs * r.1).sum(), (rhs * r.2).sum(), (rhs * r.3).sum())
        }
        let translation = SIMD3(m.m41, m.m42, m.m43)
        var row0 = SIMD3(m.m11, m.m12, m.m13)
        var row1 = SIMD3(m.m21, m.m22, m.m23)
        var row2 = SIMD3(m.m31, m.m32, m.m33)

        var scale = SIMD3<Double>(repeating: 0)
        var skew = SIMD3<Double>(repeating: 0)
        scale.x = length(row0)
        guard scale.x != 0 else { return nil }
        row0 /= scale.x
        skew.x = dot(row0, row1)
        row1 -= row0 * skew.x
        scale.y = length(row1)
        guard scale.y != 0 else { return nil }
        row1 /= scale.y
        skew.x /= scale.y
        skew.y = dot(row0, row2)
        row2 -= row0 * skew.y
        skew.z = dot(row1, row2)
        row2 -= row1 * skew.z
        scale.z = length(row2)
        guard scale.z != 0 else { return nil }
        row2 /= scale.z
        skew.y /= scale.z
        skew.z /= scale.z

        if dot(row0, cross(row1, row2)) < 0 {
            scale = -scale
            row0 = -row0; row1 = -row1; row2 = -row2
        }
        var q = SIMD4<Double>(
            0.5 * max(1 + row0.x - row1.y - row2.z, 0).squareRoot(),
            0.5 * max(1 - row0.x + row1.y - row2.z, 0).squareRoot(),
            0.5 * max(1 - row0.x - row1.y + row2.z, 0).squareRoot(),
            0.5 * max(1 + row0.x + row1.y + row2.z, 0).squareRoot())
        if row2.y > row1.z { q.x = -q.x }
        if row0.z > row2.x { q.y = -q.y }
        if row1.x > row0.y { q.z = -q.z }
        return DecomposedTransform3D(translation: translation, scale: scale, skew: skew,
                                     perspective: perspective, quaternion: q)
    }

    /// Rebuilds a transform from its parts; the inverse of ``decomposed``.
    public init(_ d: DecomposedTransform3D) {
        // The upper 3×3 is S · K · R (scale, then skew, then rotate, for row
        // vectors); then the translation; then the perspective split off last.
        var m = Transform3D(scaleX: d.scale.x, y: d.scale.y, z: d.scale.z)
        if d.skew != SIMD3(repeating: 0) {
            var k = Transform3D.identity
            k.m21 = d.skew.x
            k.m31 = d.skew.y
            k.m32 = d.skew.z
            m = .concat(m, k)
        }
        let (x, y, z, w) = (d.quaternion.x, d.quaternion.y, d.quaternion.z, d.quaternion.w)
        let r = Transform3D(
            m11: 1 - 2 * (y * y + z * z), m12: 2 * (x * y + z * w), m13: 2 * (x * z - y * w), m14: 0,
            m21: 2 * (x * y - z * w), m22: 1 - 2 * (x * x + z * z), m23: 2 * (y * z + x * w), m24: 0,
            m31: 2 * (x * z + y * w), m32: 2 * (y * z - x * w), m33: 1 - 2 * (x * x + y * y), m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
        m = .concat(m, r)
        m = .concat(m, Transform3D(translationX: d.translation.x, y: d.translation.y, z: d.translation.z))
        var p = Transform3D.identity
        p.m14 = d.perspective.x; p.m24 = d.perspective.y; p.m34 = d.perspective.z; p.m44 = d.perspective.w
        m = .concat(m, p)
        self = m
    }
}

@inline(__always) private func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
@inline(__always) private func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }
@inline(__always) private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
