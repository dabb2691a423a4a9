import Foundation
import TesseraGeometry

/// A client of one Xorg `inputtest` input device: it writes touch, gesture, pointer and key events
/// into the device's socket, and waits until the server has processed them.
///
/// Xvfb cannot deliver touch events and XTEST has no touch requests; Xorg's `inputtest(4)` driver
/// can. Each device listens on a Unix socket (its `SocketPath` option). The protocol is
/// `xorg/xf86-input-inputtest-protocol.h`, version 1.1: the client writes a client-version event
/// and reads the server's version, then writes events, each a C struct that starts with its
/// length and type. A wait-for-sync event is answered once the server has processed everything
/// before it, which is what makes tests deterministic.
///
/// The structs are written here byte for byte as the header lays them out with C alignment on
/// x86-64 and other LP64 targets: the 8-byte valuator mask is followed by 4 bytes of padding, so a
/// touch or motion event is 1056 bytes and a button event 1064. An event of the wrong size is
/// refused and logged in the server's log (`Unexpected event length`), and the device closes the
/// connection. The driver accepts one connection per device while it is enabled: keep this object
/// until the server stops. It may be handed to another thread, but used by one thread at a time.
///
/// ```swift
/// let screen = try InputTestDevice(socketPath: server.socketPath(for: .touchscreen), screen: server.screenSize)
/// try screen.touch(.begin, id: 1, at: Point(x: 100, y: 100))
/// try screen.touch(.end, id: 1, at: Point(x: 100, y: 100))
/// try screen.sync()
/// ```
public final class InputTestDevice: @unchecked Sendable {
    /// A touch event's place in its sequence: the XInput 2 event types the driver posts.
    public enum TouchType: UInt32, Sendable {
        /// The finger lands (`XI_TouchBegin`).
        case begin = 18
        /// The finger moves (`XI_TouchUpdate`).
        case update = 19
        /// The finger lifts (`XI_TouchEnd`).
        case end = 20
    }

    /// A touchpad gesture event's place in its sequence.
    public enum GesturePhase: Sendable {
        /// The gesture starts.
        case begin
        /// The fingers moved.
        case update
        /// The fingers lifted, or the gesture was cancelled.
        case end
    }

