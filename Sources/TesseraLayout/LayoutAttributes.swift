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

    /// The untransformed bounds, as UIKit's `bounds`: at the origin, with ``size``; setting it sets ``size``
    /// (UIKit requires the origin to be zero, and the centre stays).
    public var bounds: Rect {
        get { Rect(x: 0, y: 0, width: size.width, height: size.height) }
        set { size = Size(width: newValue.width, height: newValue.height) }
    }

    /// The 2D part of ``transform3D``, as UIKit's `transform`; setting it replaces ``transform3D`` with the 3D form
    /// of the affine transform, as UIKit's does.
    public var transform: Transform2D {
        get { transform3D.affine }
        set { transform3D = Transform3D(affine: newValue) }
    }

    /// The element's identity: category, kind and index path.
    public var key: ElementKey { ElementKey(category: category, kind: elementKind, indexPath: indexPath) }

    /// Reads or writes a custom attribute.
    @inlinable
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
        var result = other
        withUnsafePointer(to: self) { result.blend(from: $0, fraction: fraction) }
        return result
    }
}

extension LayoutAttributes {
    /// Makes these attributes, in place, `start.interpolated(to: self, fraction: fraction)` for the
    /// attributes at `start`: the same value, with neither copied whole. A layout pass blends every
    /// animating element so.
    package mutating func blend(from start: UnsafePointer<LayoutAttributes>, fraction: Double) {
        if fraction == 1 { return }
        if fraction == 0 {
            center = start.pointee.center
            size = start.pointee.size
            alpha = start.pointee.alpha
            transform3D = start.pointee.transform3D
            custom = start.pointee.custom
            return
        }
        center = start.pointee.center.interpolated(to: center, fraction: fraction)
        size = start.pointee.size.interpolated(to: size, fraction: fraction)
        alpha = start.pointee.alpha.interpolated(to: alpha, fraction: fraction)
        transform3D = start.pointee.transform3D.interpolated(to: transform3D, fraction: fraction)
        custom = start.pointee.custom.interpolated(to: custom, fraction: fraction)
    }
}

extension LayoutAttributes {
    /// Whether the attributes at `a` equal those at `b`, as `==` says, read field by field where
    /// they lie: `a.pointee == b.pointee` would copy both values whole before comparing them.
    @inline(__always)
    package static func equal(_ a: UnsafePointer<LayoutAttributes>, _ b: UnsafePointer<LayoutAttributes>) -> Bool {
        a.pointee.indexPath == b.pointee.indexPath && a.pointee.center == b.pointee.center && a.pointee.size == b.pointee.size
            && a.pointee.alpha == b.pointee.alpha && a.pointee.zIndex == b.pointee.zIndex
            && a.pointee.category == b.pointee.category && a.pointee.isHidden == b.pointee.isHidden
            && a.pointee.elementKind == b.pointee.elementKind && a.pointee.custom == b.pointee.custom
            && a.pointee.transform3D == b.pointee.transform3D
    }
}
