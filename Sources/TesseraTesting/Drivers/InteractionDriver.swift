import TesseraGeometry
import TesseraReplay
import TesseraSimulator

/// Drives a `Simulation` as a person at a 60 Hz screen would, on its virtual clock:
/// taps, drags, pinches, long presses and keys become `InputEvent`s delivered on
/// frame boundaries, with a frame ticked at every `Simulation.frameInterval`.
///
/// The driver presents frame k at k · `frameInterval`: the frame ticks, then the
/// inputs of that instant are handled (both in one `handle(_:at:)` call, as the
/// replayer hands a frame's records over). Every tick and input is kept in
/// ``records``, so replaying ``log`` reproduces the drive exactly, state and
/// transcript; the inputs alone (``log(includingTicks:)`` with false) replay the
/// same way too whenever the drive ends with an input followed by ``settle(limit:)``,
/// since the replayer ticks the same 60 Hz frames between inputs.
///
/// ```swift
/// let driver = try InteractionDriver(sceneJSON: json, catalog: .standard)
/// driver.doubleTap(at: Point(x: 160, y: 240))
/// driver.settle()
/// XCTAssertEqual(driver.simulation.layoutIndex, 1)
/// ```
public final class InteractionDriver {
    /// The simulation being driven.
    public let simulation: Simulation
    /// Every input and tick delivered so far, in order, with its time.
    public private(set) var records: [LogRecord] = []
    /// The number of frames presented so far; the current time is this many frame intervals.
    public private(set) var frame = 0
    private var nextTouchID = 1

    /// Drives `simulation`, which must not have been driven yet (its clock reads zero).
    public init(_ simulation: Simulation) {
        precondition(simulation.clock.now == .zero, "the driver starts a simulation at time zero")
        self.simulation = simulation
    }

    /// Drives a simulation of the scene `json` describes, its layouts made through `catalog`.
    public convenience init(sceneJSON json: String, catalog: LayoutCatalog = .basic) throws {
        self.init(try Simulation(sceneJSON: json, catalog: catalog))
    }

    /// Drives a simulation of `descriptors`' layouts showing `sections` items per section; see
    /// `Simulation(descriptors:sections:size:catalog:)`.
    public convenience init(descriptors: [LayoutDescriptor], sections: [Int], size: Size = Size(width: 320, height: 480),
                            catalog: LayoutCatalog = .basic) throws {
        self.init(try Simulation(descriptors: descriptors, sections: sections, size: size, catalog: catalog))
    }

    /// The time of the frame presented last.
    public var now: Duration { Simulation.frameInterval * frame }

    // MARK: Frames

    /// Presents the next frame: it ticks, then `events` are handled at its instant.
    public func step(_ events: [InputEvent] = []) {
        frame += 1
        let time = now
        let batch = [InputEvent.tick] + events
        for event in batch { records.append(LogRecord(time: time, event: event)) }
        simulation.handle(batch, at: time)
    }

    /// Presents frames until `duration` has passed (rounded up to whole frames), firing timers on the way.
    public func advance(by duration: Duration) {
        for _ in 0..<Self.frames(in: duration) { step() }
    }

    /// Presents frames until nothing moves or waits (animations, scrolling, transitions, gesture timers),
    /// for at most `limit`, then runs a layout pass: what the replayer does at the end of a log.
    public func settle(limit: Duration = .seconds(30)) {
        let end = now + limit
        while simulation.isBusy, now < end { step() }
        simulation.collectionView.layoutIfNeeded()
    }

    /// Presses the key `name` (one of `InputEvent.keyNames`) at the next frame.
    public func key(_ name: String) {
        step([.key(name)])
    }

    /// The number of whole frames that cover `duration`.
    static func frames(in duration: Duration) -> Int {
        max(0, Int((duration / Simulation.frameInterval).rounded(.up)))
    }

    /// A fresh touch id, as each contact of a real device gets one.
    func newTouchID() -> Int {
        defer { nextTouchID += 1 }
        return nextTouchID
    }

    // MARK: Records

    /// The drive as an event log with the simulation's starting scene inline: with ticks, exactly
    /// what was presented; without, the inputs alone, as a hand-written log has them.
    ///
    /// - Throws: ``UnnamedLayoutError`` when the simulation was made from layout objects whose classes
    ///   are not all registered in its catalog, since a log names its layouts by their registered names.
    public func log(includingTicks: Bool = true) throws -> EventLog {
        guard let scene = simulation.scene else {
            let catalog = simulation.catalog
            throw UnnamedLayoutError(classes: simulation.layouts.filter { catalog.descriptor(of: $0) == nil }
                .map { String(describing: type(of: $0)) })
        }
        return EventLog(scene: .inline(scene.jsonValue),
                        records: includingTicks ? records : records.filter { $0.event != .tick })
    }

    /// The drive as an event log with every tick: replaying it reproduces the drive exactly.
    ///
    /// - Throws: ``UnnamedLayoutError``, as ``log(includingTicks:)``.
    public var log: EventLog { get throws { try log(includingTicks: true) } }

    /// Why a drive cannot be written as a log: layouts whose classes the simulation's catalog does not register.
    public struct UnnamedLayoutError: Error, CustomStringConvertible, Equatable {
        /// The Swift names of the layout classes with no descriptor in the catalog, in switching order.
        public var classes: [String]

        /// Says which classes to register, and how.
        public var description: String {
            let list = classes.joined(separator: ", ")
            return "no log can name the layout\(classes.count == 1 ? "" : "s") \(list): register "
                + "\(classes.count == 1 ? "its class" : "their classes") in the simulation's catalog with a LayoutDescriptor "
                + "(LayoutCatalog.adding(_:), see docs/writing-a-layout.md) so that a log can name and rebuild "
                + "\(classes.count == 1 ? "it" : "them")"
        }
    }
}
