import TesseraCollection
import TesseraGeometry
import TesseraLayout
import TesseraRender
import TesseraSimulator
import TesseraReplay
import TesseraImport
import TesseraDemo

/// The structure-aware fuzz target: the input chooses a scene, then a stream of
/// touches, keys, wheel steps, resizes, frames and batch updates that is driven
/// through a live ``Simulation``.
///
/// Touch streams are well formed, as the event-log reader guarantees: a touch
/// moves and ends only while down. Everything else is free: batch updates are
/// random and often invalid. Properties checked after every call:
/// - nothing traps;
/// - an invalid batch update throws and changes nothing (state and item counts);
/// - a valid one leaves the data source and the collection view agreeing;
/// - the state, the display list and the transcript can always be read;
/// - at the end, `settle()` leaves nothing moving and no touch down.
public enum SimulationTarget {
    /// The most operations one input drives, so every run stays short.
    public static let maximumOperations = 400

    public static func run(_ bytes: [UInt8]) {
        var input = FuzzInput(bytes)
        guard let simulation = try? Simulation(scene: scene(&input)) else { return }
        var driver = Driver(simulation: simulation)
        var operations = 0
        while !input.isAtEnd, operations < maximumOperations {
            driver.step(&input)
            operations += 1
        }
        simulation.settle()
        let cv = simulation.collectionView
        precondition(!simulation.isBusy, "the simulation is still busy 30 s after the input ended: animating \(cv.animator.isAnimating), "
                     + "decelerating \(cv.isDecelerating) (rows \(cv.isDeceleratingOrthogonally)), scroll-animating \(cv.isScrollAnimating), "
                     + "transitioning \(cv.isInteractivelyTransitioning), timers \(simulation.clock.pendingCount), layout \(simulation.currentLayoutName)")
        driver.checkUsable()
    }

    /// A scene with one to three layouts from the standard catalog and up to
    /// three sections of up to 60 items.
    static func scene(_ input: inout FuzzInput) -> Scene {
        let types = LayoutCatalog.standard.names
        func layout() -> JSONValue {
            var o: [String: JSONValue] = ["type": .string(input.pick(types))]
            if case .string("flow") = o["type"]!, input.bool() {
                o["itemSize"] = .array([.number(input.double(0...200)), .number(input.double(0...200))])
                o["headerReferenceSize"] = .array([.number(input.double(0...60)), .number(input.double(0...60))])
                o["scrollDirection"] = .string(input.bool() ? "horizontal" : "vertical")
                o["sectionHeadersPinToVisibleBounds"] = .bool(input.bool())
            }
            return .object(o)
        }
        let size = Size(width: input.double(1...1200), height: input.double(1...1200))
        let main = layout()
        let alternates = (0..<input.int(0...2)).map { _ in layout() }
        let sections = (0..<input.int(0...3)).map { _ in SceneSection(items: input.int(0...60)) }
        let offset = Point(x: input.double(-100...400), y: input.double(-100...400))
        return Scene(size: size, layout: main, alternates: alternates, sections: sections, contentOffset: offset)
    }

    struct Driver {
        let simulation: Simulation
        var time: Duration = .zero
        /// Touches down, by id, with where they are.
        var down: [Int: Point] = [:]
        var list = DisplayList(size: Size(width: 1, height: 1))
        static let keys = InputEvent.keyNames.sorted()

        init(simulation: Simulation) {
            self.simulation = simulation
        }

        var size: Size { simulation.collectionView.size }

        mutating func point(_ input: inout FuzzInput) -> Point {
            Point(x: input.double(-20...(size.width + 20)), y: input.double(-20...(size.height + 20)))
        }

