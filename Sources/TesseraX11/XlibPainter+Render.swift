internal import CX11
import TesseraGeometry
import TesseraRender

/// The composited path, taken whenever the server has RENDER: every layer of
/// an element is blended over what lies beneath with its real alpha, edges are
/// antialiased, images are filtered, and text is Xft's. It draws what
/// ``RasterPainter`` draws, shape for shape: quads and their border rings come
/// from the same ``Outline``, labels from the same ``TextPlacement``, images
/// through the same ``ImagePlacement``.
///
/// Axis-aligned rectangles and their borders, on whole pixels or not, go out as
/// solid `XRenderFillRectangles`, cut into pieces of one coverage each (see
/// `XlibPainter+Rectangles.swift`); turned shapes and their border rings are
/// horizontal trapezoids, cut to the window first (``ConvexClip``), which the
/// server rasterizes into an 8-bit mask (pixman's 15 × 17 sample grid), or a
/// 1-bit one for an opaque fill whose edge an opaque border hides.
extension XlibPainter {
    mutating func paintComposited(_ list: DisplayList, with r: XRenderContext) {
        let d = window.connection.display
        r.attach(window)
        var background = XRenderContext.renderColor(list.background)
        XRenderFillRectangle(d, Int32(PictOpSrc), r.target, &background, 0, 0, UInt32(window.size.width), UInt32(window.size.height))
        for item in list.items { composite(item, scale: list.scale, r) }
        for touch in list.touches {
            let circle = Outline.circle(center: touch, radius: RasterPainter.touchRadius * list.scale)
            fan(circle, r.solid(RasterPainter.touchColor, alpha: RasterPainter.touchFillAlpha), r)
            ring(circle, width: 2 * list.scale, r.solid(RasterPainter.touchColor, alpha: RasterPainter.touchRingAlpha), r)
        }
        for (i, line) in list.hud.enumerated() {
            let width = r.typeface.advance(of: line, pixelSize: TextPlacement.hudPixelSize(scale: list.scale))
            let place = TextPlacement.hud(index: i, count: list.hud.count, height: window.size.height, width: width, scale: list.scale)
            fillRectangle(place.band, .white, alpha: 0.75, r)
            text(line, place.text, .black, alpha: 1, r)
        }
        window.present()
    }

    private mutating func composite(_ item: DisplayItem, scale: Double, _ r: XRenderContext) {
        guard let quad = item.quad else { return }
        let look = item.appearance
        let corners = quad.corners
        if item.isTransformed {
            // Under an opaque border at least 2 pixels wide, an opaque fill's edge is hidden: every pixel the
            // edge crosses lies under the border, so the fill is rasterized with one sample a pixel, not 15 × 17.
            let hidden = item.alpha >= 1 && look.fill.a == 255 && look.image == nil && look.dim <= 0
                && (look.border?.a ?? 0) == 255 && look.borderWidth >= 2
            fan(corners, r.solid(look.fill, alpha: item.alpha), r, format: hidden ? r.a1 : r.a8)
        } else {
            fillRectangle(item.frame, look.fill, alpha: item.alpha, r)
        }
        if let image = look.image { compositeImage(image, item: item, r) }
        if look.dim > 0 { fan(corners, r.solid(.black, alpha: item.alpha * min(1, look.dim)), r) }
        if let border = look.border, look.borderWidth > 0 {
            if item.isTransformed {
                ring(corners, width: look.borderWidth, r.solid(border, alpha: item.alpha), r)
            } else {
                strokeRectangle(item, width: look.borderWidth, border, r)
            }
        }
        if let label = look.label,
           let place = TextPlacement.label(of: item, scale: scale, advance: { r.typeface.advance(of: label, pixelSize: $0) }) {
            text(label, place, look.labelColor, alpha: item.alpha, r)
        }
    }

