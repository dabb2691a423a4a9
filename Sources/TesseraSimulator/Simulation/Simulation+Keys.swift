import TesseraCollection
import TesseraGeometry
import TesseraLayout

extension Simulation {
    /// The keys the simulation understands; hosts handle `r` (record) and `q` (quit).
    ///
    /// | key | action |
    /// |---|---|
    /// | 1–9 | switch to that layout of the scene, animated |
    /// | plus | insert an item after the selected one (or at the end of the first section), animated |
    /// | minus | delete the selected items (or the last item), animated; refused whole below a ``MinimumItemCountLayout``'s minimum |
    /// | s | insert a section of ``SceneAction/insertedSectionItemCount`` items after the selected item's section (or at the end), animated |
    /// | d | delete the selected item's section (or the last section), animated |
    /// | m | toggle multiple selection |
    /// | a | toggle the mode of a ``ModeToggleLayout`` (Dimensions: aspect fit and fill), animated |
    /// | space | pause or resume animations |
    /// | up, down, left, right | scroll a line (40 points) that way, or a page when paging, animated |
    /// | pageup, pagedown | scroll 0.8 of the visible extent, animated |
    /// | home, end | scroll to the start or the end, animated |
    func handleKey(_ name: String) {
        switch name {
        case "1", "2", "3", "4", "5", "6", "7", "8", "9":
            switchLayout(to: Int(name)! - 1)
        case "plus":
            insertItem()
        case "minus":
            deleteItems()
        case "s":
            let after = collectionView.indexPathsForSelectedItems.last.map { $0.section + 1 } ?? model.sections.count
            insertSection(at: after, items: SceneAction.insertedSectionItemCount)
        case "d":
            if let section = collectionView.indexPathsForSelectedItems.last?.section ?? model.sections.indices.last {
                deleteSection(at: section)
            }
        case "m":
            collectionView.allowsMultipleSelection.toggle()
            if !collectionView.allowsMultipleSelection {
                for extra in collectionView.indexPathsForSelectedItems.dropFirst() { collectionView.deselectItem(at: extra) }
            }
        case "a":
            toggleMode()
        case "space":
            togglePause()
        default:
            if let step = Self.scrollKeys[name] { collectionView.scroll(for: step) }
        }
    }

    /// The keys that scroll, by their names in a log.
    static let scrollKeys: [String: KeyboardScrollStep] = [
        "up": .up, "down": .down, "left": .left, "right": .right,
        "pageup": .pageUp, "pagedown": .pageDown, "home": .home, "end": .end,
    ]

    /// Toggles the mode of a ``ModeToggleLayout`` and animates the change: the layout
    /// changes inside an empty batch update, UIKit's `performBatchUpdates(nil)` idiom, so
    /// every cell on screen blends from its drawn attributes (a Dimensions cell's
    /// `fillAmount`) to the new ones, over the layout's own time when it is a ``TimedModeToggleLayout``.
    @discardableResult
    func toggleMode() -> Bool {
        guard let layout = currentLayout as? ModeToggleLayout else { return false }
        let animation = (layout as? TimedModeToggleLayout)?.modeToggleAnimation ?? .standard
        return (try? collectionView.performBatchUpdates(animation: animation) { _ in layout.toggleMode() }) != nil
    }

    func insertItem() {
        guard !model.sections.isEmpty else { return }
        let at: ElementPath
        if let selected = collectionView.indexPathsForSelectedItems.last {
            at = ElementPath(item: selected.item + 1, section: selected.section)
        } else {
            let s = model.sections.firstIndex { !$0.isEmpty } ?? 0
            at = ElementPath(item: model.sections[s].count, section: s)
        }
        insertItem(at: at)
    }

    func deleteItems() {
        var targets = collectionView.indexPathsForSelectedItems
        if targets.isEmpty, let s = model.sections.lastIndex(where: { !$0.isEmpty }) {
            targets = [ElementPath(item: model.sections[s].count - 1, section: s)]
        }
        deleteItems(at: targets)
    }

    /// A wheel step scrolls by 40 points a notch; with Ctrl it is a pinch step
    /// of 10% a notch (wheel-up spreads). A Ctrl step during a touch pinch is
    /// ignored: the pinch owns the value (and a Stack's interactive transition)
    /// until its fingers lift. A sideways step (or Shift with the wheel) over a
    /// section that scrolls sideways scrolls that section's row instead of the page;
    /// in a layout whose sections scroll up and down instead (a horizontal
    /// compositional layout), an upright step over one scrolls it.
    func handleWheel(delta: Point, at location: Point, modifiers: InputEvent.Modifiers) {
        if modifiers.contains(.control) {
            guard interactions.pinch, pinchTarget == nil,
                  case .adjusting(let layout) = pinchTarget(for: currentLayout) else { return }
            layout.beginPinchAdjustment()
            // At most 100 notches at once: 1.1 to the power of thousands is infinite or zero, a scale that no
            // layout can take, and the step was dropped where it should go as far as the layout allows.
            layout.adjustForPinch(scale: pow(1.1, min(100, max(-100, -delta.y))), span: nil)
            layout.endPinchAdjustment()
            return
        }
        var step = modifiers.contains(.shift) ? Point(x: delta.y, y: delta.x) : delta
        // Along the axis of a row that scrolls on its own, over it, the row takes it, as a nested scroll view does.
        if collectionView.orthogonalScrollsVertically {
            if step.y != 0, collectionView.scrollOrthogonally(at: contentPoint(location), by: step.y * 40) { step.y = 0 }
        } else if step.x != 0, collectionView.scrollOrthogonally(at: contentPoint(location), by: step.x * 40) { step.x = 0 }
        guard collectionView.isScrollEnabled else { return }
        let target = collectionView.contentOffset + step * 40
        collectionView.setContentOffset(collectionView.clampedContentOffset(target), animated: false)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
