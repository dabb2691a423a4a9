import Foundation
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
    private var frame = RasterFrame()
    private var bands = BandIndex()
    private var workers: [BandWorker] = []
    private var counter = BandCounter()
    private var labels = LabelImages()
    /// Rows drawn together: 16 rows of a 1920-pixel frame (120 kB) stay in a core's cache with their layers.
    var bandHeight = 16
    /// The most threads that draw one frame's bands (at least 1); the pixels are the same for any number.
    ///
    /// It starts at ``defaultThreads``; a program that paints several frames at once may set it to 1.
    public var threads = RasterPainter.defaultThreads
    /// The fewest pixels worth a thread of their own: below about a quarter of a 1080p frame, starting a
    /// second thread costs more than it saves.
    var pixelsPerThread = 1 << 19

    /// One thread per processor this process may run on, up to eight.
    public static let defaultThreads = max(1, min(8, ProcessInfo.processInfo.activeProcessorCount))

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
    ///
    /// The frame is listed as layers first (`RasterFrame`), then drawn in bands of `bandHeight` rows, on up
    /// to one thread per processor for a large frame. The pixels do not depend on the number of threads.
    public mutating func paint(_ list: DisplayList) {
        labels.trim()
        frame.reset(width: canvas.width, height: canvas.height)
        for item in list.items { add(item, scale: list.scale) }
        for touch in list.touches {
            let circle = Outline.circle(center: touch, radius: Self.touchRadius * list.scale)
            frame.fill(circle, color: Self.touchColor, alpha: Self.touchFillAlpha)
            frame.stroke(circle, color: Self.touchColor, width: 2 * list.scale, alpha: Self.touchRingAlpha)
        }
        if let typeface {
            for (i, line) in list.hud.enumerated() {
                let text = labels.text(line, pixelSize: TextPlacement.hudPixelSize(scale: list.scale), typeface: typeface)
                let place = TextPlacement.hud(index: i, count: list.hud.count, height: Double(bitmap.height),
                                              width: labels.advance(text), scale: list.scale)
                frame.fill(place.band, color: .white, alpha: 0.75)
                addText(text, line, place.text, color: .black, alpha: 1)
            }
        } else {
            for i in list.hud.indices {
                let place = TextPlacement.hud(index: i, count: list.hud.count, height: Double(bitmap.height), width: 0, scale: list.scale)
                frame.fill(place.band, color: .white, alpha: 0.75)
            }
        }
        let wanted = max(1, min(threads, canvas.width * canvas.height / max(1, pixelsPerThread)))
        while workers.count < wanted { workers.append(BandWorker()) }
        // A copy of the painter gets rows and a counter of its own before it draws, as its frame and band index are its own.
        for k in 0..<wanted where !isKnownUniquelyReferenced(&workers[k]) { workers[k] = BandWorker() }
        if !isKnownUniquelyReferenced(&counter) { counter = BandCounter() }
        frame.draw(on: canvas.bitmap, background: list.background, labels: labels, bandHeight: bandHeight,
                   bands: &bands, workers: workers, threads: wanted, counter: counter)
    }

    /// Lists `item`'s layers: fill, image, veil, border, label.
    private mutating func add(_ item: DisplayItem, scale: Double) {
        guard let quad = item.quad else { return }
        polygon.removeAll(keepingCapacity: true)
        polygon.append(quad.topLeft)
        polygon.append(quad.topRight)
        polygon.append(quad.bottomRight)
        polygon.append(quad.bottomLeft)
        let look = item.appearance
        if item.isTransformed { frame.fill(polygon, color: look.fill, alpha: item.alpha) } else { frame.fill(item.frame, color: look.fill, alpha: item.alpha) }
        if let image = look.image { frame.image(image, item: item) }
        if look.dim > 0 { frame.fill(polygon, color: .black, alpha: item.alpha * min(1, look.dim)) }
        if let border = look.border { addBorder(item, border: border) }
        if let label = look.label, let typeface {
            var text = -1
            let place = TextPlacement.label(of: item, scale: scale) { size in
                text = labels.text(label, pixelSize: size, typeface: typeface)
                return labels.advance(text)
            }
            if let place, text >= 0 { addText(text, label, place, color: look.labelColor, alpha: item.alpha) }
        }
    }

    /// The border centred on the item's edges: four rectangles when it lies on whole pixels, else one ring.
    private mutating func addBorder(_ item: DisplayItem, border: Color) {
        let w = item.appearance.borderWidth
        guard w > 0 else { return }
        let f = item.frame, o = f.insetBy(dx: -w / 2, dy: -w / 2)
        if !item.isTransformed, o.minX == o.minX.rounded(), o.minY == o.minY.rounded(), o.width == o.width.rounded(),
           o.height == o.height.rounded(), w == w.rounded(), f.width > w, f.height > w {
            frame.fill(Rect(x: o.minX, y: o.minY, width: o.width, height: w), color: border, alpha: item.alpha)
            frame.fill(Rect(x: o.minX, y: o.maxY - w, width: o.width, height: w), color: border, alpha: item.alpha)
            frame.fill(Rect(x: o.minX, y: o.minY + w, width: w, height: o.height - 2 * w), color: border, alpha: item.alpha)
            frame.fill(Rect(x: o.maxX - w, y: o.minY + w, width: w, height: o.height - 2 * w), color: border, alpha: item.alpha)
            return
        }
        frame.stroke(polygon, color: border, width: w, alpha: item.alpha)
    }

    /// Lists `string` (the text behind `text`) with its pen at `place`: glyph by glyph, each advancing the pen
    /// by its rounded advance, set once per strike as a label image (``LabelImages``).
    private mutating func addText(_ text: Int, _ string: String, _ place: TextPlacement, color: Color, alpha: Double) {
        guard let typeface,
              let image = labels.image(text, text: string, pixelSize: place.pixelSize, matrix: place.matrix, typeface: typeface) else { return }
        frame.text(image, of: labels, x: place.x, y: place.y, color: color, alpha: alpha)
    }

    /// Draws `item`'s image onto `canvas`, sampled bilinearly through the inverse of the item's
    /// projection (edge texels extend outwards), clipped antialiased to the element
    /// when the image clips, and blended with the item's alpha. The core-Xlib fallback uses it too.
    public static func drawImage(_ image: ElementAppearance.Image, item: DisplayItem, on canvas: inout RasterCanvas) {
        guard let placed = ImagePlacement(image, item: item), canvas.width > 0, canvas.height > 0 else { return }
        let alpha = max(0, min(1, item.alpha)), target = canvas.bitmap, bitmap = image.bitmap, w = canvas.width
        let q = placed.clip, clip = [q.topLeft, q.topRight, q.bottomRight, q.bottomLeft]
        target.pixels.withUnsafeMutableBytes { raw in
            bitmap.pixels.withUnsafeBufferPointer { src in
                var sink = ImageSink(source: src, width: bitmap.width, height: bitmap.height, placement: placed, alpha: alpha,
                                     pixels: raw.baseAddress!.assumingMemoryBound(to: UInt32.self), canvasWidth: w)
                canvas.coverage(of: clip, hole: nil, into: &sink)
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
