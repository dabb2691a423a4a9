/// How a long press and a drag move an item: a scene's `reorderStyle`.
public enum ReorderStyle: String, Sendable, CaseIterable {
    /// UIKit's interactive movement (iOS 9 and later), the default: the item is picked up, the
    /// others shift to open a live gap while it is dragged, and the data source gets one move.
    case liveGap
    /// The source documents' way (Apple's guide on gesture support, seed 004): the item is
    /// deleted at pickup (animated), an image of it follows the finger, and it is inserted where
    /// the touches end (before the item under the finger, else after the nearest item, else at the
    /// end of its section). A cancelled drag puts it back where it was. The item keeps its identity.
    case deleteInsert
}
