import XCTest
@testable import TesseraX11

/// The latency benchmarks play a person's gestures; their pinches must open and close in turn, or the cells
/// grow with every pinch until one cell fills the window (each pinch spread the fingers: after four, a frame
/// drew one cell the size of a building, and the figures measured that).
final class LatencyWorkloadTests: XCTestCase {
    func testPinchesOfALatencyRunOpenAndCloseInTurn() {
        let pinches = stride(from: 3, to: 64, by: 8).map { X11InputLatencyBenchmark.pinchOpens(gesture: $0) }
        XCTAssertEqual(pinches, [true, false, true, false, true, false, true, false])
    }
}
