import Foundation
import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraCollection
@testable import TesseraSimulator
import TesseraReplay
import TesseraImport
import TesseraDemo

final class SimulationTests: XCTestCase {
    func scene(_ json: String) throws -> Scene { try Scene.parse(Data(json.utf8), catalog: .standard) }

    let grid = #"{"size":[320,480],"layout":{"type":"flow","itemSize":[50,50]},"sections":[{"items":100}]}"#
    let switching = #"{"size":[320,480],"layout":{"type":"flow","itemSize":[50,50]},"alternates":[{"type":"flow","itemSize":[100,100]}],"sections":[{"items":40}]}"#

    func tap(_ s: Simulation, at p: Point, time t: Double, id: Int = 1) {
        s.handle([.touch(id: id, change: .down, location: p)], at: .seconds(t))
        s.handle([.touch(id: id, change: .up, location: p)], at: .seconds(t + 0.05))
    }

    func testATapSelectsTheItemUnderTheFingerAtOnceWhenNoDoubleTapCompetes() throws {
        let s = try Simulation(scene: scene(grid))
        tap(s, at: Point(x: 92, y: 25), time: 0)
        XCTAssertEqual(s.collectionView.indexPathsForSelectedItems, [ElementPath(item: 1, section: 0)])
        XCTAssertEqual(s.reports.first { $0.recognizer == "tap" }?.time, .milliseconds(50), "no 300 ms wait")
    }

    /// Flings the content upwards with one finger from y = 400, starting at `start` seconds, and lets it run for
    /// 160 ms; returns the time then.
    private func fling(_ s: Simulation, at start: Double = 0) -> Double {
        var t = start
        s.handle([.touch(id: 1, change: .down, location: Point(x: 100, y: 400))], at: .seconds(t))
        for k in 1...10 {
            t += 0.016
            s.handle([.tick, .touch(id: 1, change: .move, location: Point(x: 100, y: 400 - Double(k) * 30))], at: .seconds(t))
        }
        t += 0.016
        s.handle([.touch(id: 1, change: .up, location: Point(x: 100, y: 100))], at: .seconds(t))
        for _ in 0..<10 { t += 0.016; s.handle([.tick], at: .seconds(t)) }
        return t
    }

