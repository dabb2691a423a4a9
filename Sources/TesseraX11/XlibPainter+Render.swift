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
/// server rasterizes into an 8-bit mask (pixman's 15 × 17 sample grid); an opaque
/// turned fill whose edge an opaque border hides is the rectangles of the pixels
/// whose centres it holds.
extension XlibPainter {
    mutating func paintComposited(_ list: DisplayList, with r: XRenderContext) {
        let d = window.connection.display
        r.attach(window)
        let screen = Surface(picture: r.target, width: Int(window.size.width), height: Int(window.size.height))
        r.layers.beginFrame()
        planLayers(list, r)
        fillBackground(list.background, r)
        for (item, plan) in zip(list.items, layerPlans) where !compositeFromLayer(item, plan, scale: list.scale, r) {
            composite(item, scale: list.scale, r, on: screen)
        }
        r.layers.endFrame(display: d)
        for touch in list.touches {
            let circle = Outline.circle(center: touch, radius: RasterPainter.touchRadius * list.scale)
            fan(circle, r.solid(RasterPainter.touchColor, alpha: RasterPainter.touchFillAlpha), r, on: screen)
            ring(circle, width: 2 * list.scale, r.solid(RasterPainter.touchColor, alpha: RasterPainter.touchRingAlpha), r, on: screen)
        }
        for (i, line) in list.hud.enumerated() {
            let width = r.typeface.advance(of: line, pixelSize: TextPlacement.hudPixelSize(scale: list.scale))
            let place = TextPlacement.hud(index: i, count: list.hud.count, height: window.size.height, width: width, scale: list.scale)
            fillRectangle(place.band, .white, alpha: 0.75, r, on: screen)
            text(line, place.text, .black, alpha: 1, r, on: screen)
        }
        window.present()
    }

    /// Draws every layer of `item` (fill, picture, veil, border, label) on `surface`, over what it holds.
    mutating func composite(_ item: DisplayItem, scale: Double, _ r: XRenderContext, on surface: Surface) {
        guard let quad = item.quad else { return }
        let look = item.appearance
        let corners = quad.corners
        if item.isTransformed {
            // Under an opaque border at least 2 pixels wide, an opaque fill's edge is hidden: every pixel the
            // edge crosses lies under the border, so the fill is the pixels whose centres it holds, as rectangles.
            let hidden = item.alpha >= 1 && look.fill.a == 255 && look.image == nil && look.dim <= 0
                && (look.border?.a ?? 0) == 255 && look.borderWidth >= 2
            if hidden {
                fillCentres(corners, look.fill, r, on: surface)
            } else {
                fan(corners, r.solid(look.fill, alpha: item.alpha), r, on: surface)
            }
        } else {
            fillRectangle(item.frame, look.fill, alpha: item.alpha, r, on: surface)
        }
        if let image = look.image { compositeImage(image, item: item, r, on: surface) }
        if look.dim > 0 { fan(corners, r.solid(.black, alpha: item.alpha * min(1, look.dim)), r, on: surface) }
        if let border = look.border, look.borderWidth > 0 {
            if item.isTransformed {
                ring(corners, width: look.borderWidth, r.solid(border, alpha: item.alpha), r, on: surface)
            } else {
                strokeRectangle(item, width: look.borderWidth, border, r, on: surface)
            }
        }
        if let label = look.label,
           let place = TextPlacement.label(of: item, scale: scale, advance: { r.typeface.advance(of: label, pixelSize: $0) }) {
            text(label, place, look.labelColor, alpha: item.alpha, r, on: surface)
        }
    }

    /// The convex polygon, antialiased, from `source` (whose origin lines up with the
    /// window's), as horizontal trapezoids (see ``ringTrapezoids(outer:inner:into:)``): a triangle fan would have
    /// the server rasterize each row once per triangle that spans it.
    private mutating func fan(_ polygon: [Point], _ source: Picture, _ r: XRenderContext, on surface: Surface, to dst: Picture? = nil) {
        guard polygon.count >= 3, polygon.allSatisfy(\.isFinite) else { return }
        clipper.clip(polygon, to: surface.clipRect, into: &clippedOuter)
        Self.ringTrapezoids(outer: clippedOuter, inner: [], into: &trapezoids)
        guard !trapezoids.isEmpty else { return }
        let (sx, sy) = Self.sourceOrigin(trapezoids)
        XRenderCompositeTrapezoids(r.display, Int32(PictOpOver), source, dst ?? surface.picture, r.a8, sx, sy, &trapezoids, Int32(trapezoids.count))
    }

