import TesseraGeometry
import TesseraLayout

/// Everything one frame shows, in paint order: what both painters draw.
///
/// It is built from the simulation's visible attributes — cells, headers,
/// footers and decorations — converted from content to window coordinates,
/// then sorted by zIndex and category. Overlays (the simulated fingers and the
/// heads-up line) are drawn last.
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

    /// Creates an empty list for a frame of `size` points, cleared to `background`.
    public init(size: Size, background: Color = Color(hex: 0xF2F2F7)) {
        self.size = size
        self.background = background
    }

    /// Adds an element at its layout attributes, seen from `contentOffset`.
    public mutating func append(_ attributes: LayoutAttributes, appearance: ElementAppearance, contentOffset: Point) {
        guard !attributes.isHidden, attributes.alpha > 0 else { return }
        let center = Point(x: attributes.center.x - contentOffset.x, y: attributes.center.y - contentOffset.y)
        let projection = PlaneProjection(center: center, size: attributes.size, transform: attributes.transform3D)
        items.append(DisplayItem(key: attributes.key, zIndex: attributes.zIndex, projection: projection,
                                 isTransformed: !attributes.transform3D.isIdentity, appearance: appearance,
                                 alpha: min(1, attributes.alpha)))
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
