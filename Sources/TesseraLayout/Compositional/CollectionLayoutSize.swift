import TesseraGeometry

/// The width and height of an element in a ``CompositionalLayout``, as `NSCollectionLayoutSize`.
public struct CollectionLayoutSize: Hashable, Sendable {
    /// The width, as a fraction, points or an estimate.
    public let widthDimension: CollectionLayoutDimension
    /// The height, as a fraction, points or an estimate.
    public let heightDimension: CollectionLayoutDimension

    /// A size of the two dimensions (UIKit's `NSCollectionLayoutSize(widthDimension:heightDimension:)`).
    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The size in points in a container of `container` points.
    public func resolved(in container: Size) -> Size {
        Size(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}
