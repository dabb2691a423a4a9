import TesseraGeometry

/// Draws a ``DisplayList`` into an RGBA bitmap, in pure Swift: the painter
/// behind `tessera replay --frames` and the golden-image tests.
///
/// Each item is filled as its on-screen polygon (the projected quad of its
/// transform), its image is sampled through the inverse of that projection,
/// then its veil, border and label are drawn, all blended with the item's alpha.
public struct RasterPainter: Painter {
    /// The canvas the painter draws into, over a bitmap of the size given at init.
    public private(set) var canvas: RasterCanvas
    private let font = BitmapFont()
    private var polygon: [Point] = []

    /// Creates a painter over a transparent `width` × `height` bitmap.
    public init(width: Int, height: Int) {
        canvas = RasterCanvas(bitmap: Bitmap(width: width, height: height))
        polygon.reserveCapacity(4)
    }

    /// The bitmap drawn by the last ``paint(_:)``.
    public var bitmap: Bitmap { canvas.bitmap }

    /// Clears the bitmap to the list's background and draws its items in order, then the touches and heads-up lines.
    ///
    /// Touches are translucent 14-pixel circles; the heads-up lines sit at the bottom left, on a
    /// white band, one every 12 pixels.
    public mutating func paint(_ list: DisplayList) {
        canvas.bitmap.fill(list.background)
        for item in list.items { draw(item) }
        for touch in list.touches {
            canvas.fillCircle(center: touch, radius: 14, color: Color(hex: 0x3A3A3C), alpha: 0.35)
            canvas.stroke(RasterCanvas.circle(center: touch, radius: 14), color: Color(hex: 0x3A3A3C), width: 2, alpha: 0.8)
        }
        for (i, line) in list.hud.enumerated() {
            let y = bitmap.height - 12 * (list.hud.count - i)
            canvas.fill(Rect(x: 4, y: Double(y - 2), width: Double(BitmapFont.width(of: line, scale: 1) + 4), height: 11),
                        color: .white, alpha: 0.75)
            drawText(line, x: 6, y: y, scale: 1, color: .black, alpha: 1)
        }
    }

    private mutating func draw(_ item: DisplayItem) {
        guard let quad = item.quad else { return }
        polygon.removeAll(keepingCapacity: true)
        polygon.append(quad.topLeft)
        polygon.append(quad.topRight)
        polygon.append(quad.bottomRight)
        polygon.append(quad.bottomLeft)
        let look = item.appearance
        canvas.fill(polygon, color: look.fill, alpha: item.alpha)
        if let image = look.image { Self.drawImage(image, item: item, on: &canvas) }
        if look.dim > 0 { canvas.fill(polygon, color: .black, alpha: item.alpha * min(1, look.dim)) }
        if let border = look.border { canvas.stroke(polygon, color: border, width: look.borderWidth, alpha: item.alpha) }
        if let label = look.label, !label.isEmpty {
            let box = quad.boundingBox
            let scale = max(1, min(3, Int(min(box.height / 16, box.width / Double(max(1, label.utf8.count * 7))))))
            let w = BitmapFont.width(of: label, scale: scale)
            let c = item.projection.project(x: 0, y: 0) ?? box.center
            drawText(label, x: Int((c.x - Double(w) / 2).rounded()), y: Int((c.y - Double(7 * scale) / 2).rounded()),
                     scale: scale, color: look.labelColor, alpha: item.alpha)
        }
    }

    /// Draws `item`'s image onto `canvas`, sampled through the inverse of the
    /// item's projection (nearest neighbour) and blended with the item's alpha.
    /// The Xlib painter uses it too, on the pixels it reads back.
    public static func drawImage(_ image: ElementAppearance.Image, item: DisplayItem, on canvas: inout RasterCanvas) {
        let bitmap = image.bitmap
        guard bitmap.width > 0, bitmap.height > 0 else { return }
        let size = item.projection.size
        let rect = ImageGeometry.frame(imageWidth: Double(bitmap.width), imageHeight: Double(bitmap.height),
                                       in: size, mode: image.mode, fillAmount: image.fillAmount)
        var local = rect
        if image.clips { local = local.intersection(Rect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)) }
        guard !local.isNull, !local.isEmpty else { return }
        let projection = item.projection
        guard let quad = (item.isTransformed ? projection : PlaneProjection(center: projection.center, size: size, transform: .identity))
            .quadOf(local) else { return }
        let alpha = Int((item.alpha * 255).rounded())
        let target = canvas
        canvas.forEachSpan(of: quad.corners) { y, x0, x1 in
            for x in x0..<x1 {
                guard let p = projection.unproject(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) else { continue }
                let u = Int(((p.x - rect.minX) / rect.width * Double(bitmap.width)).rounded(.down))
                let v = Int(((p.y - rect.minY) / rect.height * Double(bitmap.height)).rounded(.down))
                guard u >= 0, v >= 0, u < bitmap.width, v < bitmap.height else { continue }
                let c = bitmap[u, v]
                target.blend(x: x, y: y, color: c, alpha: alpha * Int(c.a) / 255)
            }
        }
    }

    private func drawText(_ text: String, x: Int, y: Int, scale: Int, color: Color, alpha: Double) {
        let a = Int((max(0, min(1, alpha)) * 255).rounded())
        var cx = x
        for ch in text.utf8 {
            for row in 0..<BitmapFont.glyphHeight {
                for col in 0..<BitmapFont.glyphWidth where font.ink(ch, column: col, row: row) {
                    for dy in 0..<scale {
                        for dx in 0..<scale {
                            canvas.blend(x: cx + col * scale + dx, y: y + row * scale + dy, color: color, alpha: a)
                        }
                    }
                }
            }
            cx += BitmapFont.advance * scale
        }
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
