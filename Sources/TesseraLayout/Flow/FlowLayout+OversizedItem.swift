import TesseraGeometry

extension FlowLayout {
    /// An item wider than the room its section leaves across a vertical flow (taller, in a horizontal one): what
    /// UIKit's flow layout logs as undefined behaviour, and this one sets alone on its line at the section's inset.
    public struct OversizedItem: Hashable, Sendable {
        /// The item.
        public var indexPath: ElementPath
        /// Its width in a vertical flow, its height in a horizontal one, in points.
        public var extent: Double
        /// The room across its section: the bounds less the content and section insets on both sides.
        public var room: Double
        /// Whether the flow scrolls vertically, so that ``extent`` is a width.
        public var vertical: Bool

        /// Creates the record of an item `extent` points across in a section with `room` points of room.
        public init(indexPath: ElementPath, extent: Double, room: Double, vertical: Bool) {
            self.indexPath = indexPath
            self.extent = extent
            self.room = room
            self.vertical = vertical
        }

        /// One line for people: which item, by how much, UIKit's own words for it, and what this layout does.
        public var message: String {
            let (side, across, insets) = vertical ? ("wide", "width", "left and right") : ("tall", "height", "top and bottom")
            return "the flow layout's item \(indexPath.item) of section \(indexPath.section) is \(Self.points(extent)) points \(side), "
                + "more than the \(Self.points(room)) its section leaves between its insets; UIKit calls its behaviour undefined "
                + "(\"the item \(across) must be less than the \(across) of the UICollectionView minus the section insets \(insets) values, "
                + "minus the content insets \(insets) values\"), and here it is set alone on its line at the section's inset"
        }

        /// `v` with at most two decimals, trailing zeros dropped.
        private static func points(_ v: Double) -> String {
            let rounded = (v * 100).rounded() / 100
            return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
        }
    }

    /// The first item the last ``prepare()`` found too wide for its section (too tall, scrolling sideways), or nil
    /// when every item fits: where UIKit logs "The behavior of the UICollectionViewFlowLayout is not defined".
    public var oversizedItem: OversizedItem? { cache.oversizedItem }
}
