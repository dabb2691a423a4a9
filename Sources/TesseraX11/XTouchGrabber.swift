internal import CX11
import Foundation

/// Another client holding a touch grab on the root window, as a window manager's gesture
/// recognizer does: it sees every touch before the window, and after the touch's first update
/// (or its end) accepts it, taking it from every other client, or rejects it, passing it on.
/// For the tests of touch ownership.
///
/// It runs on a thread of its own, on a connection of its own, until ``stop()``.
final class XTouchGrabber: @unchecked Sendable {
    /// What the grabber does with each touch.
    enum Decision { case accept, reject }

    private let connection: X11Display
    private let library: XInputLibrary
    private let opcode: Int32
    private let decision: Decision
    private let root: Window
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var stopping = false
    private var decided = 0

    /// How many touches it has accepted or rejected so far.
    var decisions: Int { lock.withLock { decided } }

    /// Grabs every touch on `displayName`'s root window and starts deciding.
    init(displayName: String, decision: Decision) throws {
        connection = try X11Display(name: displayName)
        self.decision = decision
        let d = connection.display
        root = connection.root
        switch XInputLibrary.load() {
        case .success(let l): library = l
        case .failure(let why): throw why
        }
        switch library.negotiate(on: d) {
        case .success(let (op, _)): opcode = op
        case .failure(let why): throw why
        }
        let status = XInputLibrary.withMask(device: XIAllMasterDevices, [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd]) { mask in
            var modifiers = CXIGrabModifiers(modifiers: Int32(bitPattern: XIAnyModifier), status: 0)
            return library.grabTouchBegin(d, XIAllMasterDevices, root, 0, &mask, 1, &modifiers)
        }
        XSync(d, 0)
        guard status == Success else { throw XInput2.Unavailable.noExtension }
        Thread { [self] in
            run()
            done.signal()
        }.start()
    }

    /// Stops deciding and waits for the thread to end.
    func stop() {
        lock.withLock { stopping = true }
        done.wait()
    }

    private func run() {
        let d = connection.display
        var seen = Set<UInt64>()
        var event = XEvent()
        while !lock.withLock({ stopping }) {
            var pfd = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&pfd, 1, 20)
            while XPending(d) > 0 {
                XNextEvent(d, &event)
                guard event.type == GenericEvent, event.xcookie.extension == opcode,
                      event.xcookie.evtype == XI_TouchUpdate || event.xcookie.evtype == XI_TouchEnd,
                      XGetEventData(d, &event.xcookie) != 0, let data = event.xcookie.data else { continue }
                let e = UnsafeRawPointer(data).load(as: CXIDeviceEvent.self)
                XFreeEventData(d, &event.xcookie)
                let key = UInt64(UInt32(bitPattern: e.deviceid)) << 32 | UInt64(UInt32(bitPattern: e.detail))
                guard seen.insert(key).inserted else { continue }
                _ = library.allowTouchEvents(d, e.deviceid, UInt32(bitPattern: e.detail), root,
                                             decision == .accept ? XIAcceptTouch : XIRejectTouch)
                XFlush(d)
                lock.withLock { decided += 1 }
            }
        }
    }
}
