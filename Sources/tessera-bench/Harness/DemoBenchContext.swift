import TesseraGeometry
import TesseraLayout

/// A layout host for the demo-layout benchmarks: sections of uniform items and
/// no delegate, so every layout uses its own item size.
final class DemoBenchContext: LayoutContext {
    var counts: [Int]
    var bounds: Rect
    var contentInset: EdgeInsets = .zero
    var currentTime: Duration = .zero

    init(counts: [Int], width: Double, height: Double) {
        self.counts = counts
        self.bounds = Rect(x: 0, y: 0, width: width, height: height)
    }

    var numberOfSections: Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts[section] }
    var layoutDelegate: AnyObject? { nil }
}
