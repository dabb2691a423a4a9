import TesseraLayout

/// How far an element's picture goes from aspect fit (0) to aspect fill (1): part
/// of the appearance vocabulary both painters draw. JSON name `fillAmount`.
///
/// A layout that switches ``ImageModeAttribute`` sets this too, to
/// ``ImageMode/fillAmount``, so that an animated change of mode resizes the picture
/// smoothly while the mode itself steps halfway.
public enum FillAmountAttribute: CustomAttributeKey {
    /// The key's name in attribute dumps and scene JSON: `fillAmount`.
    public static let name = "fillAmount"
    /// 0, aspect fit: the value read when a layout does not set the key.
    ///
    /// ``ElementAppearance/applying(_:picture:pictureBackground:)`` then uses the
    /// ``ImageModeAttribute``'s ``ImageMode/fillAmount`` instead.
    public static let defaultValue = 0.0
}
