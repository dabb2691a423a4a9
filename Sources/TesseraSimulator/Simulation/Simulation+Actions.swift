import TesseraCollection
import TesseraLayout

extension Simulation {
    /// Performs a demo action: what a key or a gesture triggers, named outright.
    ///
    /// An action that does not fit the data (an index out of range, a delete a
    /// ``MinimumItemCountLayout`` refuses, a layout the scene does not have, an insert past the
    /// ``Scene/maximumItemCount`` a scene file may hold) changes nothing and returns false.
    ///
    /// ```swift
    /// simulation.perform(.insertSection(1, items: 3))   // Survey: the binder slides in from the left
    /// ```
    @discardableResult
    public func perform(_ action: SceneAction) -> Bool {
        switch action {
        case let .insertSection(section, items):
            return insertSection(at: section, items: items)
        case .deleteSection(let section):
            return deleteSection(at: section)
        case .insertItem(let path):
            return insertItem(at: path)
        case .deleteItem(let path):
            return deleteItems(at: [path])
        case .toggleMode:
            return toggleMode()
        case .switchLayout(let index):
            guard index >= 0, index < layouts.count else { return false }
            switchLayout(to: index)
            return true
        }
    }

    /// Inserts a section of `items` new items at `section`, animated.
    @discardableResult
    func insertSection(at section: Int, items: Int) -> Bool {
        guard section >= 0, section <= model.sections.count, items >= 0, items <= SceneAction.maximumInsertedItems,
              model.itemCount + items <= maximumItemCount else { return false }
        guard (try? collectionView.performBatchUpdates({ batch in
            model.insertSection(at: section, count: items)
            batch.insertSections([section])
        })) != nil else { return false }
        model.retitleSectionViews(in: collectionView)
        return true
    }

    /// Deletes the section at `section` with its items, animated, unless the layout keeps them.
    @discardableResult
    func deleteSection(at section: Int) -> Bool {
        guard section >= 0, section < model.sections.count else { return false }
        let remaining = section == 0 ? (model.sections.count > 1 ? model.sections[1].count : 0) : model.sections[0].count
        guard keepsEnoughItems(inSectionZero: remaining) else { return false }
        guard (try? collectionView.performBatchUpdates({ batch in
            model.deleteSection(at: section)
            batch.deleteSections([section])
        })) != nil else { return false }
        model.retitleSectionViews(in: collectionView)
        return true
    }

    /// Inserts a new item at `path`, animated.
    @discardableResult
    func insertItem(at path: ElementPath) -> Bool {
        guard path.section >= 0, path.section < model.sections.count, path.item >= 0,
              path.item <= model.sections[path.section].count, model.itemCount < maximumItemCount else { return false }
        return (try? collectionView.performBatchUpdates { batch in
            _ = model.insertItem(at: path)
            batch.insertItems(at: [path])
        }) != nil
    }

    /// Deletes the items at `paths`, animated, unless the layout keeps them: all or nothing.
    @discardableResult
    func deleteItems(at paths: [ElementPath]) -> Bool {
        guard !paths.isEmpty, Set(paths).count == paths.count, paths.allSatisfy({
            $0.section >= 0 && $0.section < model.sections.count && $0.item >= 0 && $0.item < model.sections[$0.section].count
        }) else { return false }
        if !model.sections.isEmpty {
            guard keepsEnoughItems(inSectionZero: model.sections[0].count - paths.filter { $0.section == 0 }.count) else { return false }
        }
        return (try? collectionView.performBatchUpdates { batch in
            for ip in paths.sorted(by: >) { model.deleteItem(at: ip) }
            batch.deleteItems(at: paths)
        }) != nil
    }

    /// Whether section 0 may be left with `count` items by the layout on screen.
    private func keepsEnoughItems(inSectionZero count: Int) -> Bool {
        guard let keeper = currentLayout as? MinimumItemCountLayout else { return true }
        return count >= keeper.minimumItemCount
    }
}
