import TesseraLayout

/// Why ``CollectionView/scrollToItem(at:at:animated:)`` refused an index path: it names no item in the
/// collection view's counts. UIKit raises `NSInvalidArgumentException` ("attempt to scroll to invalid index
/// path") there; Tessera throws this instead, and nothing scrolls.
public struct ScrollToItemError: Error, Equatable, CustomStringConvertible {
    /// The index path that was asked for.
    public var indexPath: ElementPath
    /// The number of sections the collection view has.
    public var numberOfSections: Int
    /// The number of items in the index path's section, or nil when there is no such section.
    public var numberOfItems: Int?

    /// Creates the error for `indexPath` with the counts the collection view has.
    public init(indexPath: ElementPath, numberOfSections: Int, numberOfItems: Int?) {
        self.indexPath = indexPath
        self.numberOfSections = numberOfSections
        self.numberOfItems = numberOfItems
    }

    /// One line in the form of UIKit's exception, naming the index path and the counts:
    /// `attempt to scroll to invalid index path [0, 12]: section 0 has only 10 items`.
    public var description: String {
        let prefix = "attempt to scroll to invalid index path \(indexPath)"
        if let numberOfItems {
            return "\(prefix): section \(indexPath.section) has only \(numberOfItems) item\(numberOfItems == 1 ? "" : "s")"
        }
        return "\(prefix): there \(numberOfSections == 1 ? "is" : "are") only \(numberOfSections) "
            + "section\(numberOfSections == 1 ? "" : "s")"
    }
}
