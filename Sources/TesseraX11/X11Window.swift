internal import CX11
import TesseraGeometry

/// The host's top-level window, with a back buffer the painter draws into.
///
/// It has a UTF-8 title, a class, an icon and a minimum size (see
/// `WindowProperties`), takes part in `WM_DELETE_WINDOW` (closing it is a clean
/// quit), and reports resizes. Each frame is drawn into the back-buffer pixmap
/// and shown with a single `XCopyArea`; nothing waits for the server per frame.
public final class X11Window {
    let connection: X11Display
    let window: Window
    private(set) var backBuffer: Pixmap
    let gc: GC
    /// The window's size in pixels (the host's scale times its size in points), updated as the window is resized.
    public private(set) var size: Size

    /// Creates and maps a window of `size` pixels (at least 1 × 1) titled `title`, with its back buffer, which the
    /// window manager lets a user shrink to `minimumSize` pixels and no smaller.
    ///
    /// - Throws: ``X11Error/windowCreationFailed`` when the server refuses it.
    public init(connection: X11Display, title: String, size: Size, minimumSize: Size = X11Window.minimumSize) throws {
        self.connection = connection
        let d = connection.display
        let w = UInt32(max(1, size.width)), h = UInt32(max(1, size.height))
        let window = XCreateSimpleWindow(d, connection.root, 0, 0, w, h, 0,
                                         cx11_black_pixel(d, connection.screen), cx11_white_pixel(d, connection.screen))
        guard window != 0 else { throw X11Error.windowCreationFailed }
        // A resize keeps what the window shows at its top left (the server's default forgets it and paints the
        // whole window in its background, a white flash until the next frame): only the new part is painted, in
        // the background of the last frame (``setBackground(pixel:)``).
        var attributes = XSetWindowAttributes()
        attributes.bit_gravity = NorthWestGravity
        XChangeWindowAttributes(d, window, UInt(CWBitGravity), &attributes)
        self.window = window
        self.size = Size(width: Double(w), height: Double(h))
        self.title = title
        // Before mapping: a window manager reads these when it takes the window on.
        WindowProperties.setTitle(title, on: window, connection: connection)
        WindowProperties.set(on: window, connection: connection, minimumSize: minimumSize)
        var protocols = [connection.wmDeleteWindow]
        XSetWMProtocols(d, window, &protocols, 1)
        let mask = ExposureMask | KeyPressMask | KeyReleaseMask | ButtonPressMask | ButtonReleaseMask
            | PointerMotionMask | StructureNotifyMask
        XSelectInput(d, window, Int(mask))
        gc = XCreateGC(d, window, 0, nil)
        // The back buffer is never obscured, so a present has nothing to
        // report: without this every XCopyArea sends a NoExpose event back.
        XSetGraphicsExposures(d, gc, 0)
        backBuffer = XCreatePixmap(d, window, w, h, UInt32(connection.depth))
        XMapWindow(d, window)
        connection.flush()
    }

    deinit {
        let d = connection.display
        XFreePixmap(d, backBuffer)
        XFreeGC(d, gc)
        XDestroyWindow(d, window)
    }

    /// Follows a resize: a new back buffer of the new size.
    func resize(to newSize: Size) {
        let w = UInt32(max(1, newSize.width)), h = UInt32(max(1, newSize.height))
        guard Double(w) != size.width || Double(h) != size.height else { return }
        let d = connection.display
        XFreePixmap(d, backBuffer)
        backBuffer = XCreatePixmap(d, window, w, h, UInt32(connection.depth))
        size = Size(width: Double(w), height: Double(h))
    }

    /// The pixel the server paints where the window grows, until the next frame is drawn there.
    public private(set) var backgroundPixel: UInt?

    /// Makes the server paint `pixel` (the frame's background) where a resize uncovers part of the window, rather
    /// than white; it changes nothing already shown.
    public func setBackground(pixel: UInt) {
        guard pixel != backgroundPixel else { return }
        backgroundPixel = pixel
        XSetWindowBackground(connection.display, window, pixel)
    }

    /// Shows the back buffer: one `XCopyArea`, then a flush (no `XSync`).
    func present() {
        XCopyArea(connection.display, backBuffer, window, gc, 0, 0, UInt32(size.width), UInt32(size.height), 0, 0)
        connection.flush()
    }

    /// The back buffer's pixels, row by row, as the server holds them: for
    /// tests that compare two ways of drawing the same frame.
    func backBufferPixels() -> [UInt] {
        let w = Int32(size.width), h = Int32(size.height)
        guard let image = XGetImage(connection.display, backBuffer, 0, 0, UInt32(w), UInt32(h), UInt(bitPattern: -1), ZPixmap) else { return [] }
        defer { cx11_destroy_image(image) }
        var pixels: [UInt] = []
        pixels.reserveCapacity(Int(w * h))
        for y in 0..<h {
            for x in 0..<w { pixels.append(UInt(cx11_get_pixel(image, x, y))) }
        }
        return pixels
    }

    /// The title bar text.
    public private(set) var title: String

    /// The smallest size the window manager lets a user resize the window to by default, in pixels (in points for the host, which scales it).
    public static let minimumSize = Size(width: 240, height: 180)

    /// Changes the title bar text: `_NET_WM_NAME` in UTF-8 for current window managers, and
    /// `WM_NAME` in Latin-1 (characters outside it as `?`) for the others.
    public func setTitle(_ title: String) {
        guard title != self.title else { return }
        self.title = title
        WindowProperties.setTitle(title, on: window, connection: connection)
    }
}
