import XCTest
import TesseraGeometry
@testable import TesseraLayout
import TesseraTesting

/// Lines that run backwards (a negative line spacing larger than the lines) are found through the cache's index of
/// lines by start, not by looking at every line: a query meets what a look at every element meets, in the same order.
final class FlowBackwardLinesTests: XCTestCase {
    /// Several sections of mixed sizes, with headers and footers, whose lines each start 150 points before the last.
    func makeLayout(direction: FlowLayout.ScrollDirection, lineSpacing: Double = -150) -> (FlowLayout, LayoutHarness<FlowLayout>) {
        var state: UInt64 = 99
        func next() -> UInt64 { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return state }
        let sections = (0..<5).map { s -> HarnessSection in
            let count = s == 2 ? 0 : Int(20 + next() % 60)
            let sizes = (0..<count).map { _ in Size(width: Double(10 + next() % 60), height: Double(10 + next() % 40)) }
            return .init(items: count, itemSizes: sizes, inset: EdgeInsets(top: 3, left: 4, bottom: 5, right: 6),
                         headerReferenceSize: s % 2 == 0 ? Size(width: 20, height: 20) : nil,
                         footerReferenceSize: Size(width: 12, height: 12))
        }
        let layout = FlowLayout()
        layout.scrollDirection = direction
        layout.minimumLineSpacing = lineSpacing
        let harness = FlowScenario(width: 250, height: 250, sections: sections).harness(layout)
        return (layout, harness)
    }

    /// Every element, asked for one by one, in the order a query hands them out: by section, header, cells, footer.
    func everyElement(_ layout: FlowLayout, sections: Int) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for s in 0..<sections {
            let path = ElementPath(item: 0, section: s)
            if let header = layout.attributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: path) { result.append(header) }
            var item = 0
            while let cell = layout.attributesForItem(at: ElementPath(item: item, section: s)) {
                result.append(cell)
                item += 1
            }
            if let footer = layout.attributesForSupplementaryView(ofKind: ElementKind.sectionFooter, at: path) { result.append(footer) }
        }
        return result
    }

    func testAQueryOverBackwardLinesMeetsWhatEveryElementMeetsInTheSameOrder() {
        for direction in FlowLayout.ScrollDirection.allCases {
            let (layout, harness) = makeLayout(direction: direction)
            let everything = everyElement(layout, sections: 5)
            let cells = everything.filter { $0.category == .cell }.map(\.frame)
            let vertical = direction == .vertical
            XCTAssertTrue(zip(cells, cells.dropFirst()).contains { vertical ? $1.minY < $0.minY - 100 : $1.minX < $0.minX - 100 },
                          "precondition: some lines start well before the one above them")
            var state: UInt64 = 5
            func next(_ bound: Double) -> Double { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return Double(state % 10_000) / 10_000 * bound }
            let span = everything.reduce(Rect.null) { $0.union($1.frame) }
            for k in 0..<400 {
                // Every fourth rectangle is a line or a point: a degenerate rectangle meets what it touches.
                let w = k % 4 == 1 ? 0 : next(300), h = k % 4 == 3 ? 0 : next(300)
                let rect = Rect(x: span.minX + next(span.width + 40) - 20 - w / 2, y: span.minY + next(span.height + 40) - 20 - h / 2,
                                width: w, height: h)
                let expected = everything.filter { $0.frame.intersects(rect) }
                XCTAssertEqual(layout.attributesForElements(in: rect).map(\.key), expected.map(\.key), "\(direction) \(rect)")
                var streamed: [ElementKey] = []
                layout.forEachElement(in: rect) { streamed.append($0.key) }
                XCTAssertEqual(streamed, expected.map(\.key), "\(direction) \(rect)")
            }
            withExtendedLifetime(harness) {}
        }
    }

    func testAQueryOverAFewBackwardLinesReservesRoomForThoseLinesNotForEveryItem() {
        // It reserved room for every item of the layout: 10^5 cells of Cover Flow spaced a million points back made
        // each screen's query allocate 30 MB, and `tessera attributes` took 6 s.
        let layout = FlowLayout()
        layout.itemSize = Size(width: 50, height: 50)
        layout.minimumLineSpacing = -1_000
        let harness = LayoutHarness(layout, size: Size(width: 50, height: 480), sections: [10_000])
        let third = layout.attributesForItem(at: ElementPath(item: 2, section: 0))!.frame
        let rect = third.insetBy(dx: 10, dy: 10)
        XCTAssertEqual(layout.attributesForElements(in: rect).map(\.indexPath.item), [2])
        XCTAssertLessThanOrEqual(layout.elementCountUpperBound(in: rect), 2 + 2, "the line met, and room for a header and footer")
        withExtendedLifetime(harness) {}
    }

    func testLinesInOrderKeepNoIndex() {
        let (layout, harness) = makeLayout(direction: .vertical, lineSpacing: 10)
        XCTAssertTrue(layout.cache.linesByStart.isEmpty)
        let (backward, other) = makeLayout(direction: .vertical)
        XCTAssertEqual(backward.cache.linesByStart.count, backward.cache.lines.count)
        withExtendedLifetime((harness, other)) {}
    }
}
