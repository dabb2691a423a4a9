import TesseraGeometry
import TesseraLayout

/// Runs a layout over a scene's data with no collection view: the counts,
/// sizes and per-section overrides come straight from the scene.
///
/// `tessera attributes` uses it. It is also the flow-layout delegate for the
/// scene's `itemSizes` and per-section overrides.
public final class SceneLayoutContext: LayoutContext, FlowLayoutDelegate {
    public let sections: [SceneSection]
    public var bounds: Rect
    public var contentInset: EdgeInsets = .zero
    public var currentTime: Duration = .zero

    public init(scene: Scene) {
        self.sections = scene.sections
        self.bounds = Rect(origin: scene.contentOffset, size: scene.size)
    }

    public var numberOfSections: Int { sections.count }
    public func numberOfItems(inSection section: Int) -> Int { sections[section].items }
    public var layoutDelegate: AnyObject? { self }

    public func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: ElementPath) -> Size? {
        sections[indexPath.section].itemSizes?[indexPath.item]
    }
    public func flowLayout(_ layout: FlowLayout, sizesForItemsInSection section: Int) -> [Size]? {
        sections[section].itemSizes
    }
    public func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? {
        sections[section].inset
    }
    public func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double? {
        sections[section].minimumLineSpacing
    }
    public func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double? {
        sections[section].minimumInteritemSpacing
    }
    public func flowLayout(_ layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> Size? {
        sections[section].headerReferenceSize
    }
    public func flowLayout(_ layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> Size? {
        sections[section].footerReferenceSize
    }
}
