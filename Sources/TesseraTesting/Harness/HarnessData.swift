import TesseraCollection
import TesseraGeometry
import TesseraLayout

/// The data a ``LayoutHarness`` shows: its sections, plain cells and plain
/// supplementary views. It is the collection view's data source and, unless the
/// harness was given another (``HarnessDelegate``), its delegate, answering a
/// flow layout's per-item and per-section questions from ``sections``.
///
/// It counts the item sizes it is asked for (``sizeQuestions``), so a test can
/// show that a layout does not ask its delegate again when it need not.
public final class HarnessData: CollectionViewReorderingDataSource, CollectionViewDelegate {
    /// The reuse identifier the harness registers its cells and supplementary views under.
    public static let reuseIdentifier = "harness"

    /// The sections, as the data source reports them after the next reload.
    public var sections: [HarnessSection]

    /// How many item sizes the flow layout has asked for: one per `sizeForItemAt`
    /// question, and one per item for each `sizesForItemsInSection` question answered.
    public private(set) var sizeQuestions = 0

    /// The supplementary kinds registered with the collection view so far.
    private var registeredKinds: Set<ElementKind> = []

    /// Data with the given sections.
    public init(sections: [HarnessSection]) {
        self.sections = sections
    }

    /// The number of items in each section.
    public var counts: [Int] { sections.map(\.items) }

    // MARK: Data source

    /// The number of sections in ``sections``.
    public func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    /// The section's ``HarnessSection/items``.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].items
    }

    /// A plain cell dequeued under ``reuseIdentifier``.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ElementPath) -> ReusableView {
        collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
    }

    /// A plain view dequeued under ``reuseIdentifier``, for a header, a footer or any kind a layout returns.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: ElementKind,
                               at indexPath: ElementPath) -> ReusableView? {
        if registeredKinds.insert(kind).inserted {
            collectionView.register(ReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: Self.reuseIdentifier)
        }
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
    }

    /// Moves an item and its size, as an interactive movement ends.
    ///
    /// - Precondition: both sections are sized per item, or neither is.
    public func collectionView(_ collectionView: CollectionView, moveItemAt source: ElementPath, to destination: ElementPath) {
        precondition((sections[source.section].itemSizes == nil) == (sections[destination.section].itemSizes == nil),
                     "an item moves between sections sized per item, or between sections that are not")
        sections[source.section].items -= 1
        sections[destination.section].items += 1
        if let size = sections[source.section].itemSizes?.remove(at: source.item) {
            sections[destination.section].itemSizes?.insert(size, at: destination.item)
        }
    }

    // MARK: Flow layout delegate

    /// The item's size from ``HarnessSection/itemSizes``, counted in ``sizeQuestions``; nil for an unsized section.
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: ElementPath) -> Size? {
        sizeQuestions += 1
        guard let sizes = sections[indexPath.section].itemSizes, indexPath.item < sizes.count else { return nil }
        return sizes[indexPath.item]
    }

    /// Every size of a section sized per item, counted in ``sizeQuestions``; nil for an unsized section.
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizesForItemsInSection section: Int) -> [Size]? {
        let sizes = sections[section].itemSizes
        sizeQuestions += sizes?.count ?? 0
        return sizes
    }

    /// The section's ``HarnessSection/inset``.
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? {
        sections[section].inset
    }

    /// The section's ``HarnessSection/minimumLineSpacing``.
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout,
                               minimumLineSpacingForSectionAt section: Int) -> Double? {
        sections[section].minimumLineSpacing
    }

    /// The section's ``HarnessSection/minimumInteritemSpacing``.
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> Double? {
        sections[section].minimumInteritemSpacing
    }

    /// The section's ``HarnessSection/headerReferenceSize``.
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout,
                               referenceSizeForHeaderInSection section: Int) -> Size? {
        sections[section].headerReferenceSize
    }

    /// The section's ``HarnessSection/footerReferenceSize``.
    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout,
                               referenceSizeForFooterInSection section: Int) -> Size? {
        sections[section].footerReferenceSize
    }
}
