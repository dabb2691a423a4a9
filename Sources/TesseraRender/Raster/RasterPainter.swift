import TesseraGeometry

/// Draws a ``DisplayList`` into an RGBA bitmap, in Swift with FreeType for text:
/// the painter behind `tessera replay --frames` and the golden-image tests.
///
/// It draws what the window's XRender painter draws, the same way: each item's
/// projected quad filled antialiased at the item's alpha, its image sampled
/// bilinearly through the inverse of its projection, its veil, its border as one
/// ring, and its label in DejaVu Sans turned with the item (``TextPlacement``),
/// every layer composited over what lies beneath. Touches are translucent
/// circles; the heads-up lines sit on translucent white bands at the bottom left.
public struct RasterPainter: Painter {
    /// The canvas the painter draws into, over a bitmap of the size given at init.
    public private(set) var canvas: RasterCanvas
    private let typeface = Typeface.shared
    private var polygon: [Point] = []

    /// Creates a painter over a transparent `width` × `height` bitmap.
    public init(width: Int, height: Int) {
        canvas = RasterCanvas(bitmap: Bitmap(width: width, height: height))
        polygon.reserveCapacity(4)
    }

    /// The bitmap drawn by the last ``paint(_:)``.
    public var bitmap: Bitmap { canvas.bitmap }

    /// The touch circles' radius, fill and ring, shared with the window's painter.
    public static let touchRadius = 14.0, touchColor = Color(hex: 0x3A3A3C), touchFillAlpha = 0.35, touchRingAlpha = 0.8

    /// Clears the bitmap to the list's background and draws its items in order, then the touches and heads-up lines.
    public mutating func paint(_ list: DisplayList) {
        canvas.bitmap.fill(list.background)
        for item in list.items { draw(item, scale: list.scale) }
        for touch in list.touches {
            let circle = Outline.circle(center: touch, radius: Self.touchRadius * list.scale)
            canvas.fill(circle, color: Self.touchColor, alpha: Self.touchFillAlpha)
            canvas.stroke(circle, color: Self.touchColor, width: 2 * list.scale, alpha: Self.touchRingAlpha)
        }
        for (i, line) in list.hud.enumerated() {
            let width = typeface?.advance(of: line, pixelSize: TextPlacement.hudPixelSize(scale: list.scale)) ?? 0
            let place = TextPlacement.hud(index: i, count: list.hud.count, height: Double(bitmap.height), width: width, scale: list.scale)
            canvas.fill(place.band, color: .white, alpha: 0.75)
            drawText(line, place.text, color: .black, alpha: 1)
        }
    }

    private mutating func draw(_ item: DisplayItem, scale: Double) {
        guard let quad = item.quad else { return }
        polygon.removeAll(keepingCapacity: true)
        polygon.append(quad.topLeft)
        polygon.append(quad.topRight)
        polygon.append(quad.bottomRight)
        polygon.append(quad.bottomLeft)
        let look = item.appearance
        if item.isTransformed { canvas.fill(polygon, color: look.fill, alpha: item.alpha) } else { canvas.fill(item.frame, color: look.fill, alpha: item.alpha) }
        if let image = look.image { Self.drawImage(image, item: item, on: &canvas) }
        if look.dim > 0 { canvas.fill(polygon, color: .black, alpha: item.alpha * min(1, look.dim)) }
        if let border = look.border { strokeBorder(item, border: border) }
        if let label = look.label, let typeface,
           let place = TextPlacement.label(of: item, scale: scale, advance: { typeface.advance(of: label, pixelSize: $0) }) {
            drawText(label, place, color: look.labelColor, alpha: item.alpha)
        }
    }

    /// The border centred on the item's edges: four rectangles when it lies on whole pixels, else one ring.
    private mutating func strokeBorder(_ item: DisplayItem, border: Color) {
        let w = item.appearance.borderWidth
        guard w > 0 else { return }
        let f = item.frame, o = f.insetBy(dx: -w / 2, dy: -w / 2)
        if !item.isTransformed, o.minX == o.minX.rounded(), o.minY == o.minY.rounded(), o.width == o.width.rounded(),
           o.height == o.height.rounded(), w == w.rounded(), f.width > w, f.height > w {
            canvas.fill(Rect(x: o.minX, y: o.minY, width: o.width, height: w), color: border, alpha: item.alpha)
            canvas.fill(Rect(x: o.minX, y: o.maxY - w, width: o.width, height: w), color: border, alpha: item.alpha)
            canvas.fill(Rect(x: o.minX, y: o.minY + w, width: w, height: o.height - 2 * w), color: border, alpha: item.alpha)
            canvas.fill(Rect(x: o.maxX - w, y: o.minY + w, width: w, height: o.height - 2 * w), color: border, alpha: item.alpha)
            return
        }
        canvas.stroke(polygon, color: border, width: w, alpha: item.alpha)
    }

