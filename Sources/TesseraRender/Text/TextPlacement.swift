import TesseraGeometry

/// Where and how both painters draw a piece of text: the label of a display
/// item (centred on it and turned with it) and the heads-up lines.
public struct TextPlacement: Equatable, Sendable {
    /// The pen's starting point, the left end of the baseline, in whole window pixels.
    public var x: Int, y: Int
    /// The font's size in pixels, before ``matrix``.
    public var pixelSize: Int
    /// How the glyphs are turned: the item's transform at its centre.
    public var matrix: FontMatrix

    /// Creates a placement from its parts.
    public init(x: Int, y: Int, pixelSize: Int, matrix: FontMatrix) {
        self.x = x; self.y = y; self.pixelSize = pixelSize; self.matrix = matrix
    }

    /// 13: a label's size in pixels in an element tall enough for it.
    public static let labelPixelSize = 13
    /// 11: the heads-up lines' size in pixels.
    public static let hudPixelSize = 11
    /// 14: the heads-up lines' spacing in pixels.
    public static let hudLineHeight = 14

    /// The size in pixels of a label in an element of `size`: ``labelPixelSize``, smaller in a short element, at least 6.
    public static func labelPixelSize(for size: Size) -> Int {
        max(6, min(labelPixelSize, Int(size.height * 0.7)))
    }

    /// The size in pixels of a label in an element of `size` pixels at `scale` pixels per point: the size
    /// ``labelPixelSize(for:)`` gives the element in points, times `scale`, rounded.
    public static func labelPixelSize(for size: Size, scale: Double) -> Int {
        guard scale != 1 else { return labelPixelSize(for: size) }
        let points = labelPixelSize(for: Size(width: size.width / scale, height: size.height / scale))
        return max(1, Int((Double(points) * scale).rounded()))
    }

    /// `item`'s label centred on it and turned with its transform; `advance(pixelSize)` is the
    /// label's untransformed width; `scale` is the list's pixels per point. Nil when the item has no
    /// label or its centre is behind the eye.
    public static func label(of item: DisplayItem, scale: Double = 1, advance: (Int) -> Int) -> TextPlacement? {
        guard let label = item.appearance.label, !label.isEmpty else { return nil }
        let size = labelPixelSize(for: item.projection.size, scale: scale)
        let p = item.projection
        guard let c = p.project(x: 0, y: 0) else { return nil }
        var matrix = FontMatrix.identity
        if item.isTransformed, let ux = p.project(x: 1, y: 0), let uy = p.project(x: 0, y: 1) {
            matrix = FontMatrix(screenX: (ux.x - c.x, ux.y - c.y), screenY: (uy.x - c.x, uy.y - c.y))
        }
        let width = Double(advance(size)), baseline = (Double(size) * 0.36).rounded()
        guard let origin = p.project(x: -width / 2, y: baseline) else { return nil }
        return TextPlacement(x: Int(origin.x.rounded(.down)), y: Int(origin.y.rounded(.down)), pixelSize: size, matrix: matrix)
    }

    /// The heads-up lines' size in pixels at `scale` pixels per point: ``hudPixelSize`` times `scale`, rounded.
    public static func hudPixelSize(scale: Double) -> Int {
        scale == 1 ? hudPixelSize : max(1, Int((Double(hudPixelSize) * scale).rounded()))
    }

    /// Heads-up line `index` of `count` in a frame `height` pixels tall, `width` pixels wide in
    /// ``hudPixelSize(scale:)``: its white band and its pen, every distance `scale` times its size in points.
    public static func hud(index: Int, count: Int, height: Double, width: Int, scale: Double = 1) -> (band: Rect, text: TextPlacement) {
        func px(_ points: Int) -> Int { scale == 1 ? points : Int((Double(points) * scale).rounded()) }
        let top = Int(height) - px(hudLineHeight) * (count - index) - px(2)
        return (Rect(x: Double(px(4)), y: Double(top), width: Double(width + px(8)), height: Double(px(hudLineHeight - 1))),
                TextPlacement(x: px(8), y: top + px(10), pixelSize: hudPixelSize(scale: scale), matrix: .identity))
    }
}
