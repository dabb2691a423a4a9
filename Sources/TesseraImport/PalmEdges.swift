import Foundation

/// libinput's palm zones along a touchpad's edges (`tp_init_palmdetect_edge`, `tp_palm_detect_edge` in
/// `evdev-mt-touchpad.c`), in the pad's device units.
///
/// A contact that starts touching left of ``left``, right of ``right`` or above ``top`` is a palm (a thumb or
/// the heel of a hand resting on the pad's rim), unless another finger already touches. It stops being one when
/// another finger touches while it moves, or when it leaves the zones within ``releaseTimeout`` of landing,
/// moving away from the edge it started at: from a side within 45° of the horizontal, from the top downwards.
/// A contact that only later moves into a zone is no palm.
public struct PalmEdges: Equatable, Sendable {
    /// A contact starting at an x below this is in the left zone.
    public var left: Int32
    /// A contact starting at an x above this is in the right zone.
    public var right: Int32
    /// A contact starting at a y below this is in the top zone; nil when the pad has none.
    public var top: Int32?
    /// Device units per millimetre along x and y, which decide the directions a palm may leave its zone in.
    public var xResolution: Int32, yResolution: Int32

    /// Zones with these bounds, in device units, on a pad of these resolutions (units per mm).
    public init(left: Int32, right: Int32, top: Int32?, xResolution: Int32, yResolution: Int32) {
        self.left = left
        self.right = right
        self.top = top
        self.xResolution = xResolution
        self.yResolution = yResolution
    }

    /// How long after landing an edge palm may still move out of its zone and become a finger: 200 ms.
    public static let releaseTimeout: Duration = .milliseconds(200)

    /// The zones libinput gives a touchpad whose size is known from `sizeX` and `sizeY` (its `ABS_X` and `ABS_Y`,
    /// with `sizeResolution` units per mm) and whose contacts lie on `x` and `y` (its `ABS_MT_POSITION_*` axes,
    /// with `xResolution` and `yResolution`); nil when it has none: a pad narrower than 70 mm, or whose axes have no
    /// resolution (libinput then assumes 69 mm).
    ///
    /// The side zones are 8 mm, or 8% of the width if that is less, from each side. The top zone is the top 5%
    /// of a pad taller than 55 mm, unless it has buttons along its top (`INPUT_PROP_TOPBUTTONPAD`,
    /// `topButtonPad`). libinput gives no zones to an external touchpad, an Apple one, or a tablet's; the caller
    /// decides those.
    public static func libinput(sizeX: AxisRange, sizeY: AxisRange, sizeResolution: (x: Int32, y: Int32), x: AxisRange, y: AxisRange,
                                xResolution: Int32, yResolution: Int32, topButtonPad: Bool) -> PalmEdges? {
        guard sizeResolution.x > 0, sizeResolution.y > 0, xResolution > 0, yResolution > 0 else { return nil }
        let width = Double(Int64(sizeX.maximum) - Int64(sizeX.minimum)) / Double(sizeResolution.x)
        let height = Double(Int64(sizeY.maximum) - Int64(sizeY.minimum)) / Double(sizeResolution.y)
        guard width >= 70 else { return nil }
        // As libinput converts millimetres to units: times the resolution, plus the axis's minimum, into an int.
        // Clamped first: a damaged recording's axes can put the product past any integer.
        func units(_ mm: Double, _ resolution: Int32, _ axis: AxisRange) -> Int32 {
            let value = (mm * Double(resolution) + Double(axis.minimum)).rounded(.towardZero)
            return Int32(min(Double(Int32.max), max(Double(Int32.min), value)))
        }
        let side = min(8, width * 0.08)
        return PalmEdges(left: units(side, xResolution, x), right: units(width - side, xResolution, x),
                         top: !topButtonPad && height > 55 ? units(height * 0.05, yResolution, y) : nil,
                         xResolution: xResolution, yResolution: yResolution)
    }

    /// Whether a contact at `x` lies in a side zone.
    public func inSide(x: Int32) -> Bool { x < left || x > right }

    /// Whether (`x`, `y`) lies in a zone.
    public func contains(x: Int32, y: Int32) -> Bool { inSide(x: x) || top.map { y < $0 } == true }

    /// Whether a palm that landed at `first` and is now at `now`, out of the zones, has moved away from the
    /// edge it landed at (`tp_palm_detect_move_out_of_edge`): every direction of its movement is east or west
    /// within 45° of the horizontal when it landed in a side zone, south within 45° when in the top one.
    public func releases(from first: (x: Int32, y: Int32), to now: (x: Int32, y: Int32)) -> Bool {
        guard !contains(x: now.x, y: now.y) else { return false }
        let allowed: UInt8
        if inSide(x: first.x) {
            allowed = Self.northEast | Self.east | Self.southEast | Self.southWest | Self.west | Self.northWest
        } else if let top, first.y < top {
            allowed = Self.south | Self.southEast | Self.southWest
        } else {
            return false
        }
        let moved = Self.directions(x: Double(Int64(now.x) - Int64(first.x)) / Double(xResolution),
                                    y: Double(Int64(now.y) - Int64(first.y)) / Double(yResolution))
        return moved & allowed != 0 && moved & ~allowed == 0
    }

    // libinput's compass octants, one bit each, clockwise from north (y grows downwards).
    static let north: UInt8 = 1 << 0, northEast: UInt8 = 1 << 1, east: UInt8 = 1 << 2, southEast: UInt8 = 1 << 3
    static let south: UInt8 = 1 << 4, southWest: UInt8 = 1 << 5, west: UInt8 = 1 << 6, northWest: UInt8 = 1 << 7

    /// The octants a movement of (`x`, `y`) mm points into, as libinput's `xy_get_direction` has them: within
    /// 2 mm each way, the three octants around its quadrant or axis; further, the one or two octants its angle
    /// is close to.
    static func directions(x: Double, y: Double) -> UInt8 {
        if abs(x) < 2, abs(y) < 2 {
            switch (x > 0 ? 1 : (x < 0 ? -1 : 0), y > 0 ? 1 : (y < 0 ? -1 : 0)) {
            case (1, 1): return south | southEast | east
            case (1, -1): return north | northEast | east
            case (-1, 1): return south | southWest | west
            case (-1, -1): return north | northWest | west
            case (1, 0): return northEast | east | southEast
            case (-1, 0): return northWest | west | southWest
            case (0, 1): return southEast | south | southWest
            case (0, -1): return northEast | north | northWest
            default: return 0xff
            }
        }
        // The angle in eighths of a turn, 0 at north, clockwise.
        var r = atan2(y, x)
        r = fmod(r + 2.5 * Double.pi, 2 * Double.pi)
        r *= 4 / Double.pi
        let d1 = Int(r + 0.9) % 8, d2 = Int(r + 0.1) % 8
        return UInt8(1 << d1) | UInt8(1 << d2)
    }
}
