internal import CX11
import Foundation
import TesseraGeometry

/// The properties that make the window an ordinary X11 application's: what window
/// managers, taskbars, `xdotool search --pid` and `xprop` read.
///
/// - `_NET_WM_NAME` (UTF-8) and `WM_NAME` (Latin-1): the title;
/// - `WM_CLASS`: `tessera`, `Tessera`;
/// - `_NET_WM_PID` and `WM_CLIENT_MACHINE`: which process on which host owns it;
/// - `WM_NORMAL_HINTS`: a minimum size;
/// - `WM_HINTS`: it takes keyboard input and starts in the normal state;
/// - `_NET_WM_ICON`: the icon, drawn by ``WindowIcon``.
enum WindowProperties {
    /// The instance and class names of `WM_CLASS`.
    static let instanceName = "tessera", className = "Tessera"

    /// Sets the title as `_NET_WM_NAME` in UTF-8 and as `WM_NAME` in Latin-1.
    static func setTitle(_ title: String, on window: Window, connection: X11Display) {
        let d = connection.display
        let utf8 = Array(title.utf8)
        let utf8String = XInternAtom(d, "UTF8_STRING", 0)
        XChangeProperty(d, window, XInternAtom(d, "_NET_WM_NAME", 0), utf8String, 8, PropModeReplace, utf8, Int32(utf8.count))
        // WM_NAME is a STRING: ISO Latin-1, one byte a character; dashes become hyphens, anything else outside it "?".
        let latin1 = title.unicodeScalars.map { scalar -> UInt8 in
            if scalar.value < 256 { return UInt8(scalar.value) }
            return (0x2010...0x2015).contains(scalar.value) ? UInt8(ascii: "-") : UInt8(ascii: "?")
        }
        XChangeProperty(d, window, XA_WM_NAME, XA_STRING, 8, PropModeReplace, latin1, Int32(latin1.count))
        connection.flush()
    }

    /// Sets the class, process, host, size hints, window-manager hints and icon of `window`.
    static func set(on window: Window, connection: X11Display, minimumSize: Size) {
        let d = connection.display
        // WM_CLASS: two NUL-terminated strings, instance then class.
        let wmClass = Array((instanceName + "\0" + className + "\0").utf8)
        XChangeProperty(d, window, XA_WM_CLASS, XA_STRING, 8, PropModeReplace, wmClass, Int32(wmClass.count))

        let pid = [UInt(getpid())]   // format-32 properties are C longs in Xlib's API
        pid.withUnsafeBytes { bytes in
            _ = XChangeProperty(d, window, XInternAtom(d, "_NET_WM_PID", 0), XA_CARDINAL, 32, PropModeReplace,
                            bytes.bindMemory(to: UInt8.self).baseAddress, 1)
        }
        var host = [CChar](repeating: 0, count: 256)
        if gethostname(&host, host.count - 1) == 0 {
            let name = Array(host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
            XChangeProperty(d, window, XA_WM_CLIENT_MACHINE, XA_STRING, 8, PropModeReplace, name, Int32(name.count))
        }

        if let hints = XAllocSizeHints() {
            hints.pointee.flags = PMinSize
            hints.pointee.min_width = Int32(minimumSize.width)
            hints.pointee.min_height = Int32(minimumSize.height)
            XSetWMNormalHints(d, window, hints)
            XFree(hints)
        }
        if let hints = XAllocWMHints() {
            hints.pointee.flags = InputHint | StateHint
            hints.pointee.input = 1
            hints.pointee.initial_state = NormalState
            XSetWMHints(d, window, hints)
            XFree(hints)
        }
        let icon = WindowIcon.netWMIcon()
        icon.withUnsafeBytes { bytes in
            _ = XChangeProperty(d, window, XInternAtom(d, "_NET_WM_ICON", 0), XA_CARDINAL, 32, PropModeReplace,
                            bytes.bindMemory(to: UInt8.self).baseAddress, Int32(icon.count))
        }
    }
}
