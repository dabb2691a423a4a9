import TesseraGeometry
import TesseraLayout
import TesseraRender
import TesseraDemo

/// A collection view stand-in for the demo layouts: sections with optional
/// per-item sizes, a scrollable bounds, a settable clock and per-item
/// Dimensions modes.
final class DemoLayoutContext: LayoutContext, FlowLayoutDelegate, DimensionsLayoutDelegate {
    var counts: [Int]
    var sizes: [[Size]?]
    var bounds: Rect
    var contentInset: EdgeInsets = .zero
    var currentTime: Duration = .zero
    /// Per-item layout modes the Dimensions delegate answers with; nil keeps the layout's.
    var modes: [ElementPath: ImageMode] = [:]

    init(width: Double = 320, height: Double = 480, counts: [Int], sizes: [[Size]?]? = nil) {
        self.counts = counts
        self.sizes = sizes ?? counts.map { _ in nil }
        self.bounds = Rect(x: 0, y: 0, width: width, height: height)
    }

    var numberOfSections: Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts[section] }
    var layoutDelegate: AnyObject? { self }

    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: ElementPath) -> Size? {
        sizes[indexPath.section]?[indexPath.item]
    }

    func dimensionsLayout(_ layout: DimensionsLayout, layoutModeForItemAt indexPath: ElementPath) -> ImageMode? {
        modes[indexPath]
    }

    /// Scrolls to `offset`, keeping the size.
    func scroll(to x: Double, _ y: Double) {
        bounds.origin = Point(x: x, y: y)
    }
}

/// Installs `layout` on `context` and prepares it.
@discardableResult
func install<L: Layout>(_ layout: L, on context: DemoLayoutContext) -> L {
    layout.collectionView = context
    layout.prepareIfNeeded()
    return layout
}

/// Every element of a prepared layout, sorted, from one query well beyond the content.
func everything(_ layout: Layout) -> [LayoutAttributes] {
    let c = layout.contentSize
    return layout.attributesForElements(in: Rect(x: -1000, y: -1000, width: c.width + 2000, height: c.height + 2000))
        .sorted { $0.key < $1.key }
}

/// The elements of `all` whose frames intersect `rect`, sorted: what a query must return.
func expected(_ all: [LayoutAttributes], in rect: Rect) -> [LayoutAttributes] {
    all.filter { $0.frame.intersects(rect) }.sorted { $0.key < $1.key }
}

/// The cell attributes in `list`.
func cells(_ list: [LayoutAttributes]) -> [LayoutAttributes] {
    list.filter { $0.category == .cell }
}
