import XCTest
@testable import TesseraGestures

/// The relations the arena settles: require-to-fail, the immediate tap, exclusive taps, simultaneity, delegates.
final class ArenaTests: XCTestCase {
    let down1 = down(1, 100, 100, at: 0)
    let up1 = up(1, 100, 100, at: 50)
    let down2 = down(2, 101, 100, at: 150)
    let up2 = up(2, 101, 100, at: 200)
    let down3 = down(3, 102, 100, at: 300)
    let up3 = up(3, 102, 100, at: 350)

    func testTapThatNoDoubleTapCompetesForFiresAtOnce() {
        let tap = TapGestureRecognizer(), doubleTap = TapGestureRecognizer.doubleTap()
        tap.require(toFail: doubleTap)
        let delegate = TestDelegate()
        delegate.receive = { _, touch in touch.location.x > 500 } // the double tap only works on the right
        doubleTap.delegate = delegate
        let t = GestureTester(tap, doubleTap)
        t.route(down1); t.route(up1)
        assertTranscript(t.transcript(), "0.05 tap recognized (100, 100) touches=1")
    }

    func testTapWaitsWhenTheDoubleTapDoesCompete() {
        let tap = TapGestureRecognizer(), doubleTap = TapGestureRecognizer.doubleTap()
        tap.require(toFail: doubleTap)
        let delegate = TestDelegate()
        delegate.receive = { _, touch in touch.location.x > 500 }
        doubleTap.delegate = delegate
        let t = GestureTester(tap, doubleTap)
        t.route(down(1, 600, 100, at: 0)); t.route(up(1, 600, 100, at: 50))
        XCTAssertTrue(t.reports.isEmpty)
        t.advance(to: 350)
        XCTAssertEqual(t.states("tap"), [.recognized])
    }

    func testTapWhoseDoubleTapIsDisabledFiresAtOnce() {
        let tap = TapGestureRecognizer(), doubleTap = TapGestureRecognizer.doubleTap()
        tap.require(toFail: doubleTap)
        doubleTap.isEnabled = false
        let t = GestureTester(tap, doubleTap)
        t.route(down1); t.route(up1)
        assertTranscript(t.transcript(), "0.05 tap recognized (100, 100) touches=1")
    }

    func testDelegateCanRequireFailureLikeRequireToFail() {
        let tap = TapGestureRecognizer(), doubleTap = TapGestureRecognizer.doubleTap()
        let delegate = TestDelegate()
        delegate.requireFailure = { r, other in r === tap && other === doubleTap }
        tap.delegate = delegate
        let t = GestureTester(tap, doubleTap)
        t.route(down1); t.route(up1)
        XCTAssertTrue(t.reports.isEmpty)
        t.advance(to: 350)
        XCTAssertEqual(t.states("tap"), [.recognized])
    }

    func testWithoutARelationATapLeavesTheDoubleTapFreeToRecognize() {
        // UIKit: "a UITapGestureRecognizer never prevents another UITapGestureRecognizer with a higher
        // tap count". The single tap fires on each tap, the double tap on the second as well.
        let t = GestureTester(TapGestureRecognizer(), TapGestureRecognizer.doubleTap())
        t.route(down1); t.route(up1)
        assertTranscript(t.transcript(), "0.05 tap recognized (100, 100) touches=1")
        t.route(down2); t.route(up2)
        assertTranscript(t.transcript(), """
            0.05 tap recognized (100, 100) touches=1
            0.2 tap recognized (101, 100) touches=1
            0.2 doubleTap recognized (101, 100) touches=1
            """)
    }

    func testADoubleTapThatRecognizesFirstPreventsTheSingleTap() {
        // The rule is one way: a tap with more taps may prevent one with fewer.
        let t = GestureTester(TapGestureRecognizer.doubleTap(), TapGestureRecognizer())
        t.route(down1); t.route(up1); t.route(down2); t.route(up2)
        assertTranscript(t.transcript(), """
            0.05 tap recognized (100, 100) touches=1
            0.2 doubleTap recognized (101, 100) touches=1
            0.2 tap failed (101, 100) touches=1
            """)
    }

    func testTapsWithTheSameTapCountStillPreventEachOther() {
        let t = GestureTester(TapGestureRecognizer(), TapGestureRecognizer(name: "otherTap"))
        t.route(down1); t.route(up1)
        assertTranscript(t.transcript(), """
            0.05 tap recognized (100, 100) touches=1
            0.05 otherTap failed (100, 100) touches=1
            """)
    }

