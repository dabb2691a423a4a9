import TesseraCollection
import TesseraGeometry
import TesseraLayout
import TesseraRender

/// The simulation's data: the scene's sections and items, kept in step with
/// every insert, delete and move. It is the collection view's data source and
/// delegate, and answers the flow layout's per-item and per-section questions.
///
/// Each item has an identity, unique across sections: its position in the whole
/// scene when it started, counting section 0's items first (sections of 3 and 2
/// items give `[[0, 1, 2], [3, 4]]`); inserted items get fresh identities
/// counting up from the scene's item count. An item keeps its identity wherever
/// it moves, into another section too, so no two items ever share one.
/// Sizes from the scene's `itemSizes` travel with their items.
final class SceneModel: CollectionViewReorderingDataSource, CollectionViewDelegate, ItemSizeDelegate {
    struct Item {
        var identity: Int
        var size: Size?
    }

    // The model is read on every `prepare()`, per section: its stored properties skip the run-time
    // exclusivity checks, which cost more than the answers. Nothing here is reached from two threads.
    @exclusivity(unchecked) private(set) var sections: [[Item]]
    /// What each section's sizes were when last handed to the flow layout; an entry is dropped when its
    /// section's items change, and entries move with their sections, so a change to one section leaves the
    /// others' as they are.
    @exclusivity(unchecked) private var sizeCache: [CachedSizes?] = []
    /// The sizes of a section of n items that the scene does not size, by n: one array shared by every such
    /// section, all `uniformFallback`. Most scenes size no item, so a section costs no array of its own. Counts
    /// below ``smallCounts``, the common case, are found in ``uniformBySmallCount`` without hashing; larger ones here.
    @exclusivity(unchecked) private var uniformSizes: [Int: [Size]] = [:]
    /// The shared arrays of fewer than ``smallCounts`` items, at their count (an empty array where none is kept).
    @exclusivity(unchecked) private var uniformBySmallCount: [[Size]] = []
    private static let smallCounts = 64
    /// The layout's item size that the shared arrays hold (compared bit for bit).
    @exclusivity(unchecked) private var uniformFallback = Size(width: .nan, height: .nan)
    /// The sizes in the shared arrays, all together.
    @exclusivity(unchecked) private(set) var sharedSizeCount = 0

    /// A section's sizes as last handed over.
    enum CachedSizes {
        /// No item of the section's `count` has a size of its own: its sizes are in ``uniformSizes``.
        case uniform(count: Int)
        /// Some items have sizes of their own: the section's sizes, the others `fallback`.
        case sized(fallback: Size, sizes: [Size])
    }
    /// Each section's flow overrides, as an index into ``overrideSets``, kept in step with ``sections`` as
    /// sections come and go: 0, no overrides, for most sections, so a section costs 4 bytes here, not a copy of
    /// its ``SceneSection`` (136), and a batch update does not copy the scene's sections.
    @exclusivity(unchecked) private(set) var overrideIndex: [UInt32]
    /// The overrides of the scene's sections that have any, after ``SectionOverrides/none`` at index 0.
    @exclusivity(unchecked) private var overrideSets: [SectionOverrides] = [.none]

    /// The number of items in every section.
    @exclusivity(unchecked) private(set) var itemCount: Int
    private(set) var nextIdentity: Int
    /// Pictures for cells, by identity; empty when the scene has none. Decoded when drawn.
    var images: ImageLibrary = []
    /// The supplementary kinds the scene's view is registered for: headers and footers, and any other a layout asks for.
    private var supplementaryKinds: Set<ElementKind> = [.sectionHeader, .sectionFooter]

    init(sections scene: [SceneSection]) {
        var sets: [SectionOverrides] = [.none]
        overrideIndex = scene.map { s in
            let o = s.overrides
            if o == .none { return 0 }
            sets.append(o)
            return UInt32(sets.count - 1)
        }
        overrideSets = sets
        var first = 0
        sections = scene.map { s in
            defer { first += s.items }
            return (0..<s.items).map { Item(identity: first + $0, size: s.itemSizes?[$0]) }
        }
        nextIdentity = first
        itemCount = first
    }

    var identities: [[Int]] { sections.map { $0.map(\.identity) } }

    // MARK: Changes

    /// Inserts a new item at `indexPath` and returns its identity.
    func insertItem(at indexPath: ElementPath) -> Int {
        let id = nextIdentity
        nextIdentity += 1
        sections[indexPath.section].insert(Item(identity: id, size: nil), at: indexPath.item)
        itemCount += 1
        forgetSizes(of: indexPath.section)
        return id
    }

    /// Puts `item` back at `indexPath`, keeping its identity: a reorder's insert.
    func insert(_ item: Item, at indexPath: ElementPath) {
        sections[indexPath.section].insert(item, at: indexPath.item)
        itemCount += 1
        forgetSizes(of: indexPath.section)
    }

