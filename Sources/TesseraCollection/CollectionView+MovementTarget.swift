import TesseraGeometry
import TesseraLayout

extension CollectionView {
    /// Where the moving item goes with its centre at `point`, or nil to leave it where it is.
    ///
    /// The layout proposes, as UIKit's collection view asks
    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)` (see
    /// ``Layout/targetIndexPath(forInteractivelyMovingItem:withPosition:)``). A proposal of
    /// another place then goes to the delegate's
    /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`,
    /// which may redirect it. The answer is nil when it is the current place or not a place the
    /// item can take.
    func movementTarget(at point: Point) -> ElementPath? {
        guard let m = movement else { return nil }
        let layout = collectionViewLayout
        layout.prepareIfNeeded()
        let proposed = layout.targetIndexPath(forInteractivelyMovingItem: m.target, withPosition: point)
        guard proposed != m.target else { return nil }
        let chosen = delegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: m.source,
                                              atCurrentIndexPath: m.target, toProposedIndexPath: proposed) ?? proposed
        guard chosen != m.target, chosen.section >= 0, chosen.section < sectionCounts.count, chosen.item >= 0 else { return nil }
        let places = sectionCounts[chosen.section] - (m.target.section == chosen.section ? 1 : 0)
        return chosen.item <= places ? chosen : nil
    }
}
