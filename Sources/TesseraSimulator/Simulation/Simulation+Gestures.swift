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
    /// cancelled then. While only one finger is down the pinch stays `changed` with its scale
    /// unchanged, and there is nothing to apply.
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
            applyPinch(scale: pinch.scale, span: fingerSpan(pinch))
        case .changed:
            guard let span = fingerSpan(pinch) else { return } // one finger left: the scale stands
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

    /// The distance between the pinch's two fingers, when it has two.
    func fingerSpan(_ pinch: PinchGestureRecognizer) -> Double? {
        guard let (a, b) = pinch.touches.firstTwoActive() else { return nil }
        return pinch.touches[a].location.distance(to: pinch.touches[b].location)
    }
}
