import TesseraGeometry
import TesseraLayout

/// A small correct layout for the contract tests to break: four 40-point cells to a
/// row, 10 points apart, each section's rows below the last one's.
class GridLayout: Layout {
    private(set) var cells: [LayoutAttributes] = []
    private var size = Size.zero

    override func prepare() {
        super.prepare()
        cells = []
        guard let context = collectionView else { size = .zero; return }
        var y = 0.0
        for s in 0..<context.numberOfSections {
            let n = context.numberOfItems(inSection: s)
            for i in 0..<n {
                let frame = Rect(x: Double(i % 4) * 50, y: y + Double(i / 4) * 50, width: 40, height: 40)
                cells.append(LayoutAttributes(forCellAt: ElementPath(item: i, section: s), frame: frame))
            }
            y += Double((n + 3) / 4) * 50
        }
        size = Size(width: 190, height: y)
    }

    override var contentSize: Size { size }

    override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        cells.filter { $0.frame.intersects(rect) }
    }

    override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        cells.first { $0.indexPath == indexPath }
    }
}

/// Returns the first cell with every answer, whether or not it meets the rectangle.
final class OutsideElementLayout: GridLayout {
    override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let answer = super.attributesForElements(in: rect)
        guard let first = cells.first, !answer.contains(where: { $0.key == first.key }) else { return answer }
        return answer + [first]
    }
}

/// Never returns the cell at item 5 of section 0 from a query, though it meets the rectangle.
final class MissingElementLayout: GridLayout {
    override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        super.attributesForElements(in: rect).filter { $0.indexPath != ElementPath(item: 5, section: 0) }
    }
}

/// Answers `attributesForItem(at:)` for item 2 of section 0 one point to the right of where the query puts it.
final class DisagreeingItemLayout: GridLayout {
    override func attributesForItem(at indexPath: ElementPath) -> LayoutAttributes? {
        guard var a = super.attributesForItem(at: indexPath) else { return nil }
        if indexPath == ElementPath(item: 2, section: 0) { a.center.x += 1 }
        return a
    }
}

/// Invalidates itself in every query, so every layout pass prepares it again.
final class PreparingOnEveryQueryLayout: GridLayout {
    override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        invalidateLayout()
        return super.attributesForElements(in: rect)
    }
}

/// Returns every cell it finds twice.
final class DuplicatingLayout: GridLayout {
    override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let answer = super.attributesForElements(in: rect)
        return answer + answer
    }
}

/// Keeps its cells when prepared without a collection view.
final class StaleWhenDetachedLayout: GridLayout {
    private var kept: [LayoutAttributes] = []

    override func prepare() {
        super.prepare()
        if collectionView != nil { kept = cells }
    }

    override func attributesForElements(in rect: Rect) -> [LayoutAttributes] {
        kept.filter { $0.frame.intersects(rect) }
    }
}
