import Foundation
import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraDemo
import TesseraTesting

final class RowDecorationLayoutTests: XCTestCase {
    private var harnesses: [AnyObject] = []

    private func rows(_ counts: [Int], sizes: [[Size]?]? = nil) -> RowDecorationLayout {
        let harness = LayoutHarness(RowDecorationLayout(), size: Size(width: 320, height: 480), counts: counts, itemSizes: sizes)
        harnesses.append(harness)
        return harness.layout
    }

    func testEachRowHasADecorationBehindItAndTheCellsSitAbove() {
        let layout = rows([8, 3])
        // Five 50-point cells fit the 300 points between the insets: rows of 5 and 3.
        XCTAssertEqual(layout.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(layout.numberOfRows(inSection: 1), 1)
        let all = everything(layout)
        let decorations = all.filter { $0.category == .decoration }
        // Section 0: header 0…30, inset 10, rows at 40…90 and 100…150, each band 5 beyond; inset and
        // footer to 190. Section 1: header to 220, inset, its row at 230…280.
        XCTAssertEqual(decorations.map(\.frame), [Rect(x: 0, y: 35, width: 320, height: 60), Rect(x: 0, y: 95, width: 320, height: 60),
                                                  Rect(x: 0, y: 225, width: 320, height: 60)])
        XCTAssertEqual(decorations.map(\.indexPath), [ElementPath(item: 0, section: 0), ElementPath(item: 1, section: 0),
                                                      ElementPath(item: 0, section: 1)])
        XCTAssertTrue(decorations.allSatisfy { $0.zIndex == 0 && $0.elementKind == RowDecorationLayout.rowKind })
        XCTAssertTrue(all.filter { $0.category != .decoration }.allSatisfy { $0.zIndex == 1 })
        XCTAssertEqual(layout.attributesForItem(at: ElementPath(item: 0, section: 0))?.zIndex, 1)
        XCTAssertEqual(layout.attributesForDecorationView(ofKind: RowDecorationLayout.rowKind, at: ElementPath(item: 1, section: 0))?.frame,
                       decorations[1].frame)
        XCTAssertNil(layout.attributesForDecorationView(ofKind: RowDecorationLayout.rowKind, at: ElementPath(item: 2, section: 0)))
    }

    /// Resident memory in bytes, from `/proc/self/statm`; nil where there is none.
    private func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * 4096
    }

    func testTheCollectionViewsQueryStreamsTheElementsWithoutBuildingTheirArray() throws {
        // Every screen of `tessera attributes` over a million thin cells built an array of them all: 384 MB.
        let layout = rows([100_000])
        let rect = Rect(x: 0, y: 0, width: 320, height: layout.contentSize.height)
        let before = try XCTUnwrap(residentBytes())
        var count = 0, mostHeld = 0
        layout.forEachElement(in: rect) { _ in
            count += 1
            if count % 1000 == 0, let now = residentBytes() { mostHeld = max(mostHeld, now - before) }
        }
        XCTAssertEqual(count, 100_000 + 20_000 + 2, "precondition: every cell, row, header and footer is handed out")
        let array = count * MemoryLayout<LayoutAttributes>.stride
        XCTAssertLessThan(mostHeld, array / 4, "an array of them all is \(array >> 20) MB")
    }

    func testARowOfMixedHeightsGetsABandAsTallAsItsTallestCell() {
        let layout = rows([3], sizes: [[Size(width: 50, height: 30), Size(width: 50, height: 80), Size(width: 50, height: 50)]])
        let band = layout.attributesForDecorationView(ofKind: RowDecorationLayout.rowKind, at: ElementPath(item: 0, section: 0))
        XCTAssertEqual(band?.frame, Rect(x: 0, y: 35, width: 320, height: 90))
    }

    func testAQueryReturnsOnlyTheRowsAndCellsThatIntersect() {
        let layout = rows([40, 0, 23, 7])
        let all = everything(layout)
        for rect in [Rect(x: 0, y: 0, width: 320, height: 480), Rect(x: 0, y: 333, width: 320, height: 100),
                     Rect(x: 5, y: 0, width: 1, height: 5000), Rect(x: 0, y: 92, width: 320, height: 1)] {
            XCTAssertEqual(layout.attributesForElements(in: rect).sorted { $0.key < $1.key }, expected(all, in: rect), "\(rect)")
        }
    }
}
