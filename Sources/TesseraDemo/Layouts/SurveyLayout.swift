import TesseraGeometry
import TesseraLayout

/// The Survey layout (seed 000, "Better Survey"): a flow layout whose lines are
/// respaced evenly, with a binder photographed behind each section.
///
/// ## Rules
///
/// - The flow places the cells first (sizes come from the delegate, up to
///   100×100 by default). Then, with n cells in the section, each cell's centre
///   moves across to `x = inset.left + firstX + 2·firstX·item`, where
///   `firstX = (width − inset.left − inset.right) / (2n)`, `width` is the
///   content width, the insets are the section's and `item` is the cell's index
///   in its section; y is kept. This is the seed's formula (``Respacing/section``).
/// - Every cell frame is then made integral (`Rect.integral`, as `CGRectIntegral`).
/// - Each non-empty section gets a ``binderKind`` decoration at item 0, zIndex −1:
///   as wide as the content, as tall as the section's tallest cell plus the
///   section's header height, centred vertically on that cell, frame integral.
///   A section that wraps onto several lines (where the seed is silent) gets a
///   binder as tall as its lines plus the header, centred on them.
/// - An insert animates the section it lands in, as the seed's bookkeeping
///   counts the section of every insert, of a section or of an item: that
///   section's binder starts one binder-width to the left with alpha 0, its
///   cells one content-width to the right. Everything else keeps the default
///   (nil): deleted cells fade out, and the others move from where they were.
///
/// Where the seed is silent: it assumes each section fits on one line. When a
/// section wraps, the seed's formula still gives every cell its own column
/// across the width, so the lines interleave and neighbours may overlap;
/// ``Respacing/line`` instead spaces each line on its own (n = cells on the
/// line, item = position on it). Both agree for a section on one line, which is
/// all the seed shows. Vertical scrolling only.
///
/// ```swift
/// let survey = SurveyLayout()   // insets [30, 80, 30, 20], spacing 20, header 70
/// ```
open class SurveyLayout: FlowLayout {
    /// What the even spacing of a cell counts: its section or its line.
    public enum Respacing: String, Sendable, CaseIterable {
        /// The seed's formula: n cells of the section, spaced across the width by index.
        case section
        /// Each line on its own: n cells of the line, spaced by position on the line.
        case line
    }

    /// The kind of the decoration behind each section.
    public static let binderKind: ElementKind = "binder"


    /// What the even spacing counts; see ``Respacing``. The seed's is `.section`; `.line` keeps a wrapped section's
    /// cells apart.
    public var respacing: Respacing = .section { didSet { invalidateLayout() } }

    /// Respaced, integral cell frames by global item index.
    private var frames: [Rect] = []
    /// The global index of each section's first cell.
    private var sectionFirstItem: [Int] = []
    /// Each section's binder frame, or nil for an empty section.
    private var binders: [Rect?] = []
    private var binderSpans = SpanIndex()
    private var preparedRoom: Size?
    private var insertedSections: Set<Int> = []
    /// The largest query result so far, to reserve the next one in one step.
    private var resultCapacity = 16

    /// A vertical flow of up to 100 × 100 cells, 20 apart, insets [30, 80, 30, 20] and 70-point headers, respaced by section; registers the binder view.
    public override init() {
        super.init()
        sectionInset = EdgeInsets(top: 30, left: 80, bottom: 30, right: 20)
        minimumInteritemSpacing = 20
        minimumLineSpacing = 20
        itemSize = Size(width: 100, height: 100)
        headerReferenceSize = Size(width: 60, height: 70)
        register(BinderView.self, forDecorationViewOfKind: Self.binderKind)
    }

    /// Prepares the flow, then respaces every line, makes the cell frames integral and places the binders.
    open override func prepare() {
        let recompute = pendingInvalidation.requiresRecompute
        super.prepare()
        guard let context = collectionView else {
            frames = []; sectionFirstItem = []; binders = []; binderSpans.removeAll(); preparedRoom = nil
            return
        }
        if !recompute, preparedRoom == context.insetSize { return }
        rebuild(context)
        preparedRoom = context.insetSize
    }

    private func rebuild(_ context: any LayoutContext) {
        let width = contentSize.width
        let delegate = context.flowLayoutDelegate
        let sectionCount = max(0, context.numberOfSections)
        sectionFirstItem.removeAll(keepingCapacity: true)
        var total = 0
        for s in 0..<sectionCount {
            sectionFirstItem.append(total)
            total += max(0, context.numberOfItems(inSection: s))
        }
        frames = [Rect](repeating: .zero, count: total)
        for line in lines {
            let inset = delegate?.flowLayout(self, insetForSectionAt: line.section) ?? sectionInset
            let bySection = respacing == .section
            let n = bySection ? context.numberOfItems(inSection: line.section) : line.items.count
            let firstX = (width - (inset.left + inset.right)) / (2 * Double(n))
            for k in 0..<line.items.count {
                let path = ElementPath(item: line.items.lowerBound + k, section: line.section)
                guard var a = super.attributesForItem(at: path) else { continue }
                let item = bySection ? path.item : k
                let x = firstX + 2 * firstX * Double(item)
                a.center = Point(x: inset.left + x, y: a.center.y)
                frames[sectionFirstItem[line.section] + path.item] = a.frame.integral
            }
        }
        binders = (0..<sectionCount).map { binderFrame(section: $0, width: width) }
        binderSpans.rebuild(count: binders.count) { s in
            binders[s].map { (start: $0.minY, end: $0.maxY) } ?? (start: .infinity, end: -.infinity)
        }
    }