    /// Draws `item`'s image onto `canvas`, sampled bilinearly through the inverse of the item's
    /// projection (edge texels extend outwards), clipped antialiased to the element
    /// when the image clips, and blended with the item's alpha. The core-Xlib fallback uses it too.
    public static func drawImage(_ image: ElementAppearance.Image, item: DisplayItem, on canvas: inout RasterCanvas) {
        guard let placed = ImagePlacement(image, item: item) else { return }
        let bitmap = image.bitmap, bw = bitmap.width, bh = bitmap.height
        let alpha = max(0, min(1, item.alpha))
        let target = canvas
        bitmap.pixels.withUnsafeBufferPointer { src in
            canvas.forEachCoverage(of: placed.clip.corners) { y, x0, x1, coverage in
                for x in x0..<x1 {
                    guard let (u, v) = placed.screenToImage.apply(Double(x) + 0.5, Double(y) + 0.5) else { continue }
                    let fx = u - 0.5, fy = v - 0.5
                    let ix = Int(fx.rounded(.down)), iy = Int(fy.rounded(.down))
                    let tx = fx - Double(ix), ty = fy - Double(iy)
                    var r = 0.0, g = 0.0, b = 0.0, a = 0.0
                    // Edge texels extend outwards (XRender's RepeatPad); the clip quad cuts the image's edge.
                    func tap(_ sx: Int, _ sy: Int, _ wt: Double) {
                        guard wt > 0 else { return }
                        let i = (min(max(sy, 0), bh - 1) * bw + min(max(sx, 0), bw - 1)) * 4, ta = Double(src[i + 3]) * wt
                        r += Double(src[i]) * ta; g += Double(src[i + 1]) * ta; b += Double(src[i + 2]) * ta; a += ta
                    }
                    tap(ix, iy, (1 - tx) * (1 - ty)); tap(ix + 1, iy, tx * (1 - ty))
                    tap(ix, iy + 1, (1 - tx) * ty); tap(ix + 1, iy + 1, tx * ty)
                    guard a > 0 else { continue }
                    let c = Color(r: UInt8(min(255, (r / a).rounded())), g: UInt8(min(255, (g / a).rounded())), b: UInt8(min(255, (b / a).rounded())))
                    target.blend(x: x, y: y, color: c, alpha: Int((a * (coverage ?? 1) * alpha).rounded()))
                }
            }
        }
    }

    /// Draws `text` with its pen at `place`, glyph by glyph, each advancing the pen by its rounded advance:
    /// each glyph row is blended in one pass over its coverage.
    private func drawText(_ text: String, _ place: TextPlacement, color: Color, alpha: Double) {
        guard let typeface else { return }
        let a = Int(max(0, min(1, alpha)) * Double(color.a) + 0.5)
        guard a > 0 else { return }
        let w = canvas.width, h = canvas.height
        let strike = typeface.strike(pixelSize: place.pixelSize, matrix: place.matrix)
        let rgb = UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16
        let srcRB = rgb & 0x00FF_00FF, srcAG = (rgb >> 8) & 0x0000_00FF | 0x00FF_0000
        var penX = place.x, penY = place.y
        canvas.bitmap.pixels.withUnsafeMutableBytes { raw in
            let p = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
            for scalar in text.unicodeScalars {
                guard let g = typeface.glyph(scalar.value, in: strike) else { continue }
                let left = penX + g.left, top = penY - g.top
                let r0 = max(0, -top), r1 = min(g.height, h - top), c0 = max(0, -left), c1 = min(g.width, w - left)
                if r0 < r1, c0 < c1 {
                    g.coverage.withUnsafeBufferPointer { cov in
                        for row in r0..<r1 {
                            let out = p + ((top + row) * w + left), src = row * g.width
                            for col in c0..<c1 {
                                let c = UInt32(cov[src + col])
                                if c == 0 { continue }
                                // The glyph's coverage times the text's alpha, then the same blend as RasterCanvas.blendRow.
                                let alpha = (c * UInt32(a) + 127) / 255
                                if alpha >= 255 { out[col] = rgb | 0xFF00_0000; continue }
                                let inv = 255 - alpha, d = out[col]
                                var rb = (d & 0x00FF_00FF) &* inv &+ srcRB &* alpha &+ 0x0080_0080
                                rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                                var ag = ((d >> 8) & 0x00FF_00FF) &* inv &+ srcAG &* alpha &+ 0x0080_0080
                                ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
                                out[col] = rb | ag
                            }
                        }
                    }
                }
                penX += g.advanceX
                penY += g.advanceY
            }
        }
    }
}

/// Where an item's image lands, for both painters: the quad it is clipped to and the map from
/// window pixels back to image pixels.
public struct ImagePlacement {
    /// The on-screen quad the image shows through: the image's frame, cut to the element's when it clips.
    public var clip: Quad
    /// From window pixel coordinates to image pixel coordinates.
    public var screenToImage: Homography

    /// Where `image` lands in `item`; nil when the image is empty, clipped away or behind the eye.
    public init?(_ image: ElementAppearance.Image, item: DisplayItem) {
        let bitmap = image.bitmap
        guard bitmap.width > 0, bitmap.height > 0 else { return nil }
        let size = item.projection.size
        let rect = ImageGeometry.frame(imageWidth: Double(bitmap.width), imageHeight: Double(bitmap.height),
                                       in: size, mode: image.mode, fillAmount: image.fillAmount)
        var local = rect
        if image.clips { local = local.intersection(Rect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)) }
        guard !local.isNull, !local.isEmpty else { return nil }
        let projection = item.isTransformed ? item.projection : PlaneProjection(center: item.projection.center, size: size, transform: .identity)
        guard let clip = projection.quadOf(local), let full = projection.quadOf(rect),
              let map = Homography(width: Double(bitmap.width), height: Double(bitmap.height), to: full)?.inverted else { return nil }
        self.clip = clip
        screenToImage = map
    }
}

extension PlaneProjection {
    /// The on-screen corners of `local`, a rectangle in element coordinates
    /// (measured from the centre), or nil when part of it is behind the eye.
    func quadOf(_ local: Rect) -> Quad? {
        guard let tl = project(x: local.minX, y: local.minY), let tr = project(x: local.maxX, y: local.minY),
              let br = project(x: local.maxX, y: local.maxY), let bl = project(x: local.minX, y: local.maxY) else { return nil }
        return Quad(topLeft: tl, topRight: tr, bottomRight: br, bottomLeft: bl)
    }
}
