import TesseraGeometry
import TesseraLayout

// How batch updates and layout changes animate: the layout's initial and final attributes for every element on
// screen, and the content drawn moving with an offset that changed.
extension CollectionView {
    /// The part of the layout drawn within ``liveRect`` now: ``liveRect`` moved back by
    /// the part of an animated content offset change still to come
    /// (``Animator/presentedShift``). A layout pass asks the layout for the elements
    /// in it, so while the content is drawn moving to a new offset, the elements
    /// drawn on screen are those that have views.
    var drawnLiveRect: Rect {
        let shift = animator.presentedShift
        return shift == .zero ? liveRect : liveRect.offsetBy(dx: -shift.x, dy: -shift.y)
    }

    /// Re-keys surviving live views and sends the others away, asking the layout,
    /// as UIKit does, for the final attributes of every element that had a view
    /// (at its index path before the update) and the initial attributes of every
    /// one that keeps it (at its index path after).
    ///
    /// An element that keeps its view animates from its initial attributes, or
    /// from where it was drawn when the layout answers nil, to its final
    /// attributes, or to its new layout attributes when the layout answers nil;
    /// ending at final attributes, it takes its layout attributes when the
    /// animation ends. An element that loses its view (deleted, reloaded, or gone
    /// from the layout) animates from where it was drawn to its final attributes,
    /// or fades out where it was when the layout answers nil. Without an animation
    /// nothing is asked. The elements are taken in key order, so the layout is
    /// asked in the same order on every run.
    ///
    /// An element still moving or resizing under an earlier animation (its track in
    /// `previous`, keyed before the update) goes on doing so, additively, as in UIKit
    /// since iOS 8: see ``Animator``. Starting from where it was drawn, it starts
    /// in position and size where the earlier animation was taking it.
    func carryLiveElements(through plan: BatchUpdatePlan, layout: Layout, group: Int?,
                           previous: [ElementKey: Animator.Track] = [:]) {
        let now = clock.now
        let old = live
        live.removeAll(keepingCapacity: true)
        lastPassInputs = nil
        for key in old.keys.sorted() {
            let element = old[key]!
            let final = group == nil ? nil : finalAttributes(for: key, layout: layout)
            if let k = newKey(for: key, plan: plan), layout.attributes(for: k) != nil {
                live[k] = element
                guard let group else { continue }
                let to = final.map { Self.rekeyed($0, to: k) }
                let earlier = previous[key], heading = earlier == nil ? nil : layout.attributesBeforeUpdate(for: key)
                if let initial = initialAttributes(for: k, layout: layout) {
                    let residuals = earlier.flatMap { animator.residuals(carriedFrom: $0, heading: heading, at: now) } ?? []
                    animator.track(k, fromLayout: Self.rekeyed(initial, to: k), to: to, group: group, residuals: residuals)
                } else {
                    animator.carry(k, previous: earlier, heading: heading, drawn: element.applied, to: to, group: group, at: now)
                }
                continue
            }
            if let group {
                let to = final ?? Self.faded(layout.attributesBeforeUpdate(for: key) ?? animator.undrawn(element.applied))
                animator.vanish(element.view, from: element.applied, to: to, group: group)
            } else {
                registry.recycle(element.view, as: key)
            }
        }
    }

    /// Gives every element that comes into view, and had no view before, the
    /// starting point the layout chooses: its initial attributes, asked for
    /// inserted elements and for elements the update moved into view alike (a
    /// layout tells them apart from the update items it got in
    /// `prepare(forCollectionViewUpdates:)`). When the layout answers nil, an
    /// inserted element (or the new view of a reloaded one) fades in where it
    /// lands, and an element that was there before starts from its old place
    /// (see ``recordAttributesBeforeUpdate(of:animated:)``), or, when that is not
    /// known, from its new place, as UIKit's documentation says of a nil answer.
    /// Only elements within ``maximumLiveViews`` are asked about, so an update over
    /// a million elements on screen tracks no more than the budget.
    func planAppearing(plan: BatchUpdatePlan, layout: Layout, group: Int) {
        for a in elementsWithinBudget(of: layout) where live[a.key] == nil {
            let key = a.key
            if let initial = initialAttributes(for: key, layout: layout) {
                animator.track(key, fromLayout: Self.rekeyed(initial, to: key), group: group)
            } else if let old = oldKey(for: key, plan: plan) {
                if let before = layout.attributesBeforeUpdate(for: old) {
                    animator.track(key, fromLayout: Self.rekeyed(before, to: key), group: group)
                }
            } else {
                animator.track(key, fromLayout: Self.faded(a), group: group)
            }
        }
    }

    /// Lets `layout` keep, before an update, its attributes for the elements that have
    /// a view and, for an animated update, for those within a screen of the live
    /// rectangle too: where an element the update moves into view was (see
    /// ``planAppearing(plan:layout:group:)``). At most
    /// ``LiveViewBudget/candidateCapacity(forLimit:)`` elements of that rectangle are kept.
    func recordAttributesBeforeUpdate(of layout: Layout, animated: Bool) {
        var before = live.keys.compactMap { layout.attributes(for: $0) }
        if animated {
            let rect = liveRect.insetBy(dx: -bounds.width, dy: -bounds.height)
            var room = LiveViewBudget.candidateCapacity(forLimit: maximumLiveViews)
            layout.forEachElement(in: rect) { a in
                guard room > 0, live[a.key] == nil else { return }
                room -= 1
                before.append(a)
            }
        }
        layout.recordAttributesBeforeUpdate(before)
    }

    /// The key an element at `key` after the update had before it, or nil when it is
    /// new: inserted, the new view of a reloaded item, in an inserted or reloaded section,
    /// or a view the layout inserted or whose old place it deleted.
    func oldKey(for key: ElementKey, plan: BatchUpdatePlan) -> ElementKey? {
        switch key.category {
        case .cell:
            guard let p = plan.oldIndexPath(forNew: key.indexPath), !plan.reloadedItems.contains(p) else { return nil }
            return .cell(p)
        case .supplementary, .decoration:
            guard !plan.insertedViews.contains(key), let s = plan.oldSection(forNew: key.indexPath.section),
                  !plan.isSectionReloaded(old: s) else { return nil }
            let k = ElementKey(category: key.category, kind: key.kind, indexPath: ElementPath(item: key.indexPath.item, section: s))
            return plan.deletedViews.contains(k) ? nil : k
        }
    }

    /// The layout's initial attributes for an element that appears at `key` (its key after the update).
    private func initialAttributes(for key: ElementKey, layout: Layout) -> LayoutAttributes? {
        switch key.category {
        case .cell: layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
        case .supplementary:
            key.kind.flatMap { layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: $0, at: key.indexPath) }
        case .decoration:
            key.kind.flatMap { layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: $0, at: key.indexPath) }
        }
    }

    /// The layout's final attributes for an element that disappears from `key` (its key before the update).
    private func finalAttributes(for key: ElementKey, layout: Layout) -> LayoutAttributes? {
        switch key.category {
        case .cell: layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        case .supplementary:
            key.kind.flatMap { layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: $0, at: key.indexPath) }
        case .decoration:
            key.kind.flatMap { layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: $0, at: key.indexPath) }
        }
    }

    /// `attributes` with the identity of `key`.
    static func rekeyed(_ attributes: LayoutAttributes, to key: ElementKey) -> LayoutAttributes {
        var a = attributes
        a.indexPath = key.indexPath
        a.category = key.category
        a.elementKind = key.kind
        return a
    }

    /// `attributes` at alpha 0: where an element fades in or out.
    static func faded(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var a = attributes
        a.alpha = 0
        return a
    }
}
