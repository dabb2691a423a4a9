import TesseraLayout

/// The `layoutMode` custom attribute: how a Dimensions cell fits its photo.
///
/// Set on every cell the ``DimensionsLayout`` returns. Being an enumeration it
/// steps at the halfway point of an animation; ``FillAmountAttribute`` carries
/// the smooth part.
public enum LayoutModeAttribute: CustomAttributeKey {
    /// `"layoutMode"`, the key in the `extra` object of `tessera attributes`.
    public static let name = "layoutMode"
    /// ``LayoutMode/aspectFit``, for elements that never set it.
    public static let defaultValue = LayoutMode.aspectFit
}
