import TesseraGeometry
import TesseraLayout
import TesseraSimulator

extension LayoutCatalog {
    /// Every layout Tessera ships: the flow, the demos from the source documents, then a compositional grid, carousels,
    /// waterfalls and a horizontal board.
    public static var standard: LayoutCatalog {
        LayoutCatalog([.flow] + LayoutDescriptor.demos + [.compositional, .carousels, .waterfall, .board])
    }
}

extension LayoutDescriptor {
    /// The demo layouts from the source documents, in the order the number keys use.
    public static let demos: [LayoutDescriptor] = [
        .survey, .dimensions, .coverflow, .boring, .circle, .circleflow, .spread, .zigzag, .rowdecoration, .zoomonscroll, .stack,
    ]

    /// Seed 000's Survey: evenly respaced lines and a binder behind each section.
    public static let survey = LayoutDescriptor(
        SurveyLayout.self, name: "survey",
        summary: "Flow respaced evenly (x = inset.left + firstX + 2·firstX·item), a binder behind each section.",
        parameters: [.choice("respacing", \SurveyLayout.respacing,
                             "section: the seed's formula over the section's n cells; line: each line on its own, so a wrapped section's cells do not overlap")]
            + flowParameters(SurveyLayout.self, direction: false),
        make: { SurveyLayout() })

    /// Seed 000's Dimensions: a photo grid with a layoutMode attribute on every cell.
    public static let dimensions = LayoutDescriptor(
        DimensionsLayout.self, name: "dimensions",
        summary: "Photo grid whose cells carry layoutMode (aspectFit|aspectFill) and fillAmount custom attributes.",
        parameters: [.choice("layoutMode", \DimensionsLayout.layoutMode, "how every cell fits its photo unless the delegate overrides it")]
            + flowParameters(DimensionsLayout.self, direction: true),
        make: { DimensionsLayout() })

    /// Seed 000's Cover Flow.
    public static let coverflow = LayoutDescriptor(
        CoverFlowLayout.self, name: "coverflow",
        summary: "Horizontal flow in perspective: cells within 100 points of the centre turn, zoom and unmask; snaps to a cell.",
        parameters: [.choice("insetPolicy", \CoverFlowLayout.insetPolicy,
                             "seed: the seed delegate's insets by window shape; centered; fixed: sectionInset")]
            + flowParameters(CoverFlowLayout.self, direction: false),
        make: { CoverFlowLayout() })

    /// The plain flow the Cover Flow demo switches with.
    public static let boring = LayoutDescriptor(
        BoringLayout.self, name: "boring",
        summary: "The plain flow of the Cover Flow demo: 140×140 items, spacing 10, insets [10, 20, 10, 20].",
        parameters: flowParameters(BoringLayout.self, direction: true),
        make: { BoringLayout() })

    /// Seed 003's Circle.
    public static let circle = LayoutDescriptor(
        CircleLayout.self, name: "circle",
        summary: "Section 0 on a circle of radius min(w,h)/2.5, each cell turned to the tangent, around a clock hand.",
        parameters: [
            .size("itemSize", \CircleLayout.itemSize, "size of every cell"),
            .integer("clockStartMinute", \CircleLayout.clockStartMinute, range: 0...59,
                     "minute the clock hand shows at simulation time 0"),
        ],
        make: { CircleLayout() })

    /// Seed 003's flow partner of the Circle.
    public static let circleflow = LayoutDescriptor(
        CircleFlowLayout.self, name: "circleflow",
        summary: "The Circle's flow partner: 200×200 items; inserts grow from scale 0.1 turned −45° at alpha 0, deletes shrink turned +45°.",
        parameters: flowParameters(CircleFlowLayout.self, direction: true),
        make: { CircleFlowLayout() })

    /// Seed 004's pinch-spread layout.
    public static let spread = LayoutDescriptor(
        SpreadLayout.self, name: "spread",
        summary: "Grid whose cell centres are spreadDistance apart; a two-finger pinch sets it from the touches' distance.",
        parameters: [
            .number("spreadDistance", \SpreadLayout.spreadDistance, range: SpreadLayout.spreadDistanceRange,
                    "distance between neighbouring cell centres, in points"),
            .size("itemSize", \SpreadLayout.itemSize, "size of every cell"),
            .integer("columns", \SpreadLayout.columns, range: 1...1000, "columns in every section"),
        ],
        make: { SpreadLayout() })

