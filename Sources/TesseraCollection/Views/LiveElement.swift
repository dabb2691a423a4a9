import TesseraLayout

/// An element on screen: its view, the attributes last applied to the view,
/// and the layout pass that last saw it.
struct LiveElement {
    var view: ReusableView
    /// What the view shows now (possibly mid-animation).
    var applied: LayoutAttributes
    /// The layout pass that last found the element; older ones are recycled.
    var generation: UInt32
    /// Whether the view is on screen, as ``CollectionView/displayedViews`` holds it: kept here so
    /// that a layout pass touches that set only when the element moves onto or off the screen.
    var isDisplayed = false
}
