import TesseraLayout

/// How dark a veil covers an element, 0 (none) … 1 (black): part of the
/// appearance vocabulary both painters draw. JSON name `maskingValue`.
///
/// Cover Flow sets 0…0.6 so that cells away from the centre recede. A mask rather
/// than `alpha`, because translucent cells would let the ones behind them show through.
public enum MaskAttribute: CustomAttributeKey {
    public static let name = "maskingValue"
    public static let defaultValue = 0.0
}