    // MARK: Class-wide rules a subclass gives (UIKit's canPrevent, canBePrevented, shouldRequireFailure, shouldBeRequiredToFail)

    func testByDefaultTheFirstToRecognizePreventsTheOther() {
        let t = GestureTester(TapGestureRecognizer(), LiftRecognizer())
        t.route(down1); t.route(up1)
        assertTranscript(t.transcript(), """
            0.05 tap recognized (100, 100) touches=1
            0.05 lift failed (100, 100) touches=1
            """)
    }

    func testARecognizerThatCannotBePreventedRecognizesAfterAnotherWon() {
        let lift = LiftRecognizer()
        lift.preventable = { $0.name != "tap" }
        let t = GestureTester(TapGestureRecognizer(), lift)
        t.route(down1); t.route(up1)
        assertTranscript(t.transcript(), """
            0.05 tap recognized (100, 100) touches=1
            0.05 lift recognized (100, 100) touches=1
            """)
    }

    func testARecognizerThatCannotPreventLeavesTheOtherCompeting() {
        let lift = LiftRecognizer()
        lift.prevents = { _ in false }
        let t = GestureTester(lift, TapGestureRecognizer())
        t.route(down1); t.route(up1)
        assertTranscript(t.transcript(), """
            0.05 lift recognized (100, 100) touches=1
            0.05 tap recognized (100, 100) touches=1
            """)
    }

    func testShouldRequireFailureOfMakesTheRecognizerWaitAsRequireToFailDoes() {
        let lift = LiftRecognizer(), doubleTap = TapGestureRecognizer.doubleTap()
        lift.requiresFailure = { $0 === doubleTap }
        let t = GestureTester(lift, doubleTap)
        t.route(down1); t.route(up1)
        XCTAssertTrue(t.reports.isEmpty, "the lift waits while the double tap may still come")
        t.advance(to: 350)
        assertTranscript(t.transcript(), """
            0.35 doubleTap failed (100, 100) touches=1
            0.35 lift recognized (100, 100) touches=1
            """)
    }

    func testShouldBeRequiredToFailByMakesTheOtherWait() {
        // Added first, the tap would win the lift; the lift makes the tap wait for it instead, and wins.
        let tap = TapGestureRecognizer(), lift = LiftRecognizer()
        lift.requiredToFailBy = { $0 === tap }
        let t = GestureTester(tap, lift)
        t.route(down1); t.route(up1)
        assertTranscript(t.transcript(), """
            0.05 lift recognized (100, 100) touches=1
            0.05 tap failed (100, 100) touches=1
            """)
    }

    func testSimultaneousTapAndDoubleTapBothFireAtOnce() {
        let tap = TapGestureRecognizer(), doubleTap = TapGestureRecognizer.doubleTap()
        let t = GestureTester(tap, doubleTap)
        t.router.arena.allowSimultaneousRecognition(tap, doubleTap)
        t.route(down1); t.route(up1); t.route(down2); t.route(up2)
        assertTranscript(t.transcript(), """
            0.05 tap recognized (100, 100) touches=1
            0.2 tap recognized (101, 100) touches=1
            0.2 doubleTap recognized (101, 100) touches=1
            """)
    }

    // MARK: Exclusive single/double (Qt's exclusiveSignals: SingleTap | DoubleTap)

    private func exclusiveTester() -> GestureTester {
        let tap = TapGestureRecognizer(), doubleTap = TapGestureRecognizer.doubleTap()
        let t = GestureTester(tap, doubleTap)
        t.router.arena.makeExclusive(single: tap, double: doubleTap)
        return t
    }

    func testExclusiveModeOneTapFiresOnlyTheSingleTap() {
        let t = exclusiveTester()
        t.route(down1); t.route(up1); t.advance(to: 1000)
        XCTAssertEqual(t.transcript(failures: false), ["0.35 tap recognized (100, 100) touches=1"])
    }

    func testExclusiveModeTwoTapsFireOnlyTheDoubleTapOnceTheWindowCloses() {
        let t = exclusiveTester()
        t.route(down1); t.route(up1); t.route(down2); t.route(up2)
        t.advance(to: 499)
        XCTAssertTrue(t.reports.isEmpty, "a third tap could still come")
        t.advance(to: 1000)
        assertTranscript(t.transcript(), """
            0.5 doubleTap recognized (101, 100) touches=1
            0.5 tap failed (100, 100) touches=1
            """)
    }

