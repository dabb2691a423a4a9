import TesseraSimulator

/// A touchscreen's calibration, as libinput applies udev's `LIBINPUT_CALIBRATION_MATRIX`: the top two rows of
/// a 3 × 3 affine matrix over the position normalized to 0…1 on each axis.
///
/// ```text
/// [x']   [a b c]   [x]
/// [y'] = [d e f] · [y]
///                  [1]
/// ```
///
/// A panel mounted rotated carries one (`0 1 0 -1 0 1` turns its axes a quarter turn), so that its raw axes
/// land the right way up on the display. ``identity`` changes nothing.
public struct CalibrationMatrix: Equatable, Sendable {
    /// The first row: x' = a·x + b·y + c.
    public var a: Double, b: Double, c: Double
    /// The second row: y' = d·x + e·y + f.
    public var d: Double, e: Double, f: Double

    /// The matrix `a b c / d e f`.
    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    /// The matrix that leaves every position where it is.
    public static let identity = CalibrationMatrix(a: 1, b: 0, c: 0, d: 0, e: 1, f: 0)

    /// The matrix of a `LIBINPUT_CALIBRATION_MATRIX` value as libinput reads it: at least six numbers
    /// separated by spaces, of which the first six count (a 3 × 3 matrix's last row is ignored). Nil when
    /// `property` is not such a value, or a number is not finite; libinput then calibrates nothing.
    public init?(libinputProperty property: String) {
        let numbers = property.split(separator: " ")
        guard numbers.count >= 6 else { return nil }
        var values: [Double] = []
        for number in numbers.prefix(6) {
            guard let value = parsedDouble(number), value.isFinite else { return nil }
            values.append(value)
        }
        self.init(a: values[0], b: values[1], c: values[2], d: values[3], e: values[4], f: values[5])
    }

    /// This matrix followed by `rotation`: a position is calibrated first, then turned as the display was.
    ///
    /// A rotation keeps the unit square, so turning a position kept on the panel keeps it there: applying the
    /// product gives, to rounding, what applying the two in turn would.
    public func followed(by rotation: DisplayRotation) -> CalibrationMatrix {
        let r = rotation.matrix
        if r == .identity { return self }
        return CalibrationMatrix(a: r.a * a + r.b * d, b: r.a * b + r.b * e, c: r.a * c + r.b * f + r.c,
                                 d: r.d * a + r.e * d, e: r.d * b + r.e * e, f: r.d * c + r.e * f + r.f)
    }

    /// The calibrated position of the normalized position (`x`, `y`), each kept within 0…1: a position the
    /// matrix takes off the panel lands on its edge, as a touch past the edge of a screen does.
    public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        if self == .identity { return (x, y) }
        let cx = a * x + b * y + c, cy = d * x + e * y + f
        return (Swift.min(Swift.max(cx, 0), 1), Swift.min(Swift.max(cy, 0), 1))
    }
}
