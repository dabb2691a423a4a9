import XCTest
import TesseraCollection
import TesseraGeometry
import TesseraLayout
@testable import TesseraSimulator

/// A user's layout with the faults layouts under development have: cells for items the data does not have
/// (beyond the count, in a section that does not exist, at a negative index), a cell returned twice, a frame of
/// NaN and infinity, supplementary views of an unknown kind at index paths that do not exist, and a decoration
/// kind nobody registered. UIKit raises on the first; the simulation shows what exists and goes on.
final class MisbehavingLayoutTests: XCTestCase {
    final class FaultyLayout: Layout {
        override var contentSize: Size { Size(width: 320, height: 2000) }
        override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
            var out: [LayoutAttributes] = []
            for i in 0..<30 {
                out.append(LayoutAttributes(forCellAt: ElementPath(item: i, section: 0), frame: Rect(x: 0, y: Double(i) * 40, width: 40, height: 40)))
            }
            out.append(LayoutAttributes(forCellAt: ElementPath(item: 3, section: 0), frame: Rect(x: 100, y: 0, width: 40, height: 40)))
            out.append(LayoutAttributes(forCellAt: ElementPath(item: 0, section: 5), frame: Rect(x: 100, y: 50, width: 40, height: 40)))
            out.append(LayoutAttributes(forCellAt: ElementPath(item: -1, section: 0), frame: Rect(x: 100, y: 100, width: 40, height: 40)))
            out.append(LayoutAttributes(forSupplementaryOfKind: "label", at: ElementPath(item: 7, section: 9),
                                        frame: Rect(x: 200, y: 0, width: 40, height: 40)))
            out.append(LayoutAttributes(forSupplementaryOfKind: "label", at: ElementPath(item: -3, section: -1),
                                        frame: Rect(x: 200, y: 50, width: 40, height: 40)))
            out.append(LayoutAttributes(forDecorationOfKind: "ghost", at: ElementPath(item: 0, section: 0), frame: Rect(x: 250, y: 0, width: 40, height: 40)))
            out.append(LayoutAttributes(forCellAt: ElementPath(item: 4, section: 0), frame: Rect(x: .nan, y: .infinity, width: -5, height: .nan)))
            return out.filter { $0.frame.intersects(rect) || $0.frame.origin.x.isNaN }
        }
    }

    func testItsCellsForItemsThatDoNotExistGetNoViewAndTheSimulationGoesOn() {
        let s = Simulation(layouts: [FaultyLayout(), FlowLayout()], sections: [10])
        s.settle()
        let visible = Set(s.collectionView.indexPathsForVisibleItems)
        XCTAssertTrue(visible.allSatisfy { $0.section == 0 && (0..<10).contains($0.item) }, "\(visible.sorted())")
        XCTAssertTrue(visible.isSuperset(of: [0, 1, 2, 3, 5, 6, 7, 8, 9].map { ElementPath(item: $0, section: 0) }))
        s.handle([.touch(id: 1, change: .down, location: Point(x: 20, y: 20))], at: .milliseconds(10))
        s.handle([.touch(id: 1, change: .up, location: Point(x: 20, y: 20))], at: .milliseconds(50))
        s.settle()
        XCTAssertTrue(s.deleteItems(at: [ElementPath(item: 0, section: 0)]))
        s.settle()
        XCTAssertTrue(s.insertItem(at: ElementPath(item: 2, section: 0)))
        s.settle()
        XCTAssertEqual(s.collectionView.numberOfItems(inSection: 0), 10)
        s.handleKey("2")
        s.settle()
        XCTAssertEqual(s.currentLayoutName, "flow")
        XCTAssertEqual(s.collectionView.indexPathsForVisibleItems.count, 10, "the flow shows the ten items")
    }
}
