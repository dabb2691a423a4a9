import TesseraGeometry
import TesseraLayout

/// Runs a layout over a scene's data with no collection view: the counts,
/// sizes and per-section overrides come straight from the scene.
///
/// `tessera attributes` uses it. It is also the flow-layout delegate for the
/// scene's `itemSizes` and per-section overrides, and the item-size delegate any layout may ask.
public final class SceneLayoutContext: LayoutContext, FlowLayoutDelegate, ItemSizeDelegate {
    /// The scene's sections: the counts, item sizes and overrides the layout reads.
    public let sections: [SceneSection]
    /// The visible rectangle in content coordinates: the scene's window size at its content offset.
    public var bounds: Rect
    /// Extra scrollable space around the content; zero unless set.
    public var contentInset: EdgeInsets = .zero
    /// The time layouts read, fixed at zero unless set, since no clock runs here.
    public var currentTime: Duration = .zero

    /// Creates a context over `scene`'s sections, with its window size at its content offset as the bounds.
    public init(scene: Scene) {
        self.sections = scene.sections
        self.bounds = Rect(origin: scene.contentOffset, size: scene.size)
    }

    /// The number of sections in the scene.
    public var numberOfSections: Int { sections.count }
    /// The number of items in `section` (which must exist).
    public func numberOfItems(inSection section: Int) -> Int { sections[section].items }
    /// The context itself, which answers the flow layout's delegate questions from the scene.
    public var layoutDelegate: AnyObject? { self }

    /// The item's size from its section's `itemSizes`, or nil for the layout's `itemSize`.
    public func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: ElementPath) -> Size? {
        self.layout(layout, sizeForItemAt: indexPath)
    }
    /// The item's size from its section's `itemSizes`, for any layout; nil when the scene gives none or the item is not there.
    public func layout(_ layout: Layout, sizeForItemAt indexPath: ElementPath) -> Size? {
        guard indexPath.section >= 0, indexPath.section < sections.count, let sizes = sections[indexPath.section].itemSizes,
              indexPath.item >= 0, indexPath.item < sizes.count else { return nil }
        return sizes[indexPath.item]
    }
    /// The section's `itemSizes`, all at once, or nil when the scene gives none.
    public func flowLayout(_ layout: FlowLayout, sizesForItemsInSection section: Int) -> [Size]? {
        sections[section].itemSizes
    }
    /// The section's `inset`, or nil for the layout's `sectionInset`.
    public func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? {
        sections[section].inset
    }
    /// The section's `minimumLineSpacing`, or nil for the layout's.
    public func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double? {
        sections[section].minimumLineSpacing
    }
    /// The section's `minimumInteritemSpacing`, or nil for the layout's.
    public func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double? {
        sections[section].minimumInteritemSpacing
    }
    /// The section's `headerReferenceSize`, or nil for the layout's.
    public func flowLayout(_ layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> Size? {
        sections[section].headerReferenceSize
    }
    /// The section's `footerReferenceSize`, or nil for the layout's.
    public func flowLayout(_ layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> Size? {
        sections[section].footerReferenceSize
    }
}
