extension DeviceDescription {
    /// How many contacts a touchpad reports positions for, when its `BTN_TOOL_*` keys count more fingers than
    /// that; nil for any other device, and for a touchpad that reports every finger it counts.
    ///
    /// A touchpad with two slots (many Synaptics, ALPS and Elantech pads) still tells three and four fingers by
    /// `BTN_TOOL_TRIPLETAP` and `BTN_TOOL_QUADTAP`; libinput makes the fingers beyond its slots fake touches
    /// (``TouchFrameDecoder/fakeFingerSlots``). A multi-touch touchpad reports as many contacts as its
    /// `ABS_MT_SLOT` axis has values, a single-touch one reports one; one with multi-touch axes and no slot
    /// axis speaks protocol A, which has no slots to count, and gets no fake touches.
    public var fakeFingerSlots: Int? {
        guard kind == .touchpad else { return nil }
        let reported: Int
        if axes[EvdevEvent.ABS_MT_POSITION_X] != nil {
            // A slot axis that counts no slot (its maximum below its minimum) is damage, not a device.
            guard let slot = axes[EvdevEvent.ABS_MT_SLOT], slot.maximum >= slot.minimum else { return nil }
            reported = Int(clamping: Int64(slot.maximum) - Int64(slot.minimum) + 1)
        } else {
            reported = 1
        }
        let keys = codes[EvdevEvent.EV_KEY, default: []]
        let counted = [(EvdevEvent.BTN_TOOL_QUINTTAP, 5), (EvdevEvent.BTN_TOOL_QUADTAP, 4), (EvdevEvent.BTN_TOOL_TRIPLETAP, 3),
                       (EvdevEvent.BTN_TOOL_DOUBLETAP, 2)].first { keys.contains($0.0) }?.1 ?? 1
        return counted > reported ? reported : nil
    }
}
