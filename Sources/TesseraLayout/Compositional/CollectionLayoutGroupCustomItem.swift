import TesseraGeometry

/// Where a custom group puts one of its items, as `NSCollectionLayoutGroupCustomItem`: a frame in the group's own
/// coordinates (from its top-leading corner) and a stacking order.
public struct CollectionLayoutGroupCustomItem: Hashable, Sendable {
    /// The item's frame, relative to the origin of the group that holds it.
    public let frame: Rect
    /// The item's stacking order among its section's cells (0 by default).
    public let zIndex: Int

    /// An item at `frame` in its group, stacked at `zIndex` (UIKit's `init(frame:)` and `init(frame:zIndex:)`).
    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// What a custom group asks for each time it is placed: given the environment of the group (its size as the
/// container's content size, its content insets as the container's insets), the frames of its items, one cell each,
/// in order (UIKit's `NSCollectionLayoutGroupCustomItemProvider`).
public typealias CollectionLayoutGroupCustomItemProvider = (CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]
