import TesseraGeometry
import TesseraLayout

extension CollectionView {
    /// The selected items, sorted. Selection follows its items through batch updates.
    public var indexPathsForSelectedItems: [ElementPath] { selected.sorted() }

    /// The item under the touch that is down, if it is highlighted.
    public var indexPathForHighlightedItem: ElementPath? { highlighted }

    /// Whether the item at `indexPath` is selected.
    public func isItemSelected(at indexPath: ElementPath) -> Bool { selected.contains(indexPath) }

    /// Selects an item from code, as `selectItem(at:animated:scrollPosition:)`:
    /// the delegate is not asked or told. Without multiple selection, the other
    /// items are deselected; nil deselects every item, as in UIKit. Does nothing
    /// when selection is off or the item does not exist. A `scrollPosition` that
    /// names more than one position along an axis, where UIKit raises, selects
    /// without scrolling (``CollectionView/scrollToItem(at:at:animated:)`` throws
    /// ``ScrollPositionError`` for it).
    public func selectItem(at indexPath: ElementPath?, animated: Bool = false, scrollPosition: ScrollPosition = []) {
        guard allowsSelection else { return }
        guard let indexPath else {
            for other in selected { setSelected(false, at: other) }
            return
        }
        guard indexPath.section >= 0, indexPath.section < sectionCounts.count,
              indexPath.item >= 0, indexPath.item < sectionCounts[indexPath.section] else { return }
        if !allowsMultipleSelection {
            for other in selected where other != indexPath { setSelected(false, at: other) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToValidItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item from code; the delegate is not told. Does nothing when selection is off, as in UIKit.
    public func deselectItem(at indexPath: ElementPath, animated: Bool = false) {
        guard allowsSelection else { return }
        setSelected(false, at: indexPath)
    }

    func setSelected(_ isSelected: Bool, at indexPath: ElementPath) {
        if isSelected { selected.insert(indexPath) } else { selected.remove(indexPath) }
        (live[.cell(indexPath)]?.view as? CollectionViewCell)?.isSelected = isSelected
    }

    func setHighlighted(_ indexPath: ElementPath?) {
        if let old = highlighted { (live[.cell(old)]?.view as? CollectionViewCell)?.isHighlighted = false }
        highlighted = indexPath
        if let new = indexPath { (live[.cell(new)]?.view as? CollectionViewCell)?.isHighlighted = true }
    }

    // MARK: Touches

    /// A finger landed on the view, whatever the view hears of it later: content still
    /// decelerating stops where it is, and that touch highlights and selects nothing.
    ///
    /// This is the scroll view's own, immediate response to a touch, which UIKit gives
    /// before its content hears of the touch (see ``delaysContentTouches``). A host that
    /// delays the view's touches calls it as each first finger lands; ``touchBegan(at:)``
    /// calls it itself for a touch it was not called for.
    public func touchDown() {
        touchDown(at: nil)
    }

    /// A finger landed at `point` (content coordinates), as ``touchDown()``: a section's row still moving sideways
    /// under it stops too, as a nested scroll view does, and that touch likewise highlights and selects nothing.
    public func touchDown(at point: Point?) {
        landingSeen = true
        isTracking = true
        let content = isDecelerating
        let row = point.map { stopOrthogonalScrolling(at: $0) } ?? false
        touchStoppedScrolling = content || row
        if touchStoppedScrolling { scrollStoppingLanding = clock.now }
        if content { stopScrolling() }
    }

    /// Every finger has left the view: ``isTracking`` turns false, and a row that pages and that a landing finger
    /// stopped between pages settles on the nearest. A host calls it as the last finger lifts or is cancelled,
    /// whatever the view heard of the touches.
    public func touchesLifted() {
        isTracking = false
        settleStoppedRows()
    }

    /// The view heard of a touch at `point` (content coordinates): the item under it is
    /// highlighted if selection is allowed and the delegate agrees.
    ///
    /// On content that is still decelerating the touch only stops it where it is,
    /// as in UIKit: nothing is highlighted, and its tap (``handleTap(at:landedAt:)``) selects nothing.
    public func touchBegan(at point: Point) {
        touchCancelled()
        if !landingSeen { touchDown(at: point) }
        landingSeen = false
        if touchStoppedScrolling { return }
        guard allowsSelection, let indexPath = touchedItem(at: point) else { return }
        if delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true {
            setHighlighted(indexPath)
            delegate?.collectionView(self, didHighlightItemAt: indexPath)
        }
    }

    /// The touch went up at `point`. If it is still over the highlighted item, the
    /// tap selects it, as UIKit does: with single selection the other items are
    /// deselected (their delegate is told), and a tap on the selected item asks
    /// `shouldSelectItemAt` again and tells `didSelectItemAt` again; with multiple
    /// selection a selected item is deselected instead. The delegate's `should…`
    /// methods can refuse.
    ///
    /// The delegate hears UIKit's order ("Tracking touches in a cell" in Apple's Collection View Programming
    /// Guide): `shouldSelectItemAt` (or `shouldDeselectItemAt`) while the item is still highlighted, then
    /// `didUnhighlightItemAt`, then `didSelectItemAt` (or `didDeselectItemAt`) if it agreed.
    public func touchEnded(at point: Point) {
        guard let indexPath = highlighted else { return }
        func unhighlight() {
            setHighlighted(nil)
            delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
        guard allowsSelection, touchedItem(at: point) == indexPath else { return unhighlight() }
        if selected.contains(indexPath) && !allowsMultipleSelection {
            // A tap on the selected item in single selection asks again, as UIKit does: the
            // "deselect on a second tap" idiom deselects in shouldSelectItemAt and returns false.
            let again = delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
            unhighlight()
            guard again else { return }
            delegate?.collectionView(self, didSelectItemAt: indexPath)
            return
        }
        if selected.contains(indexPath) {
            let deselects = delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            unhighlight()
            guard deselects else { return }
            setSelected(false, at: indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        let selects = delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        unhighlight()
        guard selects else { return }
        if !allowsMultipleSelection {
            for other in selected.sorted() {
                setSelected(false, at: other)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        setSelected(true, at: indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// A tap recognizer recognized a tap at `point` (content coordinates): the item under it is
    /// selected, or deselected, as UIKit's own tap handling does.
    ///
    /// The delegate is asked as for a touch: `shouldHighlightItemAt` first (an item that may not be
    /// highlighted is not selected either), then `shouldSelectItemAt` or, for a selected item under
    /// multiple selection, `shouldDeselectItemAt`. The item is highlighted and unhighlighted around
    /// the change, so the delegate hears both; an item the touch itself already highlighted stays highlighted
    /// (the delegate hears one highlight for the touch, as in UIKit), and any other highlight goes first.
    ///
    /// A tap whose touch landed on decelerating content (``touchDown()`` stopped it) selects
    /// nothing, as in UIKit, where that touch only stops the scrolling. `landing` is when the tap's
    /// touch landed (`TouchSet.Entry.startTime`), which tells its landing apart from a later one
    /// when the tap is recognized only as another finger lands (a tap that waited for a double tap
    /// that never came); without it, the tap is taken to belong to the last landing.
    public func handleTap(at point: Point, landedAt landing: Duration? = nil) {
        let stoppedScrolling = landing.map { $0 == scrollStoppingLanding } ?? touchStoppedScrolling
        guard !stoppedScrolling, allowsSelection, let indexPath = touchedItem(at: point) else { return touchCancelled() }
        if highlighted != indexPath {
            touchCancelled()
            guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
            setHighlighted(indexPath)
            delegate?.collectionView(self, didHighlightItemAt: indexPath)
        }
        touchEnded(at: point)
    }

    /// The item a touch at `point` (content coordinates) lands on, as UIKit delivers it: the topmost element there
    /// (``hitTest(_:)``), when that is a cell. A header, footer or decoration view drawn over a cell (a pinned header
    /// over the cells scrolling under it) takes the touch, so the cell beneath is neither highlighted nor selected.
    func touchedItem(at point: Point) -> ElementPath? {
        guard let key = hitTest(point), key.category == .cell else { return nil }
        return key.indexPath
    }

    /// The touch was cancelled (a pan or another recognizer took it): the highlight goes.
    public func touchCancelled() {
        guard let indexPath = highlighted else { return }
        setHighlighted(nil)
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
}
