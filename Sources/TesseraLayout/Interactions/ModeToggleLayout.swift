/// A layout with a mode that a key toggles, as the Dimensions layout switches
/// its cells between aspect fit and aspect fill.
///
/// The simulation's `a` key (and the log's `key a`) calls ``toggleMode()`` inside an
/// empty batch update, UIKit's `performBatchUpdates(nil)` idiom, so every cell on
/// screen animates from its drawn attributes to the new ones.
public protocol ModeToggleLayout: Layout {
    /// Switches to the next mode and invalidates whatever the mode affects.
    func toggleMode()
}
