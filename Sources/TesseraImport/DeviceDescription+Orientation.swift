extension DeviceDescription {
    /// The panel's width over its height in device units as the display shows it, after ``calibration`` and
    /// `rotation`: above 1 the panel is landscape, below 1 portrait. Nil without X/Y axes, or when one is empty.
    ///
    /// Device units are not always square (an axis's resolution may differ from the other's, and some
    /// controllers report 0…4095 on both axes whatever the panel's shape), so this is a hint, not a measure.
    public func aspectRatio(turnedBy rotation: DisplayRotation) -> Double? {
        let multitouch = axes[EvdevEvent.ABS_MT_POSITION_X] != nil
        guard let x = axes[multitouch ? EvdevEvent.ABS_MT_POSITION_X : EvdevEvent.ABS_X],
              let y = axes[multitouch ? EvdevEvent.ABS_MT_POSITION_Y : EvdevEvent.ABS_Y],
              x.maximum > x.minimum, y.maximum > y.minimum else { return nil }
        let width = Double(Int64(x.maximum) - Int64(x.minimum)), height = Double(Int64(y.maximum) - Int64(y.minimum))
        // The display's x follows the panel's y when the matrix takes x' mostly from y.
        let m = calibration.followed(by: rotation)
        return abs(m.b) > abs(m.a) ? height / width : width / height
    }
}
