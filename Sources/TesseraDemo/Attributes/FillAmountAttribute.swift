import TesseraLayout

/// The `fillAmount` custom attribute: 0 for aspect fit, 1 for aspect fill, and
/// anything between while a change of ``LayoutMode`` animates.
///
/// Cells size their image view with ``LayoutMode/imageFrame(for:in:fillAmount:)``.
public enum FillAmountAttribute: CustomAttributeKey {
    public static let name = "fillAmount"
    public static let defaultValue = 0.0
}
