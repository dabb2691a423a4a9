import TesseraLayout

/// Hears which items a collection view will likely show soon, so their data (images, records) can be loaded before
/// their cells are made, as `UICollectionViewDataSourcePrefetching`.
///
/// Set it as the collection view's ``CollectionView/prefetchDataSource``. After each layout pass the collection view
/// looks one screen ahead in the direction it last scrolled (down or right, before any scroll, along the axis its
/// content overflows) and names the items there that have no cell yet, each once, in index-path order. An item named
/// and then left behind without getting a cell (the scrolling turned back) is named again to
/// ``collectionView(_:cancelPrefetchingForItemsAt:)``; one that gets a cell is not. Index paths follow their items
/// through batch updates; a reload forgets them without cancelling.
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// Start loading what the items at `indexPaths` will show; their cells will likely be asked for soon.
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [ElementPath])
    /// Stop loading for the items at `indexPaths`, named before and no longer likely to be shown. The default does nothing.
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [ElementPath])
}

extension CollectionViewDataSourcePrefetching {
    /// Does nothing: a prefetching data source need not cancel, as in UIKit, where the method is optional.
    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [ElementPath]) {}
}
