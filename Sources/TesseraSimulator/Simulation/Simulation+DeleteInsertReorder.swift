import TesseraCollection
import TesseraGeometry
import TesseraGestures
import TesseraLayout
import TesseraRender

extension Simulation {
    /// The kind of the image a delete-and-insert reorder draws under the finger.
    static let dragImageKind: ElementKind = "dragImage"

    /// The source documents' reorder (``ReorderStyle/deleteInsert``): the long press deletes
    /// the item under the finger, its image follows the finger, and lifting inserts it where the
    /// touches end; a cancelled press puts it back.
    func deleteInsertReorder(_ press: GestureRecognizer) {
        let p = press.location + collectionView.contentOffset
        switch press.state {
        case .began:
            collectionView.touchCancelled()
            guard let path = collectionView.indexPathForItem(at: p),
                  let attributes = collectionView.collectionViewLayout.attributesForItem(at: path) else { return }
            let item = model.sections[path.section][path.item]
            guard deleteItems(at: [path]) else { return }
            carried = CarriedItem(item: item, origin: path, attributes: attributes, location: p)
        case .changed:
            carried?.location = p
        case .ended, .cancelled:
            guard let c = carried else { return }
            carried = nil
            // The data may have changed while the item was carried (items or sections deleted, a section
            // inserted): it goes back where it came from, or as near as the data now allows, and with no
            // section left to hold it, it leaves with the data it belonged to.
            let wanted = press.state == .ended ? insertionPath(at: p, section: c.origin.section) : c.origin
            guard let target = insertablePath(near: wanted) else { return }
            _ = try? collectionView.performBatchUpdates { batch in
                model.insert(c.item, at: target)
                batch.insertItems(at: [target])
            }
        default:
            break
        }
    }

    /// The place nearest `path` where an item can be inserted in the data as it is now: `path`'s section, or the
    /// last one when that is gone, at `path`'s item or the section's end; nil when there is no section.
    func insertablePath(near path: ElementPath) -> ElementPath? {
        guard !model.sections.isEmpty else { return nil }
        let s = min(max(0, path.section), model.sections.count - 1)
        return ElementPath(item: min(max(0, path.item), model.sections[s].count), section: s)
    }

    /// Where a dropped item goes: before the item under `point`; else beside the nearest item on screen, before it
    /// when `point` comes first in reading order (above its line, or on its line and before its middle; a
    /// horizontal flow reads its columns down), else after it; else at the end of `section` (which
    /// ``insertablePath(near:)`` then fits to the data).
    func insertionPath(at point: Point, section: Int) -> ElementPath {
        if let under = collectionView.indexPathForItem(at: point) { return under }
        var nearest: (path: ElementPath, frame: Rect, distance: Double)?
        for a in collectionView.collectionViewLayout.attributesForElements(in: collectionView.bounds) where a.category == .cell {
            let d = a.center.distance(to: point)
            if nearest.map({ d < $0.distance }) ?? true { nearest = (a.indexPath, a.frame, d) }
        }
        guard let n = nearest else { return ElementPath(item: Int.max, section: section) }
        let f = n.frame
        let before = (collectionView.collectionViewLayout as? FlowLayout)?.scrollDirection == .horizontal
            ? point.x < f.minX || (point.x <= f.maxX && point.y < f.midY)
            : point.y < f.minY || (point.y <= f.maxY && point.x < f.midX)
        return ElementPath(item: n.path.item + (before ? 0 : 1), section: n.path.section)
    }

    /// Appends the carried item's image, centred under the finger above everything else.
    func appendDragImage(to list: inout DisplayList) {
        guard let c = carried else { return }
        var a = LayoutAttributes(forDecorationOfKind: Self.dragImageKind, at: c.origin)
        a.size = c.attributes.size
        a.center = c.location
        a.transform3D = c.attributes.transform3D
        a.zIndex = Int.max / 2
        a.alpha = 0.8
        list.append(a, appearance: ElementAppearance(fill: Palette.color(for: c.item.identity), label: String(c.item.identity),
                                                     labelColor: .white),
                    contentOffset: collectionView.contentOffset)
    }
}
