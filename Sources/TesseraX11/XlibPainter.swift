internal import CX11
import TesseraGeometry
import TesseraRender

/// Draws a `DisplayList` with Xlib primitives into the window's back buffer,
/// then presents it with one `XCopyArea`.
///
/// With RENDER (every X server in use has it) the painter composites: real
/// alpha, antialiased edges, bilinear images and Xft text, as the raster painter
/// draws them (see `XlibPainter+Render.swift`). What follows describes the core
/// path it falls back to on a server without RENDER.
///
/// Rectangles use `XFillRectangle`; transformed elements their projected quad
/// with `XFillPolygon`; labels `XDrawString` in the core font "fixed"; images
/// `XPutImage`; at a `DisplayList.scale` above 1 shapes and finger circles grow, the core font does not.
/// Batched runs (see `XlibPainter+Batching.swift`) use the same
/// requests in their many-at-once forms: `XFillRectangles`, `XDrawText` and,
/// for thin borders of transformed elements, `XDrawSegments`. Xlib has no alpha channel, so translucency is resolved into the
/// colour before drawing: an element's alpha and its mask (Cover Flow's
/// `maskingValue`) blend its colours against the window background, which is
/// what lies beneath an element in every Tessera layout. Images are the
/// exception: their pixels are read back and blended exactly. Colours are
/// computed from the visual's masks once and cached; on visuals that are not
/// TrueColor they are allocated once each.
public struct XlibPainter: Painter {
    let window: X11Window
    private var pixels: [Color: UInt] = [:]
    let font: UnsafeMutablePointer<XFontStruct>?
    var points = [XPoint](repeating: XPoint(), count: 32)
    var rectangles = [XRectangle](repeating: XRectangle(), count: 4)
    var segments = [XSegment](repeating: XSegment(), count: 4 * XlibPainter.maximumOutlines)
    private let trueColor: (r: UInt, g: UInt, b: UInt)?
    /// The batch being gathered and its buffers, kept between frames.
    var pending: [PendingElement] = []
    var order: [Int] = []
    var rectangleBatch: [XRectangle] = []
    var segmentBatch: [XSegment] = []
    var textBytes: [CChar] = []
    var textItems: [XTextItem] = []
    var trapezoids: [XTrapezoid] = []
    /// Axis-aligned shapes cut into pieces of one coverage, and those pieces by level (composited path).
    var coverage = RectangleCoverage()
    var levelRectangles: [(level: Int, rectangle: XRectangle)] = []
    /// Polygons cut to the window before they become trapezoids, and the buffers they are cut into.
    var clipper = ConvexClip()
    var clippedOuter: [Point] = [], clippedInner: [Point] = []
    /// What each item of the frame being drawn does with its picture, and the boxes of the opaque pictures it composites.
    var layerPlans: [LayerPlan] = []
    var opaqueLayerBoxes: [XRectangle] = []
    var bandEdges: [Int] = [], bandSpans: [(Int, Int)] = []
    /// XRender's state on the server, or nil when the server lacks RENDER and the core path draws.
    let render: XRenderContext?

    /// Whether runs of elements that do not overlap are drawn in three passes
    /// grouped by colour (see `XlibPainter+Batching.swift`) rather than one
    /// element at a time; the pixels are the same either way.
    public var batching: Bool

    /// Whether the composited path keeps pictures of items that look the same from frame to frame and
    /// composites them whole (see `LayerCache`; on by default). Off, every item is drawn anew every
    /// frame, as a benchmark of drawing from scratch wants; the pixels are the same either way.
    public var retainsLayers = true

    /// A painter for `window`: composited with XRender when the server has it (and `composited`
    /// is not turned off), else core Xlib with the font "fixed"; it reads the visual's colour masks once.
    public init(window: X11Window, batching: Bool = true, composited: Bool = true) {
        self.window = window
        self.batching = batching
        render = composited ? XRenderContext.make(window: window) : nil
        let d = window.connection.display
        font = XLoadQueryFont(d, "fixed")
        if let font { XSetFont(d, window.gc, font.pointee.fid) }
        let v = window.connection.visual.pointee
        trueColor = cx11_visual_class(window.connection.visual) == TrueColor ? (UInt(v.red_mask), UInt(v.green_mask), UInt(v.blue_mask)) : nil
    }

