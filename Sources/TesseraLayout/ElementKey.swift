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
