internal import CX11
import Foundation

/// libXi, loaded at run time: the handful of XInput 2 functions Tessera calls, looked up by name.
///
/// Tessera declares libXi's structs itself (`CX11/xinput2.h`) and opens `libXi.so.6` with
/// `dlopen`, as SDL's X11 backend does, so it builds without libxi-dev and runs without libXi.
/// The library is never closed: once used on a connection, libXi has hooked itself into the
/// `Display` for as long as the connection lives. Loading it again returns the same handle.
struct XInputLibrary {
    let queryVersion: cx11_XIQueryVersion
    let selectEvents: cx11_XISelectEvents
    let queryDevice: cx11_XIQueryDevice
    let freeDeviceInfo: cx11_XIFreeDeviceInfo
    let grabTouchBegin: cx11_XIGrabTouchBegin
    let allowTouchEvents: cx11_XIAllowTouchEvents

    /// The shared object Tessera loads.
    static let defaultName = "libXi.so.6"

    /// Loads `name` and looks its functions up, or says why that failed.
    static func load(_ name: String = defaultName) -> Result<XInputLibrary, XInput2.Unavailable> {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(.noLibrary(dlerror().map { String(cString: $0) } ?? "cannot load \(name)"))
        }
        func symbol<T>(_ symbol: String, as type: T.Type) -> T? {
            dlsym(handle, symbol).map { unsafeBitCast($0, to: type) }
        }
        guard let queryVersion = symbol("XIQueryVersion", as: cx11_XIQueryVersion.self),
              let select = symbol("XISelectEvents", as: cx11_XISelectEvents.self),
              let query = symbol("XIQueryDevice", as: cx11_XIQueryDevice.self),
              let free = symbol("XIFreeDeviceInfo", as: cx11_XIFreeDeviceInfo.self),
              let grab = symbol("XIGrabTouchBegin", as: cx11_XIGrabTouchBegin.self),
              let allow = symbol("XIAllowTouchEvents", as: cx11_XIAllowTouchEvents.self) else {
            return .failure(.noLibrary("\(name) lacks the XInput 2.2 functions"))
        }
        return .success(XInputLibrary(queryVersion: queryVersion, selectEvents: select, queryDevice: query,
                                      freeDeviceInfo: free, grabTouchBegin: grab, allowTouchEvents: allow))
    }

    /// The XInput version `display` and Tessera both speak, at least 2.2 (asking for 2.4), and the
    /// extension's opcode; or why there is none. libXi remembers the first answer for a connection.
    func negotiate(on display: OpaquePointer) -> Result<(opcode: Int32, minor: Int32), XInput2.Unavailable> {
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &event, &error) != 0 else { return .failure(.noExtension) }
        var major: Int32 = 2, minor: Int32 = 4
        guard queryVersion(display, &major, &minor) == Success else { return .failure(.tooOld(major: 1, minor: 0)) }
        guard major > 2 || (major == 2 && minor >= 2) else { return .failure(.tooOld(major: major, minor: minor)) }
        return .success((opcode, major > 2 ? 4 : min(minor, 4)))
    }

    /// An event mask of `events` for `device`, handed to `body` while its bits exist.
    static func withMask<R>(device: Int32, _ events: [Int32], _ body: (inout CXIEventMask) -> R) -> R {
        var bits = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
        for e in events { bits[Int(e) / 8] |= UInt8(1 << (Int(e) % 8)) }
        return bits.withUnsafeMutableBufferPointer { buffer in
            var mask = CXIEventMask(deviceid: device, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            return body(&mask)
        }
    }
}
