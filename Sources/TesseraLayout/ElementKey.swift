/// Identifies one element of a layout: its category, its kind and its index path.
///
/// Cells have no kind. Two elements are the same element when their keys are
/// equal, which is how the collection view matches an element before and after
/// an update or a transition.
public struct ElementKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Whether the element is a cell, a supplementary view or a decoration.
    public var category: ElementCategory
    /// The supplementary or decoration kind, such as `"header"`; nil for a cell.
    public var kind: ElementKind?
    /// The element's section and item.
    public var indexPath: ElementPath

    /// The key of the element with the given category, kind (nil for a cell) and index path.
    @inlinable
    public init(category: ElementCategory, kind: ElementKind?, indexPath: ElementPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    /// The key of the cell at `indexPath`.
    @inlinable
    public static func cell(_ indexPath: ElementPath) -> ElementKey {
        ElementKey(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// The key of the supplementary view of `kind` at `indexPath`.
    @inlinable
    public static func supplementary(_ kind: ElementKind, _ indexPath: ElementPath) -> ElementKey {
        ElementKey(category: .supplementary, kind: kind, indexPath: indexPath)
    }

    /// The key of the decoration view of `kind` at `indexPath`.
    @inlinable
    public static func decoration(_ kind: ElementKind, _ indexPath: ElementPath) -> ElementKey {
        ElementKey(category: .decoration, kind: kind, indexPath: indexPath)
    }

    /// Whether both keys name the same element: index path, category and kind all equal.
    @inlinable
    public static func == (a: ElementKey, b: ElementKey) -> Bool {
        a.indexPath.item == b.indexPath.item && a.indexPath.section == b.indexPath.section && a.category == b.category
            && a.kind == b.kind
    }

    /// Hashes the key by its fields, as the synthesized conformance would.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(indexPath.section)
        hasher.combine(indexPath.item)
        hasher.combine(category.order)
        hasher.combine(kind)
    }

    /// The key's hash for a hashed collection seeded with `seed`.
    ///
    /// The collection view looks its live elements up by key for every element of every layout
    /// pass, so a cell's key (no kind) is hashed in one step: its section, item and category
    /// mixed with the seed by a multiply–xorshift finalizer, which spreads them as well as a
    /// hash table needs without the cost of a `Hasher`. Keys with a kind go through
    /// ``hash(into:)``. Equal keys hash alike either way.
    public func _rawHashValue(seed: Int) -> Int {
        guard kind == nil else {
            var hasher = Hasher()
            hasher.combine(seed)
            hash(into: &hasher)
            return hasher.finalize()
        }
        var x = UInt64(truncatingIfNeeded: indexPath.item) &* 0x9E37_79B9_7F4A_7C15
        x ^= (UInt64(truncatingIfNeeded: indexPath.section) &<< 2 | UInt64(category.order)) &* 0xC2B2_AE3D_27D4_EB4F
        x ^= UInt64(truncatingIfNeeded: seed)
        x = (x ^ (x >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        x = (x ^ (x >> 33)) &* 0xC4CE_B9FE_1A85_EC53
        return Int(truncatingIfNeeded: x ^ (x >> 33))
    }

    /// Section, then item, then category, then kind: the order of `tessera attributes`.
    public static func < (a: ElementKey, b: ElementKey) -> Bool {
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        if a.category != b.category { return a.category < b.category }
        return (a.kind?.name ?? "") < (b.kind?.name ?? "")
    }

    /// The key as `category(kind) [section, item]`, or `cell [section, item]`.
    public var description: String {
        kind.map { "\(category.rawValue)(\($0)) \(indexPath)" } ?? "\(category.rawValue) \(indexPath)"
    }
}
