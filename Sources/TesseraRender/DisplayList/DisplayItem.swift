import TesseraGeometry
import TesseraLayout

/// One element to draw: its shape on screen and what it shows.
///
/// The shape is the element's rectangle seen through its transform about its
/// centre, in window coordinates: a plain rectangle when the transform is the
/// identity, otherwise the projected quadrilateral (Cover Flow's perspective,
/// Circle's rotation).
public struct DisplayItem: Sendable {
    /// The element this item draws.
    public var key: ElementKey
    /// The element's zIndex from its layout attributes: a higher one is painted later, over lower ones.
    public var zIndex: Int
    /// The element's centre, size and transform, in window coordinates.
    public var projection: PlaneProjection
    /// Whether the transform is anything but the identity.
    public var isTransformed: Bool
    /// What the element shows: fill, border, label, image and veil.
    public var appearance: ElementAppearance
    /// The element's opacity, 0…1, from its layout attributes.
    public var alpha: Double

    /// Creates an item from its parts; ``DisplayList/append(_:appearance:contentOffset:)`` makes one from attributes.
    public init(key: ElementKey, zIndex: Int, projection: PlaneProjection, isTransformed: Bool,
                appearance: ElementAppearance, alpha: Double) {
        self.key = key
        self.zIndex = zIndex
        self.projection = projection
        self.isTransformed = isTransformed
        self.appearance = appearance
        self.alpha = alpha
    }

    /// The untransformed rectangle in window coordinates.
    public var frame: Rect {
        let s = projection.size, c = projection.center
        return Rect(x: c.x - s.width / 2, y: c.y - s.height / 2, width: s.width, height: s.height)
    }

    /// The four on-screen corners, or nil when part of the element is behind the eye.
    public var quad: Quad? {
        isTransformed ? projection.quad : Quad(frame)
    }

    /// Paint order: zIndex, then decorations below cells below supplementary views, then the key.
    static func paintsBefore(_ a: DisplayItem, _ b: DisplayItem) -> Bool {
        if a.zIndex != b.zIndex { return a.zIndex < b.zIndex }
        let ra = rank(a.key.category), rb = rank(b.key.category)
        if ra != rb { return ra < rb }
        return a.key < b.key
    }

    private static func rank(_ c: ElementCategory) -> Int {
        switch c {
        case .decoration: 0
        case .cell: 1
        case .supplementary: 2
        }
    }
}
