import TesseraLayout

/// An element on screen: its view, the attributes last applied to the view,
/// and the layout pass that last saw it.
struct LiveElement {
    var view: ReusableView
    /// What the view shows now (possibly mid-animation).
    var applied: LayoutAttributes
    /// The layout pass that last found the element; older ones are recycled.
    var generation: UInt32
}
