import TesseraLayout

/// The `fillAmount` custom attribute: 0 for aspect fit, 1 for aspect fill, and
/// anything between while a change of ``LayoutMode`` animates.
///
/// Cells size their image view with ``LayoutMode/imageFrame(for:in:fillAmount:)``.
public enum FillAmountAttribute: CustomAttributeKey {
    /// `"fillAmount"`, the key in the `extra` object of `tessera attributes`.
    public static let name = "fillAmount"
    /// 0: aspect fit, for elements that never set it.
    public static let defaultValue = 0.0
}
