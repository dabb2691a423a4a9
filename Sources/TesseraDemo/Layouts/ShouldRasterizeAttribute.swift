import TesseraLayout

/// The `shouldRasterize` custom attribute: whether a cell should be drawn to a
/// bitmap first, which smooths the edges of 3D-transformed Cover Flow cells.
public enum ShouldRasterizeAttribute: CustomAttributeKey {
    /// `"shouldRasterize"`, the key in the `extra` object of `tessera attributes`.
    public static let name = "shouldRasterize"
    /// False: drawn directly, for elements that never set it.
    public static let defaultValue = false
}
