import TesseraGeometry
import TesseraGestures

extension Simulation: TouchSink {
    /// Turns a frame's touch changes into one `TouchEvent` holding every touch
    /// that is down (unchanged ones as stationary) and hands it to the router.
    func deliverTouches(_ changes: [(id: Int, change: InputEvent.TouchChange, location: Point)], at time: Duration) {
        var current = touches.map { $0.with(phase: .stationary) }
        for c in changes {
            let phase: Touch.Phase
            switch c.change {
            case .down: phase = .began
            case .move: phase = .moved
            case .up: phase = .ended
            case .cancel: phase = .cancelled
            }
            let touch = Touch(id: c.id, phase: phase, location: c.location, timestamp: time)
            if let i = current.firstIndex(where: { $0.id == c.id }) { current[i] = touch } else { current.append(touch) }
        }
        current.sort { $0.id < $1.id }
        // The scroll view answers a first finger at once (a deceleration stops), whenever the view hears of it.
        if touches.isEmpty, let landing = current.first(where: { $0.phase == .began }) {
            collectionView.touchDown(at: contentPoint(landing.location))
        }
        router.handle(TouchEvent(timestamp: time, touches: current))
        touches = current.filter { $0.phase != .ended && $0.phase != .cancelled }
        if touches.isEmpty, !current.isEmpty { collectionView.touchesLifted() }
    }

    /// The touches down now, sorted by id, at their latest locations in window points: the fingers a
    /// host draws. Empty once every touch has lifted or been cancelled.
    public var touchesDown: [Touch] { touches }

    /// The window point `p` in the collection view's content coordinates.
    func contentPoint(_ p: Point) -> Point {
        p + collectionView.contentOffset
    }

    // MARK: Touches the view receives (after the recognizers had their say)

    /// Highlights the item under `touch` (`CollectionView.touchBegan(at:)`) unless two or more fingers were down.
    public func touchBegan(_ touch: Touch) {
        guard touches.count <= 1 else { return }
        collectionView.touchBegan(at: contentPoint(touch.location))
    }

    /// Does nothing: the highlight stays while the finger moves, until a recognizer cancels the touch or it lifts.
    public func touchMoved(_ touch: Touch) {}

    /// Removes the highlight without selecting: selection comes from the tap recognizer, so a double tap can win.
    public func touchEnded(_ touch: Touch) {
        // Selection comes from the tap recognizer, so a double-tap can take
        // priority over it; lifting the finger only removes the highlight.
        collectionView.touchCancelled()
    }

    /// Removes the highlight: a recognizer that cancels touches took the touch, or the host cancelled it.
    public func touchCancelled(_ touch: Touch) {
        collectionView.touchCancelled()
    }
}
