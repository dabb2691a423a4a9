import TesseraGeometry
import TesseraLayout

/// Reads a layout's visible elements into a reused buffer.
enum LayoutQuery {
    /// Replaces the contents of `buffer` by the attributes of every element whose frame meets `rect`.
    ///
    /// A plain ``FlowLayout`` (exactly that class) is read through
    /// `forEachAttributes(in:_:)`, which builds no array, so a steady scroll
    /// allocates nothing. Every other layout, subclasses of the flow layout
    /// included, goes through `attributesForElements(in:)`, so overrides keep
    /// their meaning; its array becomes the buffer, uncopied, and the old buffer
    /// is freed first, so a query of a million elements holds one array of them,
    /// not two.
    static func collect(_ layout: Layout, in rect: Rect, into buffer: inout [LayoutAttributes]) {
        if type(of: layout) == FlowLayout.self {
            buffer.removeAll(keepingCapacity: true)
            unsafeDowncast(layout, to: FlowLayout.self).forEachAttributes(in: rect) { buffer.append($0) }
        } else {
            buffer = []
            buffer = layout.attributesForElements(in: rect)
        }
    }
}
