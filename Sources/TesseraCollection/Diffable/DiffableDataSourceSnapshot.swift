import TesseraLayout

/// The state of a collection view's data at one moment, by identifier, as `NSDiffableDataSourceSnapshot`: the
/// sections in order, each with its items in order.
///
/// Build one, hand it to ``CollectionViewDiffableDataSource/apply(_:animatingDifferences:completion:)``, and the data
/// source works out the inserts, deletes and moves that turn the last one into it. Every section identifier and every
/// item identifier must be unique across the snapshot; as in UIKit, adding one that is already there, or naming one
/// that is not, is a programming error and stops the program with a message that names it.
///
/// ```swift
/// var snapshot = DiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["a", "b", "c"])
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The sections in order.
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// The items marked with ``reloadItems(_:)``: their cells are made again by the next apply.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked with ``reconfigureItems(_:)``: their cells are configured again, kept, by the next apply.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections marked with ``reloadSections(_:)``: made again, items and all, by the next apply.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot: no sections, no items.
    public init() {}

    // MARK: Reading

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }
    /// The number of items in every section.
    public var numberOfItems: Int { sectionOfItem.count }
    /// Every item, section by section, in order.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// The number of items in `section`.
    public func numberOfItems(inSection section: SectionIdentifierType) -> Int { items[sectionIndex(section)].count }

    /// The items of `section`, in order.
    public func itemIdentifiers(inSection section: SectionIdentifierType) -> [ItemIdentifierType] { items[sectionIndex(section)] }

    /// The section that holds `item`, or nil when the snapshot has no such item.
    public func sectionIdentifier(containingItem item: ItemIdentifierType) -> SectionIdentifierType? { sectionOfItem[item] }

    /// Where `item` is among every item, section by section, or nil when the snapshot has no such item.
    public func indexOfItem(_ item: ItemIdentifierType) -> Int? {
        guard let path = indexPath(of: item) else { return nil }
        return items[..<path.section].reduce(0) { $0 + $1.count } + path.item
    }

    /// Where `section` is among the sections, or nil when the snapshot has no such section.
    public func indexOfSection(_ section: SectionIdentifierType) -> Int? { sectionIdentifiers.firstIndex(of: section) }

    /// The item at `indexPath`, or nil when there is none.
    func item(at indexPath: ElementPath) -> ItemIdentifierType? {
        guard indexPath.section >= 0, indexPath.section < items.count, indexPath.item >= 0,
              indexPath.item < items[indexPath.section].count else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    /// Where `item` is, or nil when the snapshot has no such item.
    func indexPath(of item: ItemIdentifierType) -> ElementPath? {
        guard let section = sectionOfItem[item], let s = sectionIdentifiers.firstIndex(of: section),
              let i = items[s].firstIndex(of: item) else { return nil }
        return ElementPath(item: i, section: s)
    }

    /// The items of the section at `index`, in order.
    func items(inSectionAt index: Int) -> [ItemIdentifierType] { items[index] }

    // MARK: Sections

    /// Adds `sections`, empty, after the last one.
    public mutating func appendSections(_ sections: [SectionIdentifierType]) {
        insertSections(sections, at: sectionIdentifiers.count)
    }

    /// Adds `sections`, empty, just before `before`.
    public mutating func insertSections(_ sections: [SectionIdentifierType], beforeSection before: SectionIdentifierType) {
        insertSections(sections, at: sectionIndex(before))
    }

    /// Adds `sections`, empty, just after `after`.
    public mutating func insertSections(_ sections: [SectionIdentifierType], afterSection after: SectionIdentifierType) {
        insertSections(sections, at: sectionIndex(after) + 1)
    }

    /// Removes `sections` and their items.
    public mutating func deleteSections(_ sections: [SectionIdentifierType]) {
        for section in sections {
            let s = sectionIndex(section)
            for item in items[s] { sectionOfItem[item] = nil }
            sectionIdentifiers.remove(at: s)
            items.remove(at: s)
        }
        let gone = Set(sections)
        reloadedSectionIdentifiers.removeAll { gone.contains($0) }
    }

    /// Moves `section`, with its items, to just before `before`.
    public mutating func moveSection(_ section: SectionIdentifierType, beforeSection before: SectionIdentifierType) {
        moveSection(section) { $0.sectionIndex(before) }
    }

    /// Moves `section`, with its items, to just after `after`.
    public mutating func moveSection(_ section: SectionIdentifierType, afterSection after: SectionIdentifierType) {
        moveSection(section) { $0.sectionIndex(after) + 1 }
    }

    /// Marks `sections` to be made again, items and all, by the next apply.
    public mutating func reloadSections(_ sections: [SectionIdentifierType]) {
        for section in sections where !reloadedSectionIdentifiers.contains(section) {
            _ = sectionIndex(section)
            reloadedSectionIdentifiers.append(section)
        }
    }

    // MARK: Items

    /// Adds `items` at the end of `section`, or of the last section when it is nil.
    public mutating func appendItems(_ items: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        precondition(!sectionIdentifiers.isEmpty || section != nil, "appendItems: the snapshot has no section to append to")
        let s = section.map(sectionIndex) ?? sectionIdentifiers.count - 1
        insertItems(items, inSectionAt: s, at: self.items[s].count)
    }

    /// Adds `items` just before `before`, in its section.
    public mutating func insertItems(_ items: [ItemIdentifierType], beforeItem before: ItemIdentifierType) {
        let path = itemPath(before)
        insertItems(items, inSectionAt: path.section, at: path.item)
    }

    /// Adds `items` just after `after`, in its section.
    public mutating func insertItems(_ items: [ItemIdentifierType], afterItem after: ItemIdentifierType) {
        let path = itemPath(after)
        insertItems(items, inSectionAt: path.section, at: path.item + 1)
    }

    /// Removes `items`: in one pass over each section they are in, however many there are.
    public mutating func deleteItems(_ items: [ItemIdentifierType]) {
        let gone = Set(items)
        var sections = Set<SectionIdentifierType>()
        for item in gone {
            guard let section = sectionOfItem.removeValue(forKey: item) else {
                preconditionFailure("DiffableDataSourceSnapshot: no item \(item)")
            }
            sections.insert(section)
        }
        for section in sections {
            let s = sectionIndex(section)
            self.items[s].removeAll { gone.contains($0) }
        }
        reloadedItemIdentifiers.removeAll { gone.contains($0) }
        reconfiguredItemIdentifiers.removeAll { gone.contains($0) }
    }

    /// Removes every item and every section.
    public mutating func deleteAllItems() {
        self = DiffableDataSourceSnapshot()
    }

    /// Moves `item` to just before `before`, which may be in another section.
    public mutating func moveItem(_ item: ItemIdentifierType, beforeItem before: ItemIdentifierType) {
        precondition(item != before, "cannot move item \(item) before itself; UIKit refuses it too")
        moveItem(item) { $0.itemPath(before) }
    }

    /// Moves `item` to just after `after`, which may be in another section.
    public mutating func moveItem(_ item: ItemIdentifierType, afterItem after: ItemIdentifierType) {
        precondition(item != after, "cannot move item \(item) after itself; UIKit refuses it too")
        moveItem(item) { snapshot in
            let p = snapshot.itemPath(after)
            return ElementPath(item: p.item + 1, section: p.section)
        }
    }

    /// Marks `items` to have their cells made again by the next apply.
    public mutating func reloadItems(_ items: [ItemIdentifierType]) {
        for item in items where !reloadedItemIdentifiers.contains(item) {
            _ = itemPath(item)
            reloadedItemIdentifiers.append(item)
        }
    }

    /// Marks `items` to have their cells configured again, keeping each cell, by the next apply (UIKit's cheaper
    /// alternative to a reload).
    public mutating func reconfigureItems(_ items: [ItemIdentifierType]) {
        for item in items where !reconfiguredItemIdentifiers.contains(item) {
            _ = itemPath(item)
            reconfiguredItemIdentifiers.append(item)
        }
    }

    /// Moves `item` to `index` of the section at `section` (counted without the item): where an interactive move
    /// dropped it.
    mutating func moveItem(_ item: ItemIdentifierType, toSectionAt section: Int, index: Int) {
        moveItem(item) { _ in ElementPath(item: index, section: section) }
    }

    /// Makes `items` the items of `section`, in order: those it had that are not among them are removed.
    mutating func replaceItems(inSection section: SectionIdentifierType, with items: [ItemIdentifierType]) {
        let s = sectionIndex(section)
        deleteItems(self.items[s])
        insertItems(items, inSectionAt: s, at: 0)
    }

    /// The snapshot without its reload and reconfigure marks: what the data source keeps once it has applied them.
    var withoutMarks: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }

    // MARK: Helpers

    private func sectionIndex(_ section: SectionIdentifierType) -> Int {
        guard let s = sectionIdentifiers.firstIndex(of: section) else {
            preconditionFailure("DiffableDataSourceSnapshot: no section \(section)")
        }
        return s
    }

    private func itemPath(_ item: ItemIdentifierType) -> ElementPath {
        guard let path = indexPath(of: item) else { preconditionFailure("DiffableDataSourceSnapshot: no item \(item)") }
        return path
    }

    private mutating func insertSections(_ sections: [SectionIdentifierType], at index: Int) {
        var seen = Set<SectionIdentifierType>()
        for section in sections {
            precondition(!sectionIdentifiers.contains(section) && seen.insert(section).inserted,
                         "DiffableDataSourceSnapshot: section \(section) is already in the snapshot")
        }
        sectionIdentifiers.insert(contentsOf: sections, at: index)
        items.insert(contentsOf: Array(repeating: [], count: sections.count), at: index)
    }

    private mutating func insertItems(_ new: [ItemIdentifierType], inSectionAt s: Int, at index: Int) {
        let section = sectionIdentifiers[s]
        for item in new {
            precondition(sectionOfItem[item] == nil, "DiffableDataSourceSnapshot: item \(item) is already in the snapshot")
            sectionOfItem[item] = section
        }
        items[s].insert(contentsOf: new, at: index)
    }

    private mutating func moveSection(_ section: SectionIdentifierType, to target: (Self) -> Int) {
        let s = sectionIndex(section)
        let moved = items.remove(at: s)
        sectionIdentifiers.remove(at: s)
        let t = target(self)
        sectionIdentifiers.insert(section, at: t)
        items.insert(moved, at: t)
    }

    private mutating func moveItem(_ item: ItemIdentifierType, to target: (Self) -> ElementPath) {
        let from = itemPath(item)
        items[from.section].remove(at: from.item)
        sectionOfItem[item] = nil
        let to = target(self)
        items[to.section].insert(item, at: to.item)
        sectionOfItem[item] = sectionIdentifiers[to.section]
    }
}
