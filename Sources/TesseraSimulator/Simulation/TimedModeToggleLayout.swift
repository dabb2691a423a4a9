import TesseraCollection
import TesseraLayout

/// A `ModeToggleLayout` whose mode change animates for a time of its own rather than
/// UIKit's default 0.3 s, as Dimensions animates over 0.5 s (`animateWithDuration:0.5f`).
public protocol TimedModeToggleLayout: ModeToggleLayout {
    /// The animation a mode change runs with.
    var modeToggleAnimation: Animation { get }
}
