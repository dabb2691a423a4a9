import TesseraGeometry
@testable import TesseraRender

/// The raster painter as it was before it drew in bands: every item drawn whole, layer by layer, on the
/// ``ReferenceCanvas`` (the canvas as it was), its images pixel by pixel and its labels glyph by glyph with one
/// scalar blend per pixel. The banded painter must give exactly its pixels.
struct PlainPainter {
    var canvas: ReferenceCanvas
    let typeface = Typeface.shared
    var polygon: [Point] = []

    init(width: Int, height: Int) {
        canvas = ReferenceCanvas(bitmap: Bitmap(width: width, height: height))
    }

    var bitmap: Bitmap { canvas.bitmap }

    mutating func paint(_ list: DisplayList) {
        canvas.bitmap.fill(list.background)
        for item in list.items { draw(item, scale: list.scale) }
        for touch in list.touches {
            let circle = Outline.circle(center: touch, radius: RasterPainter.touchRadius * list.scale)
            canvas.fill(circle, color: RasterPainter.touchColor, alpha: RasterPainter.touchFillAlpha)
            canvas.stroke(circle, color: RasterPainter.touchColor, width: 2 * list.scale, alpha: RasterPainter.touchRingAlpha)
        }
        for (i, line) in list.hud.enumerated() {
            let width = typeface?.advance(of: line, pixelSize: TextPlacement.hudPixelSize(scale: list.scale)) ?? 0
            let place = TextPlacement.hud(index: i, count: list.hud.count, height: Double(bitmap.height), width: width, scale: list.scale)
            canvas.fill(place.band, color: .white, alpha: 0.75)
            drawText(line, place.text, color: .black, alpha: 1)
        }
    }

    mutating func draw(_ item: DisplayItem, scale: Double) {
        guard let quad = item.quad else { return }
        polygon = quad.corners
        let look = item.appearance
        if item.isTransformed { canvas.fill(polygon, color: look.fill, alpha: item.alpha) } else { canvas.fill(item.frame, color: look.fill, alpha: item.alpha) }
        if let image = look.image { drawImage(image, item: item) }
        if look.dim > 0 { canvas.fill(polygon, color: .black, alpha: item.alpha * min(1, look.dim)) }
        if let border = look.border { strokeBorder(item, border: border) }
        if let label = look.label, let typeface,
           let place = TextPlacement.label(of: item, scale: scale, advance: { typeface.advance(of: label, pixelSize: $0) }) {
            drawText(label, place, color: look.labelColor, alpha: item.alpha)
        }
    }

    mutating func strokeBorder(_ item: DisplayItem, border: Color) {
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

    /// The image sampled bilinearly through the inverse of the item's projection, clipped to the element.
    mutating func drawImage(_ image: ElementAppearance.Image, item: DisplayItem) {
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

    /// Glyph by glyph, pixel by pixel: the blend of `RasterCanvas.blendRow` at the glyph's coverage times the text's alpha.
    func drawText(_ text: String, _ place: TextPlacement, color: Color, alpha: Double) {
        guard let typeface else { return }
        let a = Int(max(0, min(1, alpha)) * Double(color.a) + 0.5)
        guard a > 0 else { return }
        let w = canvas.width, h = canvas.height
        let rgb = UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16
        let srcRB = rgb & 0x00FF_00FF, srcAG = (rgb >> 8) & 0x0000_00FF | 0x00FF_0000
        var penX = place.x, penY = place.y
        canvas.bitmap.pixels.withUnsafeMutableBytes { raw in
            let p = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
            for scalar in text.unicodeScalars {
                guard let g = typeface.glyph(scalar.value, pixelSize: place.pixelSize, matrix: place.matrix) else { continue }
                let left = penX + g.left, top = penY - g.top
                for row in 0..<g.height where top + row >= 0 && top + row < h {
                    for col in 0..<g.width where left + col >= 0 && left + col < w {
                        let c = UInt32(g.coverage[row * g.width + col])
                        if c == 0 { continue }
                        let alpha = (c * UInt32(a) + 127) / 255
                        let i = (top + row) * w + left + col
                        if alpha >= 255 { p[i] = rgb | 0xFF00_0000; continue }
                        let inv = 255 - alpha, d = p[i]
                        var rb = (d & 0x00FF_00FF) &* inv &+ srcRB &* alpha &+ 0x0080_0080
                        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                        var ag = ((d >> 8) & 0x00FF_00FF) &* inv &+ srcAG &* alpha &+ 0x0080_0080
                        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
                        p[i] = rb | ag
                    }
                }
                penX += g.advanceX
                penY += g.advanceY
            }
        }
    }
}
