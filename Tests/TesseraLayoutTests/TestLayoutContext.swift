import TesseraGeometry
import TesseraLayout

/// A layout host for tests: sections with item sizes and per-section overrides.
final class TestLayoutContext: LayoutContext, FlowLayoutDelegate {
    struct Section {
        var count: Int
        var sizes: [Size]? = nil
        var inset: EdgeInsets? = nil
        var lineSpacing: Double? = nil
        var interitemSpacing: Double? = nil
        var header: Size? = nil
        var footer: Size? = nil
    }

    var sections: [Section]
    var bounds: Rect
    var contentInset: EdgeInsets = .zero
    var currentTime: Duration = .zero
    var sizeCalls = 0

    init(width: Double, height: Double = 480, sections: [Section]) {
        self.sections = sections
        self.bounds = Rect(x: 0, y: 0, width: width, height: height)
    }

    convenience init(width: Double, height: Double = 480, items: Int) {
        self.init(width: width, height: height, sections: [Section(count: items)])
    }

    var numberOfSections: Int { sections.count }
    func numberOfItems(inSection section: Int) -> Int { sections[section].count }
    var layoutDelegate: AnyObject? { self }

    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: ElementPath) -> Size? {
        sizeCalls += 1
        return sections[indexPath.section].sizes?[indexPath.item]
    }
    func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? { sections[section].inset }
    func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double? { sections[section].lineSpacing }
    func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double? {
        sections[section].interitemSpacing
    }
    func flowLayout(_ layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> Size? { sections[section].header }
    func flowLayout(_ layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> Size? { sections[section].footer }

    /// The same sections for a horizontal layout: sizes and insets transposed.
    func transposed() -> TestLayoutContext {
        let t = TestLayoutContext(width: bounds.height, height: bounds.width, sections: sections.map { s in
            var s = s
            s.sizes = s.sizes?.map(\.transposed)
            s.inset = s.inset.map { EdgeInsets(top: $0.left, left: $0.top, bottom: $0.right, right: $0.bottom) }
            s.header = s.header?.transposed
            s.footer = s.footer?.transposed
            return s
        })
        t.bounds = bounds.transposed
        return t
    }
}

/// Every element of a prepared layout, sorted, from one whole-content query.
func allAttributes(_ layout: Layout) -> [LayoutAttributes] {
    let content = layout.contentSize
    return layout.attributesForElements(in: Rect(x: -1, y: -1, width: content.width + 2, height: content.height + 2))
        .sorted { $0.key < $1.key }
}

func cellFrames(_ layout: Layout) -> [Rect] {
    allAttributes(layout).filter { $0.category == .cell }.map(\.frame)
}

func frame(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
}
