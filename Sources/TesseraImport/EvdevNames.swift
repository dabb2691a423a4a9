/// The names linux/input-event-codes.h gives event types, codes, values and properties, as tools that
/// label events print them (Android's `getevent -l`, `evtest`): `EV_ABS`, `ABS_MT_POSITION_X`,
/// `DOWN`, `MT_TOOL_FINGER`, `INPUT_PROP_DIRECT`.
///
/// Every name of the types, synchronization codes, absolute and relative axes and input properties
/// is here. Of the keys, only the buttons that tell touch devices apart or frame a contact are:
/// no other key becomes a touch, so an importer skips a key it cannot name.
enum EvdevNames {
    /// The event type called `name` (`EV_ABS` → 3), or nil.
    static func type(named name: UnsafeBufferPointer<UInt8>) -> UInt16? { types[name] }

    /// The code called `name` within event `type` (`ABS_MT_SLOT` → 0x2f for `EV_ABS`), or nil when the
    /// type has no code of that name here.
    static func code(named name: UnsafeBufferPointer<UInt8>, type: UInt16) -> UInt16? {
        switch type {
        case EvdevEvent.EV_SYN: return synchronization[name]
        case EvdevEvent.EV_KEY: return buttons[name]
        case DeviceDescription.EV_REL: return relativeAxes[name]
        case EvdevEvent.EV_ABS: return absoluteAxes[name]
        default: return nil
        }
    }

    /// ``code(named:type:)`` for a name in a `Substring`.
    static func code(named name: Substring, type: UInt16) -> UInt16? {
        withBytes(name) { code(named: $0, type: type) }
    }

    /// The value called `name` for `code` of `type`: a key's `UP`, `DOWN` or `REPEAT`, or a tool type's
    /// `MT_TOOL_FINGER` …; nil for any other name or code.
    static func value(named name: UnsafeBufferPointer<UInt8>, type: UInt16, code: UInt16) -> Int32? {
        if type == EvdevEvent.EV_KEY { return keyValues[name].map(Int32.init) }
        if type == EvdevEvent.EV_ABS && code == EvdevEvent.ABS_MT_TOOL_TYPE { return tools[name].map(Int32.init) }
        return nil
    }

    /// The input property called `name` (`INPUT_PROP_DIRECT` → 1), or nil.
    static func property(named name: Substring) -> UInt16? { withBytes(name) { properties[$0] } }

    /// Whether every event of `type` has a name here, so a name this table lacks is a mistake rather
    /// than a code it leaves out.
    static func namesEveryCode(of type: UInt16) -> Bool {
        type == EvdevEvent.EV_SYN || type == EvdevEvent.EV_ABS || type == DeviceDescription.EV_REL
    }

    private static func withBytes<T>(_ text: Substring, _ body: (UnsafeBufferPointer<UInt8>) -> T?) -> T? {
        if let found = text.utf8.withContiguousStorageIfAvailable(body) { return found }
        var copy = String(text)
        return copy.withUTF8(body)
    }

    /// Names to numbers, looked up by a name's bytes without making a `String` of them.
    struct Table {
        private var entries: [UInt64: [(name: [UInt8], value: UInt16)]] = [:]

        init(_ names: KeyValuePairs<String, UInt16>) {
            for (name, value) in names {
                let bytes = Array(name.utf8)
                bytes.withUnsafeBufferPointer { entries[Self.hash($0), default: []].append((bytes, value)) }
            }
        }

        subscript(name: UnsafeBufferPointer<UInt8>) -> UInt16? {
            guard let candidates = entries[Self.hash(name)] else { return nil }
            return candidates.first { $0.name.elementsEqual(name) }?.value
        }