    mutating func pixel(_ c: Color) -> UInt {
        if let p = pixels[c] { return p }
        var value: UInt
        if let masks = trueColor {
            func place(_ channel: UInt8, _ mask: UInt) -> UInt {
                guard mask != 0 else { return 0 }
                let shift = UInt(mask.trailingZeroBitCount)
                let bits = UInt((mask >> shift).nonzeroBitCount)
                return (UInt(channel) >> (8 - bits)) << shift
            }
            value = place(c.r, masks.r) | place(c.g, masks.g) | place(c.b, masks.b)
        } else {
            var xc = XColor()
            xc.red = UInt16(c.r) * 257
            xc.green = UInt16(c.g) * 257
            xc.blue = UInt16(c.b) * 257
            XAllocColor(window.connection.display, window.connection.colormap, &xc)
            value = UInt(xc.pixel)
        }
        pixels[c] = value
        return value
    }

    /// The GC's foreground now, so unchanged colours cost no request.
    var foreground: UInt?

    mutating func setColor(_ c: Color) {
        setPixel(pixel(c))
    }

    mutating func setPixel(_ p: UInt) {
        guard p != foreground else { return }
        foreground = p
        XSetForeground(window.connection.display, window.gc, p)
    }

    /// Draws `list` (its elements, then the touch circles and heads-up lines) into the back buffer, then presents it with one `XCopyArea`.
    public mutating func paint(_ list: DisplayList) {
        window.setBackground(pixel: pixel(list.background))
        if let render {
            paintComposited(list, with: render)
            return
        }
        let d = window.connection.display, target = window.backBuffer, gc = window.gc
        foreground = nil
        setColor(list.background)
        XFillRectangle(d, target, gc, 0, 0, UInt32(window.size.width), UInt32(window.size.height))
        if batching {
            drawBatched(list)
        } else {
            for item in list.items { draw(item, background: list.background) }
        }
        let radius = RasterPainter.touchRadius * list.scale, diameter = UInt32(2 * radius)
        for touch in list.touches {
            setColor(Color(hex: 0x3A3A3C).blended(over: list.background, alpha: 0.35))
            XFillArc(d, target, gc, Int32(touch.x - radius), Int32(touch.y - radius), diameter, diameter, 0, 360 * 64)
            setColor(Color(hex: 0x3A3A3C))
            XDrawArc(d, target, gc, Int32(touch.x - radius), Int32(touch.y - radius), diameter, diameter, 0, 360 * 64)
        }
        // Heads-up lines sit at the bottom, out of the way of the first row.
        let top = Int32(window.size.height) - Int32(list.hud.count * 15) - 2
        for (i, line) in list.hud.enumerated() {
            setColor(.white)
            XFillRectangle(d, target, gc, 4, top + Int32(i * 15), UInt32(textWidth(line) + 6), 14)
            setColor(.black)
            XDrawString(d, target, gc, 7, top + Int32(i * 15) + 11, line, Int32(line.utf8.count))
        }
        window.present()
    }

    /// An element's fill as drawn: blended against the background by its
    /// alpha, then darkened by its dim (Cover Flow's mask).
    static func fillColor(_ item: DisplayItem, background: Color) -> Color {
        let fill = item.appearance.fill.blended(over: background, alpha: item.alpha)
        let dim = item.appearance.dim
        return dim > 0 ? Color.black.blended(over: fill, alpha: min(1, dim)) : fill
    }

