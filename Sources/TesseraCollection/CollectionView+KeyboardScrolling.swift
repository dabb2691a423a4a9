import TesseraGeometry

extension CollectionView {
    /// How far an arrow key scrolls, in points: a wheel notch's 40 points, the line WebKit's scroll views on iOS
    /// move by (UIKit does not publish its own figure).
    public static let keyboardLineStep = 40.0
    /// How much of the visible extent Page Up and Page Down scroll: 0.8, as WebKit's scroll views on iOS, so that a
    /// fifth of what was on screen stays on screen.
    public static let keyboardPageFraction = 0.8

    /// Scrolls for a key press, animated, as a UIKit scroll view does with `allowsKeyboardScrolling`; returns
    /// whether the content will move.
    ///
    /// An arrow moves ``keyboardLineStep`` its way, or a whole page (the bounds' extent) when ``isPagingEnabled``
    /// is on, so that the content still rests on pages. Page Up and Page Down move ``keyboardPageFraction`` of the
    /// bounds (the whole bounds when ``isPagingEnabled`` is on), and Home and End go to the start and the end, along the axis the content scrolls on (vertical unless
    /// only the horizontal one scrolls). Every target is held to the resting range. A key pressed while an earlier
    /// one's scroll is still animating moves on from where that one was going, so a held key, which repeats,
    /// scrolls at a steady rate. Nothing moves while ``isScrollEnabled`` is off or a finger is dragging.
    @discardableResult
    public func scroll(for step: KeyboardScrollStep) -> Bool {
        guard isScrollEnabled, !isDragging else { return false }
        var from = contentOffset
        if case .animating(_, let to, _, _) = scrollState { from = to }
        let low = minimumContentOffset, high = maximumContentOffset
        // Page keys, Home and End go along the axis that scrolls: vertical, unless only the horizontal one does.
        let vertical = high.y > low.y || !(high.x > low.x)
        let page = isPagingEnabled ? Point(x: bounds.width, y: bounds.height)
            : Point(x: Self.keyboardLineStep, y: Self.keyboardLineStep)
        var target = from
        switch step {
        case .up: target.y -= page.y
        case .down: target.y += page.y
        case .left: target.x -= page.x
        case .right: target.x += page.x
        case .pageUp, .pageDown:
            // With paging on, a page key moves a whole page too: a fraction of one would leave the content between pages.
            let sign = step == .pageDown ? 1.0 : -1.0, fraction = isPagingEnabled ? 1 : Self.keyboardPageFraction
            if vertical { target.y += sign * bounds.height * fraction } else { target.x += sign * bounds.width * fraction }
        case .home:
            if vertical { target.y = low.y } else { target.x = low.x }
        case .end:
            if vertical { target.y = high.y } else { target.x = high.x }
        }
        target = clampedContentOffset(target)
        guard target != from else { return false }
        setContentOffset(target, animated: true)
        return true
    }
}
