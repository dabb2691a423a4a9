import TesseraCollection
import TesseraGeometry
import TesseraLayout

extension LayoutContract {
    /// Every query rule at the harness's current bounds.
    static func checkQueries<L: Layout>(_ harness: LayoutHarness<L>, extraRects: [Rect], into report: inout ContractReport) {
        let layout = harness.layout
        let bounds = harness.bounds
        let content = harness.contentSize
        guard content.width.isFinite, content.height.isFinite, content.width >= 0, content.height >= 0 else {
            report.add(.contentSize, bounds: bounds, "the content size is \(content)")
            return
        }
        let reach = harness.reach
        let whole = layout.attributesForElements(in: reach)
        checkDuplicates(whole, rect: reach, bounds: bounds, into: &report)
        var byKey: [ElementKey: ElementExtent] = [:]
        for a in whole where byKey[a.key] == nil { byKey[a.key] = ElementExtent(a) }
        let extents = byKey.values.sorted { $0.key < $1.key }
        checkElements(extents, in: harness.collectionView, bounds: bounds, into: &report)
        checkUnreturnedItems(layout, byKey: byKey, in: harness.collectionView, reach: reach, bounds: bounds, into: &report)
        checkOnDemand(layout, extents, in: harness.collectionView, bounds: bounds, into: &report)
        for rect in probeRects(content: content, bounds: bounds) + extraRects {
            checkQuery(layout, rect: rect, bounds: bounds, extents: extents, byKey: byKey, into: &report)
        }
    }

    /// Cells that `attributesForItem(at:)` places inside `reach` but the whole-content query leaves out:
    /// the query misses them. The first 100,000 items are asked.
    static func checkUnreturnedItems(_ layout: Layout, byKey: [ElementKey: ElementExtent], in collectionView: CollectionView,
                                     reach: Rect, bounds: Rect, into report: inout ContractReport) {
        var asked = 0, missed: [LayoutAttributes] = []
        for s in 0..<collectionView.numberOfSections {
            for i in 0..<collectionView.numberOfItems(inSection: s) where asked < 100_000 {
                asked += 1
                let path = ElementPath(item: i, section: s)
                guard byKey[.cell(path)] == nil, let a = layout.attributesForItem(at: path), ElementExtent(a).mustMeet(reach) else { continue }
                missed.append(a)
            }
        }
        guard let first = missed.first else { return }
        let count = missed.count > 1 ? " (\(missed.count) elements differ)" : ""
        report.add(.query, rect: reach, bounds: bounds, element: first.key,
                   "misses \(AttributesDump.line(first)), which attributesForItem(at:) places inside the rectangle" + count)
    }

    /// One rectangle: the answer against the whole-content query, filtered by hand.
    static func checkQuery(_ layout: Layout, rect: Rect, bounds: Rect, extents: [ElementExtent], byKey: [ElementKey: ElementExtent],
                           into report: inout ContractReport) {
        let answer = layout.attributesForElements(in: rect)
        checkDuplicates(answer, rect: rect, bounds: bounds, into: &report)
        var returned: [ElementKey: LayoutAttributes] = [:]
        for a in answer where returned[a.key] == nil { returned[a.key] = a }
        var problems: [(key: ElementKey, detail: String)] = []
        for (key, a) in returned {
            let line = AttributesDump.line(a)
            guard let e = byKey[key] else {
                problems.append((key, "returns \(line), which the whole-content query does not return"))
                continue
            }
            if !e.mayMeet(rect) {
                problems.append((key, "returns \(line), which does not meet the rectangle"))
            } else if e.attributes != a {
                problems.append((key, "returns \(line), but the whole-content query has \(AttributesDump.line(e.attributes))"))
            }
        }
        for e in extents where returned[e.key] == nil && e.mustMeet(rect) {
            problems.append((e.key, "misses \(AttributesDump.line(e.attributes))"))
        }
        if let first = problems.min(by: { $0.key < $1.key }) {
            let count = problems.count > 1 ? " (\(problems.count) elements differ)" : ""
            report.add(.query, rect: rect, bounds: bounds, element: first.key, first.detail + count)
        }
        checkStreamingQuery(layout, rect: rect, bounds: bounds, answer: answer, into: &report)
    }

