import TesseraGeometry

/// A layout with sections that scroll sideways on their own, as a compositional layout's orthogonal sections.
///
/// The collection view asks ``orthogonalSection(at:)`` where a pan begins. When the pan starts in such a section and
/// moves more sideways than up or down, it moves that section through ``setOrthogonalOffset(_:forSection:)`` instead
/// of scrolling the content, and on release asks ``orthogonalRestingOffset(forSection:proposed:start:velocity:)``
/// where the section comes to rest. Offsets are in points along the section's row: 0 shows its leading edge. In a
/// layout whose content scrolls sideways, the sections scroll up and down instead (``orthogonalScrollsVertically``).
public protocol OrthogonalScrollingLayout: Layout {
    /// The section that scrolls sideways whose rows hold `point` (content coordinates), or nil.
    func orthogonalSection(at point: Point) -> Int?
    /// The offsets `section` may rest at: from 0 to its row's length less the collection view's width.
    func orthogonalScrollRange(forSection section: Int) -> ClosedRange<Double>
    /// How far `section` is scrolled sideways, in points; 0 for a section that does not scroll.
    func orthogonalOffset(forSection section: Int) -> Double
    /// Scrolls `section` sideways to `offset` (past its range while rubber-banding) and invalidates the layout's
    /// attributes without recomputing its geometry.
    func setOrthogonalOffset(_ offset: Double, forSection section: Int)
    /// Where `section`, released at its current offset with a drag that began at `start`, comes to rest:
    /// `proposed` is where it would stop decelerating freely, `velocity` its velocity in points per millisecond
    /// (positive where the offset grows). The answer is within ``orthogonalScrollRange(forSection:)``.
    func orthogonalRestingOffset(forSection section: Int, proposed: Double, start: Double, velocity: Double) -> Double
    /// Whether `section` turns pages or groups (it then decelerates to its resting offset faster, as a paging scroll
    /// view does) rather than scrolling freely.
    func orthogonalSectionPages(_ section: Int) -> Bool
    /// Whether the sections scroll up and down (in a layout whose content scrolls sideways) rather than sideways:
    /// drags, offsets and velocities are then along y. False by default.
    var orthogonalScrollsVertically: Bool { get }
}

extension OrthogonalScrollingLayout {
    /// False: the sections scroll sideways, across content that scrolls down.
    public var orthogonalScrollsVertically: Bool { false }
}
