import TesseraGeometry
import TesseraLayout

/// Everything one frame shows, in paint order: what both painters draw.
///
/// It is built from the simulation's visible attributes — cells, headers,
/// footers and decorations — converted from content to window coordinates,
/// then sorted by zIndex and category. Overlays (the simulated fingers and the
/// heads-up line) are drawn last.
///
/// Items and touches are in window pixels: points times ``scale``. At a scale
/// of 2 (a HiDPI screen) ``append(_:appearance:contentOffset:)`` places every
/// element twice as large, its transform included, and the painters draw labels,
/// borders, finger circles and the heads-up lines twice as large too.
public struct DisplayList: Sendable {
    /// The frame's size, in points: the collection view's visible size.
    public var size: Size
    /// The colour the frame is cleared to before any item is drawn (`#f2f2f7` by default).
    public var background: Color
    /// The elements to draw, in the order they were appended until ``sort()`` puts them in paint order.
    public private(set) var items: [DisplayItem] = []
    /// Simulated touches, drawn as circles over everything.
    public var touches: [Point] = []
    /// Lines of heads-up text, drawn at the bottom left, the last line lowest.
    public var hud: [String] = []
    /// Window pixels per point, greater than 0: 1 normally, 2 on a screen of 192 dpi. Items appended and
    /// touches are in pixels; the painters draw text, finger circles and the heads-up lines this many times larger.
    public var scale: Double = 1

    /// Creates an empty list for a frame of `size` points, cleared to `background`.
    public init(size: Size, background: Color = Color(hex: 0xF2F2F7)) {
        self.size = size
        self.background = background
    }

    /// Adds an element at its layout attributes (in points), seen from `contentOffset`, placed in pixels at ``scale``.
    public mutating func append(_ attributes: LayoutAttributes, appearance: ElementAppearance, contentOffset: Point) {
        guard !attributes.isHidden, attributes.alpha > 0 else { return }
        var center = Point(x: attributes.center.x - contentOffset.x, y: attributes.center.y - contentOffset.y)
        var size = attributes.size, transform = attributes.transform3D, appearance = appearance
        if scale != 1 {
            center = Point(x: center.x * scale, y: center.y * scale)
            size = Size(width: size.width * scale, height: size.height * scale)
            transform = Self.transform(transform, scaledBy: scale)
            appearance.borderWidth *= scale
        }
        let projection = PlaneProjection(center: center, size: size, transform: transform)
        items.append(DisplayItem(key: attributes.key, zIndex: attributes.zIndex, projection: projection,
                                 isTransformed: !attributes.transform3D.isIdentity, appearance: appearance,
                                 alpha: min(1, attributes.alpha)))
    }

    /// `t` as seen at `scale` times the size: S·t(p / S) for every point p, which is t conjugated by a uniform
    /// scale (its perspective terms divided by S, its translation multiplied by S), so a perspective stays the
    /// same perspective at the larger size.
    public static func transform(_ t: Transform3D, scaledBy s: Double) -> Transform3D {
        var r = t
        r.m14 /= s; r.m24 /= s; r.m34 /= s
        r.m41 *= s; r.m42 *= s; r.m43 *= s
        return r
    }

    /// Puts the items in paint order. Call once after appending.
    public mutating func sort() {
        items.sort(by: DisplayItem.paintsBefore)
    }

    /// Empties the list for the next frame, keeping its storage.
    public mutating func removeAll(size: Size) {
        self.size = size
        items.removeAll(keepingCapacity: true)
        touches.removeAll(keepingCapacity: true)
        hud.removeAll(keepingCapacity: true)
    }
}
