import TesseraLayout

/// A layout that keeps at least some items in section 0, as the Circle demo's view controller
/// refuses to delete its last cell.
///
/// The simulation refuses, whole and without a change, any delete (a key, a log's
/// `delete-item` or `delete-section`) that would leave section 0 with fewer than
/// ``minimumItemCount`` items while this layout is on screen.
public protocol MinimumItemCountLayout: Layout {
    /// The fewest items section 0 may hold after a delete.
    var minimumItemCount: Int { get }
}
