import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraDemo
import TesseraTesting

/// A layout prepared without a collection view (one just detached, as the old
/// side of a transition can be) empties its cache and answers queries with
/// nothing. The simulation fuzz target found the Stack trapping instead: its
/// span index still described the old piles (Tests/Fixtures/fuzz/simulation/crashes).
final class DetachedLayoutTests: XCTestCase {
    func testEveryDemoLayoutPreparedWithoutACollectionViewAnswersQueriesWithNothing() {
        let layouts: [Layout] = [StackLayout(), RowDecorationLayout(), SurveyLayout(), CircleLayout(), SpreadLayout(),
                                 ZigZagLayout(), CoverFlowLayout(), DimensionsLayout(), ZoomOnScrollLayout()]
        for layout in layouts {
            let harness = LayoutHarness(layout, size: Size(width: 320, height: 480), sections: [6, 4])
            XCTAssertFalse(harness.allAttributes.isEmpty, "precondition: \(type(of: layout)) shows items")
            layout.collectionView = nil
            layout.invalidateLayout()
            layout.prepareIfNeeded()
            XCTAssertEqual(layout.attributesForElements(in: Rect(x: -1000, y: -1000, width: 3000, height: 3000)), [],
                           "\(type(of: layout))")
            XCTAssertNil(layout.attributesForItem(at: ElementPath(item: 0, section: 0)), "\(type(of: layout))")
            withExtendedLifetime(harness) {}
        }
    }
}
