import TesseraGeometry

/// One side of an element's size in a ``CompositionalLayout``, as `NSCollectionLayoutDimension`: a fraction of its
/// container's width or height, a fixed number of points, or an estimate.
public struct CollectionLayoutDimension: Hashable, Sendable, CustomStringConvertible {
    /// What the dimension is measured against.
    public enum Kind: Hashable, Sendable {
        /// A fraction of the container's width.
        case fractionalWidth
        /// A fraction of the container's height.
        case fractionalHeight
        /// A number of points.
        case absolute
        /// A number of points the element starts with and may change by sizing itself.
        case estimated
    }

    /// What ``dimension`` is measured against.
    public let kind: Kind
    /// The fraction, for ``Kind/fractionalWidth`` and ``Kind/fractionalHeight``; the points otherwise.
    public let dimension: Double

    /// A fraction of the container's width (UIKit's `fractionalWidth(_:)`).
    public static func fractionalWidth(_ fraction: Double) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .fractionalWidth, dimension: fraction)
    }

    /// A fraction of the container's height (UIKit's `fractionalHeight(_:)`).
    public static func fractionalHeight(_ fraction: Double) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .fractionalHeight, dimension: fraction)
    }

    /// A fixed number of points (UIKit's `absolute(_:)`).
    public static func absolute(_ points: Double) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .absolute, dimension: points)
    }

    /// An estimate in points that the cell may correct by sizing itself (UIKit's `estimated(_:)`).
    public static func estimated(_ points: Double) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .estimated, dimension: points)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a fixed number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The points this dimension comes to in a container of `container` points; 0 for a value that is not finite.
    public func resolved(in container: Size) -> Double {
        let value: Double
        switch kind {
        case .fractionalWidth: value = dimension * container.width
        case .fractionalHeight: value = dimension * container.height
        case .absolute, .estimated: value = dimension
        }
        return value.isFinite ? max(0, value) : 0
    }

    /// The dimension as Swift code writes it: `.fractionalWidth(0.5)`, `.absolute(44)`, …
    public var description: String {
        switch kind {
        case .fractionalWidth: ".fractionalWidth(\(dimension))"
        case .fractionalHeight: ".fractionalHeight(\(dimension))"
        case .absolute: ".absolute(\(dimension))"
        case .estimated: ".estimated(\(dimension))"
        }
    }
}
