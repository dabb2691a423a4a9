import TesseraLayout

/// How far a cell's picture sits inside a white frame, in points; 0 (the default) shows no
/// frame. JSON name `pictureInset`.
///
/// Cover Flow sets 10, the book's cell: a white cell with its picture inset by 10 points on
/// every side (`CGRectInset(bounds, 10, 10)`), the picture stretched to fill the inset rectangle.
/// The scene's cell reads it, so any layout that sets it gets the same frame.
public enum PictureInsetAttribute: CustomAttributeKey {
    /// The key's name in attribute dumps and scene JSON: `pictureInset`.
    public static let name = "pictureInset"
    /// 0: no frame.
    public static let defaultValue = 0.0
}
