import TesseraGeometry
import TesseraLayout

/// Reads a layout's visible elements into a reused buffer.
enum LayoutQuery {
    /// Appends the attributes of every element whose frame meets `rect`.
    ///
    /// A plain ``FlowLayout`` (exactly that class) is read through
    /// `forEachAttributes(in:_:)`, which builds no array, so a steady scroll
    /// allocates nothing. Every other layout, subclasses of the flow layout
    /// included, goes through `attributesForElements(in:)`, so overrides keep
    /// their meaning.
    static func collect(_ layout: Layout, in rect: Rect, into buffer: inout [LayoutAttributes]) {
        if type(of: layout) == FlowLayout.self {
            unsafeDowncast(layout, to: FlowLayout.self).forEachAttributes(in: rect) { buffer.append($0) }
        } else {
            buffer.append(contentsOf: layout.attributesForElements(in: rect))
        }
    }
}
