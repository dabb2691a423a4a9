import XCTest
import TesseraGeometry
@testable import TesseraLayout
import TesseraTesting

/// Each flow-layout rule, exactly, in both scroll directions.
final class FlowLayoutRuleTests: FlowLayoutTestCase {
    func testWorkedExampleOneAGridOfSevenItems() {
        check(FlowScenario(width: 320, items: 7), configure: {
            $0.itemSize = Size(width: 50, height: 50)
            $0.minimumLineSpacing = 10
            $0.minimumInteritemSpacing = 10
        }, cells: [
            frame(0, 0, 50, 50), frame(67.5, 0, 50, 50), frame(135, 0, 50, 50), frame(202.5, 0, 50, 50), frame(270, 0, 50, 50),
            frame(0, 60, 50, 50), frame(67.5, 60, 50, 50),
        ], contentSize: Size(width: 320, height: 110))
    }

    func testWorkedExampleTwoHeaderAndInsets() {
        let layout = check(FlowScenario(width: 300, items: 4), configure: {
            $0.itemSize = Size(width: 80, height: 40)
            $0.minimumLineSpacing = 10
            $0.minimumInteritemSpacing = 10
            $0.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
            $0.headerReferenceSize = Size(width: 0, height: 30)
        }, cells: [frame(10, 35, 80, 40), frame(110, 35, 80, 40), frame(210, 35, 80, 40), frame(10, 85, 80, 40)],
           contentSize: Size(width: 300, height: 130))
        let header = layout.attributesForSupplementaryView(ofKind: .sectionHeader, at: ElementPath(item: 0, section: 0))
        XCTAssertEqual(header?.frame, frame(0, 0, 300, 30))
        XCTAssertEqual(header?.elementKind, .sectionHeader)
    }

    func testHeaderSpansTheWidthAndTheFooterFollowsTheBottomInsetWithoutLineSpacing() {
        let layout = check(FlowScenario(width: 200, items: 2), configure: {
            $0.itemSize = Size(width: 50, height: 50)
            $0.sectionInset = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
            $0.headerReferenceSize = Size(width: 0, height: 25)
            $0.footerReferenceSize = Size(width: 0, height: 15)
        }, cells: [frame(20, 35, 50, 50), frame(110, 35, 50, 50)], contentSize: Size(width: 200, height: 130))
        let supplementary = allAttributes(layout).filter { $0.category == .supplementary }
        // Sorted by kind: the footer ("footer") before the header ("header").
        XCTAssertEqual(supplementary.map(\.elementKind), [.sectionFooter, .sectionHeader])
        XCTAssertEqual(supplementary.map(\.frame), [frame(0, 115, 200, 15), frame(0, 0, 200, 25)])
    }

    func testInsetsApplyEvenToAnEmptySection() {
        let scenario = FlowScenario(width: 200, sections: [
            .init(items: 0, inset: EdgeInsets(top: 10, left: 0, bottom: 20, right: 0), headerReferenceSize: Size(width: 0, height: 5)),
            .init(items: 1),
        ])
        check(scenario, configure: { $0.itemSize = Size(width: 50, height: 50) },
              cells: [frame(75, 35, 50, 50)], contentSize: Size(width: 200, height: 85))
    }

