/// Delivery of touches to the view (``TouchSink``): UIKit's `delaysTouchesBegan`, `delaysTouchesEnded` and `cancelsTouchesInView`.
extension GestureRouter {
    /// The record for touch `id`, newest first (ids may be reused while an old record waits).
    func viewTouchIndex(_ id: Int) -> Int? {
        var i = viewTouches.endIndex
        while i > viewTouches.startIndex {
            i -= 1
            if viewTouches[i].began.id == id { return i }
        }
        return nil
    }

    /// Opens records for touches that begin and notes where the others are.
    func noteViewTouches(_ event: TouchEvent) {
        for k in event.touches.indices {
            let touch = event.touches[k]
            if touch.phase == .began {
                if let i = viewTouchIndex(touch.id), !viewTouches[i].latest.phase.isFinal { continue }
                if viewTouches.count >= Self.maximumHeldTouchEnds { releaseOldestHeldEnd() }
                viewTouches.append(ViewTouch(began: touch, latest: touch))
            } else if let i = viewTouchIndex(touch.id), !viewTouches[i].latest.phase.isFinal {
                viewTouches[i].latest = touch
            }
        }
    }

    /// When more than ``GestureRouter/maximumHeldTouchEnds`` lifted touches wait for recognizers, the oldest one's
    /// news reaches the view now, as if every recognizer holding it had let go.
    private func releaseOldestHeldEnd() {
        var held = 0, oldest: Int?
        for i in viewTouches.indices where !viewTouches[i].finished && viewTouches[i].latest.phase.isFinal {
            held += 1
            if oldest == nil { oldest = i }
        }
        guard held >= Self.maximumHeldTouchEnds, let i = oldest else { return }
        viewTouches[i].delayMask = 0
        viewTouches[i].endDelayMask = 0
        flushViewTouch(i)
    }

    /// A recognizer accepted a touch: if it delays touches, hold this one back. A touch that joins a
    /// running gesture is that gesture's: the view never sees it if the recognizer delays or cancels touches.
    func recognizer(_ r: GestureRecognizer, didAccept touch: Touch) {
        guard let i = viewTouchIndex(touch.id), !viewTouches[i].deliveredBegan else { return }
        if r.state.isActive {
            if r.delaysTouchesBegan || r.cancelsTouchesInView { viewTouches[i].finished = true }
        } else if r.delaysTouchesBegan {
            viewTouches[i].delayMask |= 1 << UInt64(r.routerIndex)
        }
    }

    /// `r`, which delays touches ended, is still possible as touch `id` lifts: hold back the view's `touchEnded`.
    func recognizer(_ r: GestureRecognizer, holdsEndOf id: Int) {
        guard let i = viewTouchIndex(id), !viewTouches[i].finished else { return }
        viewTouches[i].endDelayMask |= 1 << UInt64(r.routerIndex)
    }

    /// Gives the view this event's news for every touch nobody holds back.
    func deliverToView(_ event: TouchEvent) {
        // By index: a for-in loop would retain and release the array.
        for k in event.touches.indices {
            let touch = event.touches[k]
            guard let i = viewTouchIndex(touch.id), !viewTouches[i].finished, viewTouches[i].delayMask == 0 else { continue }
            // A touch the view already has, resting where it last heard of it: no news.
            if viewTouches[i].deliveredBegan, touch.phase == .stationary || touch.phase == .moved,
               viewTouches[i].deliveredLocation == touch.location { continue }
            flushViewTouch(i)
        }
    }

    /// `r` began or recognized: drop the touches it delayed, and cancel the view's touches of its gesture.
    ///
    /// Touches whose end `r` held are part of its gesture too: the view gets `touchCancelled`
    /// for them if `r` cancels touches, and the held `touchEnded` otherwise (once nobody else holds it).
    func viewTouchesRecognized(by r: GestureRecognizer) {
        let bit: UInt64 = 1 << UInt64(r.routerIndex)
        for i in viewTouches.indices where viewTouches[i].delayMask & bit != 0 {
            viewTouches[i].delayMask = 0
            if !viewTouches[i].deliveredBegan { viewTouches[i].finished = true }
        }
        for i in viewTouches.indices where viewTouches[i].endDelayMask & bit != 0 {
            viewTouches[i].endDelayMask &= ~bit
            if r.cancelsTouchesInView {
                cancelViewTouch(i)
            } else if viewTouches[i].endDelayMask == 0, viewTouches[i].delayMask == 0 {
                flushViewTouch(i)
            }
        }
        guard r.cancelsTouchesInView else { return }
        for entry in r.touches {
            guard let i = viewTouchIndex(entry.id) else { continue }
            cancelViewTouch(i)
        }
    }

