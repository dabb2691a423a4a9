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
    /// | minus | delete the selected items (or the last item), animated |
    /// | m | toggle multiple selection |
    /// | a | switch aspect fit and aspect fill, in a layout with a `layoutMode` (Dimensions) |
    /// | space | pause or resume animations |
    func handleKey(_ name: String) {
        switch name {
        case "1", "2", "3", "4", "5", "6", "7", "8", "9":
            switchLayout(to: Int(name)! - 1)
        case "plus":
            insertItem()
        case "minus":
            deleteItems()
        case "m":
            collectionView.allowsMultipleSelection.toggle()
            if !collectionView.allowsMultipleSelection {
                for extra in collectionView.indexPathsForSelectedItems.dropFirst() { collectionView.deselectItem(at: extra) }
            }
        case "a":
            cycleChoice(named: "layoutMode")
        case "space":
            togglePause()
        default:
            break
        }
    }

    /// Moves a choice parameter of the current layout to its next value and
    /// animates the change: the layout invalidates itself inside an empty batch
    /// update, UIKit's `performBatchUpdates(nil)` idiom, so every cell on screen
    /// blends from its drawn attributes (a Dimensions cell's `fillAmount`) to the new ones.
    func cycleChoice(named name: String) {
        guard let p = catalog.descriptor(of: currentLayout)?.parameters.first(where: { $0.name == name }),
              case .choice(let choices) = p.kind, case .string(let current) = p.value(of: currentLayout),
              let i = choices.firstIndex(of: current) else { return }
        let layout = currentLayout
        _ = try? collectionView.performBatchUpdates { _ in
            try? p.apply(JSONReader(.string(choices[(i + 1) % choices.count])), to: layout)
        }
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
        _ = try? collectionView.performBatchUpdates { batch in
            _ = model.insertItem(at: at)
            batch.insertItems(at: [at])
        }
    }

    func deleteItems() {
        var targets = collectionView.indexPathsForSelectedItems
        if targets.isEmpty, let s = model.sections.lastIndex(where: { !$0.isEmpty }) {
            targets = [ElementPath(item: model.sections[s].count - 1, section: s)]
        }
        guard !targets.isEmpty else { return }
        _ = try? collectionView.performBatchUpdates { batch in
            for ip in targets.sorted(by: >) { model.deleteItem(at: ip) }
            batch.deleteItems(at: targets)
        }
    }

    /// A wheel step scrolls by 40 points a notch; with Ctrl it is a pinch step
    /// of 10% a notch (wheel-up spreads). A Ctrl step during a touch pinch is
    /// ignored: the pinch owns the value (and a Stack's interactive transition)
    /// until its fingers lift.
    func handleWheel(delta: Point, at location: Point, modifiers: InputEvent.Modifiers) {
        if modifiers.contains(.control) {
            guard interactions.pinch, pinchBase == nil, let base = pinchTarget() else { return }
            let factor = pow(1.1, -delta.y)
            pinchBase = base
            switch base {
            case .spread(let parameter, let start): setNumber(parameter, to: start * factor)
            case .itemSize: applyPinch(scale: factor, span: nil)
            case .stack: break
            }
            pinchBase = nil
            return
        }
        let step = modifiers.contains(.shift) ? Point(x: delta.y, y: delta.x) : delta
        let target = collectionView.contentOffset + step * 40
        collectionView.setContentOffset(collectionView.clampedContentOffset(target), animated: false)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
