import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraTesting

/// The lines and resolved metrics a flow layout subclass reads.
final class FlowLayoutLinesTests: XCTestCase {
    func testEachLineListsItsItemsAndItsExtentAlongTheScrollDirection() {
        let flow = FlowLayout()
        flow.itemSize = Size(width: 100, height: 40)
        flow.minimumLineSpacing = 10
        flow.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        // 320 points fit three 100-point items a line: 7 items make lines of 3, 3 and 1.
        let sizes: [[Size]?] = [nil, (0..<2).map { Size(width: 100, height: 20 + 20 * Double($0)) }]
        let harness = LayoutHarness(flow, size: Size(width: 320, height: 480), counts: [7, 2], itemSizes: sizes)
        let lines = flow.lines
        XCTAssertEqual(lines.map(\.section), [0, 0, 0, 1])
        XCTAssertEqual(lines.map(\.items), [0..<3, 3..<6, 6..<7, 0..<2])
        XCTAssertEqual(lines.map(\.start), [5, 55, 105, 155])
        XCTAssertEqual(lines[3].end - lines[3].start, 40, "a line is as tall as its tallest item")
        XCTAssertEqual(flow.lines(inSection: 1), [lines[3]])
        XCTAssertEqual(flow.lines(inSection: 9), [])
        for line in lines {
            for item in line.items {
                let frame = harness.attributesForItem(at: ElementPath(item: item, section: line.section))!.frame
                XCTAssertTrue(frame.minY >= line.start && frame.maxY <= line.end, "item \(item) lies on its line")
            }
        }
    }

    func testSectionMetricsAreTheDelegatesAnswersElseTheLayoutsOwn() {
        final class Spacing: CollectionViewDelegateForTests {}
        let flow = FlowLayout()
        flow.minimumLineSpacing = 7
        let delegate = Spacing()
        let harness = LayoutHarness(flow, sections: [3, 3], delegate: .custom(delegate))
        defer { withExtendedLifetime(harness) {} }
        XCTAssertEqual(flow.minimumLineSpacing(forSection: 0), 30, "the delegate answers for section 0")
        XCTAssertEqual(flow.minimumLineSpacing(forSection: 1), 7, "and leaves section 1 to the layout")
        XCTAssertEqual(flow.inset(forSection: 0), EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(flow.inset(forSection: 1), .zero)
    }
}

import TesseraCollection

/// Answers section 0's spacing and inset, and leaves the rest to the layout.
class CollectionViewDelegateForTests: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double? {
        section == 0 ? 30 : nil
    }
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? {
        section == 0 ? EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) : nil
    }
}
