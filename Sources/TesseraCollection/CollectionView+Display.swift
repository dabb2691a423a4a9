import TesseraGeometry
import TesseraLayout

extension CollectionView {
    /// Whether `view` is on screen: its element's drawn frame met the visible bounds at the last layout pass.
    func isDisplayed(_ view: ReusableView) -> Bool {
        displayedViews.contains(ObjectIdentifier(view))
    }

    /// Notes whether the cell or supplementary view `view`, shown with `attributes`,
    /// is on screen now, and queues the delegate call when that changed; returns whether it is.
    /// Decoration views are not tracked, as in UIKit (false).
    ///
    /// A live element keeps the answer (``LiveElement/isDisplayed``), so that a layout pass asks
    /// again only when the element moves onto or off the screen.
    @discardableResult
    func noteDisplay(of view: ReusableView, as attributes: LayoutAttributes) -> Bool {
        guard attributes.category != .decoration else { return false }
        let id = ObjectIdentifier(view)
        if Self.isOnScreen(attributes, in: bounds) {
            if displayedViews.insert(id).inserted { displayEvents.append(.willDisplay(view, attributes.key)) }
            return true
        }
        if displayedViews.remove(id) != nil {
            displayEvents.append(.didEndDisplaying(view, attributes.key))
        }
        return false
    }

    /// Recycles `view`, shown as the element `key`, into its pool, ending its display first.
    func retire(_ view: ReusableView, as key: ElementKey) {
        if displayedViews.remove(ObjectIdentifier(view)) != nil {
            displayEvents.append(.didEndDisplaying(view, key))
        }
        registry.recycle(view, as: key)
    }

    /// Tells the delegate the display changes queued since the last call: the ends first,
    /// then the starts, each in the order they were noted.
    ///
    /// A view that came on screen and left it again within the same call's changes was never shown to the delegate:
    /// neither call is made for it. A layout pass that sizes cells itself takes several rounds, and cells its first
    /// round placed on screen may leave it once their real sizes push them down; told the ends first, the delegate
    /// heard `didEndDisplaying` before `willDisplay` for each, and then counted it on screen for good.
    func tellDisplayEvents() {
        guard !displayEvents.isEmpty else { return }
        let events = displayEvents
        displayEvents.removeAll(keepingCapacity: true)
        guard let delegate else { return }
        // The positions of such pairs; empty, and so never allocated, in the common case.
        var unseen: [Int] = []
        for i in events.indices {
            guard case let .didEndDisplaying(ended, _) = events[i] else { continue }
            var j = i - 1
            while j >= 0 {
                if case let .willDisplay(shown, _) = events[j], shown === ended, !unseen.contains(j) {
                    unseen.append(j)
                    unseen.append(i)
                    break
                }
                if case let .didEndDisplaying(other, _) = events[j], other === ended { break }
                j -= 1
            }
        }
        for (i, event) in events.enumerated() where unseen.isEmpty || !unseen.contains(i) {
            guard case let .didEndDisplaying(view, key) = event else { continue }
            switch key.category {
            case .cell: delegate.collectionView(self, didEndDisplaying: view, forItemAt: key.indexPath)
            case .supplementary: delegate.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind ?? "", at: key.indexPath)
            case .decoration: break
            }
        }
        for (i, event) in events.enumerated() where unseen.isEmpty || !unseen.contains(i) {
            guard case let .willDisplay(view, key) = event else { continue }
            switch key.category {
            case .cell: delegate.collectionView(self, willDisplay: view, forItemAt: key.indexPath)
            case .supplementary: delegate.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind ?? "", at: key.indexPath)
            case .decoration: break
            }
        }
    }

    /// Whether `attributes` are drawn within `bounds`: their frame, through their transform, meets it.
    static func isOnScreen(_ attributes: LayoutAttributes, in bounds: Rect) -> Bool {
        LiveViewBudget.drawnBox(of: attributes)?.intersects(bounds) ?? false
    }

    /// ``isOnScreen(_:in:)`` of the attributes at `attributes`, read where they lie: an untransformed
    /// element (as a layout pass mostly finds) is judged by its frame with no copy of the whole value.
    @inline(__always)
    static func isOnScreen(_ attributes: UnsafePointer<LayoutAttributes>, in bounds: Rect) -> Bool {
        if attributes.pointee.isUntransformed { return attributes.pointee.frame.intersects(bounds) }
        return isOnScreen(attributes.pointee, in: bounds)
    }
}
