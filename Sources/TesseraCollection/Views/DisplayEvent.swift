import TesseraLayout

/// A change of what is on screen that a layout pass tells the delegate about
/// when it ends: a cell or supplementary view coming on screen or leaving it.
enum DisplayEvent {
    /// `view` came on screen as the element `key`.
    case willDisplay(ReusableView, ElementKey)
    /// `view`, the element `key`, left the screen.
    case didEndDisplaying(ReusableView, ElementKey)
}
