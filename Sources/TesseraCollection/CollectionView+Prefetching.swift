import TesseraGeometry
import TesseraLayout

/// Prefetching, as `UICollectionView`'s: see ``CollectionViewDataSourcePrefetching``.
extension CollectionView {
    /// After a layout pass: names to the ``prefetchDataSource`` the items one screen ahead in the direction of the
    /// last scroll that have no cell yet, and cancels those named before that are no longer ahead and got no cell.
    func updatePrefetching() {
        prefetch.pending = false
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource else {
            prefetch = PrefetchState()
            return
        }
        let origin = bounds.origin
        if let last = prefetch.origin {
            let d = origin - last
            if d.y != 0, abs(d.y) >= abs(d.x) {
                prefetch.direction = Point(x: 0, y: d.y > 0 ? 1 : -1)
            } else if d.x != 0 {
                prefetch.direction = Point(x: d.x > 0 ? 1 : -1, y: 0)
            }
        } else {
            // Before any scroll: forward along the axis the content overflows (down when neither does).
            let content = contentSize
            let sideways = content.width > bounds.width && content.height <= bounds.height
            prefetch.direction = sideways ? Point(x: 1, y: 0) : Point(x: 0, y: 1)
        }
        prefetch.origin = origin
        let ahead = Rect(x: bounds.minX + prefetch.direction.x * bounds.width, y: bounds.minY + prefetch.direction.y * bounds.height,
                         width: bounds.width, height: bounds.height)
        // The set is kept from frame to frame, so a steady scroll allocates for what it names, not per frame.
        var wanted = prefetch.ahead
        prefetch.ahead = []
        wanted.removeAll(keepingCapacity: true)
        let counts = sectionCounts
        collectionViewLayout.forEachElement(in: ahead) { a in
            let p = a.indexPath
            guard a.category == .cell, p.section >= 0, p.section < counts.count, p.item >= 0, p.item < counts[p.section],
                  live[.cell(p)] == nil else { return }
            wanted.insert(p)
        }
        // Named before and no longer ahead: used if it got a cell, else cancelled.
        var cancelled: [ElementPath] = []
        if !prefetch.named.isSubset(of: wanted) {
            for p in prefetch.named where !wanted.contains(p) {
                prefetch.named.remove(p)
                if live[.cell(p)] == nil { cancelled.append(p) }
            }
            cancelled.sort()
        }
        var new: [ElementPath] = []
        for p in wanted where !prefetch.named.contains(p) { new.append(p) }
        new.sort()
        prefetch.named.formUnion(new)
        prefetch.ahead = wanted
        if !cancelled.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
        if !new.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: new) }
    }
}

/// What prefetching remembers between layout passes.
struct PrefetchState {
    /// The items named to the prefetching data source and not yet given a cell or cancelled.
    var named: Set<ElementPath> = []
    /// The items without a cell ahead at the last look: storage reused by the next.
    var ahead: Set<ElementPath> = []
    /// The content offset at the last look ahead; nil before the first.
    var origin: Point?
    /// Which way to look ahead: a unit step along x or y.
    var direction = Point(x: 0, y: 1)
    /// Whether the data source or the switch changed since the last look ahead, so that the next frame looks even
    /// when it runs no layout pass.
    var pending = false
}
