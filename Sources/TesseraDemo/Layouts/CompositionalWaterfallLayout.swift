import Foundation
import TesseraGeometry
import TesseraLayout

/// A `CompositionalLayout` of waterfalls a scene can set up: every section `columns` columns of items of varied
/// heights, each item under the shortest column so far, as the Pinterest-style layouts ported UIKit apps build from a
/// custom group (`CollectionLayoutGroup.custom(layoutSize:itemProvider:)`), under a banner across the whole layout (a
/// global header, `CompositionalLayoutConfiguration.boundarySupplementaryItems`). A pinch changes the columns.
///
/// An item's height is its column's width times a ratio that repeats every seven items of a section (1.3, 0.8, 1,
/// 1.5, 0.7, 1.15, 0.9), as pictures of different shapes would give. The sections are built by the layout's section
/// provider from the properties below each time the layout is prepared; setting a property invalidates the layout.
public final class CompositionalWaterfallLayout: CompositionalLayout, PinchAdjustableLayout {
    /// The kind of the banner above the first section.
    public static let bannerKind: ElementKind = "banner"

    /// The height of each item against its width, in turn.
    static let ratios: [Double] = [1.3, 0.8, 1, 1.5, 0.7, 1.15, 0.9]

    /// The settings the section provider reads; a class, so that the provider, made before the layout exists,
    /// can hold them, and the layout (for the number of items a section has).
    private final class Settings {
        var columns = 2
        var spacing = 8.0
        var sectionInsets = EdgeInsets(top: 4, left: 12, bottom: 16, right: 12)
        var headerHeight = 30.0
        weak var layout: CompositionalWaterfallLayout?
    }

    private let settings: Settings
    private var pinchStartColumns = 2

    /// Columns a section, 1 to 8 (2 by default).
    public var columns: Int {
        get { settings.columns }
        set { settings.columns = min(8, max(1, newValue)); invalidateLayout() }
    }
    /// Space between columns and between one item and the next below it, in points (8 by default).
    public var spacing: Double {
        get { settings.spacing }
        set { settings.spacing = max(0, newValue); invalidateLayout() }
    }
    /// Each section's content insets (4, 12, 16, 12 by default).
    public var sectionInsets: EdgeInsets {
        get { settings.sectionInsets }
        set { settings.sectionInsets = newValue; invalidateLayout() }
    }
    /// The section header's height; 0 for none (30 by default).
    public var headerHeight: Double {
        get { settings.headerHeight }
        set { settings.headerHeight = max(0, newValue); invalidateLayout() }
    }
    /// The banner's height; 0 for none (60 by default).
    public var bannerHeight: Double {
        get { configuration.boundarySupplementaryItems.first?.layoutSize.heightDimension.dimension ?? 0 }
        set { configuration.boundarySupplementaryItems = Self.banner(height: max(0, newValue), pinned: pinBanner) }
    }
    /// Whether the banner stays on screen over the whole content (false by default).
    public var pinBanner: Bool {
        get { configuration.boundarySupplementaryItems.first?.pinToVisibleBounds ?? false }
        set { configuration.boundarySupplementaryItems = Self.banner(height: bannerHeight, pinned: newValue) }
    }

    /// Two columns 8 points apart under 30-point section headers, below a 60-point banner.
    public init() {
        let settings = Settings()
        self.settings = settings
        var configuration = CompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = Self.banner(height: 60, pinned: false)
        super.init(sectionProvider: { section, environment in
            let count = settings.layout?.collectionView?.numberOfItems(inSection: section) ?? 0
            return Self.section(settings, items: count, width: environment.container.effectiveContentSize.width)
        }, configuration: configuration)
        settings.layout = self
    }

    private static func banner(height: Double, pinned: Bool) -> [CollectionLayoutBoundarySupplementaryItem] {
        guard height > 0 else { return [] }
        let banner = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
            elementKind: bannerKind, alignment: .top)
        banner.pinToVisibleBounds = pinned
        return [banner]
    }

    /// One custom group holding the whole section: each item's frame under the shortest column so far.
    private static func section(_ s: Settings, items: Int, width: Double) -> CollectionLayoutSection {
        let room = max(0, width - s.sectionInsets.left - s.sectionInsets.right)
        let column = max(0, (room - s.spacing * Double(s.columns - 1)) / Double(s.columns))
        var bottoms = [Double](repeating: 0, count: s.columns)
        var frames: [CollectionLayoutGroupCustomItem] = []
        frames.reserveCapacity(items)
        for item in 0..<items {
            let c = bottoms.indices.min { bottoms[$0] < bottoms[$1] } ?? 0
            let height = (column * ratios[item % ratios.count]).rounded()
            frames.append(CollectionLayoutGroupCustomItem(frame: Rect(x: Double(c) * (column + s.spacing), y: bottoms[c],
                                                                      width: column, height: height)))
            bottoms[c] += height + s.spacing
        }
        let tallest = max(0, (bottoms.max() ?? 0) - s.spacing)
        let group = CollectionLayoutGroup.custom(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                  heightDimension: .absolute(tallest))) { _ in frames }
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(s.sectionInsets)
        section.boundarySupplementaryItems = SectionHeaderItem.items(height: s.headerHeight)
        return section
    }

    /// Remembers the columns the pinch starts from.
    public func beginPinchAdjustment() { pinchStartColumns = columns }

    /// Spreading the fingers shows fewer, wider columns; pinching them together more, narrower ones: a column for
    /// each 20% of scale, the first as soon as the scale has moved 5%, as the compositional grid does.
    public func adjustForPinch(scale: Double, span: Double?) {
        if let wanted = PinchColumnRule.columns(from: pinchStartColumns, scale: scale, in: 1...8), wanted != columns { columns = wanted }
    }

    /// The layout's elements one at a time with no array, as a `CompositionalLayout`'s: this class leaves the query as it is.
    public override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        forEachOwnElement(in: rect, body)
    }
}
