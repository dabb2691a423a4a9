import TesseraCollection
import TesseraGeometry
import TesseraGestures
import TesseraLayout

/// What a pinch on the current layout drives, chosen by the protocols the layout adopts.
enum PinchTarget {
    /// A layout value the pinch adjusts (``PinchAdjustableLayout``).
    case adjusting(PinchAdjustableLayout)
    /// An interactive transition to the next layout (``PinchTransitionLayout``).
    case transition(PinchTransitionLayout)
}

extension Simulation {
    // MARK: Taps

    func doubleTapRecognized() {
        switchLayout(to: (layoutIndex + 1) % layouts.count)
    }

    func twoFingerTapRecognized() {
        switchLayout(to: (layoutIndex + layouts.count - 1) % layouts.count)
    }

    // MARK: Pinch

    /// A pinch drives whatever the current layout offers: an interactive transition to the
    /// next layout (``PinchTransitionLayout``), else a value it adjusts (``PinchAdjustableLayout``).
    ///
    /// The pinch ends when both fingers have lifted, as UIKit's, so the transition is finished or
    /// cancelled then. A pinch is a gesture of two fingers: while only one is down, or a third has
    /// joined them, the pinch stays `changed` and nothing is applied, as seed 004's handler returns
    /// unless `numberOfTouches` is 2 (its spread would follow two arbitrary fingers of three).
    func pinchChanged(_ pinch: PinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            pinchTarget = pinchTarget(for: currentLayout)
            switch pinchTarget {
            case .transition:
                let next = layouts.count > 1 ? layouts[(layoutIndex + 1) % layouts.count] : FlowLayout()
                collectionView.startInteractiveTransition(to: next)
            case .adjusting(let layout):
                layout.beginPinchAdjustment()
            case nil:
                break
            }
            if let span = fingerSpan(pinch) { applyPinch(scale: pinch.scale, span: span) }
        case .changed:
            guard let span = fingerSpan(pinch) else { return } // one finger left, or three down: the value stands
            applyPinch(scale: pinch.scale, span: span)
        case .ended, .cancelled:
            switch pinchTarget {
            case .transition(let layout) where collectionView.isInteractivelyTransitioning:
                if pinch.state == .ended
                    && layout.shouldCompleteTransition(progress: collectionView.transitionProgress, pinchVelocity: pinch.velocity) {
                    collectionView.finishInteractiveTransition()
                    layoutIndex = layouts.count > 1 ? (layoutIndex + 1) % layouts.count : layoutIndex
                } else {
                    collectionView.cancelInteractiveTransition()
                }
            case .adjusting(let layout):
                layout.endPinchAdjustment()
            default:
                break
            }
            pinchTarget = nil
        default:
            break
        }
    }

    /// What a pinch on `layout` drives, or nil when the layout adopts neither pinch protocol.
    func pinchTarget(for layout: Layout) -> PinchTarget? {
        if let t = layout as? PinchTransitionLayout { return .transition(t) }
        if let a = layout as? PinchAdjustableLayout { return .adjusting(a) }
        return nil
    }

    func applyPinch(scale: Double, span: Double?) {
        switch pinchTarget {
        case .adjusting(let layout):
            layout.adjustForPinch(scale: scale, span: span)
        case .transition(let layout):
            collectionView.transitionProgress = layout.transitionProgress(forPinchScale: scale)
        case nil:
            break
        }
    }

    /// The distance between the pinch's two fingers, when exactly two are down.
    func fingerSpan(_ pinch: PinchGestureRecognizer) -> Double? {
        guard pinch.touches.activeCount == 2, let (a, b) = pinch.touches.firstTwoActive() else { return nil }
        return pinch.touches[a].location.distance(to: pinch.touches[b].location)
    }
}