    /// The convex polygon, antialiased (or, through a 1-bit `format`, not), from `source` (whose origin lines up with the
    /// window's), as horizontal trapezoids (see ``ringTrapezoids(outer:inner:into:)``): a triangle fan would have
    /// the server rasterize each row once per triangle that spans it.
    private mutating func fan(_ polygon: [Point], _ source: Picture, _ r: XRenderContext, to dst: Picture? = nil,
                              format: UnsafeMutablePointer<XRenderPictFormat>? = nil) {
        guard polygon.count >= 3, polygon.allSatisfy(\.isFinite) else { return }
        clipper.clip(polygon, to: clipRect, into: &clippedOuter)
        Self.ringTrapezoids(outer: clippedOuter, inner: [], into: &trapezoids)
        guard !trapezoids.isEmpty else { return }
        let (sx, sy) = Self.sourceOrigin(trapezoids)
        XRenderCompositeTrapezoids(r.display, Int32(PictOpOver), source, dst ?? r.target, format ?? r.a8, sx, sy, &trapezoids, Int32(trapezoids.count))
    }

    /// The window grown by two pixels on every side: what shapes are cut to before they go to the server
    /// (see ``ConvexClip``).
    private var clipRect: Rect {
        Rect(x: -2, y: -2, width: window.size.width + 4, height: window.size.height + 4)
    }

    /// A line `width` wide centred on the convex polygon's edges: the ring between the polygon grown and
    /// shrunk by half the width (filled whole when the shrunk one vanishes), as horizontal trapezoids.
    ///
    /// Between two successive corner heights each side of the ring is one trapezoid bounded by an edge of
    /// the outer polygon and one of the inner, so the server rasterizes each row of the ring once per side.
    /// (A triangle strip around the ring rasterizes every row of each band twice over the band's height,
    /// its triangles being as tall as their edges: twice the work, which made rings the frame's costliest part.)
    private mutating func ring(_ polygon: [Point], width: Double, _ source: Picture, _ r: XRenderContext) {
        guard let outer = Outline.offset(polygon, by: width / 2) else { return }
        guard let inner = Outline.offset(polygon, by: -width / 2), inner.count == outer.count else {
            fan(outer, source, r)
            return
        }
        guard outer.allSatisfy(\.isFinite), inner.allSatisfy(\.isFinite) else { return }
        clipper.clip(outer, to: clipRect, into: &clippedOuter)
        clipper.clip(inner, to: clipRect, into: &clippedInner)
        Self.ringTrapezoids(outer: clippedOuter, inner: clippedInner, into: &trapezoids)
        guard !trapezoids.isEmpty else { return }
        let (sx, sy) = Self.sourceOrigin(trapezoids)
        XRenderCompositeTrapezoids(r.display, Int32(PictOpOver), source, r.target, r.a8, sx, sy, &trapezoids, Int32(trapezoids.count))
    }

    /// The ring between the convex polygons `outer` and `inner` (inside it; empty for none, which gives the whole of
    /// `outer`) as horizontal trapezoids, one for each side of the ring between two successive corner heights, in `traps`.
    static func ringTrapezoids(outer: [Point], inner: [Point], into traps: inout [XTrapezoid]) {
        traps.removeAll(keepingCapacity: true)
        var innerTop = Double.infinity, innerBottom = -Double.infinity
        for p in inner { innerTop = min(innerTop, p.y); innerBottom = max(innerBottom, p.y) }
        func line(_ e: (Point, Point)) -> XLineFixed {
            XLineFixed(p1: XPointFixed(x: fixed(e.0.x), y: fixed(e.0.y)), p2: XPointFixed(x: fixed(e.1.x), y: fixed(e.1.y)))
        }
        // The corner heights in order, without sorting into a new array: each next level is the least above the last.
        var top = -Double.infinity
        while true {
            var next = Double.infinity
            for p in outer where p.y > top { next = min(next, p.y) }
            for p in inner where p.y > top { next = min(next, p.y) }
            guard next.isFinite else { break }
            defer { top = next }
            guard top.isFinite else { continue }
            let bottom = next, middle = (top + bottom) / 2
            guard let o = sides(of: outer, at: middle) else { continue }
            let t = fixed(top), b = fixed(bottom)
            if middle > innerTop, middle < innerBottom, let n = sides(of: inner, at: middle) {
                traps.append(XTrapezoid(top: t, bottom: b, left: line(o.left), right: line(n.left)))
                traps.append(XTrapezoid(top: t, bottom: b, left: line(n.right), right: line(o.right)))
            } else {
                traps.append(XTrapezoid(top: t, bottom: b, left: line(o.left), right: line(o.right)))
            }
        }
    }

