internal import CX11
import Foundation
import TesseraGeometry

/// A connection to an X server: the display, its default screen and visual,
/// and the atoms the host needs.
///
/// Opening fails with ``X11Error/noDisplay(_:)`` when no server answers, which the
/// command line turns into exit status 2 and a hint. When the connection is
/// lost later (the server was killed), Xlib calls the exit handler installed
/// by ``onConnectionLost(_:)`` instead of exiting on its own, so the host can
/// close its recording cleanly first.
public final class X11Display {
    let display: OpaquePointer
    let screen: Int32
    let root: Window
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    let colormap: Colormap
    let wmDeleteWindow: Atom
    let wmProtocols: Atom
    private var lostHandler: (() -> Never)?

    /// Opens the display named by `name`, or `$DISPLAY` when nil.
    public init(name: String? = nil) throws {
        let opened: OpaquePointer? = name.map { XOpenDisplay($0) } ?? XOpenDisplay(nil)
        guard let display = opened else {
            throw X11Error.noDisplay(name ?? ProcessInfo.processInfo.environment["DISPLAY"])
        }
        self.display = display
        screen = cx11_default_screen(display)
        root = cx11_root_window(display, screen)
        visual = cx11_default_visual(display, screen)
        depth = cx11_default_depth(display, screen)
        colormap = cx11_default_colormap(display, screen)
        wmDeleteWindow = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        wmProtocols = XInternAtom(display, "WM_PROTOCOLS", 0)
    }

    deinit {
        XCloseDisplay(display)
    }

    /// The scale the user's `Xft.dpi` resource asks for (its dpi over 96, so 192 dpi is 2), read from the
    /// resources `xrdb` loaded on the server; nil when it is not set or is not a positive number.
    public var resourceScale: Double? {
        guard let resources = XResourceManagerString(display) else { return nil }
        return Self.scale(fromResources: String(cString: resources))
    }

