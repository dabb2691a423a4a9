import XCTest
import TesseraGeometry
@testable import TesseraLayout
import TesseraTesting

final class FlowLayoutQueryTests: XCTestCase {
    /// A varied layout: several sections, mixed and uniform sizes, headers and footers.
    func makeLayout(direction: FlowLayout.ScrollDirection) -> (FlowLayout, LayoutHarness<FlowLayout>) {
        var state: UInt64 = 42
        func next() -> UInt64 { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return state }
        let sections = (0..<6).map { s -> HarnessSection in
            let count = Int(next() % 40)
            let uniform = s % 2 == 0
            let sizes = (0..<count).map { _ in
                uniform ? Size(width: 30, height: 30) : Size(width: Double(10 + next() % 60), height: Double(10 + next() % 40))
            }
            return .init(items: count, itemSizes: sizes, inset: EdgeInsets(top: 3, left: 4, bottom: 5, right: 6),
                         headerReferenceSize: s % 3 == 0 ? Size(width: 20, height: 20) : nil,
                         footerReferenceSize: Size(width: 12, height: 12))
        }
        let layout = FlowLayout()
        layout.scrollDirection = direction
        let harness = FlowScenario(width: 250, height: 250, sections: sections).harness(layout)
        return (layout, harness)
    }

    func testTheQueryReturnsExactlyTheElementsThatIntersectTheRectangle() {
        for direction in FlowLayout.ScrollDirection.allCases {
            let (layout, harness) = makeLayout(direction: direction)
            let everything = allAttributes(layout)
            XCTAssertGreaterThan(everything.count, 50)
            var state: UInt64 = 7
            func next(_ bound: Double) -> Double { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return Double(state % 10_000) / 10_000 * bound }
            let content = layout.contentSize
            for _ in 0..<300 {
                let rect = Rect(x: next(content.width) - 20, y: next(content.height) - 20, width: next(200), height: next(200))
                let expected = everything.filter { $0.frame.intersects(rect) }.map(\.key)
                let actual = layout.attributesForElements(in: rect).map(\.key).sorted()
                XCTAssertEqual(actual, expected, "\(direction) \(rect)")
            }
            withExtendedLifetime(harness) {}
        }
    }

    func testOnDemandAttributesMatchTheQuery() {
        for direction in FlowLayout.ScrollDirection.allCases {
            let (layout, harness) = makeLayout(direction: direction)
            for a in allAttributes(layout) {
                XCTAssertEqual(layout.attributes(for: a.key), a)
            }
            XCTAssertNil(layout.attributesForItem(at: ElementPath(item: 999, section: 0)))
            XCTAssertNil(layout.attributesForItem(at: ElementPath(item: 0, section: 99)))
            XCTAssertNil(layout.attributesForSupplementaryView(ofKind: "badge", at: ElementPath(item: 0, section: 0)))
            withExtendedLifetime(harness) {}
        }
    }

    func testSectionsStackWithoutGapsOrOverlap() {
        let (layout, harness) = makeLayout(direction: .vertical)
        let cells = allAttributes(layout).filter { $0.category == .cell }
        for s in 0..<5 {
            let a = cells.filter { $0.indexPath.section == s }.map(\.frame.maxY).max() ?? -1
            let b = cells.filter { $0.indexPath.section == s + 1 }.map(\.frame.minY).min() ?? .infinity
            XCTAssertLessThan(a, b)
        }
        withExtendedLifetime(harness) {}
    }

    func testAZeroSizeRectangleTouchingACellsEdgeMeetsThatCellAsRectIntersectsSays() {
        // 50-point items 10 apart: five to a 320-point line, the first at (0, 0, 50, 50).
        let harness = LayoutHarness(FlowLayout(), size: Size(width: 320, height: 480), sections: [10])
        let first = ElementPath(item: 0, section: 0)
        XCTAssertEqual(harness.attributesForItem(at: first)?.frame, Rect(x: 0, y: 0, width: 50, height: 50))
        for rect in [Rect(x: 0, y: 25, width: 0, height: 0), Rect(x: 25, y: 0, width: 0, height: 0),
                     Rect(x: 0, y: 0, width: 320, height: 0), Rect(x: 50, y: 0, width: 0, height: 50)] {
            XCTAssertTrue(Rect(x: 0, y: 0, width: 50, height: 50).intersects(rect), "precondition: \(rect)")
            XCTAssertTrue(harness.attributes(in: rect).contains { $0.indexPath == first }, "\(rect)")
            var fast: [ElementPath] = []
            harness.layout.forEachAttributes(in: rect) { fast.append($0.indexPath) }
            XCTAssertTrue(fast.contains(first), "the collection view's path: \(rect)")
        }
        XCTAssertFalse(harness.attributes(in: Rect(x: 0, y: 55, width: 320, height: 0)).contains { $0.indexPath == first },
                       "a line in the gap below meets nothing of the first line")
    }
}
