/// libinput's rules for which of a multi-touch touchpad's contacts touch (`evdev-mt-touchpad.c`): by pressure or
/// by size between a high and a low mark, so that a finger hovering over the surface or brushing it is no touch;
/// and a touching contact pressed harder, or lying wider, than a palm's threshold is a palm until it stops touching.
///
/// libinput decides these from the device and its quirks, which `libinput record` lists;
/// ``libinput(axes:pressureResolution:quirks:external:resolutions:properties:udev:)`` does as libinput does. Touchscreens have no such rules:
/// libinput follows their slots alone.
public struct TouchpadRules: Equatable, Sendable {
    /// Two marks: a contact starts touching past ``high`` and stops below ``low``.
    public struct Marks: Equatable, Sendable {
        /// Where a hovering contact starts touching.
        public var high: Int32
        /// Where a touching contact stops touching (below ``high``).
        public var low: Int32

        /// Marks `high` and `low`.
        public init(high: Int32, low: Int32) {
            self.high = high
            self.low = low
        }
    }

    /// Touches by `ABS_MT_PRESSURE`: from ``Marks/high`` up, until below ``Marks/low``; nil when not by pressure.
    public var pressure: Marks?
    /// Touches by `ABS_MT_TOUCH_MAJOR` and `_MINOR`: from one past ``Marks/high`` and the other past ``Marks/low``,
    /// until either is below ``Marks/low``; nil when not by size. It takes the place of ``pressure``.
    public var size: Marks?
    /// A touching contact whose pressure is above this is a palm; nil when palms are not told by pressure.
    public var palmPressure: Int32?
    /// A touching contact whose major or minor is above this is a palm; nil when palms are not told by size.
    public var palmSize: Int32?
    /// A contact that starts touching in one of these zones along the pad's edges is a palm until released (see
    /// ``PalmEdges``); nil when palms are not told by where they land.
    public var palmEdges: PalmEdges?
    /// Whether touches are told by `BTN_TOUCH` and the `BTN_TOOL_*` finger count instead, as libinput tells them on a
    /// pad whose pressure and size it does not read (`tp_unhover_fake_touches`): while `BTN_TOUCH` is up no contact
    /// touches, and while it is down at most as many contacts touch as the keys count fingers, the first slots first.
    public var fingerKeys = false

    /// Rules that tell touches by `pressure` or `size` (nil: by the slots alone) and palms by `palmPressure`,
    /// `palmSize` or `palmEdges` (nil: not so).
    /// Rules that tell touches by `pressure` or `size`, else by `fingerKeys` (all nil or false: by the slots alone), and
    /// palms by `palmPressure`, `palmSize` or `palmEdges` (nil: not so).
    public init(pressure: Marks? = nil, size: Marks? = nil, palmPressure: Int32? = nil, palmSize: Int32? = nil,
                palmEdges: PalmEdges? = nil, fingerKeys: Bool = false) {
        self.pressure = pressure
        self.size = size
        self.palmPressure = palmPressure
        self.palmSize = palmSize
        self.palmEdges = palmEdges
        self.fingerKeys = fingerKeys
    }

    /// The rules libinput applies to a multi-touch touchpad with `axes` whatever its quirks, for a recording that
    /// carries none (evemu, evtest): ``fingerKeys`` when the pad has no `ABS_MT_PRESSURE` axis and cannot be told by
    /// size (no `ABS_MT_TOUCH_MAJOR`, or fewer than five slots), since libinput then reads neither; nil otherwise,
    /// as which marks libinput would use then depends on quirks the recording does not hold.
    public static func withoutQuirks(axes: [UInt16: AxisRange]) -> TouchpadRules? {
        let slots = axes[EvdevEvent.ABS_MT_SLOT].map { Int64($0.maximum) - Int64($0.minimum) + 1 } ?? 1
        guard axes[EvdevEvent.ABS_MT_PRESSURE] == nil, axes[EvdevEvent.ABS_MT_TOUCH_MAJOR] == nil || slots < 5 else { return nil }
        return TouchpadRules(fingerKeys: true)
    }

    /// libinput's default palm pressure threshold, for a touchpad whose quirks give none.
    public static let defaultPalmPressure: Int32 = 130

