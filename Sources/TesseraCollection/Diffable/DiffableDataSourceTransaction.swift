/// What an interactive reorder did to a diffable data source's data, as `NSDiffableDataSourceTransaction`: the
/// snapshot before and after, and the difference between their items.
public struct DiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The data before the reorder.
    public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data after it.
    public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change to the list of every item, section by section, that takes the first to the second.
    public let difference: CollectionDifference<ItemIdentifierType>
}

/// What a diffable data source asks and tells about interactive reordering, as UIKit's
/// `UICollectionViewDiffableDataSource.ReorderingHandlers`. Without ``canReorderItem`` nothing can be reordered.
public struct DiffableDataSourceReorderingHandlers<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// Whether the user may pick the item up; nil (the default) allows none.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Runs just before the data source applies a reorder to its snapshot.
    public var willReorder: ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// Runs just after: update the model from the transaction here.
    public var didReorder: ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

    /// Handlers that allow no reordering.
    public init() {}
}