    mutating func draw(_ item: DisplayItem, background: Color) {
        guard let quad = item.quad else { return }
        let d = window.connection.display, target = window.backBuffer, gc = window.gc
        let look = item.appearance
        let fill = Self.fillColor(item, background: background)
        let borderWidth = Double(max(1, Int(look.borderWidth.rounded())))
        if item.isTransformed, look.image == nil, let border = look.border {
            if borderWidth <= Double(Self.maximumOutlines), outline(quad, width: Int(borderWidth)) {
                // A thin border is its fill with nested one-pixel outlines on
                // top, one request: the server draws thin lines pixel by
                // pixel, where a border polygon is as many spans as the cell is tall.
                setColor(fill)
                setPoints(quad)
                XFillPolygon(d, target, gc, &points, 4, Convex, CoordModeOrigin)
                setColor(border.blended(over: background, alpha: item.alpha))
                XDrawSegments(d, target, gc, &segments, Int32(Int(borderWidth) * 4))
                drawLabel(item, quad: quad, fill: fill)
                return
            }
            if let outer = Self.offset(quad, by: borderWidth / 2), let inner = Self.offset(quad, by: -borderWidth / 2) {
                // A wide one is the border's outer quad with the fill's inner
                // quad on top: two polygons, not five.
                setColor(border.blended(over: background, alpha: item.alpha))
                setPoints(outer)
                XFillPolygon(d, target, gc, &points, 4, Convex, CoordModeOrigin)
                setColor(fill)
                setPoints(inner)
                XFillPolygon(d, target, gc, &points, 4, Convex, CoordModeOrigin)
                drawLabel(item, quad: quad, fill: fill)
                return
            }
        }
        setColor(fill)
        if item.isTransformed {
            setPoints(quad)
            XFillPolygon(d, target, gc, &points, 4, Convex, CoordModeOrigin)
        } else {
            let f = item.frame
            XFillRectangle(d, target, gc, Int32(f.minX.rounded()), Int32(f.minY.rounded()),
                           UInt32(max(0, f.width.rounded())), UInt32(max(0, f.height.rounded())))
        }
        if let image = look.image { drawImage(image, item: item, quad: quad) }
        if let border = look.border {
            setColor(border.blended(over: background, alpha: item.alpha))
            if item.isTransformed { strokeEdges(quad, width: borderWidth) } else { strokeRectangle(item.frame, width: Int(borderWidth)) }
        }
        drawLabel(item, quad: quad, fill: fill)
    }

    /// The label centred on the element's projected centre, in the core font.
    private mutating func drawLabel(_ item: DisplayItem, quad: Quad, fill: Color) {
        guard let label = item.appearance.label, !label.isEmpty else { return }
        setColor(item.appearance.labelColor.blended(over: fill, alpha: item.alpha))
        drawString(label, at: labelOrigin(item, quad: quad, width: textWidth(label)))
    }

    /// Where a label `width` pixels wide starts: its baseline's left end.
    func labelOrigin(_ item: DisplayItem, quad: Quad, width: Int) -> (x: Int32, y: Int32) {
        let c = item.projection.project(x: 0, y: 0) ?? quad.boundingBox.center
        return (Int32(c.x.rounded()) - Int32(width / 2), Int32(c.y.rounded()) + 4)
    }

