import TesseraLayout

/// The `shouldRasterize` custom attribute: whether a cell should be drawn to a
/// bitmap first, which smooths the edges of 3D-transformed Cover Flow cells.
public enum ShouldRasterizeAttribute: CustomAttributeKey {
    public static let name = "shouldRasterize"
    public static let defaultValue = false
}
