import TesseraSimulator

/// What a recording says about its device: its name, the kernel's property and event-code bits,
/// its absolute axes and, from libinput, udev's properties and libinput's capabilities.
///
/// evemu fills it from `N:`, `P:`, `B:` and `A:` lines; libinput from a device's `evdev:`
/// (`name`, `codes`, `absinfo`, `properties`), `udev: properties:` and `libinput: capabilities:`.
/// ``kind`` reads it the way udev's `input_id` classifies devices, so a recording is judged
/// by what its device can report, not by what its events happen to contain.
public struct DeviceDescription: Equatable, Sendable {
    /// The device's name, as the kernel reports it; nil when the recording does not say.
    public var name: String?
    /// The `INPUT_PROP_*` bits the device sets (0 pointer, 1 direct, 2 button pad, 3 semi-MT, 6 accelerometer …).
    public var properties: Set<UInt16> = []
    /// The event codes the device can send, by event type (`EV_KEY` → `BTN_TOUCH`, `BTN_TOOL_PEN` …).
    public var codes: [UInt16: Set<UInt16>] = [:]
    /// The absolute axes' ranges, by `ABS_*` code.
    public var axes: [UInt16: AxisRange] = [:]
    /// udev's properties (`ID_INPUT_TOUCHSCREEN` → `1` …); libinput records them, evemu does not.
    public var udevProperties: [String: String] = [:]
    /// libinput's capabilities for the device (`touch`, `pointer`, `tablet`, `gesture` …); libinput records them, evemu does not.
    public var capabilities: Set<String> = []
    /// Whether the recording lists the device's bits (`P:`/`B:` lines, `codes:`/`properties:`), even all clear.
    var bitsListed = false

    /// An empty description: no name, bits, axes or udev properties.
    public init() {}

    /// The device's kind, from its bits where the recording lists them, else from udev's
    /// properties, libinput's capabilities, and last its axes.
    public var kind: DeviceKind {
        var kind = declaresBits ? kindFromBits : kindFromTags
        // udev tags a graphics tablet's touch node as a tablet as well as a touchpad or screen.
        if (kind == .touchpad || kind == .touchscreen) && udevProperties["ID_INPUT_TABLET"] == "1" { kind = .tabletTouch }
        return kind
    }

    /// The calibration libinput gives a touchscreen from udev's `LIBINPUT_CALIBRATION_MATRIX`; identity for
    /// other kinds (libinput calibrates touchscreens only), without the property, or when it is not six
    /// numbers (libinput then ignores it too).
    public var calibration: CalibrationMatrix {
        guard kind == .touchscreen, let property = udevProperties["LIBINPUT_CALIBRATION_MATRIX"] else { return .identity }
        return CalibrationMatrix(libinputProperty: property) ?? .identity
    }

    /// Whether the device's bits are known; without them (a hand-written file with `A:` lines only)
    /// a device with X/Y axes counts as a touchscreen.
    var declaresBits: Bool { bitsListed || !codes.isEmpty || !properties.isEmpty }

    private var absolute: Set<UInt16> { codes[EvdevEvent.EV_ABS, default: []].union(axes.keys) }
    private var keys: Set<UInt16> { codes[EvdevEvent.EV_KEY, default: []] }
    private var hasMultitouchAxes: Bool {
        absolute.contains(EvdevEvent.ABS_MT_POSITION_X) && absolute.contains(EvdevEvent.ABS_MT_POSITION_Y)
    }
    private var hasXYAxes: Bool { absolute.contains(EvdevEvent.ABS_X) && absolute.contains(EvdevEvent.ABS_Y) }
    private var hasRelativeXY: Bool {
        let rel = codes[Self.EV_REL, default: []]
        return rel.contains(Self.REL_X) && rel.contains(Self.REL_Y)
    }
    /// Whether the device is the pad of a graphics tablet: udev's `ID_INPUT_TABLET_PAD`, or buttons from `BTN_0` with no
    /// pen tool (a pad declares `BTN_STYLUS` and dummy X/Y axes so that it groups with its tablet).
    private var isTabletPad: Bool {
        udevProperties["ID_INPUT_TABLET_PAD"] == "1" || (!keys.contains(Self.BTN_TOOL_PEN) && keys.contains(Self.BTN_0))
    }
    private var isPenCapable: Bool { keys.contains(Self.BTN_TOOL_PEN) || keys.contains(Self.BTN_STYLUS) }
    private var hasMouseButtons: Bool { !keys.isDisjoint(with: [Self.BTN_LEFT, Self.BTN_RIGHT, Self.BTN_MIDDLE]) }

