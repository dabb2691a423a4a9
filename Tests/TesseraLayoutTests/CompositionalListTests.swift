import XCTest
import TesseraGeometry
@testable import TesseraLayout
import TesseraTesting

/// List sections (`UICollectionLayoutListConfiguration`): full-width self-sizing rows under and over supplementary
/// headers and footers, pinned headers in a plain list, as Apple documents them; padding and side insets as Tessera
/// chose them where Apple does not say.
final class CompositionalListTests: XCTestCase {
    private func rows(_ layout: CompositionalLayout, section: Int, count: Int) -> [Rect] {
        (0..<count).compactMap { layout.attributesForItem(at: ElementPath(item: $0, section: section))?.frame }
    }

    private func header(_ layout: CompositionalLayout, _ kind: ElementKind, section: Int) -> LayoutAttributes? {
        layout.attributesForSupplementaryView(ofKind: kind, at: ElementPath(item: 0, section: section))
    }

    func testAPlainListStacksFullWidthRowsUnderPinnedHeaders() {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let layout = CompositionalLayout.list(using: configuration)
        let harness = LayoutHarness(layout, size: Size(width: 320, height: 200), sections: [3, 8])
        XCTAssertEqual(header(layout, .sectionHeader, section: 0)?.frame, Rect(x: 0, y: 0, width: 320, height: 28))
        XCTAssertEqual(rows(layout, section: 0, count: 3), [Rect(x: 0, y: 28, width: 320, height: 44),
                                                            Rect(x: 0, y: 72, width: 320, height: 44),
                                                            Rect(x: 0, y: 116, width: 320, height: 44)])
        XCTAssertEqual(header(layout, .sectionHeader, section: 1)?.frame.minY, 160)
        XCTAssertNil(header(layout, .sectionFooter, section: 0), "no footer unless asked for")
        harness.scroll(to: Point(x: 0, y: 250))
        XCTAssertEqual(header(layout, .sectionHeader, section: 1)?.frame.minY, 250, "a plain list pins its headers")
        assertLayoutContract(harness)
    }

    func testAnInsetGroupedListInsetsItsRowsAndPadsItsSections() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let layout = CompositionalLayout.list(using: configuration)
        let harness = LayoutHarness(layout, size: Size(width: 320, height: 480), sections: [3, 2])
        XCTAssertEqual(header(layout, .sectionHeader, section: 0)?.frame, Rect(x: 20, y: 20, width: 280, height: 28))
        XCTAssertEqual(rows(layout, section: 0, count: 3).map(\.minY), [48, 92, 136])
        XCTAssertEqual(rows(layout, section: 0, count: 3).first, Rect(x: 20, y: 48, width: 280, height: 44))
        XCTAssertEqual(header(layout, .sectionFooter, section: 0)?.frame, Rect(x: 20, y: 180, width: 280, height: 28))
        XCTAssertEqual(header(layout, .sectionHeader, section: 1)?.frame.minY, 208 + 20 + 20, "20 below, then 20 above the next")
        harness.scroll(to: Point(x: 0, y: 100))
        XCTAssertEqual(header(layout, .sectionHeader, section: 0)?.frame.minY, 20, "a grouped list does not pin")
        assertLayoutContract(harness)

        configuration.headerTopPadding = 0
        let tight = CompositionalLayout.list(using: configuration)
        _ = LayoutHarness(tight, size: Size(width: 320, height: 480), sections: [1])
        XCTAssertEqual(header(tight, .sectionHeader, section: 0)?.frame.minY, 0)
    }

    func testAFirstItemHeaderIsARow() {
        var configuration = CollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .firstItemInSection
        let layout = CompositionalLayout.list(using: configuration)
        _ = LayoutHarness(layout, size: Size(width: 320, height: 480), sections: [2])
        XCTAssertNil(header(layout, .sectionHeader, section: 0))
        XCTAssertEqual(rows(layout, section: 0, count: 2), [Rect(x: 0, y: 20, width: 320, height: 44),
                                                            Rect(x: 0, y: 64, width: 320, height: 44)])
    }
}
