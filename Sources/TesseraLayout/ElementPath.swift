/// The position of an element: a section and an item within it.
///
/// Index paths order by section, then item. Supplementary and decoration views
/// use them too; a section header is conventionally at item 0 of its section.
public struct ElementPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var item: Int

    @inlinable
    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    @inlinable
    public static func < (lhs: ElementPath, rhs: ElementPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }

    public var description: String { "[\(section), \(item)]" }
}