    /// Seed 001's zig-zag layout with section headers.
    public static let zigzag = LayoutDescriptor(
        ZigZagLayout.self, name: "zigzag",
        summary: "One cell per row alternating x = 100 and 200 under a full-width header per section.",
        parameters: [
            .number("cellSize", \ZigZagLayout.cellSize, range: 0...10_000, "side of every cell (kCellSize)"),
            .number("sectionHeight", \ZigZagLayout.sectionHeight, range: 0...10_000, "header height (kSectionHeight)"),
            .number("verticalSpace", \ZigZagLayout.verticalSpace, range: 0...10_000, "space between rows (kVerticalSpace)"),
        ],
        make: { ZigZagLayout() })

    /// Seed 001's row decorations.
    public static let rowdecoration = LayoutDescriptor(
        RowDecorationLayout.self, name: "rowdecoration",
        summary: "Flow with a decoration behind every row (zIndex 0) and cells above it (zIndex 1).",
        parameters: [.number("decorationOverhang", \RowDecorationLayout.decorationOverhang, range: 0...1000,
                             "how far each row's decoration reaches beyond its cells")]
            + flowParameters(RowDecorationLayout.self, direction: true),
        make: { RowDecorationLayout() })

    /// Seed 001's zoom on scroll.
    public static let zoomonscroll = LayoutDescriptor(
        ZoomOnScrollLayout.self, name: "zoomonscroll",
        summary: "Flow whose cells near the visible centre scale by 1 + zoomAmount·(1 − d/zoomDistance).",
        parameters: [
            .number("zoomDistance", \ZoomOnScrollLayout.zoomDistance, range: 0...100_000, "reach of the zoom, in points"),
            .number("zoomAmount", \ZoomOnScrollLayout.zoomAmount, range: 0...10, "extra scale of a cell at the centre"),
        ] + flowParameters(ZoomOnScrollLayout.self, direction: true),
        make: { ZoomOnScrollLayout() })

    /// Seed 003's photo stack.
    public static let stack = LayoutDescriptor(
        StackLayout.self, name: "stack",
        summary: "Each section piled at the centre of its own page, tilted by index, cell 0 on top.",
        parameters: [
            .size("itemSize", \StackLayout.itemSize, "size of every cell"),
            .number("maximumRotationDegrees", \StackLayout.maximumRotationDegrees, range: 0...180,
                    "largest tilt either way, in degrees"),
        ],
        make: { StackLayout() })

    /// A compositional layout (UIKit's `UICollectionViewCompositionalLayout`): grids of sections on cards.
    public static let compositional = LayoutDescriptor(
        CompositionalGridLayout.self, name: "compositional",
        summary: "Compositional layout: each section a grid of `columns` items a row under a header, on a card; a pinch changes the columns.",
        parameters: [
            .integer("columns", \CompositionalGridLayout.columns, range: 1...12, "items a row"),
            .number("itemHeight", \CompositionalGridLayout.itemHeight, range: 0...2000, "row height in points; 0 for square items"),
            .insets("itemInsets", \CompositionalGridLayout.itemInsets, "each item's content insets"),
            .insets("sectionInsets", \CompositionalGridLayout.sectionInsets, "each section's content insets"),
            .number("interGroupSpacing", \CompositionalGridLayout.interGroupSpacing, range: 0...1000, "space between rows"),
            .number("headerHeight", \CompositionalGridLayout.headerHeight, range: 0...1000, "section header height; 0 for none"),
            .bool("pinHeaders", \CompositionalGridLayout.pinHeaders, "headers stay on screen while their section is"),
            .bool("backgrounds", \CompositionalGridLayout.backgrounds, "each section on a card (a background decoration)"),
        ],
        make: { CompositionalGridLayout() })