        mutating func step(_ input: inout FuzzInput) {
            time += .milliseconds(input.int(0...40))
            switch input.int(0...15) {
            case 0, 1:
                // A finger lands; ids stay small so fingers come back.
                let id = input.int(0...5)
                guard down[id] == nil else { return touchFrame(&input) }
                let p = point(&input)
                down[id] = p
                simulation.handle([.touch(id: id, change: .down, location: p)], at: time)
            case 2, 3, 4, 5:
                touchFrame(&input)
            case 6:
                lift(&input, change: input.bool() ? .up : .cancel)
            case 7:
                simulation.handle([.key(input.pick(Self.keys))], at: time)
            case 8:
                var modifiers: InputEvent.Modifiers = []
                if input.bool() { modifiers.insert(.control) }
                if input.bool() { modifiers.insert(.shift) }
                let delta = Point(x: input.double(-5...5), y: input.double(-5...5))
                simulation.handle([.wheel(delta: delta, location: point(&input), modifiers: modifiers)], at: time)
            case 9:
                let s = Size(width: input.double(1...1500), height: input.double(1...1500))
                simulation.handle([.resize(s)], at: time)
            case 10, 11:
                for _ in 0...input.int(0...20) {
                    time += Simulation.frameInterval
                    simulation.tick(at: time)
                }
            case 12:
                // Long enough for the double-tap window and the long press to run out.
                time += .milliseconds(input.int(100...1200))
                simulation.advance(to: time)
            case 13, 14:
                batchUpdate(&input)
            default:
                simulation.switchLayout(to: input.int(-1...3))
            }
            if input.int(0...7) == 0 { checkUsable() }
        }

        /// Moves some of the fingers down, and perhaps lifts one, in one frame.
        mutating func touchFrame(_ input: inout FuzzInput) {
            guard !down.isEmpty else { return }
            var events: [InputEvent] = []
            for id in down.keys.sorted() where input.bool() {
                let p: Point
                if input.bool() {
                    let d = Point(x: input.double(-30...30), y: input.double(-30...30))
                    p = down[id]! + d
                } else {
                    p = point(&input)
                }
                down[id] = p
                events.append(.touch(id: id, change: .move, location: p))
            }
            if input.int(0...3) == 0, let id = down.keys.sorted().first {
                events.append(.touch(id: id, change: .up, location: down.removeValue(forKey: id)!))
            }
            simulation.handle(events, at: time)
        }

        mutating func lift(_ input: inout FuzzInput, change: InputEvent.TouchChange) {
            guard !down.isEmpty else { return }
            let id = input.pick(down.keys.sorted())
            simulation.handle([.touch(id: id, change: change, location: down.removeValue(forKey: id)!)], at: time)
        }

        /// A random batch, from index paths near the data's real ones so that
        /// valid and invalid batches both come up often.
        mutating func batchUpdate(_ input: inout FuzzInput) {
            let counts = simulation.state.items.map(\.count)
            let sections = counts.count
            func section() -> Int { input.int(-1...(sections + 1)) }
            func path() -> ElementPath {
                let s = section()
                let n = s >= 0 && s < sections ? counts[s] : 2
                return ElementPath(item: input.int(-1...(n + 1)), section: s)
            }
            var batch = BatchUpdate()
            for _ in 0..<input.int(1...6) {
                switch input.int(0...7) {
                case 0: batch.insertItems(at: [path()])
                case 1: batch.deleteItems(at: [path()])
                case 2: batch.reloadItems(at: [path()])
                case 3: batch.moveItem(at: path(), to: path())
                case 4: batch.insertSections([section()])
                case 5: batch.deleteSections([section()])
                case 6: batch.reloadSections([section()])
                default: batch.moveSection(section(), toSection: section())
                }
            }
            let before = simulation.state
            do {
                try simulation.performBatchUpdates(batch, animated: input.bool())
                let after = simulation.state.items.map(\.count)
                precondition(after == (0..<simulation.collectionView.numberOfSections).map(simulation.collectionView.numberOfItems),
                             "the data source and the collection view disagree after \(batch)")
            } catch is BatchUpdateError {
                let after = simulation.state
                precondition(after.items == before.items && after.selected == before.selected,
                             "a refused batch update changed the data or the selection: \(batch)")
            } catch {
                preconditionFailure("a batch update threw \(error), not a BatchUpdateError")
            }
        }

        /// Reads everything a host reads: the state, a display list and the transcript.
        mutating func checkUsable() {
            let state = simulation.state
            precondition(state.size.width > 0 && state.size.height > 0, "the window size is not positive")
            precondition(state.contentOffset.x.isFinite && state.contentOffset.y.isFinite, "the content offset is not finite")
            simulation.buildDisplayList(into: &list)
            _ = simulation.transcript
            _ = simulation.headsUp
        }
    }
}
