import TesseraLayout

/// A data source that keeps a snapshot of the data by identifier and updates the collection view by the difference,
/// as `UICollectionViewDiffableDataSource`: build a ``DiffableDataSourceSnapshot``, ``apply(_:animatingDifferences:completion:)``
/// it, and the inserts, deletes and moves are worked out and animated.
///
/// ```swift
/// let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, name in
///     let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
///     (cell as? NameCell)?.name = name
///     return cell
/// }
/// var snapshot = DiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["a", "b", "c"])
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// A section's items may also be a tree (``DiffableDataSourceSectionSnapshot``), applied to the section with
/// ``apply(_:to:animatingDifferences:completion:)``: the section shows the expanded rows. UIKit's
/// `sectionSnapshotHandlers` are not carried over, as there is no outline disclosure accessory to call them: expand
/// or collapse in ``snapshot(for:)`` and apply it, as the accessory would.
///
/// It makes itself the collection view's data source; keep a reference to it, as the collection view's is weak (as in
/// UIKit). Apply snapshots rather than calling the collection view's batch updates yourself. Interactive reordering
/// is off until ``reorderingHandlers`` allows it, as in UIKit; a reorder then moves the item in the snapshot and
/// tells the handlers.
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    CollectionViewReorderingDataSource {
    /// The snapshot type this data source applies.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The tree of one section's items this data source applies to a section.
    public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// Makes the cell for an item: dequeue it from the collection view and configure it for the identifier.
    public typealias CellProvider = (CollectionView, ElementPath, ItemIdentifierType) -> ReusableView?
    /// Makes a supplementary view of a kind at an index path, or nil for none.
    public typealias SupplementaryViewProvider = (CollectionView, ElementKind, ElementPath) -> ReusableView?

    private let cellProvider: CellProvider
    private weak var collectionView: CollectionView?
    private var current = Snapshot()
    /// The trees of the sections applied as section snapshots, kept while the section shows their visible items.
    private var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]

    /// Makes the views of supplementary elements (headers, footers, badges); nil shows none.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// Whether items may be reordered interactively, and what to do when they are (none may be, by default).
    public var reorderingHandlers = DiffableDataSourceReorderingHandlers<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `collectionView`, whose cells `cellProvider` makes; it becomes the collection view's data
    /// source, with no sections until the first snapshot is applied.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        self.collectionView = collectionView
        collectionView.dataSource = self
    }

    /// A copy of the data as last applied, to change and apply again.
    public func snapshot() -> Snapshot { current }

    /// Makes `snapshot` the data: the collection view inserts, deletes and moves what changed, animated when
    /// `animatingDifferences` (UIKit's default), and reloads or reconfigures what the snapshot marks. `completion`
    /// runs when the change has been applied (after its animation).
    ///
    /// The change goes through ``CollectionView/performBatchUpdates(animation:_:completion:)``; should the collection
    /// view refuse it (its counts did not match this data source's last snapshot, because something else changed
    /// them), it reloads its data instead, without animation.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        keepSectionSnapshots(matching: snapshot)
        guard let collectionView else { current = snapshot.withoutMarks; completion?(); return }
        let difference = SnapshotDifference(from: current, to: snapshot)
        do {
            try collectionView.performBatchUpdates(animation: animatingDifferences ? .standard : nil, { batch in
                current = snapshot.withoutMarks
                batch = difference.batch
            }, completion: { _ in completion?() })
        } catch {
            current = snapshot.withoutMarks
            collectionView.reloadData()
            completion?()
            return
        }
        if !difference.reconfigured.isEmpty { collectionView.reconfigureItems(at: difference.reconfigured) }
    }

    /// Makes `snapshot` the data by reloading the collection view, without working out a difference or animating
    /// (UIKit's `applySnapshotUsingReloadData(_:completion:)`).
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        keepSectionSnapshots(matching: snapshot)
        current = snapshot.withoutMarks
        collectionView?.reloadData()
        completion?()
    }

    /// Makes `snapshot` the items of `section` (appended as the last section when the data has no such section): the
    /// section shows its ``DiffableDataSourceSectionSnapshot/visibleItems``, and the collection view inserts, deletes
    /// and moves what changed, animated when `animatingDifferences`, as ``apply(_:animatingDifferences:completion:)``
    /// does. UIKit's `apply(_:to:animatingDifferences:completion:)`: expand or collapse a parent in
    /// ``snapshot(for:)`` and apply it again to show or hide its children.
    public func apply(_ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
                      completion: (() -> Void)? = nil) {
        var full = current
        if full.indexOfSection(section) == nil { full.appendSections([section]) }
        full.replaceItems(inSection: section, with: snapshot.visibleItems)
        sectionSnapshots[section] = snapshot
        apply(full, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The tree of `section`'s items as last applied with ``apply(_:to:animatingDifferences:completion:)``; for a
    /// section whose items were last set by a whole snapshot, its items as root items; empty for no such section.
    public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let tree = sectionSnapshots[section] { return tree }
        var flat = SectionSnapshot()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// Forgets the tree of every section that `snapshot` does not show as that tree's visible items.
    private func keepSectionSnapshots(matching snapshot: Snapshot) {
        guard !sectionSnapshots.isEmpty else { return }
        sectionSnapshots = sectionSnapshots.filter { section, tree in
            snapshot.indexOfSection(section) != nil && snapshot.itemIdentifiers(inSection: section) == tree.visibleItems
        }
    }

    /// The item at `indexPath`, or nil when there is none.
    public func itemIdentifier(for indexPath: ElementPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where `itemIdentifier` is, or nil when the data has no such item.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> ElementPath? { current.indexPath(of: itemIdentifier) }

    /// The section at `index`, or nil when there is none.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.numberOfSections ? current.sectionIdentifiers[index] : nil
    }

    /// Where `sectionIdentifier` is, or nil when the data has no such section.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: CollectionViewDataSource

    /// The snapshot's number of sections.
    public func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    /// The number of items in the snapshot's section at `section`.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        section >= 0 && section < current.numberOfSections ? current.items(inSectionAt: section).count : 0
    }

    /// The cell the cell provider makes for the item at `indexPath`; the provider must make one, as in UIKit.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ElementPath) -> ReusableView {
        guard let item = current.item(at: indexPath) else {
            preconditionFailure("CollectionViewDiffableDataSource: no item at \(indexPath)")
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("CollectionViewDiffableDataSource: the cell provider returned no cell for \(item) at \(indexPath)")
        }
        return cell
    }

    /// Whether `reorderingHandlers.canReorderItem` allows the item at `indexPath` to be picked up; false without it.
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: ElementPath) -> Bool {
        guard let item = current.item(at: indexPath), let allowed = reorderingHandlers.canReorderItem else { return false }
        return allowed(item)
    }

    /// Moves the dropped item in the snapshot, telling `reorderingHandlers` before and after.
    public func collectionView(_ collectionView: CollectionView, moveItemAt source: ElementPath, to destination: ElementPath) {
        guard let item = current.item(at: source) else { return }
        var final = current
        final.moveItem(item, toSectionAt: destination.section, index: destination.item)
        let transaction = DiffableDataSourceTransaction(initialSnapshot: current, finalSnapshot: final,
                                                        difference: final.itemIdentifiers.difference(from: current.itemIdentifiers))
        reorderingHandlers.willReorder?(transaction)
        keepSectionSnapshots(matching: final)
        current = final
        reorderingHandlers.didReorder?(transaction)
    }

    /// The view the supplementary view provider makes, or nil without one.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: ElementKind,
                               at indexPath: ElementPath) -> ReusableView? {
        supplementaryViewProvider?(collectionView, kind, indexPath)
    }
}
