/// The space between the items of a group, as `NSCollectionLayoutSpacing`: fixed, or at least a minimum with the
/// rest of the group's room shared out between the items.
public struct CollectionLayoutSpacing: Hashable, Sendable {
    /// The spacing in points, or the least of it when ``isFlexibleSpacing``.
    public let spacing: Double
    /// Whether the group shares its spare room between the items on top of ``spacing``.
    public let isFlexibleSpacing: Bool
    /// Whether the spacing is exactly ``spacing``.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    /// Exactly `points` between neighbouring items (UIKit's `fixed(_:)`).
    public static func fixed(_ points: Double) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: points, isFlexibleSpacing: false)
    }

    /// At least `points` between neighbouring items, and the group's spare room shared out evenly between them
    /// (UIKit's `flexible(_:)`).
    public static func flexible(_ points: Double) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: points, isFlexibleSpacing: true)
    }
}
