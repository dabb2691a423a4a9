import TesseraGeometry

/// What the rows of sections that scroll sideways are doing (see `OrthogonalScrollingLayout`).
struct OrthogonalScrollState {
    /// The row a pan is dragging, and its offset when the drag began.
    var dragging: (section: Int, startOffset: Double)?
    /// The released rows still moving: each one's motion along the row, from its release.
    var motions: [Int: (start: Duration, motion: ScrollAxisMotion)] = [:]
    /// The rows a finger stopped while they moved, which settle on a page or group when the fingers lift.
    var stopped: Set<Int> = []

    /// Whether no row is being dragged or moving.
    var isIdle: Bool { dragging == nil && motions.isEmpty }
}
