import Foundation
import TesseraGeometry
import TesseraLayout
import TesseraSimulator

/// What `tessera attributes` pays per element once the layout has answered: writing the JSON lines of DESIGN.md.
///
/// - `attributes.write`: the lines of 10⁵ flow-layout cells of varied sizes (fractional positions), written as the
///   command writes them (``AttributesJSON``'s byte writer, into a 64 KB block that is emptied when full, where
///   the command hands it to the descriptor), against Foundation's `JSONEncoder` encoding the same fields of the
///   same elements: what a Swift program would reach for to write them. Beside it, each element's line as a
///   `String` (``AttributesJSON/line(_:)``, the public form), the bytes a line takes, and the floor of any writer:
///   copying that many bytes. Foundation's encoder is slow on Linux, so the floor says more about what is left.
enum AttributesBenchmarks: BenchmarkSuite {
    static let prefixes = ["attributes."]

    /// The fields of one line, for the encoder; `kind` and `extra` are absent, as for a flow layout's cells.
    struct Line: Encodable {
        var category: String
        var kind: String?
        var section: Int
        var item: Int
        var frame: [Double]
        var center: [Double]
        var size: [Double]
        var alpha: Double
        var zIndex: Int
        var hidden: Bool
        var transform: [Double]
        var extra: [String: Double]
    }

    static func run(filter: String?) -> [Metric] {
        guard wanted("attributes.write", filter) else { return [] }
        let context = BenchContext(count: 100_000)
        let layout = FlowLayout()
        layout.collectionView = context
        layout.prepareIfNeeded()
        let elements = layout.attributesForElements(in: Rect(origin: .zero, size: layout.contentSize)).sorted { $0.key < $1.key }
        let blockSize = 1 << 16
        var block: [UInt8] = []
        block.reserveCapacity(2 * blockSize)
        var written = 0
        let encoder = JSONEncoder()
        let (ours, baseline) = Measure.paired(runs: 7, ours: {
            written = 0
            for a in elements {
                block.append(UInt8(ascii: ","))
                block.append(UInt8(ascii: "\n"))
                AttributesJSON.appendLine(a, to: &block)
                if block.count >= blockSize {
                    written += block.count
                    blackHole(block)
                    block.removeAll(keepingCapacity: true)
                }
            }
            written += block.count
            block.removeAll(keepingCapacity: true)
        }, baseline: {
            // Each line built from the element, then encoded: the encoder's own share of the work is the encoding.
            let lines = elements.map { a in
                Line(category: a.category.rawValue, kind: a.elementKind?.name, section: a.indexPath.section, item: a.indexPath.item,
                     frame: [a.frame.origin.x, a.frame.origin.y, a.frame.size.width, a.frame.size.height],
                     center: [a.center.x, a.center.y], size: [a.size.width, a.size.height], alpha: a.alpha,
                     zIndex: a.zIndex, hidden: a.isHidden, transform: a.transform3D.rowMajor, extra: [:])
            }
            blackHole(try? encoder.encode(lines))
        })
        let strings = Measure.samples(runs: 3) {
            var total = 0
            for a in elements { total += AttributesJSON.line(a).utf8.count }
            blackHole(total)
        }
        // The floor of any writer: copying the finished text, as many bytes as the lines take.
        let text = [UInt8](repeating: 0x20, count: written), copy = UnsafeMutableRawPointer.allocate(byteCount: max(1, written), alignment: 64)
        defer { copy.deallocate() }
        let floor = Measure.samples(runs: 7) { text.withUnsafeBytes { copy.copyMemory(from: $0.baseAddress!, byteCount: written) } }
        let count = Double(elements.count)
        return [Metric(name: "attributes.write", ours: ours.scaled(1000), baseline: baseline.scaled(1000), unit: "ms",
                       goal: "ratio <= 0.1",
                       extra: [("elements", count), ("nsPerElement", ours.median * 1e9 / count),
                               ("bytesPerElement", Double(written) / count), ("stringLinesMs", strings.median * 1000), ("copyFloorMs", floor.median * 1000)])]
    }
}