    func deleteItem(at indexPath: ElementPath) {
        sections[indexPath.section].remove(at: indexPath.item)
        itemCount -= 1
        forgetSizes(of: indexPath.section)
    }

    /// Inserts a section of `count` new items at index `section`; it has no flow overrides of its own.
    func insertSection(at section: Int, count: Int) {
        sections.insert((0..<count).map { _ in makeItem() }, at: section)
        overrideIndex.insert(0, at: min(section, overrideIndex.count))
        itemCount += count
        if section <= sizeCache.count { sizeCache.insert(nil, at: section) }
    }

    /// Deletes the section at index `section` with its items and its flow overrides.
    func deleteSection(at section: Int) {
        itemCount -= sections.remove(at: section).count
        if section < overrideIndex.count { overrideIndex.remove(at: section) }
        if section < sizeCache.count { sizeCache.remove(at: section) }
    }

    /// A new item with a fresh identity, for a batch update to place.
    func makeItem() -> Item {
        defer { nextIdentity += 1 }
        return Item(identity: nextIdentity, size: nil)
    }

    /// Replaces every section at once, for a batch update; `overrides`, when given, replaces ``overrideIndex`` too.
    func replaceSections(_ newSections: [[Item]], overrides: [UInt32]? = nil) {
        sections = newSections
        if let overrides { overrideIndex = overrides }
        itemCount = newSections.reduce(0) { $0 + $1.count }
        sizeCache.removeAll(keepingCapacity: true)
    }

    /// Drops the sizes kept for `section`, whose items changed.
    private func forgetSizes(of section: Int) {
        if section < sizeCache.count { sizeCache[section] = nil }
    }

