import TesseraGeometry
import TesseraLayout
import TesseraSimulator

/// Writes `tessera attributes` output as it goes, so its memory does not grow with the scene:
/// the JSON array of DESIGN.md, one element a line, sorted by section, item, category and kind.
///
/// A scene of up to ``smallSceneItems`` items is queried at once, exactly as the layout answers
/// `attributesForElements(in:)`. A larger one is walked by index: each cell comes from
/// `attributesForItem(at:)` and is listed when its frame meets the rectangle, and the
/// supplementary and decoration views from queries a screen at a time, so only they are held.
struct AttributesStream {
    /// The largest scene listed from one query over the whole rectangle, by default.
    static let smallSceneItems = 100_000

    let layout: Layout
    let context: any LayoutContext
    let out: StandardOutput
    /// Scenes of more items than this are walked by index.
    let smallSceneItems: Int
    private var first = true

    init(layout: Layout, context: any LayoutContext, out: StandardOutput, smallSceneItems: Int = Self.smallSceneItems) {
        self.layout = layout
        self.context = context
        self.out = out
        self.smallSceneItems = smallSceneItems
    }

    /// Writes every element that meets `rect`, then closes the array.
    mutating func write(in rect: Rect) throws {
        try out.write("[")
        let items = (0..<context.numberOfSections).reduce(0) { $0 + context.numberOfItems(inSection: $1) }
        if items <= smallSceneItems {
            for a in layout.attributesForElements(in: rect).sorted(by: { $0.key < $1.key }) { try emit(a) }
        } else {
            try writeByIndex(in: rect)
        }
        try out.write(first ? "]\n" : "\n]\n")
    }

    private mutating func emit(_ a: LayoutAttributes) throws {
        try out.write(first ? "\n" : ",\n")
        first = false
        try out.write(AttributesJSON.line(a))
    }

    /// Cells by index, merged in key order with the other elements, which are found a screen at a time.
    private mutating func writeByIndex(in rect: Rect) throws {
        let others = otherElements(in: rect)
        var next = 0
        for section in 0..<context.numberOfSections {
            for item in 0..<context.numberOfItems(inSection: section) {
                let path = ElementPath(item: item, section: section)
                guard let cell = layout.attributesForItem(at: path), cell.frame.intersects(rect) else { continue }
                while next < others.count, others[next].key < cell.key {
                    try emit(others[next])
                    next += 1
                }
                try emit(cell)
            }
        }
        while next < others.count {
            try emit(others[next])
            next += 1
        }
    }

    /// The supplementary and decoration views that meet `rect`, sorted, from queries of one screen each.
    private func otherElements(in rect: Rect) -> [LayoutAttributes] {
        let content = Rect(origin: .zero, size: layout.contentSize).union(context.bounds)
        let area = rect.intersection(content.insetBy(dx: -1, dy: -1))
        guard !area.isNull, area.width >= 0, area.height >= 0 else { return [] }
        let step = Size(width: max(256, context.bounds.width), height: max(256, context.bounds.height))
        var found: [ElementKey: LayoutAttributes] = [:]
        var y = area.minY
        repeat {
            var x = area.minX
            repeat {
                let tile = Rect(x: x, y: y, width: min(step.width, area.maxX - x), height: min(step.height, area.maxY - y))
                // Streamed: a tile of a ring or a pile of a million cells would otherwise build an array of them
                // all, only for the cells to be left out.
                layout.forEachElement(in: tile) { a in
                    if a.category != .cell, a.frame.intersects(rect) { found[a.key] = a }
                }
                x += step.width
            } while x < area.maxX
            y += step.height
        } while y < area.maxY
        return found.values.sorted { $0.key < $1.key }
    }
}
