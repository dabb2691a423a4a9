import TesseraCollection
import TesseraGestures

/// The recognizers a simulation attaches to its collection view, and how they
/// relate.
///
/// - `tap`, `pan` and `longPress` are the collection view's ``StandardInteractions``:
///   a tap selects, a pan scrolls, a long press reorders.
/// - `tap` requires `doubleTap` to fail only when the scene has
///   another layout to switch to, so with one layout a tap fires at once.
/// - `doubleTap` switches to the next layout; `twoFingerTap` to the previous one.
/// - `pinch`, `rotation` and `pan` may run together (a two-finger pinch also
///   scrolls, as in a map); `pan` takes any number of fingers, as a scroll view's does. `swipe`, when the scene
///   turns it on, recognizes alongside them and is only reported.
/// - While a long press moves an item, the pan does not scroll.
/// - The collection view's ``ContentTouchDelayRecognizer`` comes last and is not reported: the
///   view's highlight waits 150 ms, or until the finger lifts, as a scroll view's content does.
final class SimulationRecognizers: GestureRecognizerDelegate {
    let standard: StandardInteractions
    var tap: TapGestureRecognizer { standard.tap }
    var pan: PanGestureRecognizer { standard.pan }
    /// The long press that reorders: the collection view's (a live gap), or the simulation's own
    /// for the source documents' delete-and-insert (``ReorderStyle``).
    let longPress: LongPressGestureRecognizer
    let doubleTap = TapGestureRecognizer(taps: 2, touches: 1, name: "doubleTap")
    let twoFingerTap = TapGestureRecognizer(taps: 1, touches: 2, name: "twoFingerTap")
    let pinch = PinchGestureRecognizer()
    let rotation = RotationGestureRecognizer()
    let swipe = SwipeGestureRecognizer(direction: .all)
    private let settings: InteractionSettings
    private let switchable: Bool

    init(interactions: InteractionSettings, layoutCount: Int, collectionView: CollectionView) {
        settings = interactions
        switchable = layoutCount > 1
        standard = StandardInteractions(collectionView: collectionView)
        longPress = interactions.reorderStyle == .liveGap ? standard.longPress : LongPressGestureRecognizer()
    }

    func attach(to router: GestureRouter, owner: Simulation) {
        var all: [GestureRecognizer] = []
        if settings.tap { all.append(tap) }
        if settings.doubleTap && switchable { all.append(doubleTap) }
        if settings.twoFingerTap && switchable { all.append(twoFingerTap) }
        if settings.pinch { all.append(pinch) }
        if settings.rotation { all.append(rotation) }
        if settings.pan { all.append(pan) }
        if settings.longPress { all.append(longPress) }
        if settings.swipe { all.append(swipe) }
        for r in all {
            // The pan's delegate stays the collection view's interactions (it does not begin while scrolling is
            // off); the others' delegate, this, lets them run with it.
            if r !== pan { r.delegate = self }
            router.add(r)
        }
        // Last, so that the others hold back a lifting touch's end before it lets the beginning through.
        router.add(standard.contentTouchDelay)
        if settings.tap && settings.doubleTap && switchable { tap.require(toFail: doubleTap) }
        doubleTap.addTarget { [unowned owner] _ in owner.doubleTapRecognized() }
        twoFingerTap.addTarget { [unowned owner] _ in owner.twoFingerTapRecognized() }
        pinch.addTarget { [unowned owner] r in owner.pinchChanged(r as! PinchGestureRecognizer) }
        if longPress !== standard.longPress {
            longPress.addTarget { [unowned owner] r in owner.deleteInsertReorder(r) }
        }
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        let together: Set<ObjectIdentifier> = [ObjectIdentifier(pinch), ObjectIdentifier(rotation), ObjectIdentifier(pan),
                                               ObjectIdentifier(swipe)]
        return together.contains(ObjectIdentifier(recognizer)) && together.contains(ObjectIdentifier(other))
    }
}
