import TesseraGeometry

/// One section of a ``LayoutHarness``'s data: its item count and, optionally,
/// what a flow-layout delegate answers for it.
///
/// Every value but ``items`` is optional; nil means "the layout's own property",
/// as a `UICollectionViewDelegateFlowLayout` method that is not implemented. The
/// names follow a scene file's sections. An integer literal is a section of that
/// many items, so `sections: [5, 0, 12]` reads as counts.
///
/// ```swift
/// let sections: [HarnessSection] = [
///     HarnessSection(items: 3, itemSizes: [Size(width: 40, height: 20), Size(width: 40, height: 60), Size(width: 40, height: 40)]),
///     HarnessSection(items: 10, inset: EdgeInsets(top: 5, left: 0, bottom: 5, right: 0), headerReferenceSize: Size(width: 0, height: 30)),
/// ]
/// ```
public struct HarnessSection: Equatable, Sendable, ExpressibleByIntegerLiteral {
    /// The number of items in the section.
    public var items: Int
    /// One size per item, as a `sizeForItemAt` delegate gives; nil lets the layout size them.
    public var itemSizes: [Size]?
    /// The section's insets, overriding the flow layout's `sectionInset`.
    public var inset: EdgeInsets?
    /// The spacing between lines, overriding `minimumLineSpacing`.
    public var minimumLineSpacing: Double?
    /// The spacing between items on a line, overriding `minimumInteritemSpacing`.
    public var minimumInteritemSpacing: Double?
    /// The header size, overriding `headerReferenceSize`.
    public var headerReferenceSize: Size?
    /// The footer size, overriding `footerReferenceSize`.
    public var footerReferenceSize: Size?

    /// A section of `items` items with the given delegate answers; `items` defaults to the number of `itemSizes`.
    ///
    /// - Precondition: `itemSizes`, when given, has one size per item.
    public init(items: Int? = nil, itemSizes: [Size]? = nil, inset: EdgeInsets? = nil, minimumLineSpacing: Double? = nil,
                minimumInteritemSpacing: Double? = nil, headerReferenceSize: Size? = nil, footerReferenceSize: Size? = nil) {
        let count = items ?? itemSizes?.count ?? 0
        precondition(itemSizes == nil || itemSizes!.count == count, "itemSizes needs one size per item")
        self.items = count
        self.itemSizes = itemSizes
        self.inset = inset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }

    /// A section of `value` items and no delegate answers.
    public init(integerLiteral value: Int) {
        self.init(items: value)
    }
}
