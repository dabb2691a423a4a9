import TesseraLayout

/// How far an element's picture goes from aspect fit (0) to aspect fill (1): part
/// of the appearance vocabulary both painters draw. JSON name `fillAmount`.
///
/// A layout that switches ``ImageModeAttribute`` sets this too, to
/// ``ImageMode/fillAmount``, so that an animated change of mode resizes the picture
/// smoothly while the mode itself steps halfway.
public enum FillAmountAttribute: CustomAttributeKey {
    public static let name = "fillAmount"
    public static let defaultValue = 0.0
}
