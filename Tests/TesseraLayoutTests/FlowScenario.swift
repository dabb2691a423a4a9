import TesseraGeometry
import TesseraLayout
import TesseraTesting

/// A window and the sections it shows, as the flow tests write them, and the
/// harness that runs a layout on it: a real collection view whose delegate
/// answers each section's sizes and overrides.
struct FlowScenario {
    var width: Double
    var height: Double
    var sections: [HarnessSection]

    init(width: Double, height: Double = 480, sections: [HarnessSection]) {
        self.width = width
        self.height = height
        self.sections = sections
    }

    /// One section of `items` items sized by the layout.
    init(width: Double, height: Double = 480, items: Int) {
        self.init(width: width, height: height, sections: [HarnessSection(items: items)])
    }

    /// The same scenario for a horizontal layout: the window, sizes and insets transposed.
    var transposed: FlowScenario {
        FlowScenario(width: height, height: width, sections: sections.map { s in
            var s = s
            s.itemSizes = s.itemSizes?.map(\.transposed)
            s.inset = s.inset.map { EdgeInsets(top: $0.left, left: $0.top, bottom: $0.right, right: $0.bottom) }
            s.headerReferenceSize = s.headerReferenceSize?.transposed
            s.footerReferenceSize = s.footerReferenceSize?.transposed
            return s
        })
    }

    /// `layout` in a collection view of this window showing these sections, laid out once.
    func harness<L: Layout>(_ layout: L) -> LayoutHarness<L> {
        LayoutHarness(layout, size: Size(width: width, height: height), sections: sections)
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