    /// udev's `input_id` rules, on the kernel's bits.
    private var kindFromBits: DeviceKind {
        if properties.contains(Self.INPUT_PROP_ACCELEROMETER) { return .other }
        let direct = properties.contains(Self.INPUT_PROP_DIRECT)
        let touch = keys.contains(EvdevEvent.BTN_TOUCH)
        if hasMultitouchAxes || hasXYAxes {
            if isPenCapable { return hasMultitouchAxes ? .tabletTouch : .pen }
            if !direct && (keys.contains(EvdevEvent.BTN_TOOL_FINGER)
                           || (properties.contains(Self.INPUT_PROP_POINTER) && (touch || hasMultitouchAxes))) {
                return .touchpad
            }
            if direct || touch || hasMultitouchAxes { return .touchscreen }
            if hasMouseButtons { return .mouse }
            return .other
        }
        return hasRelativeXY ? .mouse : .other
    }

    /// Without bits: udev's tags, then libinput's capabilities, then the axes alone.
    private var kindFromTags: DeviceKind {
        func tagged(_ name: String) -> Bool { udevProperties[name] == "1" }
        if tagged("ID_INPUT_TOUCHSCREEN") { return .touchscreen }
        if tagged("ID_INPUT_TOUCHPAD") { return .touchpad }
        if tagged("ID_INPUT_TABLET") { return .pen }
        if tagged("ID_INPUT_MOUSE") || tagged("ID_INPUT_POINTINGSTICK") { return .mouse }
        if capabilities.contains("touch") { return .touchscreen }
        if capabilities.contains("gesture") { return .touchpad }
        if capabilities.contains("tablet") { return .pen }
        if capabilities.contains("pointer") && !hasXYAxes && !hasMultitouchAxes { return .mouse }
        return hasMultitouchAxes || hasXYAxes ? .touchscreen : .other
    }

    /// Why the device cannot become touches, as one phrase about `subject` (such as `the device "X"`),
    /// or nil when it can.
    func refusal(subject: String) -> String? {
        switch kind {
        case .touchscreen, .touchpad, .tabletTouch:
            return nil
        case .pen where isTabletPad:
            return "\(subject) is a tablet's pad (buttons\(keys.contains(Self.BTN_0) ? " from BTN_0" : ""), no BTN_TOOL_PEN and no "
                + "multi-touch axes): it reports its buttons, rings and dials, not contacts, so it cannot become touches"
        case .pen:
            return "\(subject) is a pen tablet (\(keys.contains(Self.BTN_TOOL_PEN) ? "BTN_TOOL_PEN" : "BTN_STYLUS"), no multi-touch axes): "
                + "a stylus reports where a tool hovers and presses, not finger contacts, so it cannot become touches"
        case .mouse where hasXYAxes || hasMultitouchAxes:
            return "\(subject) is an absolute pointer (ABS_X/ABS_Y with mouse buttons, no BTN_TOUCH): it moves a cursor "
                + "and clicks, it reports no contacts, so it cannot become touches"
        case .mouse:
            return "\(subject) is a mouse (REL_X/REL_Y, no absolute axes): it reports how far it moved, not where "
                + "a finger is, so it cannot become touches"
        case .other where hasXYAxes || hasMultitouchAxes:
            return "\(subject) reports no contacts (no BTN_TOUCH, INPUT_PROP_DIRECT or ABS_MT_POSITION_X/Y), "
                + "like a joystick or an accelerometer, so it cannot become touches"
        case .other:
            return "\(subject) has no absolute X/Y axes (ABS_MT_POSITION_X/Y or ABS_X/Y); it is not a touch device"
        }
    }

    /// `the device "Name"`, or `the device` when the recording gives no name, for messages.
    var subject: String { name.map { "the device \(boundedQuote($0))" } ?? "the device" }

    // Event types and codes from linux/input-event-codes.h that tell devices apart.
    static let EV_REL: UInt16 = 0x02
    static let REL_X: UInt16 = 0x00
    static let REL_Y: UInt16 = 0x01
    static let BTN_0: UInt16 = 0x100
    static let BTN_LEFT: UInt16 = 0x110
    static let BTN_RIGHT: UInt16 = 0x111
    static let BTN_MIDDLE: UInt16 = 0x112
    static let BTN_TOOL_PEN: UInt16 = 0x140
    static let BTN_STYLUS: UInt16 = 0x14b
    static let INPUT_PROP_POINTER: UInt16 = 0x00
    static let INPUT_PROP_DIRECT: UInt16 = 0x01
    static let INPUT_PROP_ACCELEROMETER: UInt16 = 0x06
    /// The highest event code any type has (`KEY_MAX`); bits past it are ignored.
    static let maximumCode = 0x2ff
    /// The highest `INPUT_PROP_*` bit (`INPUT_PROP_MAX`); bits past it are ignored.
    static let maximumProperty = 0x1f
}
