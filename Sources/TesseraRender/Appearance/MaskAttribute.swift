import TesseraLayout

/// How dark a veil covers an element, 0 (none) … 1 (black): part of the
/// appearance vocabulary both painters draw. JSON name `maskingValue`.
///
/// Cover Flow sets 0…0.6 so that cells away from the centre recede. A mask rather
/// than `alpha`, because translucent cells would let the ones behind them show through.
public enum MaskAttribute: CustomAttributeKey {
    /// The key's name in attribute dumps and scene JSON: `maskingValue`.
    public static let name = "maskingValue"
    /// 0: no veil, for elements whose layout does not set the key.
    public static let defaultValue = 0.0
}
