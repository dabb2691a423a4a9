import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraSimulator
import TesseraReplay
import TesseraDemo
import TesseraTesting

final class InteractionDriverTests: XCTestCase {
    static let grid = #"{"size":[320,480],"layout":{"type":"flow","itemSize":[50,50]},"sections":[{"items":100}]}"#
    static let switching = #"{"size":[320,480],"layout":{"type":"flow","itemSize":[50,50]},"#
        + #""alternates":[{"type":"flow","itemSize":[100,100]}],"sections":[{"items":40}]}"#

    /// Where the cell at `item` of section 0 is on screen, from the layout itself.
    private func windowCenter(of item: Int, in driver: InteractionDriver) throws -> Point {
        let simulation = driver.simulation
        let a = try XCTUnwrap(simulation.currentLayout.attributesForItem(at: ElementPath(item: item, section: 0)))
        return Point(x: a.center.x - simulation.collectionView.contentOffset.x, y: a.center.y - simulation.collectionView.contentOffset.y)
    }

    func testATapSelectsTheItemUnderTheFinger() throws {
        let driver = try InteractionDriver(sceneJSON: Self.grid)
        driver.tap(at: try windowCenter(of: 7, in: driver))
        driver.settle()
        XCTAssertEqual(driver.simulation.state.selected, [ElementPath(item: 7, section: 0)])
        let tap = try XCTUnwrap(driver.simulation.reports.first { $0.recognizer == "tap" })
        XCTAssertEqual(tap.state, .ended)
        XCTAssertEqual(tap.time, Simulation.frameInterval * 4, "down at frame 1, up three frames later")
    }

    func testADoubleTapSwitchesToTheNextLayoutWithoutSelecting() throws {
        let driver = try InteractionDriver(sceneJSON: Self.switching, catalog: .standard)
        driver.doubleTap(at: try windowCenter(of: 2, in: driver))
        driver.settle()
        XCTAssertEqual(driver.simulation.layoutIndex, 1)
        XCTAssertEqual((driver.simulation.currentLayout as? FlowLayout)?.itemSize, Size(width: 100, height: 100))
        XCTAssertEqual(driver.simulation.state.selected, [])
        XCTAssertTrue(driver.simulation.reports.contains { $0.recognizer == "doubleTap" && $0.state == .ended })
    }

    func testADragUpScrollsTheContentDownAndComesToRestInsideIt() throws {
        let driver = try InteractionDriver(sceneJSON: Self.grid)
        driver.drag(from: Point(x: 160, y: 400), to: Point(x: 160, y: 100), duration: .milliseconds(250))
        let released = driver.simulation.collectionView.contentOffset.y
        XCTAssertGreaterThanOrEqual(released, 290, "the content followed the finger 300 points, less the pan slop")
        driver.settle()
        let cv = driver.simulation.collectionView
        XCTAssertGreaterThan(cv.contentOffset.y, released, "the fling carried it further")
        XCTAssertLessThanOrEqual(cv.contentOffset.y, cv.maximumContentOffset.y)
        XCTAssertEqual(driver.simulation.reports.filter { $0.recognizer == "pan" }.map(\.state).last, .ended)
    }

    func testAPinchOnTheSpreadLayoutSetsTheSpreadToTheFingersFinalSpan() throws {
        let driver = try InteractionDriver(descriptors: [.spread], sections: [20], catalog: .standard)
        let spread = try XCTUnwrap(driver.simulation.currentLayout as? SpreadLayout)
        XCTAssertEqual(spread.spreadDistance, 80, "precondition: the default spread")
        driver.pinch(center: Point(x: 160, y: 240), from: 100, to: 200)
        driver.settle()
        XCTAssertEqual(spread.spreadDistance, 200)
        XCTAssertEqual(driver.simulation.state.parameters, .object(["spreadDistance": .number(200), "itemSize": .array([.number(60), .number(60)]),
                                                                    "columns": .number(4)]))
        XCTAssertEqual(driver.simulation.reports.filter { $0.recognizer == "pinch" }.map(\.state).last, .ended)
    }

    func testALongPressIsRecognizedAfterHalfASecondAndDropsTheItemWhereItWas() throws {
        let driver = try InteractionDriver(sceneJSON: Self.grid)
        driver.longPress(at: try windowCenter(of: 3, in: driver))
        driver.settle()
        let began = try XCTUnwrap(driver.simulation.reports.first { $0.recognizer == "longPress" && $0.state == .began })
        XCTAssertEqual(began.time, Simulation.frameInterval + .milliseconds(500), "the long-press delay after the down at frame 1")
        XCTAssertEqual(driver.simulation.state.items[0], Array(0..<100))
    }

    func testAKeySwitchesToTheLayoutItNumbers() throws {
        let driver = try InteractionDriver(descriptors: [.spread, .circle, .stack], sections: [12], catalog: .standard)
        driver.key("3")
        driver.settle()
        XCTAssertEqual(driver.simulation.currentLayoutName, "stack")
        XCTAssertEqual(driver.records.last { $0.event != .tick }?.event, .key("3"))
    }

