import TesseraGeometry
import TesseraLayout

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
