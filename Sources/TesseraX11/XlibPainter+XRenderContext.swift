internal import CX11
import TesseraGeometry
import TesseraRender

/// What the Xlib painter keeps on the server to composite with XRender: a
/// picture over the back buffer, an 8-bit mask for clipping images, uploaded
/// images with their bilinear filter, the Xft fonts of DejaVu Sans at each size
/// and transform the labels need, and the pictures of items drawn alike frame
/// after frame (``layers``).
///
/// Nil from ``make(window:)`` when the server lacks RENDER (or no DejaVu Sans
/// is found); the painter then draws with core Xlib.
final class XRenderContext {
    /// Held so that the connection outlives the pictures and fonts freed in `deinit`.
    private let window: X11Window
    let display: OpaquePointer
    let visual: UnsafeMutablePointer<Visual>
    let colormap: Colormap
    let a8: UnsafeMutablePointer<XRenderPictFormat>
    let argb32: UnsafeMutablePointer<XRenderPictFormat>
    let windowFormat: UnsafeMutablePointer<XRenderPictFormat>
    let typeface: Typeface
    private(set) var target: Picture = 0
    private var maskPicture: Picture = 0
    private var maskPixmap: Pixmap = 0
    private var maskSize = (width: 0, height: 0)
    /// Pictures of items the window draws alike from frame to frame, composited whole.
    let layers = LayerCache()
    private var targetPixmap: Pixmap = 0
    private var targetSize = Size.zero
    private var fonts: [FontKey: UnsafeMutablePointer<XftFont>] = [:]
    private var images: [ObjectIdentifier: (bitmap: Bitmap, pixmap: Pixmap, picture: Picture)] = [:]
    /// A white solid source, and the solid sources by colour, premultiplied.
    private var solids: [Color: Picture] = [:]

    private struct FontKey: Hashable {
        var size: Int
        var matrix: FontMatrix
    }

    static func make(window: X11Window) -> XRenderContext? {
        let d = window.connection.display
        var event: Int32 = 0, error: Int32 = 0
        guard XRenderQueryExtension(d, &event, &error) != 0,
              let typeface = Typeface.shared,
              let a8 = XRenderFindStandardFormat(d, Int32(PictStandardA8)),
              let argb = XRenderFindStandardFormat(d, Int32(PictStandardARGB32)),
              let format = XRenderFindVisualFormat(d, window.connection.visual) else { return nil }
        return XRenderContext(window: window, display: d, visual: window.connection.visual, colormap: window.connection.colormap,
                              a8: a8, argb32: argb, windowFormat: format, typeface: typeface)
    }

    private init(window: X11Window, display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, colormap: Colormap,
                 a8: UnsafeMutablePointer<XRenderPictFormat>,
                 argb32: UnsafeMutablePointer<XRenderPictFormat>,
                 windowFormat: UnsafeMutablePointer<XRenderPictFormat>, typeface: Typeface) {
        self.window = window
        self.display = display
        self.visual = visual
        self.colormap = colormap
        self.a8 = a8
        self.argb32 = argb32
        self.windowFormat = windowFormat
        self.typeface = typeface
    }

    deinit {
        layers.removeAll(display: display)
        releaseTarget()
        for font in fonts.values { XftFontClose(display, font) }
        for image in images.values { XRenderFreePicture(display, image.picture); XFreePixmap(display, image.pixmap) }
        for p in solids.values { XRenderFreePicture(display, p) }
    }

    private func releaseTarget() {
        if target != 0 { XRenderFreePicture(display, target) }
        target = 0
        releaseMask()
    }

    private func releaseMask() {
        if maskPicture != 0 { XRenderFreePicture(display, maskPicture) }
        if maskPixmap != 0 { XFreePixmap(display, maskPixmap) }
        maskPicture = 0; maskPixmap = 0; maskSize = (0, 0)
    }

    /// An 8-bit mask picture at least `width` × `height`, for cutting images to their quads; kept, and grown when asked for more.
    func mask(width: Int, height: Int) -> Picture {
        if maskPicture != 0, maskSize.width >= width, maskSize.height >= height { return maskPicture }
        let w = max(width, maskSize.width, 1), h = max(height, maskSize.height, 1)
        releaseMask()
        maskPixmap = XCreatePixmap(display, targetPixmap, UInt32(w), UInt32(h), 8)
        maskPicture = XRenderCreatePicture(display, maskPixmap, a8, 0, nil)
        maskSize = (w, h)
        return maskPicture
    }

    /// Points the pictures at `window`'s current back buffer, remaking them after a resize.
    func attach(_ window: X11Window) {
        guard window.backBuffer != targetPixmap || window.size != targetSize else { return }
        releaseTarget()
        targetPixmap = window.backBuffer
        targetSize = window.size
        target = XRenderCreatePicture(display, window.backBuffer, windowFormat, 0, nil)
    }

