import TesseraGeometry

/// A frame's layers in paint order, with the shapes, images and labels they draw: what the raster painter
/// lists from a display list before it draws anything. Each method takes a shape as ``RasterCanvas`` takes
/// it and lists what the canvas would draw, with the same tests and levels, so that drawing the list gives
/// the canvas's pixels. It keeps its storage from frame to frame.
struct RasterFrame {
    /// A polygon to fill, less a hole: where their edges are in ``edges``.
    struct Shape {
        var outer: ConvexEdges, hole: ConvexEdges?
    }

    private(set) var width = 0, height = 0
    /// The layers, in paint order.
    private(set) var layers: [RasterLayer] = []
    /// Every polygon's and hole's edges, and every image's clip quad's.
    private(set) var edges: [ConvexEdges.Edge] = []
    /// The polygons.
    private(set) var shapes: [Shape] = []
    /// The images, each with where it lands, its alpha (0…1) and the shape it is clipped to.
    private(set) var images: [(bitmap: Bitmap, placement: ImagePlacement, alpha: Double, clip: Int)] = []
    private var corners: [Point] = [], ring: [Point] = [], lines: [(Point, Point)] = []

    /// Empties the list for a frame of `width` × `height` pixels.
    mutating func reset(width: Int, height: Int) {
        self.width = width
        self.height = height
        layers.removeAll(keepingCapacity: true)
        edges.removeAll(keepingCapacity: true)
        shapes.removeAll(keepingCapacity: true)
        images.removeAll(keepingCapacity: true)
    }

    /// As ``RasterCanvas/fill(_:color:alpha:)-(Rect,_,_)``: whole pixels as a rectangle, else antialiased.
    mutating func fill(_ rect: Rect, color: Color, alpha: Double) {
        let x0 = rect.minX.rounded(), y0 = rect.minY.rounded(), x1 = rect.maxX.rounded(), y1 = rect.maxY.rounded()
        guard x0 == rect.minX, y0 == rect.minY, x1 == rect.maxX, y1 == rect.maxY, x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else {
            fill(Quad(rect), color: color, alpha: alpha)
            return
        }
        let level = Int((max(0, min(1, alpha)) * Double(color.a)).rounded())
        let l = max(0, Int(x0)), r = min(width, Int(x1)), t = max(0, Int(y0)), b = min(height, Int(y1))
        guard level > 0, l < r, t < b else { return }
        layers.append(RasterLayer(shape: .rect, top: t, bottom: b, x0: l, x1: r, rgb: color.rgb, level: level))
    }

    /// As ``RasterCanvas/fill(_:hole:color:alpha:)`` of the quad's corners.
    mutating func fill(_ quad: Quad, color: Color, alpha: Double) {
        corners.removeAll(keepingCapacity: true)
        corners.append(quad.topLeft); corners.append(quad.topRight); corners.append(quad.bottomRight); corners.append(quad.bottomLeft)
        fill(corners, color: color, alpha: alpha)
    }

    /// As ``RasterCanvas/fill(_:hole:color:alpha:)`` with no hole.
    mutating func fill(_ polygon: [Point], color: Color, alpha: Double) {
        let a = max(0, min(1, alpha)) * Double(color.a)
        guard a > 0.5, let shape = shape(polygon) else { return }
        addPolygon(Shape(outer: shape, hole: nil), rgb: color.rgb, weight: a)
    }

    /// As ``RasterCanvas/stroke(_:color:width:alpha:)``: one ring, the polygon grown by half the width less it shrunk by half.
    mutating func stroke(_ polygon: [Point], color: Color, width: Double, alpha: Double) {
        guard polygon.count >= 3, width > 0 else { return }
        ring.removeAll(keepingCapacity: true)
        guard polygon.withUnsafeBufferPointer({ Outline.offset($0, by: width / 2, appendingTo: &ring, lines: &lines) }) else { return }
        let a = max(0, min(1, alpha)) * Double(color.a)
        guard a > 0.5, let outer = shape(ring) else { return }
        ring.removeAll(keepingCapacity: true)
        var hole: ConvexEdges?
        if polygon.withUnsafeBufferPointer({ Outline.offset($0, by: -width / 2, appendingTo: &ring, lines: &lines) }) { hole = shape(ring) }
        addPolygon(Shape(outer: outer, hole: hole), rgb: color.rgb, weight: a)
    }

    /// As ``RasterPainter/drawImage(_:item:on:)``.
    mutating func image(_ image: ElementAppearance.Image, item: DisplayItem) {
        guard let placed = ImagePlacement(image, item: item) else { return }
        let q = placed.clip
        corners.removeAll(keepingCapacity: true)
        corners.append(q.topLeft); corners.append(q.topRight); corners.append(q.bottomRight); corners.append(q.bottomLeft)
        guard let clip = shape(corners) else { return }
        let rows = RasterCanvas.rows(of: clip, height: height)
        guard !rows.isEmpty else { return }
        shapes.append(Shape(outer: clip, hole: nil))
        images.append((image.bitmap, placed, max(0, min(1, item.alpha)), shapes.count - 1))
        layers.append(RasterLayer(shape: .image, top: rows.lowerBound, bottom: rows.upperBound, index: images.count - 1))
    }

    /// Label `image` of `labels` with its pen at (`x`, `y`), in `color` at `alpha`.
    mutating func text(_ image: Int, of labels: LabelImages, x: Int, y: Int, color: Color, alpha: Double) {
        let a = Int(max(0, min(1, alpha)) * Double(color.a) + 0.5)
        let placed = labels.images[image], top = y + placed.top
        let t = max(0, top), b = min(height, top + placed.height)
        guard a > 0, t < b, x + placed.left < width, x + placed.left + placed.width > 0 else { return }
        layers.append(RasterLayer(shape: .text, top: t, bottom: b, x0: x, x1: y, rgb: color.rgb, level: a, index: image))
    }

    private mutating func addPolygon(_ shape: Shape, rgb: UInt32, weight: Double) {
        let rows = RasterCanvas.rows(of: shape.outer, height: height)
        guard !rows.isEmpty else { return }
        shapes.append(shape)
        layers.append(RasterLayer(shape: .polygon, top: rows.lowerBound, bottom: rows.upperBound, rgb: rgb, weight: weight,
                                  index: shapes.count - 1))
    }

    /// `polygon`'s edges, added to ``edges``; nil when it has fewer than three corners, one not finite, or no height.
    private mutating func shape(_ polygon: [Point]) -> ConvexEdges? {
        guard polygon.count >= 3 else { return nil }
        return polygon.withUnsafeBufferPointer { ConvexEdges.append($0, to: &edges) }
    }
}
