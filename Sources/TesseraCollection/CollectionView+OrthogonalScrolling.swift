import TesseraGeometry
import TesseraLayout

/// Sections that scroll sideways on their own, as UIKit's orthogonal sections: their layout adopts
/// `OrthogonalScrollingLayout`, and the collection view moves their rows as a nested scroll view would.
extension CollectionView {
    /// A pan began at `location` (view coordinates) and has moved `translation` so far: it drags the row of a section
    /// that scrolls sideways when it began on one and moves more sideways than up or down, as UIKit's nested scroll
    /// view takes a drag along its own axis; otherwise it scrolls the content (``beginDragging()``). Either way the drag
    /// then follows ``drag(translation:)`` and ends with ``endDragging(velocity:)``.
    ///
    /// A row that was still moving stops where it is and follows the finger from there.
    public func beginDragging(at location: Point, translation: Point) {
        if let section = orthogonalSection(forDragAt: location, translation: translation),
           let layout = collectionViewLayout as? any OrthogonalScrollingLayout {
            orthogonalScroll.motions[section] = nil
            orthogonalScroll.stopped.remove(section)
            orthogonalScroll.dragging = (section, layout.orthogonalOffset(forSection: section))
            return
        }
        beginDragging()
    }

    /// The section whose row a pan at `location` (view coordinates) that has moved by `translation` would drag: one
    /// that scrolls sideways, under where the pan started, when the pan moved more sideways than up or down (more up
    /// or down than sideways when the layout's sections scroll vertically).
    public func orthogonalSection(forDragAt location: Point, translation: Point) -> Int? {
        guard let layout = collectionViewLayout as? any OrthogonalScrollingLayout,
              layout.orthogonalScrollsVertically ? abs(translation.y) > abs(translation.x) : abs(translation.x) > abs(translation.y)
        else { return nil }
        return layout.orthogonalSection(at: location - translation + contentOffset)
    }

    /// Scrolls the row under `point` (content coordinates) along its own axis (``orthogonalScrollsVertically``) by
    /// `delta` points, kept within its range, as a wheel or a touchpad's scroll over a nested scroll view does: a row still moving stops first, and the
    /// row does not snap afterwards (the wheel does not page the content either). Returns false, and does nothing,
    /// when no section that scrolls sideways lies under `point`.
    @discardableResult
    public func scrollOrthogonally(at point: Point, by delta: Double) -> Bool {
        guard let layout = collectionViewLayout as? any OrthogonalScrollingLayout,
              let section = layout.orthogonalSection(at: point) else { return false }
        if orthogonalScroll.dragging?.section == section { return true }
        orthogonalScroll.motions[section] = nil
        let range = layout.orthogonalScrollRange(forSection: section)
        let offset = layout.orthogonalOffset(forSection: section) + delta
        layout.setOrthogonalOffset(min(max(offset, range.lowerBound), range.upperBound), forSection: section)
        return true
    }

    /// The section whose row a pan is dragging, if one is.
    public var orthogonallyDraggedSection: Int? { orthogonalScroll.dragging?.section }

    /// Whether the layout's sections that scroll on their own scroll up and down (in a layout that scrolls sideways)
    /// rather than sideways: the axis of ``scrollOrthogonally(at:by:)``'s `delta`.
    public var orthogonalScrollsVertically: Bool {
        (collectionViewLayout as? any OrthogonalScrollingLayout)?.orthogonalScrollsVertically ?? false
    }

    /// Whether any section's row is being dragged or still moves after a release.
    public var isScrollingOrthogonally: Bool { !orthogonalScroll.isIdle }

    /// Whether a released row still moves: decelerating, turning a page or springing back (frames must go on).
    public var isDeceleratingOrthogonally: Bool { !orthogonalScroll.motions.isEmpty }

    /// Moves the dragged row by `translation` (cumulative, as ``drag(translation:)``): past either end of its range
    /// it rubber-bands (unless ``bounces`` is false: it stops there). Returns false when no row is being dragged.
    func dragOrthogonally(translation: Point) -> Bool {
        guard let (section, start) = orthogonalScroll.dragging else { return false }
        guard let layout = collectionViewLayout as? any OrthogonalScrollingLayout else {
            orthogonalScroll.dragging = nil
            return true
        }
        let vertical = layout.orthogonalScrollsVertically
        let range = layout.orthogonalScrollRange(forSection: section), raw = start - (vertical ? translation.y : translation.x)
        let dimension = vertical ? bounds.height : bounds.width
        let offset: Double
        if !bounces {
            offset = min(max(raw, range.lowerBound), range.upperBound)
        } else if raw < range.lowerBound {
            offset = range.lowerBound - ScrollPhysics.rubberBand(range.lowerBound - raw, dimension: dimension)
        } else if raw > range.upperBound {
            offset = range.upperBound + ScrollPhysics.rubberBand(raw - range.upperBound, dimension: dimension)
        } else {
            offset = raw
        }
        layout.setOrthogonalOffset(offset, forSection: section)
        return true
    }