    /// A compositional layout whose sections scroll sideways (UIKit's `orthogonalScrollingBehavior`): rows of cards.
    public static let carousels = LayoutDescriptor(
        CompositionalCarouselLayout.self, name: "carousels",
        summary: "Compositional layout: each section a row of cards under a header that scrolls sideways on its own, resting by `behavior`.",
        parameters: [
            .choice("behavior", \CompositionalCarouselLayout.behavior,
                    "how a row scrolls: none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered"),
            .number("cardWidth", \CompositionalCarouselLayout.cardWidth, range: 0.05...1, "card width, a fraction of the width less the insets"),
            .number("cardHeight", \CompositionalCarouselLayout.cardHeight, range: 0...2000, "card height in points; 0 for square cards"),
            .number("spacing", \CompositionalCarouselLayout.spacing, range: 0...1000, "space between cards"),
            .insets("sectionInsets", \CompositionalCarouselLayout.sectionInsets, "each section's content insets; left and right at the row's ends"),
            .number("headerHeight", \CompositionalCarouselLayout.headerHeight, range: 0...1000, "section header height; 0 for none"),
            .number("edgeScale", \CompositionalCarouselLayout.edgeScale, range: 0.3...1,
                    "scale of a card at the window's edge, growing to 1 at the centre (visibleItemsInvalidationHandler); 1 for none"),
        ],
        make: { CompositionalCarouselLayout() })

    /// A compositional layout of custom groups (UIKit's `NSCollectionLayoutGroup.custom`): waterfalls under a banner.
    public static let waterfall = LayoutDescriptor(
        CompositionalWaterfallLayout.self, name: "waterfall",
        summary: "Compositional layout: each section `columns` columns of items of varied heights, each under the shortest column (a custom group), below a banner (a global header); a pinch changes the columns.",
        parameters: [
            .integer("columns", \CompositionalWaterfallLayout.columns, range: 1...8, "columns a section"),
            .number("spacing", \CompositionalWaterfallLayout.spacing, range: 0...1000, "space between columns and between items"),
            .insets("sectionInsets", \CompositionalWaterfallLayout.sectionInsets, "each section's content insets"),
            .number("headerHeight", \CompositionalWaterfallLayout.headerHeight, range: 0...1000, "section header height; 0 for none"),
            .number("bannerHeight", \CompositionalWaterfallLayout.bannerHeight, range: 0...1000,
                    "height of the banner above the first section (a global header); 0 for none"),
            .bool("pinBanner", \CompositionalWaterfallLayout.pinBanner, "the banner stays on screen over the whole content"),
        ],
        make: { CompositionalWaterfallLayout() })

    /// A horizontal compositional layout (UIKit's `scrollDirection = .horizontal`): a board of columns that each scroll
    /// up and down on their own.
    public static let board = LayoutDescriptor(
        CompositionalBoardLayout.self, name: "board",
        summary: "Horizontal compositional layout: sections side by side as a board's columns, each a stack of cards under a title that scrolls up and down on its own.",
        parameters: [
            .number("columnWidth", \CompositionalBoardLayout.columnWidth, range: 1...2000, "column and card width in points"),
            .number("cardHeight", \CompositionalBoardLayout.cardHeight, range: 1...2000, "card height in points"),
            .number("spacing", \CompositionalBoardLayout.spacing, range: 0...1000, "space between cards"),
            .number("columnSpacing", \CompositionalBoardLayout.columnSpacing, range: 0...1000, "space between columns"),
            .insets("columnInsets", \CompositionalBoardLayout.columnInsets,
                    "each column's content insets: top above its title, bottom below its last card, left and right beside its cards"),
            .number("titleHeight", \CompositionalBoardLayout.titleHeight, range: 0...1000, "column title height; 0 for none"),
            .choice("behavior", \CompositionalBoardLayout.behavior,
                    "how a column scrolls: none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered"),
            .bool("lanes", \CompositionalBoardLayout.lanes, "each column on a lane (a background decoration)"),
        ],
        make: { CompositionalBoardLayout() })

    /// The flow parameters a flow-based demo shares, bound to its own type.
    private static func flowParameters<L: FlowLayout>(_ type: L.Type, direction: Bool) -> [LayoutParameter] {
        (direction ? [.choice("scrollDirection", \L.scrollDirection, "vertical, or horizontal")] : []) + flowParameters(type)
    }
}
