import TesseraReplay
import TesseraSimulator
/// The range of one absolute axis, from the recording's header.
public struct AxisRange: Equatable, Sendable {
    /// The smallest value the device reports on the axis, in device units.
    public var minimum: Int32
    /// The largest value the device reports on the axis, in device units; a range with maximum ≤ minimum scales everything to 0.
    public var maximum: Int32

    /// The axis range `minimum...maximum`, in device units.
    public init(minimum: Int32, maximum: Int32) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// `value` mapped linearly from the axis range onto 0…`extent`.
    ///
    /// Values outside the declared range, which real panels send near their
    /// edges and damaged recordings anywhere, are clamped to it first: a touch
    /// past the edge of the screen lands on the edge, as on the device.
    public func scale(_ value: Int32, to extent: Double) -> Double {
        fraction(value) * extent
    }

    /// How far along the axis range `value` lies, 0…1, clamped to the range as ``scale(_:to:)`` clamps it.
    public func fraction(_ value: Int32) -> Double {
        guard maximum > minimum else { return 0 }
        let clamped = Swift.min(Swift.max(value, minimum), maximum)
        // In 64 bits: the span of a full Int32 range overflows 32.
        return Double(Int64(clamped) - Int64(minimum)) / Double(Int64(maximum) - Int64(minimum))
    }
}
