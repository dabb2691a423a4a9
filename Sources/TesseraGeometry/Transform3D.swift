/// A 4×4 homogeneous transform with the semantics of Core Animation's `CATransform3D`.
///
/// Points are row vectors multiplied on the left, `[x y z 1] · M`, so the
/// translation sits in `m41…m43` and perspective in `m34`. The builders follow
/// the Core Animation functions exactly:
///
/// - `t.translatedBy(x:y:z:)` is `CATransform3DTranslate(t, …)` = translate · t
///   (the translation happens first, then `t`);
/// - `t.scaledBy` and `t.rotated(by:x:y:z:)` likewise put the new step first;
/// - ``concat(_:_:)`` is `CATransform3DConcat(a, b)` = a · b: `a` happens first.
///
/// ```swift
/// var t = Transform3D.identity
/// t.m34 = -1 / 842
/// t = t.rotated(by: .pi / 4, x: 0, y: 1, z: 0)
/// ```
public struct Transform3D: Hashable, Sendable {
    /// Row 1: the image of the x axis (scale, rotation and skew), and its perspective term `m14`.
    public var m11: Double, m12: Double, m13: Double, m14: Double
    /// Row 2: the image of the y axis, and its perspective term `m24`.
    public var m21: Double, m22: Double, m23: Double, m24: Double
    /// Row 3: the image of the z axis, and its perspective term `m34`, which `-1 / eyeDistance` sets for perspective.
    public var m31: Double, m32: Double, m33: Double, m34: Double
    /// Row 4: the translation `m41`, `m42`, `m43` in points, and the homogeneous scale `m44` (normally 1).
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// A transform from its sixteen entries, named as in `CATransform3D` (`mRowColumn`).
    @inlinable
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// Builds a transform from sixteen values in row-major order.
    public init(rowMajor v: [Double]) {
        precondition(v.count == 16, "a Transform3D needs 16 values")
        self.init(m11: v[0], m12: v[1], m13: v[2], m14: v[3],
                  m21: v[4], m22: v[5], m23: v[6], m24: v[7],
                  m31: v[8], m32: v[9], m33: v[10], m34: v[11],
                  m41: v[12], m42: v[13], m43: v[14], m44: v[15])
    }

    /// The identity transform, `CATransform3DIdentity`.
    @inlinable
    public static var identity: Transform3D {
        Transform3D(m11: 1, m12: 0, m13: 0, m14: 0,
                    m21: 0, m22: 1, m23: 0, m24: 0,
                    m31: 0, m32: 0, m33: 1, m34: 0,
                    m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The sixteen values in row-major order: `m11, m12, …, m44`.
    public var rowMajor: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Whether this is exactly the identity, as `CATransform3DIsIdentity`.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// Whether the transform maps the z = 0 plane to itself without perspective,
    /// as `CATransform3DIsAffine`: then it is a plain 2D affine transform.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// A translation, `CATransform3DMakeTranslation`.
    public init(translationX tx: Double, y ty: Double, z tz: Double) {
        self = .identity
        m41 = tx; m42 = ty; m43 = tz
    }

    /// A scale, `CATransform3DMakeScale`.
    public init(scaleX sx: Double, y sy: Double, z sz: Double) {
        self = .identity
        m11 = sx; m22 = sy; m33 = sz
    }

    /// A rotation by `angle` radians about the vector (x, y, z), `CATransform3DMakeRotation`.
    ///
    /// A positive angle about z turns +x towards +y, which on a y-down screen
    /// is clockwise, as in UIKit. A zero-length axis gives the identity.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        self.init(rotationCosine: cos(angle), sine: sin(angle), x: x, y: y, z: z)
    }

    /// The rotation whose angle has cosine `c` and sine `s`, about the vector (x, y, z): bit for bit
    /// ``init(rotationAngle:x:y:z:)`` with `cos(angle)` and `sin(angle)`, for a caller that has them already.
    public init(rotationCosine c: Double, sine s: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let ux = x / length, uy = y / length, uz = z / length
        let t = 1 - c
        self.init(
            m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
            m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
            m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
