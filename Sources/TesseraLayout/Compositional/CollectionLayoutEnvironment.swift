import TesseraGeometry

/// What a section provider knows about where its section goes, as `NSCollectionLayoutEnvironment`.
public struct CollectionLayoutEnvironment: Hashable, Sendable {
    /// The room the layout has, as `NSCollectionLayoutContainer`.
    public struct Container: Hashable, Sendable {
        /// The collection view's size, before insets.
        public var contentSize: Size
        /// The collection view's content inset.
        public var contentInsets: EdgeInsets
        /// The size after the content inset: what the layout fills across.
        public var effectiveContentSize: Size {
            Size(width: max(0, contentSize.width - contentInsets.horizontal),
                 height: max(0, contentSize.height - contentInsets.vertical))
        }
    }

    /// The layout's container.
    public var container: Container
}
