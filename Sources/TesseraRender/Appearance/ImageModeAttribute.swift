import TesseraLayout

/// How an element shows its picture, aspect fit or aspect fill: part of the
/// appearance vocabulary both painters draw. JSON name `layoutMode`.
///
/// An element whose attributes set this key shows its cell's picture, if it has
/// one; an element that never sets it shows a plain fill. Being an enumeration it
/// steps at the halfway point of an animation; ``FillAmountAttribute`` carries the
/// smooth part.
public enum ImageModeAttribute: CustomAttributeKey {
    /// The key's name in attribute dumps and scene JSON: `layoutMode`.
    public static let name = "layoutMode"
    /// ``ImageMode/aspectFit``: the value read when a layout does not set the key (the element then shows no picture).
    public static let defaultValue = ImageMode.aspectFit
}