    private func binderFrame(section s: Int, width: Double) -> Rect? {
        let first = sectionFirstItem[s]
        let end = s + 1 < sectionFirstItem.count ? sectionFirstItem[s + 1] : frames.count
        guard first < end else { return nil }
        // The cells' extent: on one line, the tallest cell's (the flow centres a line's cells on it).
        var top = frames[first].minY, bottom = frames[first].maxY
        for i in first..<end {
            top = min(top, frames[i].minY)
            bottom = max(bottom, frames[i].maxY)
        }
        let header = super.attributesForSupplementaryView(ofKind: ElementKind.sectionHeader,
                                                          at: ElementPath(item: 0, section: s))?.size.height ?? 0
        let height = bottom - top + header
        return Rect(x: 0, y: (top + bottom) / 2 - height / 2, width: width, height: height).integral
    }

    // MARK: Queries

    /// The respaced cells, headers, footers and binders whose frames meet `rect`.
    open override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(resultCapacity)
        forEachSurveyElement(in: rect) { result.append($0) }
        resultCapacity = max(resultCapacity, result.count)
        return result
    }

    /// The same elements as ``attributesForElements(in:)``, one at a time with no array; a subclass's
    /// ``attributesForElements(in:)`` when this is not exactly a `SurveyLayout`.
    open override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard type(of: self) == SurveyLayout.self else { return super.forEachElement(in: rect, body) }
        forEachSurveyElement(in: rect, body)
    }

    private func forEachSurveyElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard !rect.isNull else { return }
        // Respacing moves cells along their line and rounding by under a point,
        // so every candidate lies on a line crossing the rectangle's band.
        let band = Rect(x: -1, y: rect.minY - 1, width: contentSize.width + 2, height: rect.height + 2)
        // Read once: the layout's own properties, read per element, are checked for exclusive access each time.
        let frames = self.frames, sectionFirstItem = self.sectionFirstItem
        forEachAttributes(in: band) { given in
            var a = given
            if a.category == .cell { a.frame = frames[sectionFirstItem[a.indexPath.section] + a.indexPath.item] }
            if a.frame.intersects(rect) { body(a) }
        }
        for s in binderSpans.candidates(overlapping: rect.minY, rect.maxY) {
            if let f = binders[s], f.intersects(rect) { body(binderAttributes(section: s, frame: f)) }
        }
    }

    /// The cell's respaced, integral frame, or nil for a missing item.
    open override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < sectionFirstItem.count, indexPath.item >= 0,
              let context = collectionView, indexPath.item < context.numberOfItems(inSection: indexPath.section)
        else { return nil }
        let index = sectionFirstItem[indexPath.section] + indexPath.item
        guard index < frames.count else { return nil }
        return LayoutAttributes(forCellAt: indexPath, frame: frames[index])
    }

    /// The binder behind a non-empty section, at item 0 and zIndex −1; nil otherwise.
    open override func attributesForDecorationView(ofKind kind: ElementKind, at indexPath: ElementPath) -> LayoutAttributes? {
        guard kind == Self.binderKind, indexPath.item == 0, indexPath.section >= 0, indexPath.section < binders.count,
              let f = binders[indexPath.section] else { return nil }
        return binderAttributes(section: indexPath.section, frame: f)
    }

    private func binderAttributes(section s: Int, frame: Rect) -> LayoutAttributes {
        var a = LayoutAttributes(forDecorationOfKind: Self.binderKind, at: ElementPath(item: 0, section: s), frame: frame)
        a.zIndex = -1
        return a
    }

    // MARK: Section insert animation

    /// Notes the section of every insert in the batch (an inserted section, or the section an item is inserted in), so only they slide in.
    open override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for u in updateItems where u.action == .insert {
            if let s = u.indexPathAfterUpdate?.section { insertedSections.insert(s) }
        }
    }

    /// Forgets the sections the batch inserted.
    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedSections.removeAll()
    }

    /// The sections the current batch inserts into (sections inserted, and those that get an item), between `prepare(forCollectionViewUpdates:)` and finalize.
    public var sectionsBeingInserted: Set<Int> { insertedSections }

    /// A cell of an inserted section starts one content-width to the right; other cells get the default (nil).
    open override func initialLayoutAttributesForAppearingItem(at indexPath: ElementPath) -> LayoutAttributes? {
        guard insertedSections.contains(indexPath.section), var a = attributesForItem(at: indexPath) else {
            return super.initialLayoutAttributesForAppearingItem(at: indexPath)
        }
        a.transform3D = Transform3D(translationX: contentSize.width, y: 0, z: 0)
        return a
    }

    /// The binder of an inserted section starts one binder-width to the left with alpha 0; other decorations get the default (nil).
    open override func initialLayoutAttributesForAppearingDecorationElement(ofKind kind: ElementKind,
                                                                            at indexPath: ElementPath) -> LayoutAttributes? {
        guard kind == Self.binderKind, insertedSections.contains(indexPath.section),
              var a = attributesForDecorationView(ofKind: kind, at: indexPath) else {
            return super.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: indexPath)
        }
        a.alpha = 0
        a.transform3D = Transform3D(translationX: -a.frame.width, y: 0, z: 0)
        return a
    }
}