    /// The scale `Xft.dpi` gives in `resources`, the text of an X resource database (`name: value` lines,
    /// `!` comments; the last `Xft.dpi` line counts): dpi / 96, or nil when `Xft.dpi` is absent or not a
    /// positive, finite number.
    static func scale(fromResources resources: String) -> Double? {
        var dpi: Double?
        // The last line for a name wins, as in Xlib's resource manager.
        for line in resources.split(whereSeparator: \.isNewline) where !line.hasPrefix("!") {
            guard let colon = line.firstIndex(of: ":"),
                  line[..<colon].trimmingCharacters(in: .whitespaces) == "Xft.dpi" else { continue }
            dpi = Double(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        guard let dpi, dpi.isFinite, dpi > 0 else { return nil }
        return dpi / 96
    }

    /// The default screen's size in pixels.
    public var screenSize: Size {
        Size(width: Double(cx11_display_width(display, screen)), height: Double(cx11_display_height(display, screen)))
    }

    /// The part of the screen a window manager lets windows take, in pixels: its `_NET_WORKAREA` for the current
    /// desktop (the screen less its panels); nil when no window manager sets one.
    public var workArea: Size? {
        let desktop = cardinals(of: "_NET_CURRENT_DESKTOP").first ?? 0
        let areas = cardinals(of: "_NET_WORKAREA")
        let start = 4 * Int(desktop)
        // x, y, width, height per desktop; an area that is empty or larger than the screen is not believed.
        guard areas.count >= start + 4 else { return nil }
        let width = Double(areas[start + 2]), height = Double(areas[start + 3]), screen = screenSize
        guard width > 0, height > 0, width <= screen.width, height <= screen.height else { return nil }
        return Size(width: width, height: height)
    }

    /// The 32-bit values of the root window's property `name`, as a window manager sets them; empty when unset.
    private func cardinals(of name: String) -> [UInt] {
        let atom = XInternAtom(display, name, 1)
        guard atom != 0 else { return [] }
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, root, atom, 0, 1024, 0, XA_CARDINAL, &type, &format, &count, &after, &data) == Success,
              let data else { return [] }
        defer { XFree(data) }
        guard type == XA_CARDINAL, format == 32 else { return [] }
        // Xlib hands 32-bit items over as C longs.
        return data.withMemoryRebound(to: UInt.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
    }

    /// The file descriptor of the connection, for `poll()`.
    public var fileDescriptor: Int32 { cx11_connection_number(display) }

    /// Sends queued requests to the server without waiting for replies.
    public func flush() {
        XFlush(display)
    }

    /// The number of events already received and waiting.
    public var pendingEvents: Int32 { XPending(display) }

    /// The window whose protocol errors mean it is gone, once another client destroyed it; 0 for none.
    nonisolated(unsafe) private static var watchedWindow: Window = 0
    /// Whether the watched window is gone: its `DestroyNotify` came, or a request on it failed as if it had.
    nonisolated(unsafe) private(set) static var watchedWindowIsGone = false
    /// Xlib's handler, which prints an error and exits, for every error that is not about the watched window.
    nonisolated(unsafe) private static var defaultErrorHandler: XErrorHandler?

    /// Treats protocol errors about `window` (BadWindow, BadDrawable, BadMatch, and any once it is gone) as the
    /// window having been destroyed by another client (`xdotool windowclose`, `xkill -id`), rather than as a bug:
    /// Xlib's default handler would exit with status 1 in the middle of a frame, leaving no final state. Other
    /// errors still reach Xlib's handler.
    func watchForDestruction(of window: Window) {
        Self.watchedWindow = window
        Self.watchedWindowIsGone = false
        let previous = XSetErrorHandler { display, event in
            guard let event else { return 0 }
            let e = event.pointee
            if X11Display.watchedWindowIsGone
                || (e.resourceid == X11Display.watchedWindow && [BadWindow, BadDrawable, BadMatch].contains(Int32(e.error_code))) {
                X11Display.watchedWindowIsGone = true
                return 0
            }
            return X11Display.defaultErrorHandler?(display, event) ?? 0
        }
        if Self.defaultErrorHandler == nil { Self.defaultErrorHandler = previous }
    }

    /// Notes that the watched window was destroyed (its `DestroyNotify` arrived).
    func noteWatchedWindowGone() {
        Self.watchedWindowIsGone = true
    }

    /// Installs `handler` to run when the connection to the server is lost.
    /// It must end the process; Xlib cannot continue after an I/O error.
    public func onConnectionLost(_ handler: @escaping () -> Never) {
        lostHandler = handler
        // Xlib's default I/O error handler prints its own message and exits before
        // the exit handler below runs; a handler that returns lets it run.
        XSetIOErrorHandler { _ in 0 }
        let context = Unmanaged.passUnretained(self).toOpaque()
        XSetIOErrorExitHandler(display, { _, userData in
            guard let userData else { exit(2) }
            let me = Unmanaged<X11Display>.fromOpaque(userData).takeUnretainedValue()
            me.lostHandler?()
            exit(2)
        }, context)
    }
}

/// Why the X11 host could not run.
public enum X11Error: Error, CustomStringConvertible {
    /// No X server answered on the named display, or on `$DISPLAY` when the name is nil.
    case noDisplay(String?)
    /// The server refused to create the window.
    case windowCreationFailed

    /// One line for standard error; for a display that cannot be opened, what to check and what to do instead.
    public var description: String {
        switch self {
        case .noDisplay(let name?) where !name.isEmpty:
            return "cannot open display \"\(name)\" (from DISPLAY): no X server answers there, or it refuses this user. "
                + "Check that the server runs and that XAUTHORITY (or ssh -X) lets you in; "
                + "to watch a replay without a window, unset DISPLAY and run tessera"
        case .noDisplay:
            return "cannot open a display: DISPLAY is not set. Run this in a desktop session or over ssh -X; "
                + "without a window, `tessera replay LOG --trace out.html` writes a page to watch in a browser"
        case .windowCreationFailed:
            return "the X server refused to create the window"
        }
    }
}
