import Foundation
import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraSimulator
import TesseraDemo

/// Every demo layout hands its elements out one at a time (`forEachElement(in:_:)`), the same ones its array query
/// returns, without building that array. The collection view and `attributes` stream a query that meets more than
/// they hold; the flow and compositional subclasses built the array anyway, so a scene of 10⁷ cells of no size (a
/// 172-byte file) took 3.4 to 5.8 GB.
final class CatalogStreamingTests: XCTestCase {
    /// Resident memory in bytes, from `/proc/self/statm`; nil where there is none.
    private func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * 4096
    }

    func testEachDemoLayoutStreamsTheElementsItsQueryReturnsWithoutBuildingTheirArray() throws {
        let count = 100_000
        for type in ["survey", "dimensions", "coverflow", "boring", "circleflow", "zoomonscroll", "compositional", "carousels",
                     "waterfall", "board"] {
            let json = #"{"size":[320,480],"layout":{"type":"\#(type)"},"sections":[{"items":\#(count)}]}"#
            let scene = try Scene.parse(Data(json.utf8), catalog: .standard)
            let layout = try scene.makeLayout()
            let context = SceneLayoutContext(scene: scene)
            layout.collectionView = context
            layout.prepareIfNeeded()
            // Everything, as far as rows that scroll on their own reach.
            let rect = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
            // An order-free digest of what is handed out: nothing is kept while the elements stream.
            func digest(_ a: LayoutAttributes) -> Int {
                var h = Hasher()
                h.combine(a.key)
                h.combine(a.frame.minX); h.combine(a.frame.minY); h.combine(a.frame.width); h.combine(a.frame.height)
                h.combine(a.alpha); h.combine(a.zIndex); h.combine(a.transform3D.m11); h.combine(a.transform3D.m34)
                return h.finalize()
            }
            let before = try XCTUnwrap(residentBytes())
            var sum = 0, mostHeld = 0, n = 0
            layout.forEachElement(in: rect) { a in
                sum &+= digest(a)
                n += 1
                if n % 2000 == 0, let now = residentBytes() { mostHeld = max(mostHeld, now - before) }
            }
            let array = layout.attributesForElements(in: rect)
            XCTAssertEqual(n, array.count, type)
            XCTAssertEqual(array.filter { $0.category == .cell }.count, count, "\(type): precondition, every cell")
            XCTAssertEqual(sum, array.reduce(0) { $0 &+ digest($1) }, "\(type): the same elements")
            let arrayBytes = count * MemoryLayout<LayoutAttributes>.stride
            XCTAssertLessThan(mostHeld, arrayBytes / 3, "\(type): held \(mostHeld >> 20) MB; the array is \(arrayBytes >> 20) MB")
        }
    }
}
