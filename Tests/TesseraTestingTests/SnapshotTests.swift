import Foundation
import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraSimulator
import TesseraDemo
import TesseraTesting

final class SnapshotTests: XCTestCase {
    private var temporary: TemporaryDirectory!
    private var directory: String!

    override func setUpWithError() throws {
        try super.setUpWithError()
        temporary = try TemporaryDirectory(prefix: "tessera-snapshots-")
        // A folder that does not exist yet, as before: recording makes it.
        directory = temporary.url.appendingPathComponent("snapshots").path
    }

    override func tearDownWithError() throws {
        try temporary?.remove()
        try super.tearDownWithError()
    }

    private let seven = "cell [0, 0] frame=[0,0,50,50] alpha=1 zIndex=0 hidden=false\n"

    // MARK: Stored next to this file

    func testARecordedAttributesSnapshotMatches() {
        let harness = LayoutHarness(CircleLayout(), sections: [5])
        harness.advance(by: .seconds(17 * 60), frame: .seconds(60))
        assertSnapshot(of: harness.allAttributes, as: .attributes)
        XCTAssertNil(verifySnapshot(of: harness.allAttributes, as: .attributes, record: false))
    }

    func testARecordedTranscriptSnapshotMatches() throws {
        let driver = try InteractionDriver(descriptors: [.flow, .spread], sections: [24], catalog: .standard)
        driver.tap(at: Point(x: 30, y: 30))
        driver.doubleTap(at: Point(x: 160, y: 200))
        driver.settle()
        assertSnapshot(of: driver.simulation, as: .transcript, named: "tap-then-double-tap")
    }

    // MARK: In a scratch directory

    func testRecordModeWritesTheSnapshotAndFailsSayingSo() throws {
        let message = verifySnapshot(of: seven, as: .lines, named: "grid", record: true, snapshotDirectory: directory)
        let path = directory + "/testRecordModeWritesTheSnapshotAndFailsSayingSo.grid.txt"
        XCTAssertEqual(message, "Record mode is on: recorded the snapshot at \(path). Turn record mode off and run the test again.")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), seven)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), [(path as NSString).lastPathComponent],
                       "the temporary file was renamed into place")
        XCTAssertNil(verifySnapshot(of: seven, as: .lines, named: "grid", record: false, snapshotDirectory: directory))
    }

    func testAMissingSnapshotIsRecordedAndTheTestFails() throws {
        let message = try XCTUnwrap(verifySnapshot(of: seven, as: .lines, record: false, snapshotDirectory: directory))
        XCTAssertTrue(message.hasPrefix("No snapshot was stored at \(directory!)/testAMissingSnapshotIsRecordedAndTheTestFails.txt: recorded one."),
                      message)
        XCTAssertNil(verifySnapshot(of: seven, as: .lines, record: false, snapshotDirectory: directory))
    }

    func testAChangedSnapshotFailsWithALineDiffOfTheChangedLines() throws {
        let harness = LayoutHarness(FlowLayout(), size: Size(width: 320, height: 480), sections: [12])
        _ = verifySnapshot(of: harness.allAttributes, as: .attributes, record: true, snapshotDirectory: directory)
        harness.layout.minimumLineSpacing = 20
        let message = try XCTUnwrap(verifySnapshot(of: harness.allAttributes, as: .attributes, record: false,
                                                   snapshotDirectory: directory))
        // Rows of five: the second row moves down 10 points, the third 20; the first row stays.
        XCTAssertEqual(message, """
            Snapshot does not match \(directory!)/testAChangedSnapshotFailsWithALineDiffOfTheChangedLines.txt (- stored, + now):
            @@ -4,9 +4,9 @@
             cell [0, 3] frame=[202.5,0,50,50] alpha=1 zIndex=0 hidden=false
             cell [0, 4] frame=[270,0,50,50] alpha=1 zIndex=0 hidden=false
            -cell [0, 5] frame=[0,60,50,50] alpha=1 zIndex=0 hidden=false
            -cell [0, 6] frame=[67.5,60,50,50] alpha=1 zIndex=0 hidden=false
            -cell [0, 7] frame=[135,60,50,50] alpha=1 zIndex=0 hidden=false
            -cell [0, 8] frame=[202.5,60,50,50] alpha=1 zIndex=0 hidden=false
            -cell [0, 9] frame=[270,60,50,50] alpha=1 zIndex=0 hidden=false
            -cell [0, 10] frame=[0,120,50,50] alpha=1 zIndex=0 hidden=false
            -cell [0, 11] frame=[67.5,120,50,50] alpha=1 zIndex=0 hidden=false
            +cell [0, 5] frame=[0,70,50,50] alpha=1 zIndex=0 hidden=false
            +cell [0, 6] frame=[67.5,70,50,50] alpha=1 zIndex=0 hidden=false
            +cell [0, 7] frame=[135,70,50,50] alpha=1 zIndex=0 hidden=false
            +cell [0, 8] frame=[202.5,70,50,50] alpha=1 zIndex=0 hidden=false
            +cell [0, 9] frame=[270,70,50,50] alpha=1 zIndex=0 hidden=false
            +cell [0, 10] frame=[0,140,50,50] alpha=1 zIndex=0 hidden=false
            +cell [0, 11] frame=[67.5,140,50,50] alpha=1 zIndex=0 hidden=false
            If the change is intended, record it again with record: true or TESSERA_RECORD_SNAPSHOTS=1.
            """)
    }

    func testTheEnvironmentVariableTurnsRecordModeOn() {
        XCTAssertTrue(SnapshotRecording.isOn(in: ["TESSERA_RECORD_SNAPSHOTS": "1"]))
        XCTAssertTrue(SnapshotRecording.isOn(in: ["TESSERA_RECORD_SNAPSHOTS": "true"]))
        XCTAssertFalse(SnapshotRecording.isOn(in: ["TESSERA_RECORD_SNAPSHOTS": "0"]))
        XCTAssertFalse(SnapshotRecording.isOn(in: [:]))
    }

    func testAPulledBackStrategySnapshotsAnotherTypeThroughTheFirst() {
        let visible = TextSnapshot<[LayoutAttributes]>.attributes.pullback { (h: LayoutHarness<FlowLayout>) in h.attributes(in: h.bounds) }
        let harness = LayoutHarness(FlowLayout(), size: Size(width: 50, height: 50), sections: [3])
        XCTAssertEqual(visible.text(harness), seven)
        XCTAssertEqual(visible.pathExtension, "txt")
    }

    func testAnAttributesLineShowsTheTransformOnlyWhenThereIsOneAndCustomAttributesByName() throws {
        let harness = LayoutHarness(CoverFlowLayout(), sections: [3])
        let lines = AttributesDump.text(harness.allAttributes).split(separator: "\n")
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines.allSatisfy { $0.contains(" transform=[") && $0.hasSuffix("maskingValue=\($0.contains("cell [0, 0]") ? "0" : "0.6") pictureInset=10 shouldRasterize=true") },
                      lines.joined(separator: "\n"))
        XCTAssertFalse(AttributesDump.line(LayoutAttributes(forCellAt: ElementPath(item: 0, section: 0))).contains("transform"))
    }
}
