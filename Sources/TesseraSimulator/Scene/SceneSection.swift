import TesseraGeometry

/// One section of a scene.
///
/// The flow overrides (``inset``, the spacings, the header and footer sizes) are kept together apart from the
/// section, and not at all when none is set, as in most sections: a section takes 24 bytes, where a scene may
/// hold a million of them.
public struct SceneSection: Equatable, Sendable {
    /// The number of items in the section.
    public var items: Int
    /// One size per item, as a `sizeForItemAt` delegate would give.
    public var itemSizes: [Size]?
    /// The overrides, nil when none is set.
    private var box: OverridesBox?

    /// Every flow override of the section, ``SectionOverrides/none`` when it sets none.
    var overrides: SectionOverrides {
        get { box?.values ?? .none }
        set { box = newValue == .none ? nil : OverridesBox(newValue) }
    }

    /// Insets around the section's items, as `insetForSectionAt` would give; nil keeps the layout's.
    public var inset: EdgeInsets? {
        get { box?.values.inset }
        set { overrides.inset = newValue }
    }
    /// Spacing between the section's lines, in points; nil keeps the layout's.
    public var minimumLineSpacing: Double? {
        get { box?.values.minimumLineSpacing }
        set { overrides.minimumLineSpacing = newValue }
    }
    /// Spacing between items on one of the section's lines, in points; nil keeps the layout's.
    public var minimumInteritemSpacing: Double? {
        get { box?.values.minimumInteritemSpacing }
        set { overrides.minimumInteritemSpacing = newValue }
    }
    /// The section header's size, as `referenceSizeForHeaderInSection` would give; nil keeps the layout's.
    public var headerReferenceSize: Size? {
        get { box?.values.headerReferenceSize }
        set { overrides.headerReferenceSize = newValue }
    }
    /// The section footer's size, as `referenceSizeForFooterInSection` would give; nil keeps the layout's.
    public var footerReferenceSize: Size? {
        get { box?.values.footerReferenceSize }
        set { overrides.footerReferenceSize = newValue }
    }

    /// Creates a section of `items` items; every override left nil keeps the layout's own value.
    public init(items: Int, itemSizes: [Size]? = nil, inset: EdgeInsets? = nil, minimumLineSpacing: Double? = nil,
                minimumInteritemSpacing: Double? = nil, headerReferenceSize: Size? = nil, footerReferenceSize: Size? = nil) {
        self.items = items
        self.itemSizes = itemSizes
        overrides = SectionOverrides(inset: inset, minimumLineSpacing: minimumLineSpacing,
                                     minimumInteritemSpacing: minimumInteritemSpacing,
                                     headerReferenceSize: headerReferenceSize, footerReferenceSize: footerReferenceSize)
    }

    /// Whether both sections have the same items, item sizes and overrides.
    public static func == (a: SceneSection, b: SceneSection) -> Bool {
        a.items == b.items && a.itemSizes == b.itemSizes && a.overrides == b.overrides
    }
}

/// A section's overrides, shared by the copies of a section and never changed: a change makes a new one.
private final class OverridesBox: Sendable {
    let values: SectionOverrides

    init(_ values: SectionOverrides) {
        self.values = values
    }
}
