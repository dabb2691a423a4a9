import TesseraGeometry
import TesseraLayout

/// The layout types a scene may name, by their `type` string.
///
/// A catalog is an ordinary value passed to whoever reads scenes; there is no
/// global registry. ``standard`` holds every layout Tessera ships.
public struct LayoutCatalog: Sendable {
    public private(set) var descriptors: [LayoutDescriptor]

    public init(_ descriptors: [LayoutDescriptor]) {
        self.descriptors = descriptors
    }

    /// The descriptor for `type`, if the catalog has it.
    public func descriptor(for type: String) -> LayoutDescriptor? {
        descriptors.first { $0.type == type }
    }

    /// The descriptor that made `layout`.
    public func descriptor(of layout: Layout) -> LayoutDescriptor? {
        descriptor(for: Swift.type(of: layout).typeName)
    }

    /// Adds or replaces a descriptor.
    public mutating func register(_ descriptor: LayoutDescriptor) {
        descriptors.removeAll { $0.type == descriptor.type }
        descriptors.append(descriptor)
    }

    /// Makes the layout a scene's layout object describes.
    public func makeLayout(from reader: JSONReader) throws -> Layout {
        let type = try reader.required("type").string()
        guard let d = descriptor(for: type) else {
            throw reader.error("unknown layout type \(quoted(type)); known types: \(descriptors.map(\.type).joined(separator: ", "))",
                               at: reader.path + ".type")
        }
        return try d.makeLayout(from: reader)
    }

    /// Every layout Tessera ships: the flow, then the demos from the source documents.
    public static var standard: LayoutCatalog {
        LayoutCatalog([.flow] + LayoutDescriptor.demos)
    }
}

extension LayoutDescriptor {
    /// UIKit's flow layout, with Tessera's line alignment.
    public static let flow = LayoutDescriptor(
        type: "flow",
        summary: "Lines filled greedily, as UICollectionViewFlowLayout; uniform sections form a justified grid.",
        parameters: [
            .choice("scrollDirection", \FlowLayout.scrollDirection, "vertical, or horizontal (the transpose: lines become columns)"),
            .size("itemSize", \FlowLayout.itemSize, "item size unless a section lists itemSizes"),
            .number("minimumLineSpacing", \FlowLayout.minimumLineSpacing, "spacing between lines, in points"),
            .number("minimumInteritemSpacing", \FlowLayout.minimumInteritemSpacing, "minimum spacing between items on a line"),
            .insets("sectionInset", \FlowLayout.sectionInset, "insets of every section"),
            .size("headerReferenceSize", \FlowLayout.headerReferenceSize, "header height (width when horizontal); 0 for none"),
            .size("footerReferenceSize", \FlowLayout.footerReferenceSize, "footer height (width when horizontal); 0 for none"),
            .choice("lineAlignment", \FlowLayout.lineAlignment, "justified (UIKit), or packed leading, center or trailing"),
            .bool("sectionHeadersPinToVisibleBounds", \FlowLayout.sectionHeadersPinToVisibleBounds, "sticky headers"),
            .bool("sectionFootersPinToVisibleBounds", \FlowLayout.sectionFootersPinToVisibleBounds, "sticky footers"),
        ],
        make: { FlowLayout() })
}
