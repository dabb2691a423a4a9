import TesseraLayout

/// The `maskingValue` custom attribute of Cover Flow cells: the opacity, 0…0.6,
/// of a black mask drawn over the cell so that cells away from the centre recede.
///
/// A mask rather than `alpha`, because translucent cells would let the ones
/// behind them show through.
public enum MaskingValueAttribute: CustomAttributeKey {
    /// `"maskingValue"`, the key in the `extra` object of `tessera attributes`.
    public static let name = "maskingValue"
    /// 0: no mask, for elements that never set it.
    public static let defaultValue = 0.0
}