    /// The convex polygon's left and right edges at height `y`, each as its two ends; nil when `y` misses it.
    static func sides(of polygon: [Point], at y: Double) -> (left: (Point, Point), right: (Point, Point))? {
        var first: (x: Double, edge: (Point, Point))?, second: (x: Double, edge: (Point, Point))?
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            guard min(a.y, b.y) <= y, y < max(a.y, b.y) else { continue }
            let found = (x: a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y), edge: (a, b))
            if first == nil { first = found } else if second == nil { second = found } else { return nil }
        }
        guard let first, let second else { return nil }
        return first.x <= second.x ? (first.edge, second.edge) : (second.edge, first.edge)
    }

    /// The image through its inverse projection, bilinear, cut antialiased to its quad: the quad
    /// is drawn into the mask at the item's alpha, then the image goes through the mask.
    private mutating func compositeImage(_ image: ElementAppearance.Image, item: DisplayItem, _ r: XRenderContext) {
        guard let placed = ImagePlacement(image, item: item),
              let picture = r.picture(for: image.bitmap, drawable: window.backBuffer) else { return }
        let m = placed.screenToImage.m
        let largest = max(abs(m.0), abs(m.1), abs(m.2), abs(m.3), abs(m.4), abs(m.5), abs(m.6), abs(m.7), abs(m.8))
        guard largest > 0, largest.isFinite else { return }
        // An affine map goes over with its last row exactly (0, 0, 1), which is what pixman's affine
        // sampling paths test for; they misread one whose row is a multiple of that, sampling a
        // stretched picture far off (the binder behind Survey's sections lost its rings).
        // A projective map is scaled so its largest entry uses the 16.16 range.
        let affine = m.6 == 0 && m.7 == 0 && m.8 != 0
        let k = affine ? 1 / m.8 : 16384 / largest
        func f(_ v: Double) -> XFixed { Self.fixed(v * k) }
        var transform = XTransform(matrix: ((f(m.0), f(m.1), f(m.2)), (f(m.3), f(m.4), f(m.5)), (f(m.6), f(m.7), f(m.8))))
        XRenderSetPictureTransform(r.display, picture, &transform)
        let box = placed.clip.boundingBox.intersection(Rect(x: 0, y: 0, width: window.size.width, height: window.size.height)).integral
        guard !box.isNull, box.width >= 1, box.height >= 1 else { return }
        let x = Int32(box.minX), y = Int32(box.minY), w = UInt32(box.width), h = UInt32(box.height)
        var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
        XRenderFillRectangle(r.display, Int32(PictOpSrc), r.mask, &clear, x, y, w, h)
        fan(placed.clip.corners, r.solid(.white, alpha: item.alpha), r, to: r.mask)
        XRenderComposite(r.display, Int32(PictOpOver), picture, r.mask, r.target, x, y, x, y, x, y, w, h)
    }

    /// `string` in DejaVu Sans at `place`, through Xft.
    private func text(_ string: String, _ place: TextPlacement, _ color: Color, alpha: Double, _ r: XRenderContext) {
        guard let draw = r.draw, let font = r.font(size: place.pixelSize, matrix: place.matrix) else { return }
        var xc = XftColor(pixel: 0, color: XRenderContext.renderColor(color, alpha: alpha))
        var s = string
        s.withUTF8 { utf8 in
            XftDrawStringUtf8(draw, &xc, font, Int32(clamping: place.x), Int32(clamping: place.y), utf8.baseAddress, Int32(utf8.count))
        }
    }

    static func fixed(_ v: Double) -> XFixed { XFixed(max(-32767, min(32767, v)) * 65536) }

    /// Trapezoid requests align the source's (sx, sy) with the whole-pixel corner of the first trapezoid's left
    /// line's first point; passing that corner keeps the source in window coordinates.
    static func sourceOrigin(_ traps: [XTrapezoid]) -> (Int32, Int32) {
        guard let first = traps.first else { return (0, 0) }
        return (Int32(first.left.p1.x >> 16), Int32(first.left.p1.y >> 16))
    }
}