    /// Releases the dragged row with the finger moving at `velocity` points per second. Returns false when no row
    /// is being dragged.
    ///
    /// The layout chooses where the row rests (`OrthogonalScrollingLayout.orthogonalRestingOffset(forSection:proposed:start:velocity:)`),
    /// given where deceleration at ``decelerationRate`` would stop it. A row that pages decelerates there at
    /// ``ScrollPhysics/pagingDecelerationRate``; one that scrolls freely decelerates as the content does, overshooting
    /// an end it is flung into and springing back. A row released past an end springs back to it.
    func endOrthogonalDragging(velocity: Point) -> Bool {
        guard let (section, start) = orthogonalScroll.dragging else { return false }
        orthogonalScroll.dragging = nil
        guard let layout = collectionViewLayout as? any OrthogonalScrollingLayout else { return true }
        let vertical = layout.orthogonalScrollsVertically
        let current = layout.orthogonalOffset(forSection: section), contentVelocity = -(vertical ? velocity.y : velocity.x)
        let range = layout.orthogonalScrollRange(forSection: section)
        let pages = layout.orthogonalSectionPages(section)
        let rate = pages ? ScrollPhysics.pagingDecelerationRate : decelerationRate
        let natural = current + ScrollPhysics.projectedDistance(velocity: contentVelocity, rate: rate)
        let target = min(max(layout.orthogonalRestingOffset(forSection: section, proposed: min(max(natural, range.lowerBound), range.upperBound),
                                                            start: start, velocity: contentVelocity / 1000),
                             range.lowerBound), range.upperBound)
        let motion: ScrollAxisMotion
        if !range.contains(current) {
            motion = .bounce(from: current, edge: current < range.lowerBound ? range.lowerBound : range.upperBound, velocity: contentVelocity)
        } else if !pages, bounces, !range.contains(natural), target == (natural < range.lowerBound ? range.lowerBound : range.upperBound) {
            motion = .overshoot(.init(from: current, natural: natural, edge: target, rate: rate,
                                      dimension: vertical ? bounds.height : bounds.width))
        } else if target == current {
            return true
        } else {
            motion = .decelerate(from: current, target: target, rate: rate)
        }
        orthogonalScroll.motions[section] = (clock.now, motion)
        return true
    }

    /// Moves every released row along its motion to `now`; a row that comes to rest stops exactly at its resting offset.
    func advanceOrthogonalScrolling(to now: Duration) {
        guard !orthogonalScroll.motions.isEmpty else { return }
        guard let layout = collectionViewLayout as? any OrthogonalScrollingLayout else {
            orthogonalScroll.motions.removeAll()
            return
        }
        for (section, run) in orthogonalScroll.motions.sorted(by: { $0.key < $1.key }) {
            let (offset, settled) = run.motion.position(at: (now - run.start).inSeconds)
            layout.setOrthogonalOffset(settled ? run.motion.restingPoint : offset, forSection: section)
            if settled { orthogonalScroll.motions[section] = nil }
        }
    }

    /// Stops the row under `point` (content coordinates) if it is still moving after a release. Returns whether it was.
    func stopOrthogonalScrolling(at point: Point) -> Bool {
        guard !orthogonalScroll.motions.isEmpty, let layout = collectionViewLayout as? any OrthogonalScrollingLayout,
              let section = layout.orthogonalSection(at: point), orthogonalScroll.motions[section] != nil else { return false }
        orthogonalScroll.motions[section] = nil
        orthogonalScroll.stopped.insert(section)
        return true
    }

    /// The fingers lifted: a row that pages and that a finger stopped between pages or groups, without dragging it
    /// on, moves to the nearest, as a paging scroll view stopped by a touch does when the touch ends.
    func settleStoppedRows() {
        let stopped = orthogonalScroll.stopped
        orthogonalScroll.stopped = []
        guard !stopped.isEmpty, let layout = collectionViewLayout as? any OrthogonalScrollingLayout else { return }
        for section in stopped.sorted() where section != orthogonalScroll.dragging?.section && orthogonalScroll.motions[section] == nil {
            guard layout.orthogonalSectionPages(section) else { continue }
            let current = layout.orthogonalOffset(forSection: section)
            let target = layout.orthogonalRestingOffset(forSection: section, proposed: current, start: current, velocity: 0)
            if target != current {
                orthogonalScroll.motions[section] = (clock.now, .decelerate(from: current, target: target, rate: ScrollPhysics.pagingDecelerationRate))
            }
        }
    }
}
