import TesseraLayout

extension CollectionView {
    /// How the supplementary views of one kind are made and configured, as `UICollectionView.SupplementaryRegistration`:
    /// the view class, the element kind, and a handler that configures a view for an index path.
    ///
    /// Make it once and dequeue with ``CollectionView/dequeueConfiguredReusableSupplementary(using:for:)``, from the
    /// data source's `viewForSupplementaryElementOfKind` or a diffable data source's supplementary view provider; it
    /// registers itself with a collection view the first time it is used there.
    public struct SupplementaryRegistration<Supplementary: ReusableView> {
        /// Configures `view`, of `kind`, for `indexPath`.
        public typealias Handler = (_ view: Supplementary, _ kind: ElementKind, _ indexPath: ElementPath) -> Void

        /// The kind of the views it makes.
        public let elementKind: ElementKind
        let reuseIdentifier: String
        let factory: () -> Supplementary
        let handler: Handler

        /// A registration for views of `elementKind`, made with `Supplementary()` and configured by `handler`.
        public init(elementKind: ElementKind, handler: @escaping Handler) {
            self.init(elementKind: elementKind, factory: { Supplementary() }, handler: handler)
        }

        /// A registration for views of `elementKind` that `factory` makes and `handler` configures.
        public init(elementKind: ElementKind, factory: @escaping () -> Supplementary, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = RegistrationIdentifier.next("supplementary")
            self.factory = factory
            self.handler = handler
        }
    }

    /// A supplementary view of `registration`'s kind for `indexPath`, recycled or new, configured by its handler, as
    /// `dequeueConfiguredReusableSupplementary(using:for:)`.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: ElementPath) -> Supplementary {
        let key = ReuseRegistry.SupplementaryID(kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if registry.supplementaryFactories[key] == nil {
            register(forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier,
                     factory: registration.factory)
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier,
                                                    for: indexPath)
        guard let typed = view as? Supplementary else {
            preconditionFailure("CollectionView: the view of \(registration.reuseIdentifier) is not a \(Supplementary.self)")
        }
        registration.handler(typed, registration.elementKind, indexPath)
        return typed
    }
}