    /// A flow item wider than the view is said once per layout, as UIKit logs it, and only once it is laid out.
    func testAFlowItemTooWideForTheViewIsAWarningOncePerLayout() throws {
        let s = try Simulation(scene: scene(#"{"size":[320,480],"layout":{"type":"flow","itemSize":[50,50]},"alternates":[{"type":"flow","itemSize":[400,50]}],"sections":[{"items":40}]}"#))
        s.settle()
        XCTAssertEqual(s.layoutWarnings, [], "every item fits the first layout")
        s.handle([.key("2")], at: .seconds(1))
        s.settle()
        s.handle([.key("1")], at: .seconds(3))
        s.settle()
        s.handle([.key("2")], at: .seconds(5))
        s.settle()
        XCTAssertEqual(s.layoutWarnings.count, 1, "\(s.layoutWarnings)")
        XCTAssertTrue(s.layoutWarnings[0].hasPrefix("the flow layout's item 0 of section 0 is 400 points wide, more than the 320"), s.layoutWarnings[0])
    }

    /// The window's arrows, page keys, Home and End scroll as a UIKit scroll view's keyboard scrolling does; they did
    /// nothing, though the window recorded them.
    func testScrollingKeysScrollTheContent() throws {
        let s = try Simulation(scene: scene(#"{"size":[320,480],"layout":{"type":"flow","itemSize":[50,50]},"sections":[{"items":400}]}"#))
        s.handle([.key("down")], at: .zero)
        s.handle([.key("down")], at: .milliseconds(30))
        s.settle()
        XCTAssertEqual(s.collectionView.contentOffset, Point(x: 0, y: 80))
        s.handle([.key("pagedown")], at: .seconds(2))
        s.settle()
        XCTAssertEqual(s.collectionView.contentOffset.y, 80 + 384, accuracy: 1e-9)
        s.handle([.key("end")], at: .seconds(4))
        s.settle()
        XCTAssertEqual(s.collectionView.contentOffset, s.collectionView.maximumContentOffset)
        s.handle([.key("home")], at: .seconds(6))
        s.settle()
        XCTAssertEqual(s.collectionView.contentOffset, .zero)
    }

    /// UIKit's `isTracking`: "true if the user has touched the content view but might not have yet started dragging
    /// it" (UIKit documentation, UIScrollView.isTracking); false once the finger lifts, while the content decelerates.
    func testTrackingLastsWhileAFingerIsOnTheContent() throws {
        let s = try Simulation(scene: scene(#"{"size":[320,480],"layout":{"type":"flow","itemSize":[50,50]},"sections":[{"items":400}]}"#))
        XCTAssertFalse(s.collectionView.isTracking)
        s.handle([.touch(id: 1, change: .down, location: Point(x: 100, y: 400))], at: .zero)
        XCTAssertTrue(s.collectionView.isTracking, "at once, before any drag")
        XCTAssertFalse(s.collectionView.isDragging)
        s.handle([.touch(id: 1, change: .up, location: Point(x: 100, y: 400))], at: .milliseconds(50))
        XCTAssertFalse(s.collectionView.isTracking)
        _ = fling(s, at: 1)
        XCTAssertTrue(s.collectionView.isDecelerating)
        XCTAssertFalse(s.collectionView.isTracking, "a released fling is not tracked")
    }

    /// UIKit: a touch on content that is still decelerating stops it where it is, and its tap selects nothing;
    /// the next tap selects as usual.
    func testATapThatStopsADecelerationSelectsNothing() throws {
        let s = try Simulation(scene: scene(#"{"size":[320,480],"layout":{"type":"flow","itemSize":[50,50]},"sections":[{"items":400}]}"#))
        let t = fling(s)
        XCTAssertTrue(s.collectionView.isDecelerating, "the fling is still under way")
        tap(s, at: Point(x: 92, y: 25), time: t + 0.01)
        XCTAssertFalse(s.collectionView.isDecelerating)
        let stoppedAt = s.collectionView.contentOffset
        s.settle()
        XCTAssertEqual(s.collectionView.contentOffset, stoppedAt, "the touch stopped the content where it was")
        XCTAssertEqual(s.collectionView.indexPathsForSelectedItems, [], "the touch only stopped the scrolling")
        tap(s, at: Point(x: 92, y: 25), time: t + 1)
        XCTAssertEqual(s.collectionView.indexPathsForSelectedItems.count, 1, "a tap on content at rest selects")
    }

    /// The tap that stopped the content waits for a double tap; the next finger lands far away on content at rest,
    /// which fails the double tap and so recognizes the first tap then. It is still the tap that only stopped the scrolling.
    func testATapThatStoppedADecelerationSelectsNothingWhenRecognizedAsTheNextFingerLands() throws {
        let s = try Simulation(scene: scene(#"{"size":[320,480],"layout":{"type":"flow","itemSize":[50,50]},"alternates":[{"type":"flow","itemSize":[100,100]}],"sections":[{"items":400}]}"#))
        let t = fling(s)
        XCTAssertTrue(s.collectionView.isDecelerating, "the fling is still under way")
        tap(s, at: Point(x: 92, y: 25), time: t + 0.01)
        XCTAssertFalse(s.collectionView.isDecelerating)
        XCTAssertEqual(s.collectionView.indexPathsForSelectedItems, [], "the tap waits for the double tap")
        // Over a cell well beyond the double tap's reach, wherever the fling stopped.
        let far = try XCTUnwrap(stride(from: 400.0, to: 470, by: 5).flatMap { y in [230.0, 250, 270].map { Point(x: $0, y: y) } }.first {
            s.collectionView.indexPathForItem(at: $0 + s.collectionView.contentOffset) != nil
        })
        s.handle([.touch(id: 2, change: .down, location: far)], at: .seconds(t + 0.2))
        XCTAssertEqual(s.reports.last { $0.recognizer == "tap" }?.state, .recognized, "the far landing failed the double tap")
        XCTAssertEqual(s.collectionView.indexPathsForSelectedItems, [], "the first tap only stopped the scrolling")
        s.handle([.touch(id: 2, change: .up, location: far)], at: .seconds(t + 0.25))
        s.advance(to: .seconds(t + 1))
        let second = s.collectionView.indexPathForItem(at: far + s.collectionView.contentOffset)
        XCTAssertNotNil(second)
        XCTAssertEqual(s.collectionView.indexPathsForSelectedItems, second.map { [$0] }, "the second tap, on content at rest, selects")
    }

    func testATapWaitsForTheDoubleTapToFailWhenThereIsALayoutToSwitchTo() throws {
        let s = try Simulation(scene: scene(switching))
        tap(s, at: Point(x: 92, y: 25), time: 0)
        XCTAssertEqual(s.collectionView.indexPathsForSelectedItems, [])
        s.advance(to: .milliseconds(400))
        XCTAssertEqual(s.collectionView.indexPathsForSelectedItems, [ElementPath(item: 1, section: 0)])
    }

    /// UIKit's `delaysContentTouches`: a finger resting on a cell highlights it after 150 ms, not as it lands.
    func testAFingerAtRestHighlightsItsCellOnceTheContentTouchDelayRunsOut() throws {
        let s = try Simulation(scene: scene(grid))
        s.handle([.touch(id: 1, change: .down, location: Point(x: 92, y: 25))], at: .zero)
        s.advance(to: .milliseconds(149))
        XCTAssertNil(s.collectionView.indexPathForHighlightedItem)
        s.advance(to: .milliseconds(150))
        XCTAssertEqual(s.collectionView.indexPathForHighlightedItem, ElementPath(item: 1, section: 0))
        XCTAssertEqual((s.collectionView.preparedCellForItem(at: ElementPath(item: 1, section: 0)) as? CollectionViewCell)?.isHighlighted, true)
        XCTAssertFalse(s.reports.contains { $0.recognizer == "contentTouchDelay" }, "machinery, not a gesture: never reported")
    }

    /// A touch that starts a scroll never highlights the cell it landed on, as on iOS: the pan takes it
    /// before the view hears of it.
    func testATouchThatStartsAScrollNeverHighlights() throws {
        let s = try Simulation(scene: scene(#"{"size":[320,480],"layout":{"type":"flow","itemSize":[50,50]},"sections":[{"items":400}]}"#))
        var highlighted: [ElementPath] = []
        s.handle([.touch(id: 1, change: .down, location: Point(x: 92, y: 225))], at: .zero)
        for k in 1...20 {
            s.handle([.tick, .touch(id: 1, change: .move, location: Point(x: 92, y: 225 - 8 * Double(k)))], at: .milliseconds(Int64(16 * k)))
            if let h = s.collectionView.indexPathForHighlightedItem { highlighted.append(h) }
        }
        s.handle([.touch(id: 1, change: .up, location: Point(x: 92, y: 65))], at: .milliseconds(340))
        s.settle()
        XCTAssertGreaterThan(s.collectionView.contentOffset.y, 100, "the drag scrolled")
        XCTAssertEqual(highlighted, [])
        XCTAssertEqual(s.collectionView.indexPathsForSelectedItems, [])
    }

    func testWithoutDelaysContentTouchesATouchHighlightsAsItLands() throws {
        let s = try Simulation(scene: scene(grid))
        s.collectionView.delaysContentTouches = false
        s.handle([.touch(id: 1, change: .down, location: Point(x: 92, y: 25))], at: .zero)
        XCTAssertEqual(s.collectionView.indexPathForHighlightedItem, ElementPath(item: 1, section: 0))
    }

    /// UIKit's default `delaysTouchesEnded` (true): the view hears of the lift only once the double tap has
    /// failed, and then as a cancel, since the waiting tap recognizes and selects. The view hears of the
    /// touch itself as the finger lifts, before the content-touch delay has run out.
    func testTheHighlightStaysWhileTheDoubleTapWaitsThenTheTapSelects() throws {
        let s = try Simulation(scene: scene(switching))
        s.handle([.touch(id: 1, change: .down, location: Point(x: 92, y: 25))], at: .zero)
        XCTAssertNil(s.collectionView.indexPathForHighlightedItem, "the content's touches wait 150 ms")
        s.handle([.touch(id: 1, change: .up, location: Point(x: 92, y: 25))], at: .milliseconds(50))
        XCTAssertEqual(s.collectionView.indexPathForHighlightedItem, ElementPath(item: 1, section: 0),
                       "a finger that lifts first lets its touch through at once")
        s.advance(to: .milliseconds(349))
        XCTAssertEqual(s.collectionView.indexPathForHighlightedItem, ElementPath(item: 1, section: 0),
                       "the view's touchEnded is held back while the double tap may still recognize")
        XCTAssertEqual(s.collectionView.indexPathsForSelectedItems, [])
        s.advance(to: .milliseconds(350))
        XCTAssertNil(s.collectionView.indexPathForHighlightedItem)
        XCTAssertEqual(s.collectionView.indexPathsForSelectedItems, [ElementPath(item: 1, section: 0)])
    }

    func testADoubleTapSwitchesLayoutWithoutSelecting() throws {
        let s = try Simulation(scene: scene(switching))
        tap(s, at: Point(x: 92, y: 25), time: 0)
        tap(s, at: Point(x: 93, y: 26), time: 0.2)
        s.settle()
        XCTAssertEqual(s.layoutIndex, 1)
        XCTAssertEqual((s.currentLayout as? FlowLayout)?.itemSize, Size(width: 100, height: 100))
        XCTAssertEqual(s.collectionView.indexPathsForSelectedItems, [])
        XCTAssertFalse(s.reports.contains { $0.recognizer == "tap" && $0.state == .ended })
    }

    func testAPinchOnAFlowLayoutScalesTheItemSize() throws {
        let s = try Simulation(scene: scene(grid))
        s.handle([.touch(id: 1, change: .down, location: Point(x: 110, y: 200)),
                  .touch(id: 2, change: .down, location: Point(x: 210, y: 200))], at: .zero)
        for (i, d) in [60.0, 70, 80, 100].enumerated() {
            s.handle([.touch(id: 1, change: .move, location: Point(x: 160 - d, y: 200)),
                      .touch(id: 2, change: .move, location: Point(x: 160 + d, y: 200))], at: .milliseconds(50 * (i + 1)))
        }
        XCTAssertEqual((s.currentLayout as? FlowLayout)?.itemSize, Size(width: 100, height: 100), "span 100 → 200 doubles the size")
    }

    func testALongPressThenDragReordersByDeleteAndInsert() throws {
        let s = try Simulation(scene: scene(grid))
        s.handle([.touch(id: 1, change: .down, location: Point(x: 25, y: 25))], at: .zero)
        s.advance(to: .milliseconds(600))
        XCTAssertTrue(s.collectionView.isMovingItem)
        s.handle([.touch(id: 1, change: .move, location: Point(x: 160, y: 25))], at: .milliseconds(700))
        s.handle([.touch(id: 1, change: .up, location: Point(x: 160, y: 25))], at: .milliseconds(800))
        s.settle()
        XCTAssertEqual(Array(s.state.items[0].prefix(4)), [1, 2, 0, 3])
    }

    func testAPanScrollsAndTheFlingDeceleratesWithinTheContent() throws {
        let s = try Simulation(scene: scene(grid))
        s.handle([.touch(id: 1, change: .down, location: Point(x: 160, y: 400))], at: .zero)
        for i in 1...5 {
            s.handle([.touch(id: 1, change: .move, location: Point(x: 160, y: 400 - Double(i) * 40))], at: .milliseconds(16 * i))
        }
        s.handle([.touch(id: 1, change: .up, location: Point(x: 160, y: 200))], at: .milliseconds(90))
        let released = s.collectionView.contentOffset.y
        XCTAssertEqual(released, 200, accuracy: 1)
        s.settle()
        let resting = s.collectionView.contentOffset.y
        XCTAssertGreaterThan(resting, released, "momentum carries it on")
        XCTAssertLessThanOrEqual(resting, s.collectionView.maximumContentOffset.y)
    }

    func testThreeFingersDraggingTogetherScrollAsAScrollViewsPanTakesAnyNumberOfFingers() throws {
        // UIScrollView's pan keeps UIPanGestureRecognizer's maximumNumberOfTouches default, NSUIntegerMax: three
        // fingers scroll by their centroid, as a three-finger swipe imported from a touchpad does.
        let s = try Simulation(scene: scene(grid))
        let xs = [100.0, 160, 220]
        func fingers(_ change: InputEvent.TouchChange, y: Double) -> [InputEvent] {
            xs.enumerated().map { .touch(id: $0.offset + 1, change: change, location: Point(x: $0.element, y: y)) }
        }
        s.handle(fingers(.down, y: 400), at: .zero)
        for i in 1...5 { s.handle(fingers(.move, y: 400 - Double(i) * 40), at: .milliseconds(16 * i)) }
        XCTAssertEqual(s.collectionView.contentOffset.y, 200, accuracy: 1)
        XCTAssertTrue(s.transcript.contains(#""recognizer":"pan","state":"changed","location":[160,200],"touches":3"#), s.transcript)
        s.handle(fingers(.up, y: 200), at: .milliseconds(90))
        XCTAssertTrue(s.transcript.contains(#""recognizer":"pan","state":"ended""#), s.transcript)
    }

    func testTheTranscriptSaysEndedForAPanAndRecognizedForATapAndBothCountAsFinished() throws {
        let s = try Simulation(scene: scene(grid))
        tap(s, at: Point(x: 92, y: 25), time: 0)
        s.handle([.touch(id: 2, change: .down, location: Point(x: 160, y: 400))], at: .seconds(1))
        s.handle([.touch(id: 2, change: .move, location: Point(x: 160, y: 300))], at: .seconds(1.05))
        s.handle([.touch(id: 2, change: .up, location: Point(x: 160, y: 300))], at: .seconds(1.1))
        let finished = s.transcript.split(separator: "\n").filter { !$0.contains(#""state":"failed""#) }
            .filter { $0.contains(#""state":"recognized""#) || $0.contains(#""state":"ended""#) }
            .map { $0.split(separator: ",").prefix(3).dropFirst().joined(separator: ",") }
        XCTAssertEqual(finished, [#""recognizer":"tap","state":"recognized""#, #""recognizer":"pan","state":"ended""#])
        XCTAssertEqual(s.endedGestureCount, 2, "a recognized tap and an ended pan both count as finished gestures")
        XCTAssertTrue(s.headsUp.hasSuffix("| pan ended (160, 300) touches=1 translation=(0, -100) velocity=(0, 0)"), s.headsUp)
        XCTAssertEqual(s.headsUpSegments.last, "pan ended (160, 300) touches=1 translation=(0, -100) velocity=(0, 0)")
        XCTAssertEqual(s.headsUpSegments.joined(separator: " | "), s.headsUp)
        XCTAssertEqual(s.headsUpSegments.count, 3, "the layout, the item count and the gesture: \(s.headsUpSegments)")
    }

    func testKeysAddDeleteSwitchAndToggleMultipleSelection() throws {
        let s = try Simulation(scene: scene(switching))
        s.handle([.key("plus")], at: .zero)
        XCTAssertEqual(s.state.items[0].last, 40, "a fresh identity counting up from the scene's item count")
        s.handle([.key("minus")], at: .seconds(1))
        s.handle([.key("minus")], at: .seconds(2))
        XCTAssertEqual(s.state.items[0].count, 39)
        s.handle([.key("m")], at: .seconds(3))
        XCTAssertTrue(s.collectionView.allowsMultipleSelection)
        s.handle([.key("2")], at: .seconds(4))
        XCTAssertEqual(s.layoutIndex, 1)
        s.handle([.key("9")], at: .seconds(5))
        XCTAssertEqual(s.layoutIndex, 1, "no ninth layout: nothing happens")
    }

    func testTheWheelScrollsAndCtrlWheelPinches() throws {
        let s = try Simulation(scene: scene(grid))
        s.handle([.wheel(delta: Point(x: 0, y: 2), location: Point(x: 10, y: 10), modifiers: [])], at: .zero)
        XCTAssertEqual(s.collectionView.contentOffset, Point(x: 0, y: 80))
        s.handle([.wheel(delta: Point(x: 0, y: -1), location: Point(x: 10, y: 10), modifiers: .control)], at: .seconds(1))
        XCTAssertEqual((s.currentLayout as? FlowLayout)?.itemSize, Size(width: 55, height: 55))
    }

    func testAResizeChangesTheBoundsAndTheLayout() throws {
        let s = try Simulation(scene: scene(grid))
        s.handle([.resize(Size(width: 200, height: 300))], at: .zero)
        s.tick(at: .milliseconds(16))
        XCTAssertEqual(s.state.size, Size(width: 200, height: 300))
        XCTAssertEqual(s.collectionView.contentSize.width, 200)
    }

    func testSettlingCancelsTouchesLeftDownAndEndsTheirGestures() throws {
        let s = try Simulation(scene: scene(grid))
        s.handle([.touch(id: 1, change: .down, location: Point(x: 160, y: 400))], at: .zero)
        s.handle([.touch(id: 1, change: .move, location: Point(x: 160, y: 300))], at: .milliseconds(50))
        s.settle()
        XCTAssertFalse(s.isBusy)
        XCTAssertEqual(s.reports.last { $0.recognizer == "pan" }?.state, .cancelled)
    }

    func testInteractionsCanBeSwitchedOffPerScene() throws {
        let s = try Simulation(scene: scene(#"{"size":[320,480],"layout":{"type":"flow"},"sections":[{"items":40}],"interactions":{"tap":false}}"#))
        tap(s, at: Point(x: 25, y: 25), time: 0)
        XCTAssertEqual(s.collectionView.indexPathsForSelectedItems, [])
        XCTAssertThrowsError(try scene(#"{"size":[320,480],"layout":{"type":"flow"},"sections":[],"interactions":{"tickle":true}}"#)) {
            XCTAssertEqual("\($0)", "$.interactions.tickle: unknown key \"tickle\"")
        }
    }

    func testTheDisplayListFollowsTheContentOffsetAndMarksSelection() throws {
        let s = try Simulation(scene: scene(grid))
        tap(s, at: Point(x: 25, y: 25), time: 0)
        s.handle([.wheel(delta: Point(x: 0, y: 1), location: .zero, modifiers: [])], at: .seconds(1))
        s.tick(at: .seconds(1.1))
        var list = TesseraRender.DisplayList(size: .zero)
        s.buildDisplayList(into: &list)
        let first = try XCTUnwrap(list.items.first { $0.key.indexPath == ElementPath(item: 0, section: 0) })
        XCTAssertEqual(first.frame.minY, -40)
        XCTAssertNotNil(first.appearance.border, "the selected cell has a border")
        XCTAssertEqual(first.appearance.label, "0")
    }
}

import TesseraRender

final class LayoutSwitchTests: XCTestCase {
    func testSwitchingToCoverFlowHappensAtOnceAsInTheSeed() throws {
        let scene = try Scene.parse(Data(#"{"size":[480,320],"layout":{"type":"boring"},"alternates":[{"type":"coverflow"}],"sections":[{"items":20}]}"#.utf8), catalog: .standard)
        let s = try Simulation(scene: scene)
        s.handle([.key("2")], at: .zero)
        s.tick(at: .milliseconds(16))
        XCTAssertEqual(s.currentLayoutName, "coverflow")
        XCTAssertFalse(s.collectionView.animator.isAnimating, "no animated transition")
        let switched = try Simulation(scene: Scene.parse(Data(#"{"size":[480,320],"layout":{"type":"boring"},"alternates":[{"type":"circle"}],"sections":[{"items":20}]}"#.utf8), catalog: .standard))
        switched.handle([.key("2")], at: .zero)
        switched.tick(at: .milliseconds(16))
        XCTAssertTrue(switched.collectionView.animator.isAnimating, "other layouts animate")
    }
}

final class LayoutModeKeyTests: XCTestCase {
    /// The fillAmount of the presented cell 0: 0 for aspect fit, 1 for fill, between while it animates.
    func presentedFillAmount(_ s: Simulation) -> Double? {
        var amount: Double?
        s.collectionView.forEachPresentedElement { _, a in
            if a.category == .cell, a.indexPath == ElementPath(item: 0, section: 0),
               a.custom.contains(FillAmountAttribute.self) { amount = a[FillAmountAttribute.self] }
        }
        return amount
    }

    func testTheAKeyAnimatesTheCellsFromAspectFitToAspectFill() throws {
        let scene = try Scene.parse(Data(#"{"size":[320,480],"layout":{"type":"dimensions"},"sections":[{"items":12}]}"#.utf8), catalog: .standard)
        let s = try Simulation(scene: scene)
        s.tick(at: .milliseconds(16))
        XCTAssertEqual(presentedFillAmount(s), 0)
        s.handle([.key("a")], at: .milliseconds(100))
        s.tick(at: .milliseconds(133))
        XCTAssertTrue(s.collectionView.animator.isAnimating, "the change of mode animates")
        let partway = try XCTUnwrap(presentedFillAmount(s))
        XCTAssertGreaterThan(partway, 0)
        XCTAssertLessThan(partway, 1, "cells resize their image frame gradually")
        s.settle()
        XCTAssertEqual(presentedFillAmount(s), 1)
        guard case .object(let parameters) = s.state.parameters else { return XCTFail("parameters") }
        XCTAssertEqual(parameters["layoutMode"], .string("aspectFill"))
    }
}