    /// `color` at `alpha` as XRender takes it: 16 bits a channel, premultiplied.
    static func renderColor(_ color: Color, alpha: Double = 1) -> XRenderColor {
        let a = max(0, min(1, alpha)) * Double(color.a) / 255
        func c(_ v: UInt8) -> UInt16 { UInt16((Double(v) * 257 * a).rounded()) }
        return XRenderColor(red: c(color.r), green: c(color.g), blue: c(color.b), alpha: UInt16((65535 * a).rounded()))
    }

    /// A solid source picture of `color` at `alpha`, quantized to 8 bits of alpha and kept.
    func solid(_ color: Color, alpha: Double) -> Picture {
        let level = UInt8((max(0, min(1, alpha)) * Double(color.a)).rounded())
        let key = Color(r: color.r, g: color.g, b: color.b, a: level)
        if let p = solids[key] { return p }
        if solids.count > 512 {
            for p in solids.values { XRenderFreePicture(display, p) }
            solids.removeAll(keepingCapacity: true)
        }
        var rc = Self.renderColor(key)
        let p = XRenderCreateSolidFill(display, &rc)
        solids[key] = p
        return p
    }

    /// DejaVu Sans at `size` pixels turned by `matrix`, opened from the same file, with the same
    /// settings, as the raster painter's ``Typeface``: grayscale antialiasing, no hinting.
    func font(size: Int, matrix: FontMatrix) -> UnsafeMutablePointer<XftFont>? {
        let key = FontKey(size: size, matrix: matrix)
        if let f = fonts[key] { return f }
        if fonts.count > 48 {
            for f in fonts.values { XftFontClose(display, f) }
            fonts.removeAll(keepingCapacity: true)
        }
        guard let pattern = FcPatternCreate() else { return nil }
        FcPatternAddString(pattern, FC_FILE, typeface.path)
        FcPatternAddInteger(pattern, FC_INDEX, 0)
        FcPatternAddDouble(pattern, FC_PIXEL_SIZE, Double(size))
        FcPatternAddBool(pattern, FC_ANTIALIAS, 1)
        FcPatternAddBool(pattern, FC_HINTING, 0)
        FcPatternAddBool(pattern, FC_AUTOHINT, 0)
        FcPatternAddBool(pattern, FC_EMBEDDED_BITMAP, 0)
        FcPatternAddInteger(pattern, FC_RGBA, FC_RGBA_NONE)
        FcPatternAddBool(pattern, XFT_RENDER, 1)
        if matrix != .identity {
            let m = matrix.doubles
            var fm = FcMatrix(xx: m.xx, xy: m.xy, yx: m.yx, yy: m.yy)
            FcPatternAddMatrix(pattern, FC_MATRIX, &fm)
        }
        // The font takes the pattern over.
        guard let font = XftFontOpenPattern(display, pattern) else {
            FcPatternDestroy(pattern)
            return nil
        }
        fonts[key] = font
        return font
    }

    /// `bitmap` as a premultiplied ARGB picture with a bilinear filter, uploaded once and kept.
    func picture(for bitmap: Bitmap, drawable: Drawable) -> Picture? {
        let id = ObjectIdentifier(bitmap)
        if let entry = images[id] { return entry.picture }
        let w = bitmap.width, h = bitmap.height
        guard w > 0, h > 0, w < 32768, h < 32768 else { return nil }
        if images.count >= 64 {
            for image in images.values { XRenderFreePicture(display, image.picture); XFreePixmap(display, image.pixmap) }
            images.removeAll()
        }
        let pixmap = XCreatePixmap(display, drawable, UInt32(w), UInt32(h), 32)
        var data = [UInt32](repeating: 0, count: w * h)
        for i in 0..<(w * h) {
            let r = UInt32(bitmap.pixels[4 * i]), g = UInt32(bitmap.pixels[4 * i + 1]), b = UInt32(bitmap.pixels[4 * i + 2])
            let a = UInt32(bitmap.pixels[4 * i + 3])
            data[i] = a << 24 | ((r * a + 127) / 255) << 16 | ((g * a + 127) / 255) << 8 | (b * a + 127) / 255
        }
        let gc = XCreateGC(display, pixmap, 0, nil)
        data.withUnsafeMutableBytes { bytes in
            let base = bytes.baseAddress!.assumingMemoryBound(to: CChar.self)
            if let image = XCreateImage(display, visual, 32, ZPixmap, 0, base, UInt32(w), UInt32(h), 32, Int32(w * 4)) {
                XPutImage(display, pixmap, gc, image, 0, 0, 0, 0, UInt32(w), UInt32(h))
                image.pointee.data = nil   // the array owns the pixels
                cx11_destroy_image(image)
            }
        }
        XFreeGC(display, gc)
        var attributes = XRenderPictureAttributes()
        attributes.repeat = Int32(RepeatPad)   // edge texels extend; the clip quad cuts the edge, antialiased
        let picture = XRenderCreatePicture(display, pixmap, argb32, UInt(CPRepeat), &attributes)
        XRenderSetPictureFilter(display, picture, "bilinear", nil, 0)
        images[id] = (bitmap, pixmap, picture)
        return picture
    }
}
