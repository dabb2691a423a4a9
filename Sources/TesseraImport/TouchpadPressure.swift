/// libinput's pressure rules for a multi-touch touchpad (`evdev-mt-touchpad.c`): a contact touches once its
/// `ABS_MT_PRESSURE` reaches ``high`` and until it falls below ``low``, so a finger hovering or brushing the
/// surface lightly is no touch; and a touching contact pressed harder than ``palm`` is a palm until it lifts.
///
/// libinput decides these from the device and its quirks, which `libinput record` lists; ``libinput(pressureAxis:resolution:quirks:slots:external:)``
/// does as libinput does. Touchscreens have no such rules: libinput follows their slots alone.
public struct TouchpadPressure: Equatable, Sendable {
    /// The pressure at which a hovering contact starts touching; nil when touches are not told by pressure.
    public var high: Int32?
    /// The pressure below which a touching contact stops touching (at most ``high``).
    public var low: Int32
    /// The pressure above which a touching contact is a palm; nil when palms are not told by pressure.
    public var palm: Int32?

    /// Touches between `high` and `low` (nil: not told by pressure), palms above `palm` (nil: none).
    public init(high: Int32?, low: Int32, palm: Int32?) {
        self.high = high
        self.low = low
        self.palm = palm
    }

    /// libinput's default palm pressure threshold, for a touchpad whose quirks give none.
    public static let defaultPalmThreshold: Int32 = 130

    /// The rules libinput applies to a touchpad whose `ABS_MT_PRESSURE` axis is `axis`, with `resolution` units
    /// per unit of force, the `quirks` libinput gives it (`AttrPressureRange=25:20` as a key and its value),
    /// `slots` slots, and `external` (USB or Bluetooth, not built in); nil when it applies none.
    ///
    /// - A pressure axis with a resolution is real force (a PressurePad), as is one quirked `ModelPressurePad`:
    ///   libinput then ignores the axis.
    /// - Touches are told by size instead when a quirk gives `AttrTouchSizeRange` and the touchpad has five
    ///   slots or more; else by pressure, between `AttrPressureRange`'s two values, or by default 12% and 10% of
    ///   the axis's range above its minimum. `none`, `0:0`, or a range off the axis turns it off.
    /// - Palms are told by pressure above `AttrPalmPressureThreshold`, by default 130, unless that is 0 or the
    ///   touchpad is external: libinput detects no palms on an external touchpad.
    public static func libinput(pressureAxis axis: AxisRange?, resolution: Int32, quirks: [String: String], slots: Int,
                                external: Bool) -> TouchpadPressure? {
        guard let axis, resolution == 0, quirks["ModelPressurePad"] != "1" else { return nil }
        var rule = TouchpadPressure(high: nil, low: 0, palm: nil)
        let bySize = slots >= 5 && range(quirks["AttrTouchSizeRange"]).map { $0 != (0, 0) } == true
        if !bySize {
            let (hi, lo) = range(quirks["AttrPressureRange"]) ?? {
                let span = Double(Int64(axis.maximum) - Int64(axis.minimum) + 1)
                return (Int64(Double(axis.minimum) + 0.12 * span), Int64(Double(axis.minimum) + 0.10 * span))
            }()
            let bounds = Int64(axis.minimum)...Int64(axis.maximum)
            if (hi, lo) != (0, 0), bounds.contains(hi), bounds.contains(lo) {
                rule.high = Int32(hi)
                rule.low = Int32(lo)
            }
        }
        if !external {
            let threshold = quirks["AttrPalmPressureThreshold"].flatMap { UInt32($0) } ?? UInt32(defaultPalmThreshold)
            if threshold != 0 { rule.palm = Int32(clamping: threshold) }
        }
        return rule.high == nil && rule.palm == nil ? nil : rule
    }

    /// A quirk's range as libinput parses it: `hi:lo` with `lo < hi`, or `none` for (0, 0); nil when malformed.
    private static func range(_ value: String?) -> (Int64, Int64)? {
        guard let value else { return nil }
        if value == "none" || value == "0:0" { return (0, 0) }
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let hi = Int32(parts[0]), let lo = Int32(parts[1]), lo < hi else { return nil }
        return (Int64(hi), Int64(lo))
    }
}
