import TesseraLayout

/// The section header the compositional demos share: as wide as the section, `height` points tall, at its top.
enum SectionHeaderItem {
    /// The header for a section, in a list ready for `boundarySupplementaryItems`: none when `height` is 0.
    static func items(height: Double, pinned: Bool = false) -> [CollectionLayoutBoundarySupplementaryItem] {
        guard height > 0 else { return [] }
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
            elementKind: .sectionHeader, alignment: .top)
        header.pinToVisibleBounds = pinned
        return [header]
    }
}
