/// What kind of element a set of attributes describes, as
/// `UICollectionElementCategory`.
///
/// The raw values are the names used in `tessera attributes` output, and the
/// declaration order is the sort order there: cells, then supplementary views,
/// then decorations.
public enum ElementCategory: String, Hashable, Comparable, Sendable, CaseIterable {
    /// A cell, supplied by the data source.
    case cell
    /// A supplementary view such as a header or footer, supplied by the data source.
    case supplementary
    /// A decoration view, owned and created by the layout.
    case decoration

    @inlinable
    var order: Int {
        switch self {
        case .cell: 0
        case .supplementary: 1
        case .decoration: 2
        }
    }

    /// The `tessera attributes` order: cell, then supplementary, then decoration.
    public static func < (lhs: ElementCategory, rhs: ElementCategory) -> Bool { lhs.order < rhs.order }
}

