/// The position of an element: a section and an item within it.
///
/// Index paths order by section, then item. Supplementary and decoration views
/// use them too; a section header is conventionally at item 0 of its section.
public struct ElementPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section's index, from 0.
    public var section: Int
    /// The item's index within its section, from 0; 0 for a section's header and footer.
    public var item: Int

    /// The path of `item` in `section`, as `IndexPath(item:section:)`.
    @inlinable
    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    /// Orders by section, then by item.
    @inlinable
    public static func < (lhs: ElementPath, rhs: ElementPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }

    /// The path as `[section, item]`.
    public var description: String { "[\(section), \(item)]" }
}