    func testAnItemWiderThanTheLineSitsAloneAtTheLeftInset() {
        let scenario = FlowScenario(width: 100, sections: [.init(items: 3, itemSizes: [
            Size(width: 30, height: 20), Size(width: 120, height: 40), Size(width: 30, height: 20),
        ])])
        check(scenario, configure: { $0.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10) },
              cells: [frame(35, 0, 30, 20), frame(10, 30, 120, 40), frame(10, 80, 30, 20)],
              contentSize: Size(width: 100, height: 100))
    }

    func testItemsAreCentredInALineAsTallAsItsTallestItem() {
        let scenario = FlowScenario(width: 200, sections: [.init(items: 3, itemSizes: [
            Size(width: 40, height: 20), Size(width: 40, height: 60), Size(width: 40, height: 40),
        ])])
        check(scenario, cells: [frame(0, 20, 40, 20), frame(50, 0, 40, 60), frame(100, 10, 40, 40)],
              contentSize: Size(width: 200, height: 60))
    }

    func testAMixedLineThatIsNotTheLastIsJustifiedAndTheLastIsPackedLeft() {
        let scenario = FlowScenario(width: 210, sections: [.init(items: 4, itemSizes: [
            Size(width: 50, height: 10), Size(width: 60, height: 10), Size(width: 70, height: 10), Size(width: 40, height: 10),
        ])])
        check(scenario, cells: [frame(0, 0, 50, 10), frame(65, 0, 60, 10), frame(140, 0, 70, 10), frame(0, 20, 40, 10)],
              contentSize: Size(width: 210, height: 30))
    }

    func testALoneItemOnALineThatIsNotTheLastIsCentred() {
        let scenario = FlowScenario(width: 100, sections: [.init(items: 2, itemSizes: [
            Size(width: 60, height: 10), Size(width: 50, height: 10),
        ])])
        check(scenario, cells: [frame(20, 0, 60, 10), frame(0, 20, 50, 10)])
    }

    func testLineBreakingAllowsAOneBillionthTolerance() {
        // 0.1 + 0.2 is 0.30000000000000004 in binary: still one line of width 0.3.
        let scenario = FlowScenario(width: 0.3, sections: [.init(items: 2, itemSizes: [
            Size(width: 0.1, height: 10), Size(width: 0.2, height: 10),
        ])])
        check(scenario, configure: { $0.minimumInteritemSpacing = 0 },
              cells: [frame(0, 0, 0.1, 10), frame(0.1, 0, 0.2, 10)])
    }

    func testAUniformSectionWithOneColumnIsCentred() {
        check(FlowScenario(width: 100, items: 3), configure: { $0.itemSize = Size(width: 60, height: 20) },
              cells: [frame(20, 0, 60, 20), frame(20, 30, 60, 20), frame(20, 60, 60, 20)],
              contentSize: Size(width: 100, height: 80))
    }

    func testASectionWithASingleItemCentresIt() {
        check(FlowScenario(width: 320, items: 1), configure: { $0.itemSize = Size(width: 50, height: 50) },
              cells: [frame(135, 0, 50, 50)])
    }

    func testUniformItemsWiderThanTheLineSitAtTheLeftInset() {
        check(FlowScenario(width: 100, items: 2),
              configure: {
                  $0.itemSize = Size(width: 150, height: 20)
                  $0.sectionInset = EdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
              },
              cells: [frame(5, 0, 150, 20), frame(5, 30, 150, 20)])
    }

    func testLeadingCenterAndTrailingAlignmentsPackAtTheMinimumSpacing() {
        let size = Size(width: 50, height: 50)
        check(FlowScenario(width: 200, items: 5), configure: { $0.itemSize = size; $0.lineAlignment = .leading },
              cells: [frame(0, 0, 50, 50), frame(60, 0, 50, 50), frame(120, 0, 50, 50), frame(0, 60, 50, 50), frame(60, 60, 50, 50)])
        check(FlowScenario(width: 200, items: 5), configure: { $0.itemSize = size; $0.lineAlignment = .center },
              cells: [frame(15, 0, 50, 50), frame(75, 0, 50, 50), frame(135, 0, 50, 50), frame(45, 60, 50, 50), frame(105, 60, 50, 50)])
        check(FlowScenario(width: 200, items: 5), configure: { $0.itemSize = size; $0.lineAlignment = .trailing },
              cells: [frame(30, 0, 50, 50), frame(90, 0, 50, 50), frame(150, 0, 50, 50), frame(90, 60, 50, 50), frame(150, 60, 50, 50)])
    }

    func testPerSectionOverridesComeFromTheDelegate() {
        let scenario = FlowScenario(width: 100, sections: [
            .init(items: 2, inset: EdgeInsets(top: 1, left: 0, bottom: 2, right: 0), minimumLineSpacing: 5, minimumInteritemSpacing: 0,
                  headerReferenceSize: Size(width: 0, height: 10), footerReferenceSize: Size(width: 0, height: 3)),
            .init(items: 3, itemSizes: [Size(width: 40, height: 10), Size(width: 40, height: 10), Size(width: 40, height: 20)],
                  minimumInteritemSpacing: 20),
        ])
        // Section 0: items 50×50 (the layout's itemSize), no spacing: a 2-column grid.
        // Section 1 starts at 10+1+50+2+3 = 66: 40+20+40 = 100 fits; the third item wraps.
        check(scenario, configure: { $0.itemSize = Size(width: 50, height: 50) },
              cells: [frame(0, 11, 50, 50), frame(50, 11, 50, 50), frame(0, 66, 40, 10), frame(60, 66, 40, 10), frame(0, 86, 40, 20)],
              contentSize: Size(width: 100, height: 106))
    }

    func testContentWidthIsTheBoundsLessTheContentInset() {
        let layout = FlowLayout()
        let harness = FlowScenario(width: 320, items: 1).harness(layout)
        harness.contentInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        XCTAssertEqual(layout.contentSize.width, 300)
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 0, section: 0))?.frame.minX, 125)
        withExtendedLifetime(harness) {}
    }
}
