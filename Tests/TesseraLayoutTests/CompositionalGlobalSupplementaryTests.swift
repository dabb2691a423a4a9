import XCTest
import TesseraGeometry
@testable import TesseraLayout
import TesseraTesting

/// Headers and footers of the whole layout (`UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems`),
/// as the configuration's documentation sets them up: a header above the first section, a footer below the last.
final class CompositionalGlobalSupplementaryTests: XCTestCase {
    private func size(_ w: CollectionLayoutDimension, _ h: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    /// Sections of 50-point rows, one item a row, 10 apart, with a section header of 20.
    private func rows(_ configuration: CompositionalLayoutConfiguration) -> CompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)),
                                                      elementKind: .sectionHeader, alignment: .top)]
        return CompositionalLayout(section: section, configuration: configuration)
    }

    func testAGlobalHeaderAndFooterTakeRoomAboveTheFirstSectionAndBelowTheLast() {
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        let header = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                               elementKind: "global-header", alignment: .top)
        let footer = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(0.5), .absolute(30)),
                                                               elementKind: "global-footer", alignment: .bottomTrailing)
        configuration.boundarySupplementaryItems = [header, footer]
        let layout = rows(configuration)
        // Header 0..<44; section 0: its header 44..<64, rows to 164; 10 apart; section 1: 174..<194, rows to 294.
        let harness = LayoutHarness(layout, size: Size(width: 320, height: 200), sections: [2, 2])
        XCTAssertEqual(layout.attributesForSupplementaryView(ofKind: "global-header", at: ElementPath(item: 0, section: 0))?.frame,
                       Rect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertEqual(layout.attributesForSupplementaryView(ofKind: .sectionHeader, at: ElementPath(item: 0, section: 0))?.frame.minY, 44)
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 0, section: 0))?.frame.minY, 64, "sections start below it")
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 1, section: 1))?.frame.maxY, 294)
        XCTAssertEqual(layout.attributesForSupplementaryView(ofKind: "global-footer", at: ElementPath(item: 0, section: 0))?.frame,
                       Rect(x: 160, y: 294, width: 160, height: 30), "below the last section, at the trailing end")
        XCTAssertEqual(layout.contentSize.height, 324)
        let top = layout.attributesForElements(in: Rect(x: 0, y: 0, width: 320, height: 50))
        XCTAssertEqual(top.filter { $0.elementKind == "global-header" }.map(\.indexPath), [ElementPath(item: 0, section: 0)])
        let bottom = layout.attributesForElements(in: Rect(x: 0, y: 300, width: 320, height: 24))
        XCTAssertEqual(bottom.compactMap(\.elementKind), ["global-footer"])
        assertLayoutContract(harness)
    }

    func testAPinnedGlobalHeaderStaysOnScreenOverTheWholeContent() {
        var configuration = CompositionalLayoutConfiguration()
        let header = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                                               elementKind: "global-header", alignment: .top)
        header.pinToVisibleBounds = true
        configuration.boundarySupplementaryItems = [header]
        let layout = rows(configuration)
        let harness = LayoutHarness(layout, size: Size(width: 320, height: 200), sections: [4, 4])
        func pinned(at y: Double) -> LayoutAttributes? {
            harness.scroll(to: Point(x: 0, y: y))
            return layout.attributesForElements(in: harness.bounds).first { $0.elementKind == "global-header" }
        }
        XCTAssertEqual(pinned(at: 0)?.frame.minY, 0)
        XCTAssertEqual(pinned(at: 0)?.zIndex, 0)
        XCTAssertEqual(pinned(at: 300)?.frame.minY, 300, "across the sections' boundary too")
        XCTAssertEqual(pinned(at: 300)?.zIndex, 10, "drawn over the cells it covers")
        let end = layout.contentSize.height - 200
        XCTAssertEqual(pinned(at: end)?.frame.minY, end)
        assertLayoutContract(harness)
    }

    func testAGlobalHeaderThatTakesNoRoomLiesOverTheContentAndNoSectionsMeansNone() {
        var configuration = CompositionalLayoutConfiguration()
        let badge = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(60), .absolute(24)),
                                                              elementKind: "banner", alignment: .topTrailing)
        badge.extendsBoundary = false
        let footer = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(10)),
                                                               elementKind: "edge", alignment: .bottom)
        footer.extendsBoundary = false
        configuration.boundarySupplementaryItems = [badge, footer]
        let layout = rows(configuration)
        let harness = LayoutHarness(layout, size: Size(width: 320, height: 200), sections: [1])
        XCTAssertEqual(layout.attributesForSupplementaryView(ofKind: "banner", at: ElementPath(item: 0, section: 0))?.frame,
                       Rect(x: 260, y: 0, width: 60, height: 24))
        XCTAssertEqual(layout.attributesForSupplementaryView(ofKind: .sectionHeader, at: ElementPath(item: 0, section: 0))?.frame.minY, 0,
                       "the section does not move")
        XCTAssertEqual(layout.contentSize.height, 70)
        XCTAssertEqual(layout.attributesForSupplementaryView(ofKind: "edge", at: ElementPath(item: 0, section: 0))?.frame.minY, 60)
        assertLayoutContract(harness)

        let empty = rows(configuration)
        let none = LayoutHarness(empty, size: Size(width: 320, height: 200), sections: [])
        XCTAssertEqual(empty.attributesForElements(in: Rect(x: 0, y: 0, width: 320, height: 200)).count, 0)
        XCTAssertEqual(empty.contentSize.height, 0)
        assertLayoutContract(none)
    }

    func testSettingTheSameConfigurationKeepsTheLayoutAndAnotherHeaderInvalidatesIt() {
        var configuration = CompositionalLayoutConfiguration()
        let header = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                                               elementKind: "global-header", alignment: .top)
        configuration.boundarySupplementaryItems = [header]
        let layout = rows(configuration)
        let harness = LayoutHarness(layout, size: Size(width: 320, height: 200), sections: [2])
        XCTAssertEqual(layout.contentSize.height, 160)
        layout.configuration = configuration
        XCTAssertFalse(layout.pendingInvalidation.requiresRecompute, "the same objects: nothing to lay out again")
        let taller = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(80)),
                                                               elementKind: "global-header", alignment: .top)
        layout.configuration.boundarySupplementaryItems = [taller]
        harness.layoutIfNeeded()
        XCTAssertEqual(layout.contentSize.height, 200)
    }
}