    func testAdvancingPresentsWholeFramesOnTheSixtyHertzGrid() throws {
        let driver = try InteractionDriver(sceneJSON: Self.grid)
        driver.advance(by: .milliseconds(100))
        XCTAssertEqual(driver.frame, 6)
        XCTAssertEqual(driver.records.map(\.time), (1...6).map { Simulation.frameInterval * $0 })
        XCTAssertEqual(driver.simulation.clock.now, driver.now)
    }

    /// The demo scene's gestures, driven, and its log replayed through the headless host.
    private func driveEverything() throws -> InteractionDriver {
        let driver = try InteractionDriver(descriptors: [.spread, .circle, .flow], sections: [30], catalog: .standard)
        driver.tap(at: try windowCenter(of: 5, in: driver))
        driver.advance(by: .milliseconds(400))
        driver.pinch(center: Point(x: 160, y: 240), from: 120, to: 60, duration: .milliseconds(200))
        driver.drag(from: Point(x: 100, y: 400), to: Point(x: 120, y: 200))
        driver.longPress(at: Point(x: 40, y: 40))
        driver.key("plus")
        driver.doubleTap(at: Point(x: 160, y: 240))
        driver.settle()
        return driver
    }

    func testTheDrivenStateAndTranscriptEqualAReplayOfTheDriversLog() throws {
        let driver = try driveEverything()
        let state = driver.simulation.state
        XCTAssertEqual(state.layout, "circle", "precondition: the double tap switched layouts")
        XCTAssertEqual(state.selected, [ElementPath(item: 5, section: 0)], "precondition: the tap selected")
        XCTAssertEqual(state.items[0].count, 31, "precondition: the plus key inserted an item")
        XCTAssertGreaterThan(driver.simulation.reports.count, 20)
        let replay = try Replayer().replay(try driver.log, scene: XCTUnwrap(driver.simulation.scene))
        XCTAssertEqual(replay.state, driver.simulation.state, replay.state.differences(from: driver.simulation.state).joined(separator: "\n"))
        XCTAssertEqual(replay.transcript, driver.simulation.transcript)
    }

    func testTheInputsAloneReplayTheSameWayAsAHandWrittenLogWould() throws {
        let driver = try driveEverything()
        let inputs = try driver.log(includingTicks: false)
        XCTAssertFalse(inputs.records.contains { $0.event == .tick })
        let replay = try Replayer().replay(inputs, scene: XCTUnwrap(driver.simulation.scene))
        XCTAssertEqual(replay.state, driver.simulation.state, replay.state.differences(from: driver.simulation.state).joined(separator: "\n"))
        XCTAssertEqual(replay.transcript, driver.simulation.transcript)
    }

    /// A user's own layout, not registered in the catalog: the drive runs, and asking for its log says which
    /// class to register rather than stopping the process.
    func testALogOfAnUnregisteredLayoutThrowsNamingItsClass() throws {
        final class MyOwnFlow: FlowLayout {}
        let driver = InteractionDriver(Simulation(layouts: [MyOwnFlow(), FlowLayout()], sections: [30]))
        driver.tap(at: Point(x: 30, y: 30))
        XCTAssertThrowsError(try driver.log) { error in
            XCTAssertEqual((error as? InteractionDriver.UnnamedLayoutError)?.classes, ["MyOwnFlow"])
            XCTAssertTrue("\(error)".hasPrefix("no log can name the layout MyOwnFlow: register its class"), "\(error)")
        }
        // Registered, the same drive's log replays to the driven state.
        let catalog = LayoutCatalog.basic.adding(LayoutDescriptor(MyOwnFlow.self, name: "my-own-flow", summary: "a user's own flow",
                                                                                  make: { MyOwnFlow() }))
        let registered = InteractionDriver(Simulation(layouts: [MyOwnFlow(), FlowLayout()], sections: [30], catalog: catalog))
        registered.tap(at: Point(x: 30, y: 30))
        registered.settle()
        let replay = try Replayer().replay(try registered.log, scene: XCTUnwrap(registered.simulation.scene))
        XCTAssertEqual(replay.state, registered.simulation.state)
        XCTAssertEqual(replay.state.layout, "my-own-flow")
    }

    func testTheLogReadsBackAsTheRecordsItWasWrittenFrom() throws {
        let driver = try InteractionDriver(sceneJSON: Self.switching, catalog: .standard)
        driver.doubleTap(at: Point(x: 30, y: 30))
        driver.drag(from: Point(x: 10, y: 300), to: Point(x: 10, y: 100))
        let read = try EventLogReader().read(try driver.log.text)
        XCTAssertEqual(read.records.map(\.time), driver.records.map(\.time))
        XCTAssertEqual(read.records.map(\.event), driver.records.map(\.event))
        XCTAssertEqual(read.scene, try driver.log.scene)
    }
}
