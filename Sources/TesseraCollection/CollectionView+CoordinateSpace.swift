import TesseraGeometry
import TesseraGestures

/// The collection view as a coordinate space: its content's, as UIKit's `location(in: collectionView)` gives it.
extension CollectionView: CoordinateSpace {
    /// The window point in content coordinates: the collection view fills the window from its origin, so the
    /// point plus ``contentOffset`` (UIKit's bounds origin).
    public func convert(fromWindow point: Point) -> Point { point + contentOffset }
}
