import TesseraLayout

/// Supplies a collection view's data, as `UICollectionViewDataSource`: how many
/// sections and items there are, and a view for each element.
///
/// The collection view reads the counts when it loads (``CollectionView/reloadData()``)
/// and after each batch update, and keeps its own copy: between updates the data
/// source must not change its counts without telling the collection view. Views
/// must come from the collection view's `dequeue…` methods so they can be reused.
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections. The default is 1.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// A configured cell for the item at `indexPath`, obtained from
    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ElementPath) -> ReusableView
    /// A configured supplementary view of `kind` at `indexPath`, or nil to show none.
    /// The default is nil.
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: ElementKind,
                        at indexPath: ElementPath) -> ReusableView?
    /// Whether the item at `indexPath` may be reordered interactively, when the data source can move
    /// items at all (``CollectionViewReorderingDataSource``). The default is true.
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: ElementPath) -> Bool
}

/// A data source that moves items in its model, as a `UICollectionViewDataSource` that implements
/// `collectionView(_:moveItemAt:to:)`. Only such a data source's items can be reordered interactively:
/// as UIKit ignores a reorder when the method is missing, ``CollectionView/beginInteractiveMovementForItem(at:)``
/// refuses for any other, so the screen never shows an order the model does not have.
public protocol CollectionViewReorderingDataSource: CollectionViewDataSource {
    /// The user dropped the item from `source` at `destination` (both in the data source's terms):
    /// move it in the model. The collection view has already moved it on screen.
    func collectionView(_ collectionView: CollectionView, moveItemAt source: ElementPath, to destination: ElementPath)
}

extension CollectionViewDataSource {
    /// Returns 1: a data source that does not say otherwise has one section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// Returns nil: without this method the collection view shows no supplementary views.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: ElementKind,
                               at indexPath: ElementPath) -> ReusableView? { nil }
    /// Returns `true`: without this method every item may be reordered interactively.
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: ElementPath) -> Bool { true }
}