        /// FNV-1a over the bytes.
        private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
            return h
        }
    }

    private static let types = Table([
        "EV_SYN": 0x00, "EV_KEY": 0x01, "EV_REL": 0x02, "EV_ABS": 0x03, "EV_MSC": 0x04, "EV_SW": 0x05, "EV_LED": 0x11,
        "EV_SND": 0x12, "EV_REP": 0x14, "EV_FF": 0x15, "EV_PWR": 0x16, "EV_FF_STATUS": 0x17,
    ])

    private static let synchronization = Table([
        "SYN_REPORT": 0x00, "SYN_CONFIG": 0x01, "SYN_MT_REPORT": 0x02, "SYN_DROPPED": 0x03,
    ])

    private static let absoluteAxes = Table([
        "ABS_X": 0x00, "ABS_Y": 0x01, "ABS_Z": 0x02, "ABS_RX": 0x03, "ABS_RY": 0x04, "ABS_RZ": 0x05, "ABS_THROTTLE": 0x06,
        "ABS_RUDDER": 0x07, "ABS_WHEEL": 0x08, "ABS_GAS": 0x09, "ABS_BRAKE": 0x0a, "ABS_HAT0X": 0x10, "ABS_HAT0Y": 0x11,
        "ABS_HAT1X": 0x12, "ABS_HAT1Y": 0x13, "ABS_HAT2X": 0x14, "ABS_HAT2Y": 0x15, "ABS_HAT3X": 0x16, "ABS_HAT3Y": 0x17,
        "ABS_PRESSURE": 0x18, "ABS_DISTANCE": 0x19, "ABS_TILT_X": 0x1a, "ABS_TILT_Y": 0x1b, "ABS_TOOL_WIDTH": 0x1c,
        "ABS_VOLUME": 0x20, "ABS_PROFILE": 0x21, "ABS_MISC": 0x28, "ABS_RESERVED": 0x2e, "ABS_MT_SLOT": 0x2f,
        "ABS_MT_TOUCH_MAJOR": 0x30, "ABS_MT_TOUCH_MINOR": 0x31, "ABS_MT_WIDTH_MAJOR": 0x32, "ABS_MT_WIDTH_MINOR": 0x33,
        "ABS_MT_ORIENTATION": 0x34, "ABS_MT_POSITION_X": 0x35, "ABS_MT_POSITION_Y": 0x36, "ABS_MT_TOOL_TYPE": 0x37,
        "ABS_MT_BLOB_ID": 0x38, "ABS_MT_TRACKING_ID": 0x39, "ABS_MT_PRESSURE": 0x3a, "ABS_MT_DISTANCE": 0x3b,
        "ABS_MT_TOOL_X": 0x3c, "ABS_MT_TOOL_Y": 0x3d,
    ])

    private static let relativeAxes = Table([
        "REL_X": 0x00, "REL_Y": 0x01, "REL_Z": 0x02, "REL_RX": 0x03, "REL_RY": 0x04, "REL_RZ": 0x05, "REL_HWHEEL": 0x06,
        "REL_DIAL": 0x07, "REL_WHEEL": 0x08, "REL_MISC": 0x09, "REL_RESERVED": 0x0a, "REL_WHEEL_HI_RES": 0x0b,
        "REL_HWHEEL_HI_RES": 0x0c,
    ])

    /// The buttons ``DeviceDescription/kind`` and the touch decoding read: mouse buttons, tools and touch.
    private static let buttons = Table([
        "BTN_LEFT": 0x110, "BTN_MOUSE": 0x110, "BTN_RIGHT": 0x111, "BTN_MIDDLE": 0x112,
        "BTN_TOOL_PEN": 0x140, "BTN_DIGI": 0x140, "BTN_TOOL_RUBBER": 0x141, "BTN_TOOL_BRUSH": 0x142,
        "BTN_TOOL_PENCIL": 0x143, "BTN_TOOL_AIRBRUSH": 0x144, "BTN_TOOL_FINGER": 0x145, "BTN_TOOL_MOUSE": 0x146,
        "BTN_TOOL_LENS": 0x147, "BTN_TOOL_QUINTTAP": 0x148, "BTN_STYLUS3": 0x149, "BTN_TOUCH": 0x14a,
        "BTN_STYLUS": 0x14b, "BTN_STYLUS2": 0x14c, "BTN_TOOL_DOUBLETAP": 0x14d, "BTN_TOOL_TRIPLETAP": 0x14e,
        "BTN_TOOL_QUADTAP": 0x14f,
    ])

    private static let keyValues = Table(["UP": 0, "DOWN": 1, "REPEAT": 2])

    private static let tools = Table(["MT_TOOL_FINGER": 0, "MT_TOOL_PEN": 1, "MT_TOOL_PALM": 2, "MT_TOOL_DIAL": 0x0a])

    private static let properties = Table([
        "INPUT_PROP_POINTER": 0x00, "INPUT_PROP_DIRECT": 0x01, "INPUT_PROP_BUTTONPAD": 0x02, "INPUT_PROP_SEMI_MT": 0x03,
        "INPUT_PROP_TOPBUTTONPAD": 0x04, "INPUT_PROP_POINTING_STICK": 0x05, "INPUT_PROP_ACCELEROMETER": 0x06,
    ])
}
