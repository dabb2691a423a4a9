import TesseraGeometry
import TesseraLayout

/// An item a delete-and-insert reorder has taken out of the data: what is put back where the
/// touches end, and the image drawn under the finger meanwhile.
struct CarriedItem {
    /// The item, with its identity and size.
    var item: SceneModel.Item
    /// Where it was, to put it back when the drag is cancelled.
    var origin: ElementPath
    /// Its attributes when it was picked up: the image's size and look.
    var attributes: LayoutAttributes
    /// The finger, in content coordinates.
    var location: Point
}
