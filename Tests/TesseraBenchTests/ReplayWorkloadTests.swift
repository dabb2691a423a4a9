import Foundation
import TesseraGeometry
import TesseraLayout
import TesseraReplay
import TesseraSimulator
import XCTest
@testable import tessera_bench

/// The benchmark's generated session must be what it claims: pinches that open and close
/// again, so item sizes stay bounded, and pans that scroll the layout they run on.
final class ReplayWorkloadTests: XCTestCase {
    func testItemSizesStayBoundedAndPansScroll() throws {
        // Nine cycles: every layout gets the gestures three times.
        let workload = try ReplayWorkload(events: 9 * 700)
        XCTAssertGreaterThanOrEqual(workload.summary.pans.count, 12)
        XCTAssertEqual(workload.summary.pinchesOpening, workload.summary.pinchesClosing)
        let log = try EventLogReader().read(workload.text)
        XCTAssertEqual(log.records.count, workload.events)
        let scene = try log.loadScene(relativeTo: "/", catalog: .standard)
        let starting = try Simulation(scene: scene).layouts.map { ($0 as! FlowLayout).itemSize }

        var offsets: [Int: Point] = [:]
        // The largest and smallest growth of each layout's item size over its size at the start.
        var largest = [Double](repeating: 1, count: starting.count), smallest = largest
        var layoutsAtPans: [Int: Int] = [:]
        let marks = Set(workload.summary.pans.flatMap { [$0.downRecords, $0.settledRecords] })
        var replayer = Replayer()
        replayer.progress = { applied, simulation in
            for (i, layout) in simulation.layouts.enumerated() {
                let size = (layout as! FlowLayout).itemSize
                let growth = [size.width / starting[i].width, size.height / starting[i].height]
                largest[i] = max(largest[i], growth.max()!)
                smallest[i] = min(smallest[i], growth.min()!)
            }
            if marks.contains(applied) {
                offsets[applied] = simulation.collectionView.contentOffset
                layoutsAtPans[applied] = simulation.layoutIndex
            }
        }
        let result = try replayer.replay(log, scene: scene)

        // A pinch opens to 1.9 times and the next closes back, whatever the cycle.
        for i in starting.indices {
            XCTAssertLessThanOrEqual(largest[i], 1.95, "layout \(i)'s item size stays bounded")
            XCTAssertGreaterThan(largest[i], 1.5, "the pinches on layout \(i) do open")
            XCTAssertGreaterThanOrEqual(smallest[i], 0.95, "layout \(i)'s item size comes back")
        }
        XCTAssertFalse(result.state.items.isEmpty)
        for pan in workload.summary.pans {
            XCTAssertEqual(layoutsAtPans[pan.downRecords], pan.layout, "the builder follows the current layout")
            let before = try XCTUnwrap(offsets[pan.downRecords]), after = try XCTUnwrap(offsets[pan.settledRecords])
            let along = pan.vertical ? after.y - before.y : after.x - before.x
            let across = pan.vertical ? after.x - before.x : after.y - before.y
            XCTAssertGreaterThan(-pan.direction * along, 100, "pan at record \(pan.downRecords) scrolls along its axis")
            XCTAssertEqual(across, 0, accuracy: 0.001)
        }
    }
}