    /// `r` failed (or left): what only it held back reaches the view now. A touch whose beginning
    /// nobody delays any more is begun (and moved) at once, even while another recognizer still
    /// holds its end: `delaysTouchesBegan` and `delaysTouchesEnded` hold back different news.
    func releaseViewTouches(delayedBy r: GestureRecognizer) {
        let bit: UInt64 = 1 << UInt64(r.routerIndex)
        for i in viewTouches.indices where (viewTouches[i].delayMask | viewTouches[i].endDelayMask) & bit != 0 {
            releaseViewTouch(i, bit: bit)
        }
    }

    /// `r` ignores touch `id` (``GestureRecognizer/ignore(_:for:)``): it no longer holds that touch back.
    func recognizer(_ r: GestureRecognizer, ignores id: Int) {
        let bit: UInt64 = 1 << UInt64(r.routerIndex)
        guard let i = viewTouchIndex(id), (viewTouches[i].delayMask | viewTouches[i].endDelayMask) & bit != 0 else { return }
        releaseViewTouch(i, bit: bit)
    }

    /// The recognizer of `bit` stops holding record `i` back; whatever nobody else holds reaches the view.
    private func releaseViewTouch(_ i: Int, bit: UInt64) {
        let releasesBeginning = viewTouches[i].delayMask & bit != 0
        viewTouches[i].delayMask &= ~bit
        viewTouches[i].endDelayMask &= ~bit
        if viewTouches[i].delayMask == 0, viewTouches[i].endDelayMask == 0 || releasesBeginning { flushViewTouch(i) }
    }

    /// The view gets `touchCancelled` for record `i` if it has seen the touch, and nothing more either way.
    private func cancelViewTouch(_ i: Int) {
        guard !viewTouches[i].finished else { return }
        viewTouches[i].finished = true
        viewTouches[i].delayMask = 0
        viewTouches[i].endDelayMask = 0
        if viewTouches[i].deliveredBegan {
            sink?.touchCancelled(Touch(id: viewTouches[i].latest.id, phase: .cancelled, location: viewTouches[i].latest.location,
                                       previousLocation: viewTouches[i].deliveredLocation,
                                       timestamp: viewTouches[i].latest.timestamp))
        }
    }

    /// Tells the view whatever it has not heard about touch record `i`: began, the latest move, the end.
    func flushViewTouch(_ i: Int) {
        var record = viewTouches[i]
        guard !record.finished else { return }
        let sendBegan = !record.deliveredBegan
        record.deliveredBegan = true
        if sendBegan { record.deliveredLocation = record.began.location }
        // Where the view last heard the touch was: its previous location in whatever comes now.
        let previous = record.deliveredLocation
        var sendMoved = false
        switch record.latest.phase {
        case .moved, .stationary:
            sendMoved = record.latest.location != record.deliveredLocation
            record.deliveredLocation = record.latest.location
        case .ended:
            // Ended, unless a recognizer that delays touches ended still holds it back.
            record.finished = record.endDelayMask == 0
        case .cancelled:
            record.finished = true
        case .began:
            break
        }
        viewTouches[i] = record
        // Most events bring the view no news; only then is the weak reference loaded.
        guard sendBegan || sendMoved || record.finished, let sink else { return }
        if sendBegan { sink.touchBegan(record.began.with(previousLocation: record.began.location)) }
        if sendMoved { sink.touchMoved(Touch(id: record.latest.id, phase: .moved, location: record.latest.location,
                                             previousLocation: previous, timestamp: record.latest.timestamp)) }
        if record.latest.phase == .ended, record.finished {
            sink.touchEnded(record.latest.with(previousLocation: previous))
        }
        if record.latest.phase == .cancelled { sink.touchCancelled(record.latest.with(previousLocation: previous)) }
    }
}
