import TesseraLayout

/// Why a batch update was refused. The collection view is left exactly as it
/// was; the message names the section and the counts, as UIKit's exception does.
///
/// When the app's data source had already changed its model before the update
/// threw, the collection view's counts no longer match it, so every later batch
/// would be checked against the wrong counts: call
/// ``CollectionView/reloadData()`` to read the model afresh, then carry on.
public enum BatchUpdateError: Error, Equatable, CustomStringConvertible {
    /// The data source's section count is not before + inserted − deleted.
    case invalidSectionCount(before: Int, after: Int, inserted: Int, deleted: Int)
    /// A section's item count after the update does not add up.
    case invalidItemCount(section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    /// A section index is outside the data before (or after) the update.
    case sectionOutOfRange(operation: String, section: Int, count: Int)
    /// An item index is outside its section before (or after) the update.
    case itemOutOfRange(operation: String, indexPath: ElementPath, count: Int)
    /// Two changes contradict each other, such as deleting and moving one item.
    case conflict(String)
    /// The collection view has no data source to read the new counts from.
    case noDataSource
    /// `reloadData()` was called inside the update closure. Nothing was reloaded,
    /// and the update was not applied.
    case reloadDataDuringUpdate
    /// `performBatchUpdates` was called inside another's update closure. The inner update was not applied; the outer
    /// one then checks its changes against data that holds both.
    case nestedUpdate

    /// A message in the form of UIKit's exception, `invalid update: …`, naming the section and the counts.
    public var description: String {
        switch self {
        case let .invalidSectionCount(before, after, inserted, deleted):
            return "invalid update: the number of sections after the update (\(after)) must equal the number before "
                + "(\(before)) plus inserted (\(inserted)) minus deleted (\(deleted)), which is \(before + inserted - deleted)"
        case let .invalidItemCount(section, before, after, inserted, deleted, movedIn, movedOut):
            return "invalid update in section \(section): the number of items after the update (\(after)) must equal "
                + "the number before (\(before)) plus inserted (\(inserted)) minus deleted (\(deleted)) plus moved in "
                + "(\(movedIn)) minus moved out (\(movedOut)), which is \(before + inserted - deleted + movedIn - movedOut)"
        case let .sectionOutOfRange(operation, section, count):
            return "invalid update: \(operation) section \(section), but there are only \(count) sections"
        case let .itemOutOfRange(operation, indexPath, count):
            return "invalid update: \(operation) item \(indexPath.item) in section \(indexPath.section), "
                + "but that section has only \(count) items"
        case let .conflict(message):
            return "invalid update: \(message)"
        case .noDataSource:
            return "invalid update: the collection view has no data source"
        case .reloadDataDuringUpdate:
            return "invalid update: reloadData() was called inside the update closure, so nothing was reloaded or "
                + "updated; call reloadData() after performBatchUpdates instead"
        case .nestedUpdate:
            return "invalid update: performBatchUpdates was called inside another performBatchUpdates' update closure; "
                + "make every change of one update in one closure"
        }
    }
}