    /// A line `width` wide centred on the convex polygon's edges: the ring between the polygon grown and
    /// shrunk by half the width (filled whole when the shrunk one vanishes), as horizontal trapezoids.
    ///
    /// Between two successive corner heights each side of the ring is one trapezoid bounded by an edge of
    /// the outer polygon and one of the inner, so the server rasterizes each row of the ring once per side.
    /// (A triangle strip around the ring rasterizes every row of each band twice over the band's height,
    /// its triangles being as tall as their edges: twice the work, which made rings the frame's costliest part.)
    private mutating func ring(_ polygon: [Point], width: Double, _ source: Picture, _ r: XRenderContext, on surface: Surface) {
        guard let outer = Outline.offset(polygon, by: width / 2) else { return }
        guard let inner = Outline.offset(polygon, by: -width / 2), inner.count == outer.count else {
            fan(outer, source, r, on: surface)
            return
        }
        guard outer.allSatisfy(\.isFinite), inner.allSatisfy(\.isFinite) else { return }
        clipper.clip(outer, to: surface.clipRect, into: &clippedOuter)
        clipper.clip(inner, to: surface.clipRect, into: &clippedInner)
        Self.ringTrapezoids(outer: clippedOuter, inner: clippedInner, into: &trapezoids)
        guard !trapezoids.isEmpty else { return }
        let (sx, sy) = Self.sourceOrigin(trapezoids)
        XRenderCompositeTrapezoids(r.display, Int32(PictOpOver), source, surface.picture, r.a8, sx, sy, &trapezoids, Int32(trapezoids.count))
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
    private mutating func compositeImage(_ image: ElementAppearance.Image, item: DisplayItem, _ r: XRenderContext, on surface: Surface) {
        guard let placed = ImagePlacement(image, item: item),
              let picture = r.picture(for: image.bitmap, drawable: window.backBuffer) else { return }
        let m = placed.screenToImage.m
        let bounds = Rect(x: 0, y: 0, width: Double(surface.width), height: Double(surface.height))
        let box = placed.clip.boundingBox.intersection(bounds).integral
        guard !box.isNull, box.width >= 1, box.height >= 1 else { return }
        guard let k = Self.pictureTransformScale(m, over: box) else { return }
        func f(_ v: Double) -> XFixed { Self.fixed(v * k) }
        var transform = XTransform(matrix: ((f(m.0), f(m.1), f(m.2)), (f(m.3), f(m.4), f(m.5)), (f(m.6), f(m.7), f(m.8))))
        XRenderSetPictureTransform(r.display, picture, &transform)
        let x = Int32(box.minX), y = Int32(box.minY), w = UInt32(box.width), h = UInt32(box.height)
        let mask = r.mask(width: surface.width, height: surface.height)
        var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
        XRenderFillRectangle(r.display, Int32(PictOpSrc), mask, &clear, x, y, w, h)
        fan(placed.clip.corners, r.solid(.white, alpha: item.alpha), r, on: surface, to: mask)
        XRenderComposite(r.display, Int32(PictOpOver), picture, mask, surface.picture, x, y, x, y, x, y, w, h)
    }

    /// The factor a screen-to-picture homography `m` (row-major, acting on columns (x, y, 1)) is multiplied by before
    /// it goes to the server as a 16.16 picture transform for the pixels of `box`; nil when it is degenerate.
    ///
    /// An affine map goes over with its last row exactly (0, 0, 1), which is what pixman's affine sampling
    /// paths test for; they misread one whose row is a multiple of that, sampling a stretched picture far off
    /// (the binder behind Survey's sections lost its rings). A projective map is scaled as far as both its
    /// entries and what pixman computes for each pixel, the transformed point (X, Y, W) before the division,
    /// stay within 16.16's range, at every corner of `box` (so everywhere in it): pixman drops a row whose first
    /// point does not fit, and an entry past the range is cut. Scaled by its largest entry alone, the point
    /// overflowed near the screen's origin (a picture in perspective vanished); scaled by the point alone, an
    /// entry overflowed far from it (the picture was sampled off to one side).
    static func pictureTransformScale(_ m: (Double, Double, Double, Double, Double, Double, Double, Double, Double),
                                      over box: Rect) -> Double? {
        if m.6 == 0, m.7 == 0, m.8 != 0 { return 1 / m.8 }
        var point = 0.0
        for (x, y) in [(box.minX, box.minY), (box.maxX, box.minY), (box.minX, box.maxY), (box.maxX, box.maxY)] {
            point = max(point, abs(m.0 * x + m.1 * y + m.2), abs(m.3 * x + m.4 * y + m.5), abs(m.6 * x + m.7 * y + m.8))
        }
        let entry = max(abs(m.0), abs(m.1), abs(m.2), abs(m.3), abs(m.4), abs(m.5), abs(m.6), abs(m.7), abs(m.8))
        guard point > 0, point.isFinite, entry > 0, entry.isFinite else { return nil }
        return min(16384 / point, 32000 / entry)
    }

    /// `string` in DejaVu Sans at `place`, through Xft, composited over `surface` from a solid source
    /// (what `XftDrawStringUtf8` does on a window, on any picture).
    private func text(_ string: String, _ place: TextPlacement, _ color: Color, alpha: Double, _ r: XRenderContext, on surface: Surface) {
        guard let font = r.font(size: place.pixelSize, matrix: place.matrix) else { return }
        let source = r.solid(color, alpha: alpha)
        var s = string
        s.withUTF8 { utf8 in
            XftTextRenderUtf8(r.display, Int32(PictOpOver), source, font, surface.picture, 0, 0,
                              Int32(clamping: place.x), Int32(clamping: place.y), utf8.baseAddress, Int32(utf8.count))
        }
    }

    /// `v` in 16.16 fixed point, to the nearest step (so a move by whole pixels moves every value by whole pixels), within ±32767.
    static func fixed(_ v: Double) -> XFixed { XFixed((max(-32767, min(32767, v)) * 65536).rounded()) }

    /// Trapezoid requests align the source's (sx, sy) with the whole-pixel corner of the first trapezoid's left
    /// line's first point; passing that corner keeps the source in window coordinates.
    static func sourceOrigin(_ traps: [XTrapezoid]) -> (Int32, Int32) {
        guard let first = traps.first else { return (0, 0) }
        return (Int32(first.left.p1.x >> 16), Int32(first.left.p1.y >> 16))
    }
}
