/// Which page a paged release comes to rest on: the rule a collection view with paging on follows for its content,
/// and a compositional section that pages sideways follows for its row.
///
/// - A release moving faster than ``flickVelocity`` goes on to the next page in the direction it moves.
/// - A slower one rests on the page nearest where it was released, so a drag of more than half a page turns the page.
/// - Either way it rests at most one page from the page nearest where the drag began, however hard the flick.
public enum PagingRule {
    /// How fast, in points per millisecond (UIKit's scrolling unit), a paged release must move for its direction to
    /// choose the page. iOS does not document its threshold: 0.25 (250 points per second) turns the page on a
    /// deliberate flick, not on a finger that was coming to rest.
    public static let flickVelocity = 0.25

    /// The page, counted from 0 in steps of `page` points, that a release at `current` with `velocity` (points per
    /// millisecond, positive where the offset grows) rests on, when its drag began at `start`.
    public static func pageIndex(current: Double, start: Double, velocity: Double, page: Double) -> Double {
        let position = current / page
        let nearest = velocity > flickVelocity ? position.rounded(.up)
            : velocity < -flickVelocity ? position.rounded(.down) : position.rounded()
        let home = (start / page).rounded()
        return min(max(nearest, home - 1), home + 1)
    }
}
