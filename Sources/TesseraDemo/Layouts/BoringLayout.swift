import TesseraGeometry
import TesseraLayout

/// The plain flow that the Cover Flow demo (seed 000) switches to and from:
/// 140×140 items, 10 points apart, section insets [10, 20, 10, 20].
///
/// It is an ordinary `FlowLayout` with the seed's values as its defaults, so
/// a scene can name it as an alternate of `coverflow`. The seed switches
/// between the two without animation, because the two look too different for
/// a blend to read well, and invalidates the new layout afterwards.
open class BoringLayout: FlowLayout {

    /// A vertical flow of 140 × 140 items, 10 points apart, with section insets [10, 20, 10, 20].
    public override init() {
        super.init()
        itemSize = Size(width: 140, height: 140)
        minimumLineSpacing = 10
        minimumInteritemSpacing = 10
        sectionInset = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    }

    /// The flow's elements one at a time with no array, as a `FlowLayout`'s; a subclass's
    /// `attributesForElements(in:)` when this is not exactly a `BoringLayout`.
    open override func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        guard type(of: self) == BoringLayout.self else { return super.forEachElement(in: rect, body) }
        forEachAttributes(in: rect, body)
    }
}