    func testExclusiveModeThreeTapsFireNeither() {
        let t = exclusiveTester()
        t.route(down1); t.route(up1); t.route(down2); t.route(up2); t.route(down3); t.route(up3)
        t.advance(to: 2000)
        assertTranscript(t.transcript(), """
            0.65 doubleTap failed (102, 100) touches=1
            0.65 tap failed (100, 100) touches=1
            """)
    }

    func testExclusiveModeFarThirdTapEndsTheBurstAsADoubleAndStartsAnother() {
        let t = exclusiveTester()
        t.route(down1); t.route(up1); t.route(down2); t.route(up2)
        t.route(down(3, 300, 300, at: 300)); t.route(up(3, 300, 300, at: 350))
        t.advance(to: 2000)
        assertTranscript(t.transcript(), """
            0.3 doubleTap recognized (101, 100) touches=1
            0.3 tap failed (100, 100) touches=1
            0.65 doubleTap failed (300, 300) touches=1
            0.65 tap recognized (300, 300) touches=1
            """)
    }

    // MARK: Delegates, enabling, removing

    func testShouldBeginFalseFailsTheRecognizer() {
        let pan = PanGestureRecognizer(), delegate = TestDelegate()
        delegate.shouldBegin = { _ in false }
        pan.delegate = delegate
        let t = GestureTester(pan)
        t.route(down1); t.route(move(1, 150, 100, at: 20))
        XCTAssertEqual(t.states("pan"), [.failed])
    }

    func testDisablingARunningPanCancelsItAndReenablingWorksForNewTouches() {
        let pan = PanGestureRecognizer()
        let t = GestureTester(pan)
        t.route(down1); t.route(move(1, 150, 100, at: 20))
        pan.isEnabled = false
        t.route(move(1, 170, 100, at: 30)); t.route(up(1, 170, 100, at: 40))
        pan.isEnabled = true
        t.route(down(2, 0, 0, at: 100)); t.route(move(2, 50, 0, at: 120)); t.route(up(2, 50, 0, at: 130))
        XCTAssertEqual(t.states("pan"), [.began, .cancelled, .began, .ended])
    }

    func testRemovingTheRequiredRecognizerLetsTheWaitingTapFire() {
        let tap = TapGestureRecognizer(), doubleTap = TapGestureRecognizer.doubleTap()
        tap.require(toFail: doubleTap)
        let t = GestureTester(tap, doubleTap)
        t.route(down1); t.route(up1)
        t.router.remove(doubleTap)
        XCTAssertEqual(t.states("tap"), [.recognized])
        XCTAssertEqual(t.clock.pendingCount, 0, "the removed recognizer's timer is gone")
    }

    func testLongPressWaitingForPanToFailBeginsWhenThePanFails() {
        let longPress = LongPressGestureRecognizer(), pan = PanGestureRecognizer()
        longPress.require(toFail: pan)
        let t = GestureTester(longPress, pan)
        t.route(down1)
        t.advance(to: 600)
        XCTAssertTrue(t.reports.isEmpty, "the pan still competes while the finger is down")
        t.route(up(1, 100, 100, at: 700))
        XCTAssertEqual(t.states("longPress"), [.failed], "a continuous gesture whose fingers lift while it waits fails")
    }
}

/// A discrete recognizer that recognizes when its finger lifts, with the class-wide conflict rules given as closures.
private final class LiftRecognizer: GestureRecognizer {
    var prevents: (GestureRecognizer) -> Bool = { _ in true }
    var preventable: (GestureRecognizer) -> Bool = { _ in true }
    var requiresFailure: (GestureRecognizer) -> Bool = { _ in false }
    var requiredToFailBy: (GestureRecognizer) -> Bool = { _ in false }

    init() { super.init(name: "lift") }

    override func touchesChanged(_ change: TouchChange) {
        if change.ended > 0 { recognize() }
    }

    override func canPrevent(_ other: GestureRecognizer) -> Bool { prevents(other) }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { preventable(other) }
    override func shouldRequireFailure(of other: GestureRecognizer) -> Bool { requiresFailure(other) }
    override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { requiredToFailBy(other) }
}
