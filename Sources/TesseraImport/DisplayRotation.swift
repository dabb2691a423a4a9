/// How far the display was turned from its natural orientation while a recording was made, as Android's
/// `Surface.ROTATION_*` counts it: ``quarterTurn`` is `ROTATION_90`, the device turned a quarter turn
/// counterclockwise so that the panel's top edge is on the left.
///
/// A touchscreen reports positions along its own axes whichever way up the device is held; the system turns
/// them to match the display (Android's `TouchInputMapper`). A recording of the raw events (`getevent`,
/// `evtest`, `evemu-record`) does not say how the display was turned, so `tessera import --rotation` does.
public enum DisplayRotation: Int, CaseIterable, Sendable {
    /// The natural orientation: `ROTATION_0`.
    case upright = 0
    /// `ROTATION_90`: a position (x, y) on the panel, each 0…1, lands at (y, 1 − x).
    case quarterTurn = 90
    /// `ROTATION_180`: (x, y) lands at (1 − x, 1 − y).
    case halfTurn = 180
    /// `ROTATION_270`: (x, y) lands at (1 − y, x).
    case threeQuarterTurn = 270

    /// The rotation of `degrees` (0, 90, 180 or 270), or nil for any other number.
    public init?(degrees: Int) {
        self.init(rawValue: degrees)
    }

    /// The rotation in degrees: 0, 90, 180 or 270.
    public var degrees: Int { rawValue }

    /// The rotation as a matrix over positions normalized to 0…1, which keeps the unit square.
    public var matrix: CalibrationMatrix {
        switch self {
        case .upright: .identity
        case .quarterTurn: CalibrationMatrix(a: 0, b: 1, c: 0, d: -1, e: 0, f: 1)
        case .halfTurn: CalibrationMatrix(a: -1, b: 0, c: 1, d: 0, e: -1, f: 1)
        case .threeQuarterTurn: CalibrationMatrix(a: 0, b: -1, c: 1, d: 1, e: 0, f: 0)
        }
    }
}
