import TesseraGeometry

/// A section's flow overrides, as a scene's section gives them: nil keeps the layout's own value.
struct SectionOverrides: Equatable, Sendable {
    var inset: EdgeInsets?
    var minimumLineSpacing: Double?
    var minimumInteritemSpacing: Double?
    var headerReferenceSize: Size?
    var footerReferenceSize: Size?

    /// No overrides at all.
    static let none = SectionOverrides()
}
