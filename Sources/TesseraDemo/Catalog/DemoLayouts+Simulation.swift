import TesseraCollection
import TesseraSimulator

// What the demos' view controllers decide in the source documents, said through the
// simulation's protocols rather than by a layout's name.

/// Seed 003's view controller keeps at least one cell on the circle (`if (self.cellCount == 1) return;`).
extension CircleLayout: MinimumItemCountLayout {
    /// One: the last cell cannot be deleted.
    public var minimumItemCount: Int { 1 }
}

/// The circle's flow partner shares the circle's view controller, so it keeps a cell too.
extension CircleFlowLayout: MinimumItemCountLayout {
    /// One: the last cell cannot be deleted.
    public var minimumItemCount: Int { 1 }
}

/// Seed 000 animates the Dimensions mode change with `animateWithDuration:0.5f`.
extension DimensionsLayout: TimedModeToggleLayout {
    /// Half a second, ease in and out.
    public var modeToggleAnimation: Animation { Animation(duration: .milliseconds(500)) }
}
