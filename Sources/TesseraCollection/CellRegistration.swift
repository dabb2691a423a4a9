import Synchronization
import TesseraLayout

extension CollectionView {
    /// How the cells of one kind of item are made and configured, as `UICollectionView.CellRegistration`: the cell
    /// class, and a handler that configures a cell for an item.
    ///
    /// Make it once, outside the cell provider, and dequeue with
    /// ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)``; there is nothing to register by hand, as
    /// the registration brings a reuse identifier of its own, registered with a collection view the first time it
    /// dequeues with it. Cells of one registration are reused only for that registration.
    ///
    /// ```swift
    /// let registration = CollectionView.CellRegistration<NameCell, String> { cell, indexPath, name in
    ///     cell.name = name
    /// }
    /// let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, name in
    ///     view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    /// }
    /// ```
    public struct CellRegistration<Cell: ReusableView, Item> {
        /// Configures `cell` to show `item`, at `indexPath`.
        public typealias Handler = (_ cell: Cell, _ indexPath: ElementPath, _ item: Item) -> Void

        /// The reuse identifier, unique to this registration.
        let reuseIdentifier: String
        let factory: () -> Cell
        let handler: Handler

        /// A registration whose cells are made with `Cell()` and configured by `handler`.
        public init(handler: @escaping Handler) {
            self.init(factory: { Cell() }, handler: handler)
        }

        /// A registration whose cells `factory` makes (where UIKit would load a nib) and `handler` configures.
        public init(factory: @escaping () -> Cell, handler: @escaping Handler) {
            reuseIdentifier = RegistrationIdentifier.next("cell")
            self.factory = factory
            self.handler = handler
        }
    }

    /// A cell for `item` at `indexPath`, recycled or new, configured by `registration`'s handler, as
    /// `dequeueConfiguredReusableCell(using:for:item:)`. Call it from the data source's `cellForItemAt` or a
    /// diffable data source's cell provider.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: ElementPath, item: Item) -> Cell {
        let identifier = registration.reuseIdentifier
        if registry.cellFactories[identifier] == nil { register(forCellWithReuseIdentifier: identifier, factory: registration.factory) }
        guard let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? Cell else {
            preconditionFailure("CollectionView: the cell of \(identifier) is not a \(Cell.self)")
        }
        registration.handler(cell, indexPath, item)
        return cell
    }
}

/// The reuse identifiers of registrations: one number each, process-wide, so two registrations never share a pool.
enum RegistrationIdentifier {
    private static let counter = Atomic<Int>(0)

    /// A fresh identifier that starts with `prefix`, which ordinary reuse identifiers do not (they have no `\u{1}`).
    static func next(_ prefix: String) -> String {
        "\u{1}\(prefix)-registration-\(counter.add(1, ordering: .relaxed).newValue)"
    }
}
