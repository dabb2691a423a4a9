import TesseraGeometry

/// What a layout may ask of the collection view it lays out: the counts, the
/// visible bounds, the content inset, the delegate and the current time.
///
/// `TesseraCollection`'s collection view conforms; so does any lightweight host
/// that wants to run a layout on its own, such as `tessera attributes`.
public protocol LayoutContext: AnyObject {
    /// The number of sections, as the data source reports it.
    var numberOfSections: Int { get }
    /// The number of items in `section`.
    func numberOfItems(inSection section: Int) -> Int
    /// The visible rectangle in content coordinates: its origin is the content offset.
    var bounds: Rect { get }
    /// Extra space around the content, as `adjustedContentInset`.
    var contentInset: EdgeInsets { get }
    /// The object layouts consult for per-item and per-section values, such as a
    /// ``FlowLayoutDelegate``. Nil when there is none.
    var layoutDelegate: AnyObject? { get }
    /// The simulation clock's current time. Layouts that show time (the Circle
    /// layout's clock hand) read it here, never from the wall clock.
    var currentTime: Duration { get }
}

extension LayoutContext {
    /// The bounds size less the content inset: the room a layout has to fill.
    public var insetSize: Size {
        Size(width: max(0, bounds.width - contentInset.horizontal),
             height: max(0, bounds.height - contentInset.vertical))
    }
}
