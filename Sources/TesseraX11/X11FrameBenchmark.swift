internal import CX11
import TesseraGeometry
import TesseraRender

/// Draws frames through the window host's own drawing path, for the
/// `render.x11.frame` benchmark, so that the benchmark needs no Xlib of its own.
///
/// It opens a mapped window of the given size with its back-buffer pixmap and
/// an ``XlibPainter``. ``paint(_:)`` is exactly what the host does per frame:
/// draw the list into the pixmap, one `XCopyArea`, a flush. ``copy()`` is the
/// baseline: the `XCopyArea` and flush alone. Neither waits for the server;
/// ``sync()`` does, so a timing loop can include the server's work.
public final class X11FrameBenchmark {
    private let display: X11Display
    private let window: X11Window
    private var painter: XlibPainter

    /// Opens `displayName` and maps a `width` × `height` window, waiting until the server has done so; with
    /// `retainsLayers` false the painter draws every item anew every frame (see ``XlibPainter/retainsLayers``).
    public init(displayName: String, width: Int, height: Int, retainsLayers: Bool = true) throws {
        display = try X11Display(name: displayName)
        window = try X11Window(connection: display, title: "tessera-bench", size: Size(width: Double(width), height: Double(height)))
        painter = XlibPainter(window: window)
        painter.retainsLayers = retainsLayers
        sync()
    }

    /// The screen's size, which bounds what a window can show.
    public var screenSize: Size { display.screenSize }

    /// One host frame: `list` into the back buffer, then the copy to the window.
    public func paint(_ list: DisplayList) {
        painter.paint(list)
    }

    /// The bare present: one full-window `XCopyArea` from the back buffer, and a flush.
    public func copy() {
        window.present()
    }

    /// Puts the window above every other and waits until the server has done so: a window another
    /// covers is clipped away, and a copy into it costs nothing, so each side of a comparison raises
    /// its own window before it is timed.
    public func raise() {
        XRaiseWindow(display.display, window.window)
        sync()
    }

    /// Waits until the server has executed every request sent so far.
    public func sync() {
        XSync(display.display, 0)
        // Drop the events the window collected (Expose, MapNotify) so they do not pile up.
        var event = XEvent()
        while display.pendingEvents > 0 { XNextEvent(display.display, &event) }
    }
}
