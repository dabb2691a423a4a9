import TesseraGestures

/// UIKit's delayed content touches: holds a touch's `touchBegan` back from the view until it is
/// clear the touch does not scroll, so a touch that starts a scroll never highlights a cell.
///
/// UIKit's scroll views hold a touch back from their content for 150 ms
/// (``CollectionView/contentTouchDelay``) while ``CollectionView/delaysContentTouches`` is on, with
/// a private recognizer that delays touches began and recognizes nothing. This is that recognizer.
/// It fails, and so lets the view hear of the touch, when the delay runs out or every finger has
/// lifted; a recognizer that wins meanwhile (the pan, once the finger has moved 10 points) makes
/// it fail too, and cancels the touch in the view, which then never hears of it. A touch that
/// lifts before the delay reaches the view as it lifts: began at once, its end as the other
/// recognizers' `delaysTouchesEnded` allow.
///
/// Its state changes are not reported: it is machinery, not a gesture. Add it to the router after
/// every other recognizer, so that theirs have held back a lifting touch's end before it lets the
/// touch's beginning through. The collection view's own response to a finger landing (a
/// deceleration stops) does not wait: the host calls ``CollectionView/touchDown()`` as it lands.
public final class ContentTouchDelayRecognizer: GestureRecognizer {
    private unowned let collectionView: CollectionView
    private static let delayTimer = 0

    /// A delay for `collectionView`, which must outlive it; it reads ``CollectionView/delaysContentTouches`` as each touch lands.
    public init(collectionView: CollectionView) {
        self.collectionView = collectionView
        super.init(ownRecognizerNamed: "contentTouchDelay")
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
        isReported = false
    }

    /// Starts the delay as the first finger lands, or lets the touch through at once when the
    /// collection view does not delay its content touches.
    public override func touchesChanged(_ change: TouchChange) {
        guard change.began > 0, touches.count == change.began else { return }
        guard collectionView.delaysContentTouches else { return fail() }
        startTimer(Self.delayTimer, after: CollectionView.contentTouchDelay)
    }

    /// The delay ran out with the finger still down and nothing recognized: the view hears of the touch now.
    public override func timerFired(_ tag: Int) {
        fail()
    }
}