    /// The rules libinput applies to a touchpad with `axes`, an `ABS_MT_PRESSURE` resolution of
    /// `pressureResolution`, the `quirks` libinput gives it (`AttrPressureRange` → `25:20`), and `external` (on USB
    /// or Bluetooth rather than built in); nil when it applies none.
    ///
    /// - Touches are told by size when a quirk gives `AttrTouchSizeRange` and the touchpad has `ABS_MT_TOUCH_MAJOR`
    ///   and five slots or more; else by pressure, between `AttrPressureRange`'s two values or by default 12% and
    ///   10% of the axis's range above its minimum. `none`, `0:0` or a range off the axis turns pressure off; with
    ///   neither, by `BTN_TOUCH` and the finger keys (``fingerKeys``).
    /// - A pressure axis with a resolution is real force (a PressurePad), as is one quirked `ModelPressurePad`:
    ///   libinput then ignores it, for touches and palms.
    /// - Palms are told by pressure above `AttrPalmPressureThreshold`, by default 130 (0 turns it off), and by
    ///   size above `AttrPalmSizeThreshold` when a quirk gives one; neither on an external touchpad, where libinput
    ///   detects no palms.
    /// - Palms are told by where they land (``PalmEdges``) on a pad 70 mm wide or more whose axes have
    ///   `resolutions` (units per mm, by `ABS_*` code), with a top zone unless its `properties` hold
    ///   `INPUT_PROP_TOPBUTTONPAD`; not on an external touchpad, unless udev's `udev` properties say it is a
    ///   keyboard's below the keys (`LIBINPUT_ATTR_TPKBCOMBO_LAYOUT=below`), nor on one quirked `ModelAppleTouchpad`.
    public static func libinput(axes: [UInt16: AxisRange], pressureResolution: Int32, quirks: [String: String],
                                external: Bool, resolutions: [UInt16: Int32] = [:], properties: Set<UInt16> = [],
                                udev: [String: String] = [:]) -> TouchpadRules? {
        var rules = TouchpadRules()
        let slots = axes[EvdevEvent.ABS_MT_SLOT].map { Int64($0.maximum) - Int64($0.minimum) + 1 } ?? 1
        if axes[EvdevEvent.ABS_MT_TOUCH_MAJOR] != nil, slots >= 5, let (hi, lo) = range(quirks["AttrTouchSizeRange"]), (hi, lo) != (0, 0) {
            rules.size = Marks(high: Int32(hi), low: Int32(lo))
        }
        let pressureAxis = pressureResolution == 0 && quirks["ModelPressurePad"] != "1" ? axes[EvdevEvent.ABS_MT_PRESSURE] : nil
        if rules.size == nil, let axis = pressureAxis {
            let (hi, lo) = range(quirks["AttrPressureRange"]) ?? {
                let span = Double(Int64(axis.maximum) - Int64(axis.minimum) + 1)
                return (Int64(Double(axis.minimum) + 0.12 * span), Int64(Double(axis.minimum) + 0.10 * span))
            }()
            let bounds = Int64(axis.minimum)...Int64(axis.maximum)
            if (hi, lo) != (0, 0), bounds.contains(hi), bounds.contains(lo) { rules.pressure = Marks(high: Int32(hi), low: Int32(lo)) }
        }
        if !external {
            if pressureAxis != nil {
                let threshold = quirks["AttrPalmPressureThreshold"].flatMap { UInt32($0) } ?? UInt32(defaultPalmPressure)
                if threshold != 0 { rules.palmPressure = Int32(clamping: threshold) }
            }
            if let threshold = quirks["AttrPalmSizeThreshold"].flatMap({ UInt32($0) }), threshold != 0 {
                rules.palmSize = Int32(clamping: threshold)
            }
        }
        let keyboardBelow = udev["LIBINPUT_ATTR_TPKBCOMBO_LAYOUT"] == "below"
        if !external || keyboardBelow, quirks["ModelAppleTouchpad"] != "1",
           let sizeX = axes[EvdevEvent.ABS_X], let sizeY = axes[EvdevEvent.ABS_Y] {
            let xCode = axes[EvdevEvent.ABS_MT_POSITION_X] == nil ? EvdevEvent.ABS_X : EvdevEvent.ABS_MT_POSITION_X
            let yCode = axes[EvdevEvent.ABS_MT_POSITION_Y] == nil ? EvdevEvent.ABS_Y : EvdevEvent.ABS_MT_POSITION_Y
            rules.palmEdges = PalmEdges.libinput(
                sizeX: sizeX, sizeY: sizeY,
                sizeResolution: (resolutions[EvdevEvent.ABS_X] ?? 0, resolutions[EvdevEvent.ABS_Y] ?? 0),
                x: axes[xCode] ?? sizeX, y: axes[yCode] ?? sizeY,
                xResolution: resolutions[xCode] ?? 0, yResolution: resolutions[yCode] ?? 0,
                topButtonPad: properties.contains(Self.INPUT_PROP_TOPBUTTONPAD))
        }
        // Neither pressure nor size: libinput tells touches by the keys (`tp_unhover_touches`).
        rules.fingerKeys = rules.size == nil && rules.pressure == nil
        return rules == TouchpadRules() ? nil : rules
    }

    /// `INPUT_PROP_TOPBUTTONPAD`: the pad's buttons lie along its top edge (Lenovo's *40 series).
    static let INPUT_PROP_TOPBUTTONPAD: UInt16 = 0x04

    /// A quirk's range as libinput parses it: `hi:lo` with `lo < hi`, or `none` for (0, 0); nil when malformed.
    private static func range(_ value: String?) -> (Int64, Int64)? {
        guard let value else { return nil }
        if value == "none" || value == "0:0" { return (0, 0) }
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let hi = Int32(parts[0]), let lo = Int32(parts[1]), lo < hi else { return nil }
        return (Int64(hi), Int64(lo))
    }
}