    func drawString(_ label: String, at origin: (x: Int32, y: Int32)) {
        var text = label
        text.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars in
                // No C string copy: this runs for every element every frame.
                _ = XDrawString(window.connection.display, window.backBuffer, window.gc, origin.x, origin.y, chars.baseAddress, Int32(chars.count))
            }
        }
    }

    /// Borders up to this many pixels wide are drawn as one-pixel lines.
    static let maximumOutlines = 4

    /// Fills ``segments`` with a `width`-pixel border of `quad` as one-pixel
    /// lines: each edge and copies of it moved a whole pixel at a time across
    /// its major axis (up or down for a flat edge, sideways for a steep one),
    /// so the copies step together and leave no gaps. As for rectangles, the
    /// border straddles the edge, the extra pixel outside; outer copies reach
    /// past their ends to close the corners. False when the quad is degenerate.
    mutating func outline(_ quad: Quad, width: Int) -> Bool {
        let cx = (quad.topLeft.x + quad.topRight.x + quad.bottomRight.x + quad.bottomLeft.x) / 4
        let cy = (quad.topLeft.y + quad.topRight.y + quad.bottomRight.y + quad.bottomLeft.y) / 4
        return edge(0, quad.topLeft, quad.topRight, width: width, centre: (cx, cy))
            && edge(1, quad.topRight, quad.bottomRight, width: width, centre: (cx, cy))
            && edge(2, quad.bottomRight, quad.bottomLeft, width: width, centre: (cx, cy))
            && edge(3, quad.bottomLeft, quad.topLeft, width: width, centre: (cx, cy))
    }

    /// The `width` lines of edge number `index`, from `a` to `b`.
    private mutating func edge(_ index: Int, _ a: Point, _ b: Point, width: Int, centre: (x: Double, y: Double)) -> Bool {
        let ax = Int(a.x.rounded()), ay = Int(a.y.rounded()), bx = Int(b.x.rounded()), by = Int(b.y.rounded())
        let dx = bx - ax, dy = by - ay
        guard dx != 0 || dy != 0 else { return false }
        let flat = abs(dx) >= abs(dy)
        // Away from the centre across the major axis, and along the edge on it.
        let (tx, ty) = flat ? (0, (a.y + b.y) / 2 < centre.y ? -1 : 1) : ((a.x + b.x) / 2 < centre.x ? -1 : 1, 0)
        let (ex, ey) = flat ? (dx > 0 ? 1 : -1, 0) : (0, dy > 0 ? 1 : -1)
        for k in 0..<width {
            let out = width / 2 - k, reach = max(0, out)
            segments[index * width + k] = XSegment(
                x1: Int16(clamping: ax + out * tx - reach * ex), y1: Int16(clamping: ay + out * ty - reach * ey),
                x2: Int16(clamping: bx + out * tx + reach * ex), y2: Int16(clamping: by + out * ty + reach * ey))
        }
        return true
    }

    mutating func setPoints(_ quad: Quad) {
        setPoint(0, quad.topLeft)
        setPoint(1, quad.topRight)
        setPoint(2, quad.bottomRight)
        setPoint(3, quad.bottomLeft)
    }

    private mutating func setPoint(_ i: Int, _ p: Point) {
        points[i] = XPoint(x: Int16(clamping: Int(p.x.rounded())), y: Int16(clamping: Int(p.y.rounded())))
    }

    /// `quad` with every edge moved outward by `distance` (inward when
    /// negative), corners mitred; nil when the quad is degenerate or turns inside out.
    static func offset(_ quad: Quad, by distance: Double) -> Quad? {
        let centre = Point(x: (quad.topLeft.x + quad.topRight.x + quad.bottomRight.x + quad.bottomLeft.x) / 4,
                           y: (quad.topLeft.y + quad.topRight.y + quad.bottomRight.y + quad.bottomLeft.y) / 4)
        // The line through a → b, moved along its outward normal: a point and the direction.
        func edge(_ a: Point, _ b: Point) -> (Point, Point)? {
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-9 else { return nil }
            var nx = -dy / length, ny = dx / length
            if nx * (centre.x - a.x) + ny * (centre.y - a.y) > 0 { nx = -nx; ny = -ny }
            return (Point(x: a.x + nx * distance, y: a.y + ny * distance), Point(x: dx, y: dy))
        }
        // Where two moved edges meet; the edges run the same way as before unless the quad turned inside out.
        func corner(_ l1: (Point, Point), _ l2: (Point, Point)) -> Point? {
            let cross = l1.1.x * l2.1.y - l1.1.y * l2.1.x
            guard abs(cross) > 1e-9 else { return nil }
            let wx = l2.0.x - l1.0.x, wy = l2.0.y - l1.0.y
            let t = (wx * l2.1.y - wy * l2.1.x) / cross
            return Point(x: l1.0.x + t * l1.1.x, y: l1.0.y + t * l1.1.y)
        }
        guard let top = edge(quad.topLeft, quad.topRight), let right = edge(quad.topRight, quad.bottomRight),
              let bottom = edge(quad.bottomRight, quad.bottomLeft), let left = edge(quad.bottomLeft, quad.topLeft),
              let tl = corner(left, top), let tr = corner(top, right), let br = corner(right, bottom), let bl = corner(bottom, left)
        else { return nil }
        func sameWay(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
            (b.x - a.x) * (d.x - c.x) + (b.y - a.y) * (d.y - c.y) > 0
        }
        guard sameWay(quad.topLeft, quad.topRight, tl, tr), sameWay(quad.topRight, quad.bottomRight, tr, br),
              sameWay(quad.bottomRight, quad.bottomLeft, br, bl), sameWay(quad.bottomLeft, quad.topLeft, bl, tl) else { return nil }
        return Quad(topLeft: tl, topRight: tr, bottomRight: br, bottomLeft: bl)
    }

    /// A border `width` pixels wide centred on the edges of the rectangle `frame`,
    /// as four filled rectangles in one request: the server fills rectangles far
    /// faster than it draws wide lines.
    private mutating func strokeRectangle(_ frame: Rect, width: Int) {
        let border = Self.borderRectangles(frame, width: width)
        rectangles[0] = border.0
        rectangles[1] = border.1
        rectangles[2] = border.2
        rectangles[3] = border.3
        XFillRectangles(window.connection.display, window.backBuffer, window.gc, &rectangles, 4)
    }

    /// The four sides of that border: top, bottom, left, right.
    static func borderRectangles(_ frame: Rect, width: Int) -> (XRectangle, XRectangle, XRectangle, XRectangle) {
        let x = Int(frame.minX.rounded()), y = Int(frame.minY.rounded())
        let w = max(0, Int(frame.width.rounded())), h = max(0, Int(frame.height.rounded()))
        let o = width / 2
        func rect(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> XRectangle {
            XRectangle(x: Int16(clamping: x), y: Int16(clamping: y), width: UInt16(clamping: max(0, w)), height: UInt16(clamping: max(0, h)))
        }
        return (rect(x - o, y - o, w + width, width), rect(x - o, y + h - o, w + width, width),
                rect(x - o, y - o + width, width, h - width), rect(x + w - o, y - o + width, width, h - width))
    }

    /// A border `width` pixels wide centred on each edge of `quad`, each edge
    /// filled as a convex quadrilateral, as the raster painter strokes.
    private mutating func strokeEdges(_ quad: Quad, width: Double) {
        let corners = (quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft)
        let d = window.connection.display, target = window.backBuffer, gc = window.gc
        for (a, b) in [(corners.0, corners.1), (corners.1, corners.2), (corners.2, corners.3), (corners.3, corners.0)] {
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { continue }
            let nx = -dy / length * width / 2, ny = dx / length * width / 2
            setPoint(0, Point(x: a.x + nx, y: a.y + ny))
            setPoint(1, Point(x: b.x + nx, y: b.y + ny))
            setPoint(2, Point(x: b.x - nx, y: b.y - ny))
            setPoint(3, Point(x: a.x - nx, y: a.y - ny))
            XFillPolygon(d, target, gc, &points, 4, Convex, CoordModeOrigin)
        }
    }

    /// How wide `text` is drawn as a heads-up line at `scale` pixels per point, in pixels: in the composited
    /// path's typeface, else the core font (which has one size).
    func textWidth(_ text: String, scale: Double = 1) -> Int {
        if let render { return render.typeface.advance(of: text, pixelSize: TextPlacement.hudPixelSize(scale: scale)) }
        guard let font else { return text.utf8.count * 6 }
        var text = text
        return text.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { Int(XTextWidth(font, $0.baseAddress, Int32($0.count))) }
        }
    }

    /// Reads the pixels under the image back, blends the image onto them in
    /// Swift, and puts them back with `XPutImage`.
    private mutating func drawImage(_ image: ElementAppearance.Image, item: DisplayItem, quad: Quad) {
        let box = quad.boundingBox.intersection(Rect(x: 0, y: 0, width: window.size.width, height: window.size.height)).integral
        guard !box.isNull, box.width >= 1, box.height >= 1 else { return }
        let d = window.connection.display
        let x = Int32(box.minX), y = Int32(box.minY), w = UInt32(box.width), h = UInt32(box.height)
        guard let xi = XGetImage(d, window.backBuffer, x, y, w, h, UInt(bitPattern: -1), ZPixmap) else { return }
        defer { cx11_destroy_image(xi) }
        guard let masks = trueColor else { return }
        let bitmap = Bitmap(width: Int(w), height: Int(h))
        for row in 0..<Int(h) {
            for col in 0..<Int(w) {
                let p = UInt(cx11_get_pixel(xi, Int32(col), Int32(row)))
                let i = (row * Int(w) + col) * 4
                bitmap.pixels[i] = channel(p, masks.r)
                bitmap.pixels[i + 1] = channel(p, masks.g)
                bitmap.pixels[i + 2] = channel(p, masks.b)
                bitmap.pixels[i + 3] = 255
            }
        }
        var shifted = item
        shifted.projection.center = Point(x: item.projection.center.x - box.minX, y: item.projection.center.y - box.minY)
        var canvas = RasterCanvas(bitmap: bitmap)
        RasterPainter.drawImage(image, item: shifted, on: &canvas)
        for row in 0..<Int(h) {
            for col in 0..<Int(w) {
                let i = (row * Int(w) + col) * 4
                cx11_put_pixel(xi, Int32(col), Int32(row), pixel(Color(r: bitmap.pixels[i], g: bitmap.pixels[i + 1], b: bitmap.pixels[i + 2])))
            }
        }
        XPutImage(d, window.backBuffer, window.gc, xi, 0, 0, x, y, w, h)
    }

    private func channel(_ pixel: UInt, _ mask: UInt) -> UInt8 {
        guard mask != 0 else { return 0 }
        let shift = UInt(mask.trailingZeroBitCount)
        let bits = UInt((mask >> shift).nonzeroBitCount)
        let v = (pixel & mask) >> shift
        return UInt8(truncatingIfNeeded: bits >= 8 ? v >> (bits - 8) : v << (8 - bits))
    }
}
