/// The items of one section as a tree, by identifier, as `NSDiffableDataSourceSectionSnapshot`: items with children,
/// each parent expanded or collapsed, for outlines and expandable lists.
///
/// The collection view shows a section's ``visibleItems``: the root items and, under each expanded parent, its
/// children, depth first. Apply one to a section with
/// ``CollectionViewDiffableDataSource/apply(_:to:animatingDifferences:completion:)``; expanding or collapsing a parent
/// and applying the snapshot again inserts or deletes the rows under it, animated.
///
/// ```swift
/// var outline = DiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Lists"])
/// outline.append(["Simple List", "Reorderable List"], to: "Lists")
/// outline.expand(["Lists"])
/// dataSource.apply(outline, to: .main)
/// ```
///
/// As in UIKit, a parent starts collapsed, every identifier is unique across the snapshot, and adding one that is
/// already there, or naming one that is not, is a programming error that stops the program with a message naming it.
/// The tree is walked without recursion, so a chain of any depth is safe.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    private struct Node {
        var parent: ItemIdentifierType?
        var children: [ItemIdentifierType] = []
        var isExpanded = false
    }

    private var nodes: [ItemIdentifierType: Node] = [:]
    /// The items with no parent, in order.
    public private(set) var rootItems: [ItemIdentifierType] = []

    /// An empty section snapshot.
    public init() {}

    // MARK: Reading

    /// Every item, depth first: each parent followed by its children, expanded or not.
    public var items: [ItemIdentifierType] { depthFirst(from: rootItems, visibleOnly: false) }

    /// The items the section shows, depth first: the root items, and the children of every expanded parent that is
    /// itself shown.
    public var visibleItems: [ItemIdentifierType] { depthFirst(from: rootItems, visibleOnly: true) }

    /// Whether the snapshot holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { nodes[item] != nil }

    /// Whether `item` is expanded (a parent starts collapsed).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { node(item).isExpanded }

    /// Whether `item` is shown: every parent above it is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        var parent = node(item).parent
        while let p = parent {
            guard let n = nodes[p], n.isExpanded else { return false }
            parent = n.parent
        }
        return true
    }

    /// How deep `item` is: 0 for a root item, 1 for its children, and so on.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0, parent = node(item).parent
        while let p = parent {
            level += 1
            parent = nodes[p]?.parent
        }
        return level
    }

    /// The parent of `child`, or nil for a root item.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { node(child).parent }

    /// Where `item` is in ``items``, or nil when the snapshot does not hold it.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard nodes[item] != nil else { return nil }
        return items.firstIndex(of: item)
    }

    /// The tree under `parent` as a snapshot of its own: with `parent` as its one root when `includingParent`,
    /// otherwise with `parent`'s children as its roots. Expanded parents stay expanded.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        let top = node(parent)
        var result = Self()
        result.rootItems = includingParent ? [parent] : top.children
        let roots = Set(result.rootItems)
        for item in depthFirst(from: result.rootItems, visibleOnly: false) {
            var n = nodes[item]!
            if roots.contains(item) { n.parent = nil }
            result.nodes[item] = n
        }
        return result
    }

    /// The tree as text, an item a line, indented two spaces a level: `-` before an expanded parent, `+` before a
    /// collapsed one, `*` before an item without children.
    public func visualDescription() -> String {
        var lines: [String] = []
        walk(from: rootItems, visibleOnly: false) { item, level in
            let n = nodes[item]!
            let mark = n.children.isEmpty ? "*" : n.isExpanded ? "-" : "+"
            lines.append(String(repeating: "  ", count: level) + "\(mark) \(item)")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Changing

    /// Adds `items` after the root items, or after the children of `parent` when it is given.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent {
            _ = node(parent)
            add(items, parent: parent)
            nodes[parent]!.children.append(contentsOf: items)
        } else {
            add(items, parent: nil)
            rootItems.append(contentsOf: items)
        }
    }

    /// Adds `items` just before `item`, with the same parent.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, beside: item, after: false)
    }

    /// Adds `items` just after `item`, with the same parent.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, beside: item, after: true)
    }

    /// Adds the trees of `snapshot` just before `item`, its root items becoming `item`'s siblings.
    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
        insert(snapshot.rootItems, before: item)
        adopt(snapshot)
    }

    /// Adds the trees of `snapshot` just after `item`, its root items becoming `item`'s siblings.
    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
        insert(snapshot.rootItems, after: item)
        adopt(snapshot)
    }

    /// Replaces the children of `parent`, and everything under them, with the trees of `snapshot`.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        delete(node(parent).children)
        append(snapshot.rootItems, to: parent)
        adopt(snapshot)
    }

    /// Removes `items` and everything under them.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        var gone = Set<ItemIdentifierType>()
        for item in items {
            // An item under one deleted earlier in the list went with it.
            if gone.contains(item) { continue }
            guard let n = nodes[item] else { preconditionFailure("DiffableDataSourceSectionSnapshot: no item \(item)") }
            // Detach it from its parent or the roots, then forget it and its descendants.
            if let p = n.parent { nodes[p]?.children.removeAll { $0 == item } } else { rootItems.removeAll { $0 == item } }
            for d in depthFirst(from: [item], visibleOnly: false) {
                gone.insert(d)
                nodes[d] = nil
            }
        }
    }

    /// Removes every item.
    public mutating func deleteAll() {
        self = Self()
    }

    /// Expands `items`: the children of each are shown while it is.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items {
            _ = node(item)
            nodes[item]!.isExpanded = true
        }
    }

    /// Collapses `items`: the children of each are hidden.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items {
            _ = node(item)
            nodes[item]!.isExpanded = false
        }
    }

    // MARK: Helpers

    private func node(_ item: ItemIdentifierType) -> Node {
        guard let n = nodes[item] else { preconditionFailure("DiffableDataSourceSectionSnapshot: no item \(item)") }
        return n
    }

    /// Records `items` as new children of `parent` (nil: roots); each must be new.
    private mutating func add(_ items: [ItemIdentifierType], parent: ItemIdentifierType?) {
        for item in items {
            precondition(nodes[item] == nil, "DiffableDataSourceSectionSnapshot: item \(item) is already in the snapshot")
            nodes[item] = Node(parent: parent)
        }
    }

    private mutating func insert(_ items: [ItemIdentifierType], beside item: ItemIdentifierType, after: Bool) {
        let parent = node(item).parent
        add(items, parent: parent)
        if let parent {
            let i = nodes[parent]!.children.firstIndex(of: item)!
            nodes[parent]!.children.insert(contentsOf: items, at: after ? i + 1 : i)
        } else {
            let i = rootItems.firstIndex(of: item)!
            rootItems.insert(contentsOf: items, at: after ? i + 1 : i)
        }
    }

    /// Takes in everything under `snapshot`'s root items (already added here), with their expanded states.
    private mutating func adopt(_ snapshot: Self) {
        let roots = Set(snapshot.rootItems)
        for root in snapshot.rootItems { nodes[root]?.isExpanded = snapshot.nodes[root]!.isExpanded }
        for item in snapshot.depthFirst(from: snapshot.rootItems, visibleOnly: false) where !roots.contains(item) {
            precondition(nodes[item] == nil, "DiffableDataSourceSectionSnapshot: item \(item) is already in the snapshot")
            nodes[item] = snapshot.nodes[item]
        }
        for root in snapshot.rootItems { nodes[root]?.children = snapshot.nodes[root]!.children }
    }

    /// The items under and including `roots`, depth first; with `visibleOnly`, only into the children of expanded
    /// parents.
    private func depthFirst(from roots: [ItemIdentifierType], visibleOnly: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(visibleOnly ? roots.count : nodes.count)
        walk(from: roots, visibleOnly: visibleOnly) { item, _ in result.append(item) }
        return result
    }

    /// Calls `body` with each item under and including `roots` and its depth below them, depth first, without
    /// recursion; with `visibleOnly`, only into the children of expanded parents.
    private func walk(from roots: [ItemIdentifierType], visibleOnly: Bool, _ body: (ItemIdentifierType, Int) -> Void) {
        // A stack of (children, next index) frames; the depth of a frame's children is its place in the stack.
        var stack: [(children: [ItemIdentifierType], next: Int)] = [(roots, 0)]
        while let top = stack.last {
            guard top.next < top.children.count else { stack.removeLast(); continue }
            let item = top.children[top.next]
            stack[stack.count - 1].next += 1
            body(item, stack.count - 1)
            if let n = nodes[item], !n.children.isEmpty, !visibleOnly || n.isExpanded {
                stack.append((n.children, 0))
            }
        }
    }
}
