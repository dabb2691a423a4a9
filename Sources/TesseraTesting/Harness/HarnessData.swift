import TesseraCollection
import TesseraGeometry
import TesseraLayout

/// The data a ``LayoutHarness`` shows: item counts per section, optional sizes per
/// item, and plain cells. It is the collection view's data source, and, unless
/// the harness is given a delegate of its own, its delegate, answering the flow
/// layout's size questions from ``itemSizes``.
public final class HarnessData: CollectionViewDataSource, CollectionViewDelegate {
    /// The reuse identifier the harness registers its cells and supplementary views under.
    public static let reuseIdentifier = "harness"

    /// The number of items in each section.
    public var counts: [Int]
    /// One size per item, per section; nil for a section sized by the layout alone.
    public var itemSizes: [[Size]?]

    /// Data of `counts` items per section, optionally sized per item.
    public init(counts: [Int], itemSizes: [[Size]?]? = nil) {
        self.counts = counts
        self.itemSizes = itemSizes ?? counts.map { _ in nil }
        precondition(self.itemSizes.count == counts.count, "itemSizes needs one entry per section")
    }

    public func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ElementPath) -> ReusableView {
        collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
    }

    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: ElementKind,
                               at indexPath: ElementPath) -> ReusableView? {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
    }

    public func collectionView(_ collectionView: CollectionView, moveItemAt source: ElementPath, to destination: ElementPath) {
        counts[source.section] -= 1
        counts[destination.section] += 1
        guard itemSizes[source.section] != nil || itemSizes[destination.section] != nil else { return }
        let size = itemSizes[source.section]?.remove(at: source.item)
        if let size { itemSizes[destination.section]?.insert(size, at: destination.item) }
    }

    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: ElementPath) -> Size? {
        itemSizes[indexPath.section]?[indexPath.item]
    }

    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizesForItemsInSection section: Int) -> [Size]? {
        itemSizes[section]
    }
}