    // MARK: Data source

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: ElementPath) -> ReusableView {
        let cell = collectionView.dequeueReusableCell(SceneCell.self, withReuseIdentifier: SceneCell.reuseIdentifier, for: indexPath)
        let identity = sections[indexPath.section][indexPath.item].identity
        cell.configure(identity: identity, images: images.isEmpty ? nil : images)
        return cell
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: ElementKind,
                        at indexPath: ElementPath) -> ReusableView? {
        // A layout of the user's may lay out kinds of its own (a badge on each cell): each gets the scene's view.
        if !supplementaryKinds.contains(kind) {
            collectionView.register(SceneHeaderView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: SceneHeaderView.reuseIdentifier)
            supplementaryKinds.insert(kind)
        }
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: SceneHeaderView.reuseIdentifier,
                                                                   for: indexPath)
        (view as? SceneHeaderView)?.configure(title: Self.title(ofKind: kind, at: indexPath))
        return view
    }

    /// What the view of `kind` at `indexPath` says: its section's number for a header or footer, else the kind.
    static func title(ofKind kind: ElementKind, at indexPath: ElementPath) -> String {
        switch kind {
        case .sectionHeader: "Section \(indexPath.section)"
        case .sectionFooter: "end of section \(indexPath.section)"
        default: kind.name
        }
    }

    /// Titles the headers and footers `collectionView` keeps after sections came or went: as in UIKit, a view
    /// whose section moved keeps its view, and the data source is not asked for it again, so the app updates it.
    func retitleSectionViews(in collectionView: CollectionView) {
        for kind in [ElementKind.sectionHeader, .sectionFooter] {
            for path in collectionView.indexPathsForPreparedSupplementaryElements(ofKind: kind) {
                (collectionView.preparedSupplementaryView(ofKind: kind, at: path) as? SceneHeaderView)?
                    .configure(title: Self.title(ofKind: kind, at: path))
            }
        }
    }

    func collectionView(_ collectionView: CollectionView, moveItemAt source: ElementPath, to destination: ElementPath) {
        let item = sections[source.section].remove(at: source.item)
        sections[destination.section].insert(item, at: destination.item)
        forgetSizes(of: source.section)
        forgetSizes(of: destination.section)
    }

    // MARK: Flow layout delegate

    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: ElementPath) -> Size? {
        sections[indexPath.section][indexPath.item].size
    }

    /// The scene's size for the item, for a layout of any class: the size its `itemSizes` gave it, kept as it moves.
    func layout(_ layout: Layout, sizeForItemAt indexPath: ElementPath) -> Size? {
        guard indexPath.section >= 0, indexPath.section < sections.count, indexPath.item >= 0,
              indexPath.item < sections[indexPath.section].count else { return nil }
        return sections[indexPath.section][indexPath.item].size
    }

    /// Every size of `section` in one call, the layout's `itemSize` for items the scene does not
    /// size: the same sizes as item by item, without a delegate call (and the retain and release of
    /// weakly held objects it costs) per item of every `prepare()`.
    /// The array is kept until the items change, so a `prepare()` of an unchanged section allocates nothing.
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizesForItemsInSection section: Int) -> [Size]? {
        guard section >= 0, section < sections.count else { return nil }
        let fallback = layout.itemSize
        if section < sizeCache.count, let cached = sizeCache[section] {
            switch cached {
            case .uniform(let count):
                return uniform(count: count, fallback: fallback)
            case .sized(let old, var sizes):
                if old == fallback { return sizes }
                // A new fallback (a pinch changes the item size every frame): the sizes are updated
                // in place, the cache's reference let go first so that the array is not copied.
                sizeCache[section] = nil
                let items = sections[section]
                sizes.withUnsafeMutableBufferPointer { sizes in
                    for i in sizes.indices where items[i].size == nil { sizes[i] = fallback }
                }
                sizeCache[section] = .sized(fallback: fallback, sizes: sizes)
                return sizes
            }
        }
        if sizeCache.count < sections.count { sizeCache.append(contentsOf: repeatElement(nil, count: sections.count - sizeCache.count)) }
        let items = sections[section]
        guard items.contains(where: { $0.size != nil }) else {
            sizeCache[section] = .uniform(count: items.count)
            return uniform(count: items.count, fallback: fallback)
        }
        let sizes = items.map { $0.size ?? fallback }
        sizeCache[section] = .sized(fallback: fallback, sizes: sizes)
        return sizes
    }

    /// `count` times `fallback`, shared by every section of `count` items the scene does not size.
    ///
    /// A new fallback rewrites the arrays kept in place, as a pinch does every frame, so that frame allocates
    /// nothing. The arrays kept hold at most twice the items (or 4096 sizes): past that, as when one section
    /// grows an item at a time, they are let go and made again as sections ask.
    @inline(__always)
    private func uniform(count: Int, fallback: Size) -> [Size] {
        if !Self.same(uniformFallback, fallback) { rewriteUniform(to: fallback) }
        if count < uniformBySmallCount.count, uniformBySmallCount[count].count == count { return uniformBySmallCount[count] }
        return makeUniform(count: count, fallback: fallback)
    }

    /// Sets every size of the shared arrays to `fallback`, in place.
    private func rewriteUniform(to fallback: Size) {
        for k in uniformBySmallCount.indices {
            uniformBySmallCount[k].withUnsafeMutableBufferPointer { sizes in
                for i in sizes.indices { sizes[i] = fallback }
            }
        }
        // Walked by index alone: `indices` would hold the dictionary, and every array would be copied.
        var i = uniformSizes.startIndex
        while i != uniformSizes.endIndex {
            uniformSizes.values[i].withUnsafeMutableBufferPointer { sizes in
                for k in sizes.indices { sizes[k] = fallback }
            }
            uniformSizes.formIndex(after: &i)
        }
        uniformFallback = fallback
    }

    /// The shared array of `count` items not kept in ``uniformBySmallCount``: found in ``uniformSizes``, or made.
    private func makeUniform(count: Int, fallback: Size) -> [Size] {
        if let sizes = uniformSizes[count] { return sizes }
        if sharedSizeCount + count > max(4096, 2 * itemCount) {
            uniformSizes.removeAll()
            for k in uniformBySmallCount.indices where !uniformBySmallCount[k].isEmpty { uniformBySmallCount[k] = [] }
            sharedSizeCount = 0
        }
        let sizes = [Size](repeating: fallback, count: count)
        sharedSizeCount += count
        if count < Self.smallCounts {
            if uniformBySmallCount.isEmpty { uniformBySmallCount = Array(repeating: [], count: Self.smallCounts) }
            uniformBySmallCount[count] = sizes
        } else {
            uniformSizes[count] = sizes
        }
        return sizes
    }

    /// Whether `a` and `b` have the same bits: a size that is not a number is the same as itself, so the arrays
    /// are not rewritten at every call.
    @inline(__always)
    private static func same(_ a: Size, _ b: Size) -> Bool {
        a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
    }

    /// The overrides of `section`; nil for a section without any, or out of range.
    @inline(__always)
    private func overrides(of section: Int) -> SectionOverrides? {
        guard section >= 0, section < overrideIndex.count else { return nil }
        let i = Int(overrideIndex[section])
        return i == 0 ? nil : overrideSets[i]
    }

    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? {
        overrides(of: section)?.inset
    }

    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double? {
        overrides(of: section)?.minimumLineSpacing
    }

    func collectionView(_ collectionView: CollectionView, layout: FlowLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> Double? {
        overrides(of: section)?.minimumInteritemSpacing
    }

    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> Size? {
        overrides(of: section)?.headerReferenceSize
    }

    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> Size? {
        overrides(of: section)?.footerReferenceSize
    }
}
