import TesseraGeometry
import TesseraLayout

/// A layout host for benchmarks: one section of `count` items with
/// deterministic varied sizes, answered from an array as a delegate would.
final class BenchContext: LayoutContext, FlowLayoutDelegate {
    var sizes: [Size]
    var bounds: Rect
    var contentInset: EdgeInsets = .zero
    var currentTime: Duration = .zero

    init(count: Int, bounds: Rect = Rect(x: 0, y: 0, width: 1920, height: 1080), varied: Bool = true) {
        self.bounds = bounds
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        sizes = (0..<count).map { _ in
            guard varied else { return Size(width: 50, height: 50) }
            // xorshift: widths 30...80, heights 30...70, reproducible run to run.
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Size(width: Double(30 + state % 51), height: Double(30 + (state >> 8) % 41))
        }
    }

    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { sizes.count }
    var layoutDelegate: AnyObject? { self }

    /// Whether to hand the layout all sizes at once instead of one call per item.
    var bulkSizes = false

    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: ElementPath) -> Size? {
        sizes[indexPath.item]
    }

    func flowLayout(_ layout: FlowLayout, sizesForItemsInSection section: Int) -> [Size]? {
        bulkSizes ? sizes : nil
    }
}
