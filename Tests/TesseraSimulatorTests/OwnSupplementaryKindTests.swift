import XCTest
import TesseraCollection
import TesseraGeometry
import TesseraLayout
@testable import TesseraSimulator

/// A user's layout may lay out supplementary views of kinds of its own (a badge on each cell); the simulation's data
/// source makes a view for any kind, as it does for headers and footers.
final class OwnSupplementaryKindTests: XCTestCase {
    func testASimulationShowsSupplementaryViewsOfAKindItHasNeverSeen() {
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
                                        supplementaryItems: [badge])
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                      heightDimension: .fractionalWidth(0.25)),
                                                     subitems: [item])
        let s = Simulation(layouts: [CompositionalLayout(section: CollectionLayoutSection(group: group))], sections: [12])
        s.settle()
        let badges = s.collectionView.visibleSupplementaryViews(ofKind: "badge")
        XCTAssertEqual(badges.count, 12)
        XCTAssertEqual(s.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: "badge").sorted().first,
                       ElementPath(item: 0, section: 0))
    }
}
