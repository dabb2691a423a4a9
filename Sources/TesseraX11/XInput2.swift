internal import CX11
import Foundation

/// XInput 2 on the host's connection: libXi loaded at run time, the events the window
/// selects, and the table of slave devices the translator reads.
///
/// libXi is loaded at run time (``XInputLibrary``), so Tessera builds without libxi-dev and runs
/// without libXi, falling back to the mouse. With XInput 2.2 or later the window selects, on
/// every master device:
/// - pointer buttons, motion and entry, in place of the core events, so pointer events a touch
///   emulates arrive flagged `XIPointerEmulated` and can be dropped;
/// - touch begin, update, end and ownership. Touches are selected on the masters rather than on
///   each touchscreen: another client's touch grab (a window manager's gesture) is on the master,
///   and only the master's listeners take part in ownership. A window that selected a touchscreen
///   itself would go on receiving a touch the grabbing client accepted. The translator reads
///   touches only from enabled touchscreens (direct-touch slaves), by their source device;
/// - with XInput 2.4, touchpad pinch and swipe gestures;
/// - and, on the root window, device hierarchy changes, after which the device table is read
///   again, so a touchscreen plugged in (or enabled) while the window is open works.
final class XInput2 {
    /// Why XInput 2 is not used; the host prints it on one line and keeps the mouse simulation.
    enum Unavailable: Error, CustomStringConvertible {
        /// `TESSERA_XINPUT2=0` asked for the mouse simulation alone.
        case disabled
        /// libXi could not be loaded, with dlerror's reason.
        case noLibrary(String)
        /// The server has no XInputExtension.
        case noExtension
        /// The server speaks only an older version than 2.2.
        case tooOld(major: Int32, minor: Int32)

        /// One line for standard error, without the program name.
        var description: String {
            switch self {
            case .disabled: return "XInput 2 is off (TESSERA_XINPUT2=0)"
            case .noLibrary(let why): return "XInput 2 is unavailable: \(why)"
            case .noExtension: return "XInput 2 is unavailable: the X server has no XInputExtension"
            case .tooOld(let major, let minor):
                return "XInput 2 is unavailable: the X server speaks XInput \(major).\(minor); touch needs 2.2"
            }
        }
    }

    let display: OpaquePointer
    let window: Window
    /// The extension's major opcode: generic events with this `extension` are XInput's.
    let opcode: Int32
    /// The minor version both sides speak (2 to 4).
    let minor: Int32
    /// The slave devices by id, as last queried.
    private(set) var devices: [Int32: XInputDevice] = [:]
    private let library: XInputLibrary

    /// Whether the server reports touchpad gestures (XInput 2.4).
    var hasGestures: Bool { minor >= 4 }

    private init(display: OpaquePointer, window: Window, opcode: Int32, minor: Int32, library: XInputLibrary) {
        self.display = display
        self.window = window
        self.opcode = opcode
        self.minor = minor
        self.library = library
    }

    /// XInput 2 for `window` on `connection`, with its events selected, or why it cannot be had.
    ///
    /// `library` names the shared object to load; `environment` is read for `TESSERA_XINPUT2=0`.
    static func open(connection: X11Display, window: Window, library name: String = XInputLibrary.defaultName,
                     environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<XInput2, Unavailable> {
        if environment["TESSERA_XINPUT2"] == "0" { return .failure(.disabled) }
        let library: XInputLibrary
        switch XInputLibrary.load(name) {
        case .success(let l): library = l
        case .failure(let why): return .failure(why)
        }
        switch library.negotiate(on: connection.display) {
        case .failure(let why):
            return .failure(why)
        case .success(let (opcode, minor)):
            let xi = XInput2(display: connection.display, window: window, opcode: opcode, minor: minor, library: library)
            xi.selectWindowEvents()
            xi.refresh()
            return .success(xi)
        }
    }

    /// Selects the master devices' pointer, touch and gesture events on the window, and hierarchy changes on the root.
    private func selectWindowEvents() {
        var pointer: [Int32] = [XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_Enter,
                                XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd, XI_TouchOwnership]
        if hasGestures {
            pointer += [XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd,
                        XI_GestureSwipeBegin, XI_GestureSwipeUpdate, XI_GestureSwipeEnd]
        }
        select(window: window, [(XIAllMasterDevices, pointer)])
        let root = XDefaultRootWindow(display)
        select(window: root, [(XIAllDevices, [XI_HierarchyChanged])])
    }

    /// Reads the device table again and returns it.
    @discardableResult
    func refresh() -> [Int32: XInputDevice] {
        devices = queryDevices()
        return devices
    }

    private func select(window: Window, _ selections: [(device: Int32, events: [Int32])]) {
        let length = Int(XI_LASTEVENT) / 8 + 1
        var bits = [[UInt8]](repeating: [UInt8](repeating: 0, count: length), count: selections.count)
        for (i, s) in selections.enumerated() {
            for e in s.events { bits[i][Int(e) / 8] |= UInt8(1 << (Int(e) % 8)) }
        }
        // Every mask buffer must stay put while XISelectEvents reads it.
        let buffers = bits.map { bytes -> UnsafeMutablePointer<UInt8> in
            let p = UnsafeMutablePointer<UInt8>.allocate(capacity: length)
            p.initialize(from: bytes, count: length)
            return p
        }
        defer { buffers.forEach { $0.deallocate() } }
        var masks = selections.indices.map {
            CXIEventMask(deviceid: selections[$0].device, mask_len: Int32(length), mask: buffers[$0])
        }
        _ = library.selectEvents(display, window, &masks, Int32(masks.count))
    }

    /// Every slave device with the classes the translator reads.
    private func queryDevices() -> [Int32: XInputDevice] {
        var count: Int32 = 0
        guard let info = library.queryDevice(display, XIAllDevices, &count) else { return [:] }
        defer { library.freeDeviceInfo(info) }
        var table: [Int32: XInputDevice] = [:]
        for i in 0..<Int(count) {
            let d = info[i]
            guard d.use == XISlavePointer || d.use == XIFloatingSlave || d.use == XISlaveKeyboard else { continue }
            var device = XInputDevice(id: d.deviceid, name: d.name.map { String(cString: $0) } ?? "",
                                      enabled: d.enabled != 0, touchMode: nil, hasGestures: false, scrollAxes: [])
            var values: [Int: Double] = [:]
            for c in 0..<Int(d.num_classes) {
                guard let any = d.classes[c] else { continue }
                let raw = UnsafeRawPointer(any)
                switch any.pointee.type {
                case XITouchClass:
                    let t = raw.load(as: CXITouchClassInfo.self)
                    device.touchMode = t.mode == XIDirectTouch ? .direct : .dependent
                case XIGestureClass:
                    device.hasGestures = true
                case XIScrollClass:
                    let s = raw.load(as: CXIScrollClassInfo.self)
                    guard s.increment != 0 else { continue }
                    device.scrollAxes.append(.init(number: Int(s.number), vertical: s.scroll_type == XIScrollTypeVertical,
                                                   increment: s.increment, value: 0))
                case XIValuatorClass:
                    let v = raw.load(as: CXIValuatorClassInfo.self)
                    values[Int(v.number)] = v.value
                default:
                    continue
                }
            }
            for a in device.scrollAxes.indices { device.scrollAxes[a].value = values[device.scrollAxes[a].number] ?? 0 }
            table[device.id] = device
        }
        return table
    }
}