    /// Why a device could not be driven.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, in one line.
        public var description: String
    }

    /// The largest value of a touchscreen's position axes: the driver maps 0…65535 onto the screen.
    public static let touchAxisMaximum = 65535.0
    /// The sizes of the protocol's structs on LP64, as `sizeof` gives them for the header.
    public enum Size {
        /// `xf86ITEventTouch` and `xf86ITEventMotion`.
        public static let touch = 1056
        /// `xf86ITEventButton`.
        public static let button = 1064
        /// `xf86ITEventKey`.
        public static let key = 16
        /// `xf86ITEventGesturePinch`.
        public static let pinch = 64
        /// `xf86ITEventGestureSwipe`.
        public static let swipe = 48
    }

    private let fd: Int32
    private let path: String
    /// The screen the device's absolute axes span, in pixels.
    public let screen: TesseraGeometry.Size

    /// Connects to the device listening at `socketPath` and exchanges versions, waiting up to
    /// `timeout` seconds for the socket to accept.
    ///
    /// - Throws: ``Failure`` when nothing accepts or the server refuses protocol 1.1.
    public init(socketPath: String, screen: TesseraGeometry.Size, timeout: Double = 10) throws {
        path = socketPath
        self.screen = screen
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(socketPath.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw Failure(description: "\(socketPath): the socket path is too long")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let deadline = Date().addingTimeInterval(timeout)
        var connected: Int32 = -1
        while connected < 0 {
            let s = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            let result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(s, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            if result == 0 { connected = s; break }
            close(s)
            guard Date() < deadline else { throw Failure(description: "\(socketPath): nothing accepts connections") }
            usleep(20_000)
        }
        fd = connected
        var version = EventBuffer(length: 12, type: 0)
        version.put(UInt16(1), at: 8)
        version.put(UInt16(1), at: 10)
        try write(version)
        let reply = try read(count: 12, timeout: timeout)
        let major = UInt16(reply[8]) | UInt16(reply[9]) << 8, minor = UInt16(reply[10]) | UInt16(reply[11]) << 8
        guard major == 1, minor >= 1 else {
            throw Failure(description: "\(socketPath): the driver speaks protocol \(major).\(minor); gestures need 1.1")
        }
    }

    deinit {
        close(fd)
    }

    /// Touch `id` begins, moves or ends at `location`, in screen pixels.
    public func touch(_ type: TouchType, id: UInt32, at location: Point) throws {
        var e = EventBuffer(length: Size.touch, type: 6)
        e.put(id, at: 8)
        e.put(type.rawValue, at: 12)
        e.putValuators([0: location.x * 65536 / screen.width, 1: location.y * 65536 / screen.height], at: 16)
        try write(e)
    }

    /// Relative pointer motion by `delta` (accelerated as the server accelerates a mouse), and
    /// smooth scrolling by `scroll` in valuator units (120 a wheel notch; positive y scrolls down).
    public func motion(by delta: Point = .zero, scroll: Point = .zero) throws {
        var e = EventBuffer(length: Size.touch, type: 2)
        var axes: [Int: Double] = [:]
        if delta != .zero { axes[0] = delta.x; axes[1] = delta.y }
        if scroll.x != 0 { axes[2] = scroll.x }
        if scroll.y != 0 { axes[3] = scroll.y }
        e.putValuators(axes, at: 16)
        try write(e)
    }

    /// Pointer button `button` (1 left, 4 and 5 the wheel) is pressed or released.
    public func button(_ button: Int32, pressed: Bool) throws {
        var e = EventBuffer(length: Size.button, type: 4)
        e.put(button, at: 12)
        e.put(UInt32(pressed ? 1 : 0), at: 16)
        e.putValuators([:], at: 24)
        try write(e)
    }

    /// The key with X keycode `keycode` (the evdev code plus 8: `q` is 24) is pressed or released.
    public func key(_ keycode: Int32, pressed: Bool) throws {
        var e = EventBuffer(length: Size.key, type: 5)
        e.put(keycode, at: 8)
        e.put(UInt32(pressed ? 1 : 0), at: 12)
        try write(e)
    }

    /// A touchpad pinch of `fingers` fingers: the centre moved by `delta`, the scale is `scale`
    /// relative to the start and the angle changed by `angleDelta` degrees.
    public func pinch(_ phase: GesturePhase, fingers: UInt16 = 2, delta: Point = .zero, scale: Double = 1,
                      angleDelta: Double = 0, cancelled: Bool = false) throws {
        var e = EventBuffer(length: Size.pinch, type: 7)
        e.put(UInt16(phase == .begin ? 27 : phase == .update ? 28 : 29), at: 8)
        e.put(fingers, at: 10)
        e.put(UInt32(cancelled ? 1 : 0), at: 12)
        for (i, v) in [delta.x, delta.y, delta.x, delta.y, scale, angleDelta].enumerated() { e.put(v, at: 16 + 8 * i) }
        try write(e)
    }

    /// A touchpad swipe of `fingers` fingers, moved by `delta` since the last event.
    public func swipe(_ phase: GesturePhase, fingers: UInt16 = 2, delta: Point = .zero, cancelled: Bool = false) throws {
        var e = EventBuffer(length: Size.swipe, type: 8)
        e.put(UInt16(phase == .begin ? 30 : phase == .update ? 31 : 32), at: 8)
        e.put(fingers, at: 10)
        e.put(UInt32(cancelled ? 1 : 0), at: 12)
        for (i, v) in [delta.x, delta.y, delta.x, delta.y].enumerated() { e.put(v, at: 16 + 8 * i) }
        try write(e)
    }

    /// Waits until the server has processed every event written so far, for at most `timeout` seconds.
    ///
    /// - Throws: ``Failure`` when no answer comes, as when the server refused an event and closed the connection.
    public func sync(timeout: Double = 10) throws {
        try write(EventBuffer(length: 8, type: 1))
        let reply = try read(count: 8, timeout: timeout)
        guard reply[4] == 1 else { throw Failure(description: "\(path): expected a sync answer, got type \(reply[4])") }
    }

    private func write(_ e: EventBuffer) throws {
        var offset = 0
        while offset < e.bytes.count {
            let n = e.bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            guard n > 0 else { throw Failure(description: "\(path): the server closed the connection") }
            offset += n
        }
    }

    private func read(count: Int, timeout: Double) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        let deadline = Date().addingTimeInterval(timeout)
        while offset < count {
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let wait = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            guard poll(&pfd, 1, wait) > 0 else { throw Failure(description: "\(path): no answer from the server in \(timeout) s") }
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + offset, count - offset) }
            guard n > 0 else { throw Failure(description: "\(path): the server closed the connection") }
            offset += n
        }
        return bytes
    }

    /// One event as the header lays it out: little-endian fields at their C offsets.
    private struct EventBuffer {
        var bytes: [UInt8]

        init(length: Int, type: UInt32) {
            bytes = [UInt8](repeating: 0, count: length)
            put(UInt32(length), at: 0)
            put(type, at: 4)
        }

        mutating func put<T: FixedWidthInteger>(_ value: T, at offset: Int) {
            withUnsafeBytes(of: value.littleEndian) { for (i, b) in $0.enumerated() { bytes[offset + i] = b } }
        }

        mutating func put(_ value: Double, at offset: Int) {
            put(value.bitPattern, at: offset)
        }

        /// `xf86ITValuatorData` at `offset`: has_unaccelerated (4), the 64-bit mask (8), 4 bytes of
        /// padding, 64 values and 64 unaccelerated values (8 each): 1040 bytes.
        mutating func putValuators(_ axes: [Int: Double], at offset: Int) {
            var mask: UInt64 = 0
            for (axis, value) in axes {
                mask |= 1 << UInt64(axis)
                put(value, at: offset + 16 + 8 * axis)
            }
            put(mask, at: offset + 4)
        }
    }
}
