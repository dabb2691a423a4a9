import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraSimulator
import TesseraDemo
import TesseraTesting

/// Every layout Tessera ships keeps the layout contract, for several shapes of data.
final class BuiltInLayoutContractTests: XCTestCase {
    /// Data shapes every layout is checked with: none, one section, several (one empty), and
    /// sections whose headers and footers the delegate sizes.
    static let shapes: [(name: String, sections: [HarnessSection])] = [
        ("no sections", []),
        ("one section", [12]),
        ("several sections", [5, 0, 30, 7]),
        ("sections with headers", [
            HarnessSection(items: 9, headerReferenceSize: Size(width: 44, height: 44), footerReferenceSize: Size(width: 20, height: 20)),
            HarnessSection(items: 0, headerReferenceSize: Size(width: 30, height: 30)),
            HarnessSection(items: 14, headerReferenceSize: Size(width: 44, height: 44)),
        ]),
    ]

    /// Checks the catalog layout `name`, made fresh for every shape, in a portrait and a landscape window.
    private func assertCatalogLayoutKeepsTheContract(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let descriptor = LayoutCatalog.standard.descriptor(named: name) else {
            return XCTFail("no layout named \(name)", file: file, line: line)
        }
        for size in [Size(width: 320, height: 480), Size(width: 568, height: 320)] {
            for shape in Self.shapes {
                let harness = LayoutHarness(descriptor.makeLayout(), size: size, sections: shape.sections)
                assertLayoutContract(harness, "\(name), \(shape.name), \(size)", file: file, line: line)
            }
        }
    }

    func testTheSurveyLayoutKeepsTheContract() { assertCatalogLayoutKeepsTheContract("survey") }
    func testTheDimensionsLayoutKeepsTheContract() { assertCatalogLayoutKeepsTheContract("dimensions") }
    func testTheCoverFlowLayoutKeepsTheContract() { assertCatalogLayoutKeepsTheContract("coverflow") }
    func testTheBoringLayoutKeepsTheContract() { assertCatalogLayoutKeepsTheContract("boring") }
    func testTheCircleLayoutKeepsTheContract() { assertCatalogLayoutKeepsTheContract("circle") }
    func testTheCircleFlowLayoutKeepsTheContract() { assertCatalogLayoutKeepsTheContract("circleflow") }
    func testTheSpreadLayoutKeepsTheContract() { assertCatalogLayoutKeepsTheContract("spread") }
    func testTheZigZagLayoutKeepsTheContract() { assertCatalogLayoutKeepsTheContract("zigzag") }
    func testTheRowDecorationLayoutKeepsTheContract() { assertCatalogLayoutKeepsTheContract("rowdecoration") }
    func testTheZoomOnScrollLayoutKeepsTheContract() { assertCatalogLayoutKeepsTheContract("zoomonscroll") }
    func testTheStackLayoutKeepsTheContract() { assertCatalogLayoutKeepsTheContract("stack") }
    func testTheCatalogFlowLayoutKeepsTheContract() { assertCatalogLayoutKeepsTheContract("flow") }
    func testTheCompositionalLayoutKeepsTheContract() { assertCatalogLayoutKeepsTheContract("compositional") }
    func testTheCarouselsLayoutKeepsTheContract() { assertCatalogLayoutKeepsTheContract("carousels") }
    func testTheWaterfallLayoutKeepsTheContract() { assertCatalogLayoutKeepsTheContract("waterfall") }
    func testTheBoardLayoutKeepsTheContract() { assertCatalogLayoutKeepsTheContract("board") }

    /// With its columns scrolled up and down, each by its own offset, and for every behaviour, the board still keeps it.
    func testTheBoardLayoutKeepsTheContractWithItsColumnsScrolled() {
        for behavior in CollectionLayoutSectionOrthogonalScrollingBehavior.allCases {
            let layout = CompositionalBoardLayout()
            layout.behavior = behavior
            let harness = LayoutHarness(layout, size: Size(width: 480, height: 320), sections: [12, 0, 30, 7])
            for (section, offset) in [(0, 150.0), (2, 1234.5), (3, -40.0)] {
                layout.setOrthogonalOffset(offset, forSection: section)
            }
            harness.layoutIfNeeded()
            assertLayoutContract(harness, "board, \(behavior), columns scrolled")
        }
    }

    /// With its rows scrolled sideways, each by its own offset, and for every behaviour, the carousels still keep it.
    func testTheCarouselsLayoutKeepsTheContractWithItsRowsScrolled() {
        for behavior in CollectionLayoutSectionOrthogonalScrollingBehavior.allCases {
            let layout = CompositionalCarouselLayout()
            layout.behavior = behavior
            let harness = LayoutHarness(layout, size: Size(width: 320, height: 480), sections: [12, 0, 30, 7])
            for (section, offset) in [(0, 150.0), (2, 1234.5), (3, -40.0)] {
                layout.setOrthogonalOffset(offset, forSection: section)
            }
            harness.layoutIfNeeded()
            assertLayoutContract(harness, "carousels, \(behavior), rows scrolled")
        }
    }

    func testTheStandardCatalogHasNoLayoutThisSuiteForgets() {
        let checked: Set = ["survey", "dimensions", "coverflow", "boring", "circle", "circleflow", "spread", "zigzag", "rowdecoration",
                            "zoomonscroll", "stack", "flow", "compositional", "carousels", "waterfall", "board"]
        XCTAssertEqual(Set(LayoutCatalog.standard.names), checked, "a new built-in layout needs a contract test here")
    }

    /// `count` sizes from 10 to 69 points wide and 10 to 49 tall, in no order.
    static func mixedSizes(_ count: Int) -> [Size] {
        (0..<count).map { i -> Size in
            let w: Int = 10 + i * 7 % 60
            let h: Int = 10 + i * 11 % 40
            return Size(width: Double(w), height: Double(h))
        }
    }

    /// A flow in both directions with headers and footers of its own, per-section overrides from the
    /// delegate, and pinned headers and footers.
    func testTheFlowLayoutKeepsTheContractInBothDirectionsWithHeadersFootersAndPinning() {
        let overrides: [HarnessSection] = [
            HarnessSection(items: 7, inset: EdgeInsets(top: 5, left: 10, bottom: 15, right: 20), minimumLineSpacing: 3,
                           minimumInteritemSpacing: 0, headerReferenceSize: Size(width: 25, height: 25)),
            HarnessSection(itemSizes: Self.mixedSizes(23), footerReferenceSize: Size(width: 12, height: 12)),
            0,
            HarnessSection(items: 40, minimumLineSpacing: -5),
        ]
        for direction in FlowLayout.ScrollDirection.allCases {
            for pinning in [false, true] {
                for sections in Self.shapes.map(\.sections) + [overrides] {
                    let flow = FlowLayout()
                    flow.scrollDirection = direction
                    flow.headerReferenceSize = Size(width: 30, height: 30)
                    flow.footerReferenceSize = Size(width: 10, height: 10)
                    flow.sectionHeadersPinToVisibleBounds = pinning
                    flow.sectionFootersPinToVisibleBounds = pinning
                    assertLayoutContract(LayoutHarness(flow, size: Size(width: 300, height: 400), sections: sections),
                                         "\(direction), pinned: \(pinning), \(sections.count) sections")
                }
            }
        }
    }
}
