import TesseraCollection
import TesseraGeometry
import TesseraGestures
import TesseraLayout
import TesseraLayouts

/// What a pinch started from, so its scale applies to the value at its start.
enum PinchBase {
    case spread(parameter: LayoutParameter, start: Double)
    case itemSize(Size)
    case stack
}

extension Simulation {
    // MARK: Taps

    func tapRecognized() {
        let p = contentPoint(recognizers.tap.location)
        // Through the collection view's own touch path, so the delegate's
        // should/did methods are asked and multiple selection toggles.
        collectionView.touchBegan(at: p)
        collectionView.touchEnded(at: p)
    }

    func doubleTapRecognized() {
        switchLayout(to: (layoutIndex + 1) % layouts.count)
    }

    func twoFingerTapRecognized() {
        switchLayout(to: (layoutIndex + layouts.count - 1) % layouts.count)
    }

    // MARK: Pinch

    /// A pinch sets the spread of a layout with a `spreadDistance` parameter from
    /// the distance between the fingers; scales a flow layout's item size; and
    /// opens a Stack into the next layout through an interactive transition.
    func pinchChanged(_ pinch: PinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            pinchBase = pinchTarget()
            if case .stack = pinchBase {
                let next = layouts.count > 1 ? layouts[(layoutIndex + 1) % layouts.count] : FlowLayout()
                collectionView.startInteractiveTransition(to: next)
            }
            applyPinch(scale: pinch.scale, span: fingerSpan(pinch))
        case .changed:
            applyPinch(scale: pinch.scale, span: fingerSpan(pinch))
        case .ended, .cancelled:
            if case .stack = pinchBase, collectionView.isInteractivelyTransitioning {
                let rule = StackGridTransition()
                if pinch.state == .ended && rule.shouldComplete(progress: collectionView.transitionProgress, velocity: pinch.velocity) {
                    collectionView.finishInteractiveTransition()
                    layoutIndex = layouts.count > 1 ? (layoutIndex + 1) % layouts.count : layoutIndex
                } else {
                    collectionView.cancelInteractiveTransition()
                }
            }
            pinchBase = nil
        default:
            break
        }
    }

    /// What a pinch on the current layout adjusts.
    func pinchTarget() -> PinchBase? {
        let layout = currentLayout
        let descriptor = catalog.descriptor(of: layout)
        if let p = descriptor?.parameters.first(where: { $0.name == "spreadDistance" }),
           case .number(let v) = p.value(of: layout) {
            return .spread(parameter: p, start: v)
        }
        if descriptor?.type == "stack" { return .stack }
        if let flow = layout as? FlowLayout { return .itemSize(flow.itemSize) }
        return nil
    }

    func applyPinch(scale: Double, span: Double?) {
        guard let base = pinchBase else { return }
        switch base {
        case .spread(let parameter, let start):
            setNumber(parameter, to: span ?? start * scale)
        case .itemSize(let size):
            guard let flow = currentLayout as? FlowLayout else { return }
            let s = min(4, max(0.25, scale))
            flow.itemSize = Size(width: (size.width * s).rounded(), height: (size.height * s).rounded())
        case .stack:
            collectionView.transitionProgress = StackGridTransition().openingProgress(forPinchScale: scale)
        }
    }

    /// Sets a number parameter, clamped to its documented range.
    func setNumber(_ parameter: LayoutParameter, to value: Double) {
        var v = value
        if case .number(let range) = parameter.kind { v = min(range.upperBound, max(range.lowerBound, v)) }
        try? parameter.apply(JSONReader(.number(v)), to: currentLayout)
    }

    /// The distance between the pinch's two fingers, when it has two.
    func fingerSpan(_ pinch: PinchGestureRecognizer) -> Double? {
        guard let (a, b) = pinch.touches.firstTwoActive() else { return nil }
        return pinch.touches[a].location.distance(to: pinch.touches[b].location)
    }

    // MARK: Pan and long press

    func panChanged(_ pan: PanGestureRecognizer) {
        guard !collectionView.isMovingItem else { return }
        switch pan.state {
        case .began:
            collectionView.beginDragging()
            collectionView.drag(translation: pan.translation)
        case .changed:
            collectionView.drag(translation: pan.translation)
        case .ended:
            collectionView.endDragging(velocity: pan.velocity)
        case .cancelled:
            collectionView.endDragging(velocity: .zero)
        default:
            break
        }
    }

    /// A long press picks an item up; dragging moves it with a live gap; lifting
    /// drops it where the layout says, and the data source moves it.
    func longPressChanged(_ press: GestureRecognizer) {
        let p = contentPoint(press.location)
        switch press.state {
        case .began:
            collectionView.touchCancelled()
            if let indexPath = collectionView.indexPathForItem(at: p) {
                _ = collectionView.beginInteractiveMovementForItem(at: indexPath)
                collectionView.updateInteractiveMovementTargetPosition(p)
            }
        case .changed:
            if collectionView.isMovingItem { collectionView.updateInteractiveMovementTargetPosition(p) }
        case .ended:
            if collectionView.isMovingItem { collectionView.endInteractiveMovement() }
        case .cancelled:
            if collectionView.isMovingItem { collectionView.cancelInteractiveMovement() }
        default:
            break
        }
    }
}
