import TesseraGeometry
import TesseraGestures

/// The interactions a UIKit collection view has of its own: a tap selects, a pan
/// scrolls and flings, and a long press picks an item up so a drag reorders it.
///
/// It owns one recognizer for each and wires its actions to the collection view.
/// The host adds the recognizers it wants to its `GestureRouter` (in the order
/// it wants them to report) and sets up relations with its other recognizers,
/// such as a tap that waits for a double tap to fail:
///
/// ```swift
/// let standard = StandardInteractions(collectionView: collectionView)
/// router.add(standard.tap); router.add(standard.pan); router.add(standard.longPress)
/// router.add(standard.contentTouchDelay) // last; see ContentTouchDelayRecognizer
/// ```
///
/// Recognizer locations are in the view's coordinates; the interactions convert
/// them to content coordinates with the collection view's content offset.
///
/// It is the pan's delegate, as a `UIScrollView` is its pan's: the pan does not begin while the collection view's
/// ``CollectionView/isScrollEnabled`` is off, unless it drags a row that scrolls sideways. Leave that delegate in place;
/// let the host's other recognizers' delegates allow them to run with the pan.
public final class StandardInteractions: GestureRecognizerDelegate {
    /// A single tap selects the item under it, through ``CollectionView/handleTap(at:landedAt:)``.
    ///
    /// It has no `TapGestureRecognizer.maximumPressDuration`: a UIKit collection view selects an item when the
    /// finger lifts however long it rested, unless something took the touch first (the long press, from 0.5 s; the
    /// pan, once the finger moves).
    public let tap: TapGestureRecognizer = {
        let tap = TapGestureRecognizer(taps: 1, touches: 1, name: "tap")
        tap.maximumPressDuration = nil
        return tap
    }()
    /// A pan drags the content by its fingers' centroid and flings it on release.
    ///
    /// Like a `UIScrollView`'s, it takes any number of fingers (`GestureConstants.maximumTrackedTouches` here).
    public let pan = PanGestureRecognizer()
    /// A long press picks the item under it up; dragging moves it with a live gap; lifting drops it.
    public let longPress = LongPressGestureRecognizer()
    /// Holds the view's touches back while they may still scroll (``CollectionView/delaysContentTouches``).
    public let contentTouchDelay: ContentTouchDelayRecognizer
    private unowned let collectionView: CollectionView

    /// Makes the recognizers and wires them to `collectionView`, which must outlive them.
    public init(collectionView: CollectionView) {
        self.collectionView = collectionView
        contentTouchDelay = ContentTouchDelayRecognizer(collectionView: collectionView)
        tap.addTarget(self, action: StandardInteractions.tapRecognized)
        pan.addTarget(self, action: StandardInteractions.panChanged)
        longPress.addTarget(self, action: StandardInteractions.longPressChanged)
        pan.delegate = self
    }

    /// The pan begins while the collection view scrolls, or when it drags a row that scrolls sideways (a scroll view
    /// of its own in UIKit); with ``CollectionView/isScrollEnabled`` off it otherwise fails, and the touch stays
    /// with the view. Any other recognizer begins.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer === pan, !collectionView.isScrollEnabled else { return true }
        return collectionView.orthogonalSection(forDragAt: pan.location, translation: pan.translation) != nil
    }

    private func contentPoint(_ p: Point) -> Point {
        p + collectionView.contentOffset
    }

    private func tapRecognized(_ recognizer: GestureRecognizer) {
        let landing = recognizer.touches.recent(0, of: recognizer.numberOfTouches)?.startTime
        collectionView.handleTap(at: contentPoint(recognizer.location), landedAt: landing)
    }

    /// While an item is being moved, the pan leaves scrolling alone.
    private func panChanged(_ recognizer: GestureRecognizer) {
        guard !collectionView.isMovingItem else { return }
        switch pan.state {
        case .began:
            collectionView.beginDragging(at: pan.location, translation: pan.translation)
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

    private func longPressChanged(_ press: GestureRecognizer) {
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
