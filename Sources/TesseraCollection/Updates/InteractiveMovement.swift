import TesseraGeometry
import TesseraLayout

/// One interactive reorder in progress: the item leaves its place, its image follows the
/// finger, and the other items close up and open a gap where it would land.
///
/// The layout sees the item already at ``target``, as UIKit's layout sees the items in the
/// order they would have if dropped now: whenever the target changes, the collection view
/// moves it there in its counts, identities, selection and live views, and invalidates the
/// layout with the layout's interactive-movement context (no batch update runs). The data
/// source still has the item at ``source`` until the movement ends, so index paths are
/// translated when the data source is asked for views or sizes.
struct InteractiveMovement: Equatable {
    /// Where the item is in the data source, which has not moved it yet.
    let source: ElementPath
    /// Where the layout has it now.
    var target: ElementPath
    /// Where the centre of the dragged image is, in content coordinates.
    var position: Point

    /// Draws the moving item as `layout` says a lifted item looks at ``position``
    /// (``Layout/layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)``), keyed as
    /// the item at ``target`` whatever the layout returns.
    func present(_ attributes: inout LayoutAttributes, by layout: Layout) {
        attributes = CollectionView.rekeyed(layout.layoutAttributesForInteractivelyMovingItem(at: target, withTargetPosition: position),
                                            to: .cell(target))
    }

    /// Whether the data source's and the layout's order differ in `section`.
    func affects(section: Int) -> Bool {
        source != target && (section == source.section || section == target.section)
    }

    /// The data source's index path of the item the layout has at `p`: the item
    /// at `target` is the one from `source`; the others shift back.
    func dataIndexPath(forPresented p: ElementPath) -> ElementPath {
        if p == target { return source }
        var q = p
        if q.section == target.section && q.item > target.item { q.item -= 1 }
        if q.section == source.section && q.item >= source.item { q.item += 1 }
        return q
    }
}
