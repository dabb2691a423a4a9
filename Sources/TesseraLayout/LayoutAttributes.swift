import TesseraGeometry

/// Where and how one element appears: the value a layout computes for every
/// cell, supplementary view and decoration, as `UICollectionViewLayoutAttributes`.
///
/// It is a value type. `frame` is derived from `center` and `size` (the
/// untransformed frame, as in UIKit), and setting it sets both. The transform
/// applies about the centre. Custom attributes are set through a
/// ``CustomAttributeKey`` and take part in equality and interpolation.
///
/// ```swift
/// var a = LayoutAttributes(forCellAt: ElementPath(item: 3, section: 0))
/// a.frame = Rect(x: 0, y: 60, width: 50, height: 50)
/// a.zIndex = 1
/// ```
public struct LayoutAttributes: Equatable, Sendable {
    // Stored in this order to keep padding out: the value is copied for every
    // visible element every frame.
    /// The element's section and item; a header or footer is at item 0 of its section.
    public var indexPath: ElementPath
    /// The centre of the untransformed frame, in content coordinates (points); the transform applies about it.
    public var center: Point
    /// The untransformed size, in points.
    public var size: Size
    /// The transform applied about ``center``, with `CATransform3D` semantics; the identity by default.
    public var transform3D: Transform3D
    /// The opacity, 0 (invisible) to 1 (opaque, the default).
    public var alpha: Double
    /// The stacking order: higher values draw above lower ones; 0 by default.
    public var zIndex: Int
    /// Values of layout-specific attributes.
    public var custom: CustomAttributes
    /// The kind of a supplementary or decoration view; nil for cells.
    public var elementKind: ElementKind?
    /// Whether this is a cell, a supplementary view or a decoration.
    public var category: ElementCategory
    /// Whether the element is left undrawn; false by default.
    public var isHidden: Bool

    /// Attributes for the element with the given category, kind (nil for a cell) and index path, at `frame`, opaque, untransformed and at zIndex 0.
    public init(category: ElementCategory, elementKind: ElementKind?, indexPath: ElementPath, frame: Rect = .zero) {
        self.indexPath = indexPath
        self.category = category
        self.elementKind = elementKind
        self.center = frame.center
        self.size = Size(width: frame.width, height: frame.height)
        self.transform3D = .identity
        self.alpha = 1
        self.zIndex = 0
        self.isHidden = false
        self.custom = CustomAttributes()
    }

    /// Attributes for the cell at `indexPath` with the given centre and size.
    @inlinable
    public init(forCellAt indexPath: ElementPath, center: Point, size: Size) {
        self.indexPath = indexPath
        self.category = .cell
        self.elementKind = nil
        self.center = center
        self.size = size
        self.transform3D = .identity
        self.alpha = 1
        self.zIndex = 0
        self.isHidden = false
        self.custom = CustomAttributes()
    }

    /// Attributes for the cell at `indexPath`.
    public init(forCellAt indexPath: ElementPath, frame: Rect = .zero) {
        self.init(category: .cell, elementKind: nil, indexPath: indexPath, frame: frame)
    }

    /// Attributes for a supplementary view of `kind` at `indexPath`.
    public init(forSupplementaryOfKind kind: ElementKind, at indexPath: ElementPath, frame: Rect = .zero) {
        self.init(category: .supplementary, elementKind: kind, indexPath: indexPath, frame: frame)
    }

    /// Attributes for a decoration view of `kind` at `indexPath`.
    public init(forDecorationOfKind kind: ElementKind, at indexPath: ElementPath, frame: Rect = .zero) {
        self.init(category: .decoration, elementKind: kind, indexPath: indexPath, frame: frame)
    }

    /// The untransformed frame: `size` centred on `center`.
    public var frame: Rect {
        get { Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            center = newValue.center
            size = Size(width: newValue.width, height: newValue.height)
        }
    }

    /// The element's identity: category, kind and index path.
    public var key: ElementKey { ElementKey(category: category, kind: elementKind, indexPath: indexPath) }

    /// Reads or writes a custom attribute.
    public subscript<K: CustomAttributeKey>(key: K.Type) -> K.Value {
        get { custom[key] }
        set { custom[key] = newValue }
    }

    /// Whether ``transform3D`` is exactly the identity, as `transform3D.isIdentity`, checked inline:
    /// the collection view asks it of every element of every layout pass.
    @inlinable @inline(__always)
    public var isUntransformed: Bool {
        let t = transform3D
        return t.m11 == 1 && t.m22 == 1 && t.m33 == 1 && t.m44 == 1
            && t.m41 == 0 && t.m42 == 0 && t.m43 == 0 && t.m12 == 0 && t.m13 == 0 && t.m14 == 0
            && t.m21 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m34 == 0
    }

    /// How the element appears on screen: its centre, size and transform.
    public var projection: PlaneProjection {
        PlaneProjection(center: center, size: size, transform: transform3D)
    }

    /// Whether `point` falls on the element as drawn, honouring its transform.
    public func contains(_ point: Point) -> Bool {
        if isUntransformed { return frame.contains(point) }
        return projection.contains(point)
    }

    /// The element's area on screen in square points: its size when untransformed, else the
    /// area of its projected quad; nil when it cannot be projected (a corner at or behind the eye).
    public var drawnArea: Double? {
        if isUntransformed { return abs(size.width * size.height) }
        guard let q = projection.quad else { return nil }
        // The shoelace formula: a projected rectangle in front of the eye is a convex quad.
        let twice = (q.topLeft.x * q.topRight.y - q.topRight.x * q.topLeft.y)
            + (q.topRight.x * q.bottomRight.y - q.bottomRight.x * q.topRight.y)
            + (q.bottomRight.x * q.bottomLeft.y - q.bottomLeft.x * q.bottomRight.y)
            + (q.bottomLeft.x * q.topLeft.y - q.topLeft.x * q.bottomLeft.y)
        return abs(twice) / 2
    }
}

extension LayoutAttributes: Interpolatable {
    /// The attributes partway to `other`: frame, centre, size, alpha, the transform
    /// (decomposed, as Core Animation does) and custom attributes blend; the
    /// identity, zIndex and hidden flag are always `other`'s, even at fraction 0.
    public func interpolated(to other: LayoutAttributes, fraction: Double) -> LayoutAttributes {
        if fraction == 1 { return other }
        var result = other
        if fraction == 0 {
            result.center = center
            result.size = size
            result.alpha = alpha
            result.transform3D = transform3D
            result.custom = custom
            return result
        }
        result.center = center.interpolated(to: other.center, fraction: fraction)
        result.size = size.interpolated(to: other.size, fraction: fraction)
        result.alpha = alpha.interpolated(to: other.alpha, fraction: fraction)
        result.transform3D = transform3D.interpolated(to: other.transform3D, fraction: fraction)
        result.custom = custom.interpolated(to: other.custom, fraction: fraction)
        return result
    }
}
