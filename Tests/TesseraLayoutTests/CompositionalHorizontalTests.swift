import XCTest
import TesseraGeometry
@testable import TesseraLayout
import TesseraTesting

/// A compositional layout whose `scrollDirection` is `.horizontal`, as `UICollectionViewCompositionalLayoutConfiguration`
/// sets it: sections follow one another to the right, each repeating its group to the right, with fractions of the
/// collection view taken of its height. Headers at the leading and trailing edges come before and after a section,
/// those at the top and bottom take room above and below it, and orthogonal sections scroll up and down.
final class CompositionalHorizontalTests: XCTestCase {
    private func size(_ w: CollectionLayoutDimension, _ h: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    private var horizontal: CompositionalLayoutConfiguration {
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        return configuration
    }

    private func frame(_ layout: CompositionalLayout, _ item: Int, _ section: Int = 0) -> Rect? {
        layout.attributesForItem(at: ElementPath(item: item, section: section))?.frame
    }

    /// Columns of four items a quarter of the height each: 100 wide, 8 apart, inset 10 above and below and 5 at the ends.
    private func columns() -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.25)))
        let group = CollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 5, bottom: 10, trailing: 5)
        section.interGroupSpacing = 8
        return section
    }

    func testSectionsFollowOneAnotherToTheRightAndRepeatTheirColumnsToTheRight() {
        var configuration = horizontal
        configuration.interSectionSpacing = 20
        let layout = CompositionalLayout(section: columns(), configuration: configuration)
        let harness = LayoutHarness(layout, size: Size(width: 320, height: 200), sections: [6, 4])
        // 200 high less 10 + 10 of insets: items 45 high. Section 0: columns at 5 and 113, ending at 218 with its inset.
        XCTAssertEqual(frame(layout, 0), Rect(x: 5, y: 10, width: 100, height: 45))
        XCTAssertEqual(frame(layout, 3), Rect(x: 5, y: 145, width: 100, height: 45))
        XCTAssertEqual(frame(layout, 4), Rect(x: 113, y: 10, width: 100, height: 45), "the next column, 8 on")
        XCTAssertEqual(frame(layout, 5), Rect(x: 113, y: 55, width: 100, height: 45))
        // Section 1 starts 20 after section 0's end (218), at its own leading inset.
        XCTAssertEqual(frame(layout, 0, 1), Rect(x: 243, y: 10, width: 100, height: 45))
        XCTAssertEqual(layout.contentSize, Size(width: 348, height: 200))
        let shown = layout.attributesForElements(in: Rect(x: 200, y: 0, width: 100, height: 200)).map(\.indexPath)
        XCTAssertEqual(Set(shown), Set([4, 5].map { ElementPath(item: $0, section: 0) } + (0..<4).map { ElementPath(item: $0, section: 1) }))
        assertLayoutContract(harness)
    }

    func testAVerticalLayoutIsUnchangedAndAHorizontalOneIsItsMirrorAcrossTheDiagonal() {
        // The same description, vertical on a 200 × 320 collection view, and with rows for columns horizontally on
        // 320 × 200: each frame is the other's with x and y swapped.
        let vertical = CompositionalLayout(sectionProvider: { _, _ in
            let item = CollectionLayoutItem(layoutSize: self.size(.fractionalWidth(0.25), .fractionalHeight(1)))
            item.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            let group = CollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
            let section = CollectionLayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 5, bottom: 7, trailing: 3)
            section.interGroupSpacing = 8
            return section
        })
        let verticalHarness = LayoutHarness(vertical, size: Size(width: 200, height: 320), sections: [7, 3])
        let sideways = CompositionalLayout(sectionProvider: { _, _ in
            let item = CollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(0.25)))
            item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 1, bottom: 4, trailing: 3)
            let group = CollectionLayoutGroup.vertical(layoutSize: self.size(.absolute(100), .fractionalHeight(1)), subitems: [item])
            let section = CollectionLayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 3, trailing: 7)
            section.interGroupSpacing = 8
            return section
        }, configuration: horizontal)
        let sidewaysHarness = LayoutHarness(sideways, size: Size(width: 320, height: 200), sections: [7, 3])
        XCTAssertEqual(frame(vertical, 0), Rect(x: 7, y: 11, width: 42, height: 96), "the vertical layout as it always was")
        for (section, count) in [(0, 7), (1, 3)] {
            for item in 0..<count {
                XCTAssertEqual(frame(sideways, item, section), frame(vertical, item, section)?.transposed, "\(section).\(item)")
            }
        }
        XCTAssertEqual(sideways.contentSize, vertical.contentSize.transposed)
        assertLayoutContract(verticalHarness)
        assertLayoutContract(sidewaysHarness)
    }

    /// A section with a leading title 40 wide and a top one 30 high, of columns of two items.
    private func titled(pinned: Bool = false) -> CompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = CollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        let leading = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(40), .fractionalHeight(1)),
                                                                elementKind: .sectionHeader, alignment: .leading)
        leading.pinToVisibleBounds = pinned
        let top = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                            elementKind: "title", alignment: .top)
        section.boundarySupplementaryItems = [leading, top]
        return CompositionalLayout(section: section, configuration: horizontal)
    }

    func testALeadingHeaderComesBeforeTheSectionAndATopOneTakesRoomAboveIt() {
        let layout = titled()
        let harness = LayoutHarness(layout, size: Size(width: 320, height: 200), sections: [5, 2])
        let header = layout.attributesForSupplementaryView(ofKind: .sectionHeader, at: ElementPath(item: 0, section: 0))
        XCTAssertEqual(header?.frame, Rect(x: 0, y: 0, width: 40, height: 200), "before the section, as high as the collection view")
        // Items start after the leading header and below the top one: 170 high less nothing, two a column, 85 each.
        XCTAssertEqual(frame(layout, 0), Rect(x: 40, y: 30, width: 100, height: 85))
        XCTAssertEqual(frame(layout, 1), Rect(x: 40, y: 115, width: 100, height: 85))
        XCTAssertEqual(frame(layout, 4), Rect(x: 240, y: 30, width: 100, height: 85))
        let title = layout.attributesForSupplementaryView(ofKind: "title", at: ElementPath(item: 0, section: 0))
        XCTAssertEqual(title?.frame, Rect(x: 40, y: 0, width: 300, height: 30), "above the items, as wide as their columns")
        XCTAssertEqual(layout.attributesForSupplementaryView(ofKind: .sectionHeader, at: ElementPath(item: 0, section: 1))?.frame.minX, 340)
        XCTAssertEqual(layout.contentSize, Size(width: 480, height: 200))
        assertLayoutContract(harness)
    }

    func testAPinnedLeadingHeaderStaysAtTheLeftEdgeWhileItsSectionIsOnScreen() {
        let layout = titled(pinned: true)
        let harness = LayoutHarness(layout, size: Size(width: 320, height: 200), sections: [5, 5])
        func header(at x: Double, section: Int = 0) -> LayoutAttributes? {
            harness.scroll(to: Point(x: x, y: 0))
            return layout.attributesForElements(in: harness.bounds).first {
                $0.elementKind == .sectionHeader && $0.indexPath.section == section
            }
        }
        XCTAssertEqual(header(at: 0)?.frame.minX, 0)
        XCTAssertEqual(header(at: 120)?.frame.minX, 120, "at the visible left edge")
        XCTAssertEqual(header(at: 120)?.zIndex, 10, "over the cells it covers")
        XCTAssertEqual(header(at: 320)?.frame.maxX, 340, "pushed out at its section's end")
        XCTAssertEqual(header(at: 350, section: 1)?.frame.minX, 350, "the next section's takes over")
        assertLayoutContract(harness)
    }

    func testTheConfigurationsDocumentedExampleHasAHeaderAboveAndAFooterBelowEverySection() {
        // UIKit's documentation of the configuration: a horizontal layout with a global header and footer.
        let headerFooterSize = size(.fractionalWidth(1), .estimated(44))
        let header = CollectionLayoutBoundarySupplementaryItem(layoutSize: headerFooterSize, elementKind: "header", alignment: .top)
        let footer = CollectionLayoutBoundarySupplementaryItem(layoutSize: headerFooterSize, elementKind: "footer", alignment: .bottom)
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        configuration.scrollDirection = .horizontal
        configuration.boundarySupplementaryItems = [header, footer]
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.vertical(layoutSize: size(.absolute(150), .fractionalHeight(1)), subitems: [item])
        let layout = CompositionalLayout(section: CollectionLayoutSection(group: group), configuration: configuration)
        let harness = LayoutHarness(layout, size: Size(width: 320, height: 200), sections: [2, 1])
        // Sections: 0 ..< 300, then 20 apart, 320 ..< 470; the items between the header and the footer.
        XCTAssertEqual(frame(layout, 0), Rect(x: 0, y: 44, width: 150, height: 112))
        XCTAssertEqual(frame(layout, 0, 1), Rect(x: 320, y: 44, width: 150, height: 112))
        let shownHeader = layout.attributesForSupplementaryView(ofKind: "header", at: ElementPath(item: 0, section: 0))
        XCTAssertEqual(shownHeader?.frame, Rect(x: 0, y: 0, width: 470, height: 44), "above every section")
        let shownFooter = layout.attributesForSupplementaryView(ofKind: "footer", at: ElementPath(item: 0, section: 0))
        XCTAssertEqual(shownFooter?.frame, Rect(x: 0, y: 156, width: 470, height: 44), "below every section")
        XCTAssertEqual(layout.contentSize, Size(width: 470, height: 200))
        assertLayoutContract(harness)
    }

    func testAnOrthogonalSectionOfAHorizontalLayoutScrollsUpAndDown() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let card = CollectionLayoutGroup.vertical(layoutSize: size(.absolute(120), .absolute(80)), subitems: [item])
        let row = CollectionLayoutSection(group: card)
        row.orthogonalScrollingBehavior = .groupPaging
        row.interGroupSpacing = 10
        row.contentInsets = DirectionalEdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0)
        let layout = CompositionalLayout(section: row, configuration: horizontal)
        let harness = LayoutHarness(layout, size: Size(width: 320, height: 200), sections: [10, 10])
        XCTAssertTrue(layout.orthogonalScrollsVertically)
        // Ten cards of 80 stacked 10 apart from the top inset: a column 16 + 890 + 16 long, of which 200 shows.
        XCTAssertEqual(frame(layout, 1), Rect(x: 0, y: 106, width: 120, height: 80))
        XCTAssertEqual(frame(layout, 0, 1), Rect(x: 120, y: 16, width: 120, height: 80), "the next section to the right")
        XCTAssertEqual(layout.orthogonalScrollRange(forSection: 0), 0...722)
        XCTAssertEqual(layout.orthogonalSection(at: Point(x: 60, y: 150)), 0)
        XCTAssertEqual(layout.orthogonalSection(at: Point(x: 180, y: 150)), 1)
        layout.setOrthogonalOffset(90, forSection: 0)
        harness.layoutIfNeeded()
        XCTAssertEqual(frame(layout, 1), Rect(x: 0, y: 16, width: 120, height: 80), "moved up by the offset")
        XCTAssertEqual(frame(layout, 1, 1), Rect(x: 120, y: 106, width: 120, height: 80), "the other column stays")
        XCTAssertEqual(layout.orthogonalRestingOffset(forSection: 0, proposed: 130, start: 90, velocity: 0), 90,
                       "group paging rests a card at the top inset")
        assertLayoutContract(harness)
    }

    func testCustomGroupsAndVisibleItemsHandlersWorkInTheRealCoordinates() {
        var environments: [Size] = []
        let group = CollectionLayoutGroup.custom(layoutSize: size(.absolute(150), .fractionalHeight(1))) { environment in
            environments.append(environment.container.contentSize)
            return [CollectionLayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: 150, height: 50)),
                    CollectionLayoutGroupCustomItem(frame: Rect(x: 20, y: 60, width: 130, height: 90), zIndex: 2)]
        }
        let section = CollectionLayoutSection(group: group)
        var handed: [Rect] = []
        section.visibleItemsInvalidationHandler = { items, _, _ in
            for item in items {
                handed.append(item.frame)
                item.alpha = item.frame.minX < 150 ? 1 : 0.5
            }
        }
        let layout = CompositionalLayout(section: section, configuration: horizontal)
        let harness = LayoutHarness(layout, size: Size(width: 320, height: 200), sections: [4])
        XCTAssertEqual(environments.first, Size(width: 150, height: 200), "the provider sees the group as it is shown")
        XCTAssertEqual(frame(layout, 1), Rect(x: 20, y: 60, width: 130, height: 90))
        XCTAssertEqual(frame(layout, 3), Rect(x: 170, y: 60, width: 130, height: 90), "the next group to the right")
        let shown = layout.attributesForElements(in: harness.bounds).sorted { $0.indexPath.item < $1.indexPath.item }
        XCTAssertEqual(shown.map(\.alpha), [1, 1, 0.5, 0.5])
        XCTAssertEqual(shown.map(\.zIndex), [0, 2, 0, 2])
        XCTAssertTrue(handed.contains(Rect(x: 170, y: 60, width: 130, height: 90)), "the handler is given shown frames")
        assertLayoutContract(harness)
    }

    func testAVerticalLayoutsLeadingHeaderTakesItsWidthFromTheSide() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        let side = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(60), .absolute(40)),
                                                             elementKind: "letter", alignment: .leading)
        section.boundarySupplementaryItems = [side]
        let layout = CompositionalLayout(section: section)
        let harness = LayoutHarness(layout, size: Size(width: 320, height: 480), sections: [4])
        XCTAssertEqual(frame(layout, 0), Rect(x: 60, y: 0, width: 130, height: 50), "half of what the letter leaves")
        XCTAssertEqual(frame(layout, 3), Rect(x: 190, y: 50, width: 130, height: 50))
        XCTAssertEqual(layout.attributesForSupplementaryView(ofKind: "letter", at: ElementPath(item: 0, section: 0))?.frame,
                       Rect(x: 0, y: 30, width: 60, height: 40), "centred along the section")
        assertLayoutContract(harness)
    }
}
