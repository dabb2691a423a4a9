/// The settings of a list section, as `UICollectionLayoutListConfiguration`: full-width rows that size themselves,
/// with optional supplementary headers and footers.
///
/// Rows are `.fractionalWidth(1)` wide and `.estimated(44)` high, so each takes the height its cell asks for.
/// What Apple documents is followed: `.supplementary` headers and footers are section headers and footers
/// (``ElementKind/sectionHeader``, ``ElementKind/sectionFooter``), and the plain and sidebar-plain appearances pin
/// their headers by default. The spacing around sections is not documented and differs between iOS versions and
/// devices; Tessera's: grouped appearances put ``headerTopPadding`` (default 20 points) above each section and
/// 20 points below it, and inset ones inset the rows 20 points from each side.
public struct CollectionLayoutListConfiguration: Hashable, Sendable {
    /// The list's overall look, as `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Hashable, Sendable, CaseIterable {
        /// Rows edge to edge, pinned headers.
        case plain
        /// Sections apart from each other, rows edge to edge.
        case grouped
        /// Sections apart from each other, rows inset from the sides.
        case insetGrouped
        /// A sidebar: as inset grouped.
        case sidebar
        /// A plain sidebar: as plain.
        case sidebarPlain

        var isGrouped: Bool { self == .grouped || self == .insetGrouped || self == .sidebar }
        var isInset: Bool { self == .insetGrouped || self == .sidebar }
        var pinsHeaders: Bool { self == .plain || self == .sidebarPlain }
    }

    /// How a section shows a header, as `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Hashable, Sendable {
        /// No header.
        case none
        /// A supplementary view of ``ElementKind/sectionHeader`` at item 0 of the section.
        case supplementary
        /// The section's first item is its header: the layout lays it out as any row.
        case firstItemInSection
    }

    /// How a section shows a footer, as `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Hashable, Sendable {
        /// No footer.
        case none
        /// A supplementary view of ``ElementKind/sectionFooter`` at item 0 of the section.
        case supplementary
    }

    /// The list's look.
    public var appearance: Appearance
    /// How sections show headers (none by default).
    public var headerMode: HeaderMode = .none
    /// How sections show footers (none by default).
    public var footerMode: FooterMode = .none
    /// Extra space above each section's header in a grouped appearance; nil for Tessera's default of 20 points.
    public var headerTopPadding: Double?

    /// A list configuration of `appearance` (UIKit's `init(appearance:)`).
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
