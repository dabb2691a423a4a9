import TesseraGeometry
import TesseraLayout

extension LayoutHarness {
    /// The layout's answer to `attributesForElements(in:)` after any pending layout pass,
    /// sorted by element (section, item, category, kind).
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        layout.prepareIfNeeded()
        return layout.attributesForElements(in: rect).sorted { $0.key < $1.key }
    }

    /// A rectangle that holds the whole content and the visible bounds with 10,000 points to spare
    /// on every side: what ``allAttributes`` queries.
    public var reach: Rect {
        let c = contentSize
        let content = Rect(x: 0, y: 0, width: c.width.isFinite ? max(0, c.width) : 0, height: c.height.isFinite ? max(0, c.height) : 0)
        return content.union(bounds).insetBy(dx: -10_000, dy: -10_000)
    }

    /// Every element of the layout, sorted: one query over ``reach``, at the current bounds.
    public var allAttributes: [LayoutAttributes] {
        attributes(in: reach)
    }

    /// The attributes of every cell, sorted by index path.
    public var cellAttributes: [LayoutAttributes] {
        allAttributes.filter { $0.category == .cell }
    }

    /// The attributes of the cell at `indexPath`, after any pending layout pass.
    public func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        layout.prepareIfNeeded()
        return layout.attributesForItem(at: indexPath)
    }

    /// The on-demand attributes of any element by its key, after any pending layout pass.
    public func attributes(for key: ElementKey) -> LayoutAttributes? {
        layout.prepareIfNeeded()
        return layout.attributes(for: key)
    }
}