    /// The collection view reads every layout through `forEachElement(in:_:)`: it must say the same.
    static func checkStreamingQuery(_ layout: Layout, rect: Rect, bounds: Rect, answer: [LayoutAttributes], into report: inout ContractReport) {
        var fast: [LayoutAttributes] = []
        layout.forEachElement(in: rect) { fast.append($0) }
        let a = answer.sorted { $0.key < $1.key }, b = fast.sorted { $0.key < $1.key }
        guard a != b else { return }
        let i = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        let key = i < a.count ? a[i].key : b[i].key
        report.add(.streamingQuery, rect: rect, bounds: bounds, element: key,
                   "forEachElement(in:) gives \(i < b.count ? AttributesDump.line(b[i]) : "nothing") where attributesForElements(in:) "
                   + "gives \(i < a.count ? AttributesDump.line(a[i]) : "nothing")")
    }

    static func checkDuplicates(_ answer: [LayoutAttributes], rect: Rect, bounds: Rect, into report: inout ContractReport) {
        var seen = Set<ElementKey>()
        for a in answer where !seen.insert(a.key).inserted {
            report.add(.duplicateElement, rect: rect, bounds: bounds, element: a.key, "returns \(a.key) more than once")
            return
        }
    }

    /// Finite attributes, and cells and supplementary views only for the data's items and sections.
    static func checkElements(_ extents: [ElementExtent], in collectionView: CollectionView, bounds: Rect, into report: inout ContractReport) {
        let sections = collectionView.numberOfSections
        if let bad = extents.first(where: { !isFinite($0.attributes) }) {
            report.add(.finiteGeometry, bounds: bounds, element: bad.key, "returns \(AttributesDump.line(bad.attributes))")
        }
        let phantom = extents.first { e in
            let path = e.key.indexPath
            switch e.key.category {
            case .cell: return path.section < 0 || path.section >= sections || path.item < 0
                || path.item >= collectionView.numberOfItems(inSection: path.section)
            case .supplementary: return path.section < 0 || path.section >= sections
            case .decoration: return false
            }
        }
        if let phantom {
            let counts = (0..<sections).map { collectionView.numberOfItems(inSection: $0) }
            report.add(.phantomElement, bounds: bounds, element: phantom.key,
                       "returns \(AttributesDump.line(phantom.attributes)), but the data source has \(counts) items per section")
        }
    }

    static func isFinite(_ a: LayoutAttributes) -> Bool {
        a.center.x.isFinite && a.center.y.isFinite && a.size.width.isFinite && a.size.height.isFinite
            && a.size.width >= 0 && a.size.height >= 0 && a.alpha.isFinite && a.transform3D.rowMajor.allSatisfy(\.isFinite)
    }

    /// `attributesForItem(at:)` and its siblings against the whole-content query, and nil beyond the data.
    static func checkOnDemand(_ layout: Layout, _ extents: [ElementExtent], in collectionView: CollectionView, bounds: Rect,
                              into report: inout ContractReport) {
        var problems: [(key: ElementKey, detail: String)] = []
        for e in extents {
            guard let answer = layout.attributes(for: e.key) else {
                problems.append((e.key, "\(call(e.key)) is nil, but the query returns \(AttributesDump.line(e.attributes))"))
                continue
            }
            if answer != e.attributes {
                problems.append((e.key, "\(call(e.key)) gives \(AttributesDump.line(answer)), but the query gives "
                                 + AttributesDump.line(e.attributes)))
            }
        }
        let sections = collectionView.numberOfSections
        for s in 0...sections {
            let beyond = ElementPath(item: s < sections ? collectionView.numberOfItems(inSection: s) : 0, section: s)
            if let a = layout.attributesForItem(at: beyond) {
                problems.append((.cell(beyond), "\(call(.cell(beyond))) answers \(AttributesDump.line(a)) for an item beyond the data"))
            }
        }
        if let first = problems.first {
            let count = problems.count > 1 ? " (\(problems.count) elements differ)" : ""
            report.add(.onDemand, bounds: bounds, element: first.key, first.detail + count)
        }
    }

    /// The on-demand query for `key`, as code.
    static func call(_ key: ElementKey) -> String {
        switch key.category {
        case .cell: "attributesForItem(at: \(key.indexPath))"
        case .supplementary: "attributesForSupplementaryView(ofKind: \"\(key.kind?.name ?? "")\", at: \(key.indexPath))"
        case .decoration: "attributesForDecorationView(ofKind: \"\(key.kind?.name ?? "")\", at: \(key.indexPath))"
        }
    }
}
