import Foundation
import XCTest
import TesseraImport

/// ``RecordingImporters/formatName(guessedFrom:)`` knows each fixture's format from its first lines.
final class FormatGuessTests: XCTestCase {
    func testEveryFixtureIsGuessedAsTheFormatItIsWrittenIn() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: DeviceFixtures.folder.path).filter { !$0.hasSuffix(".py") }
        XCTAssertGreaterThan(names.count, 20)
        for name in names {
            let expected = name.hasSuffix(".evemu") ? "evemu" : name.hasSuffix(".yaml") ? "libinput"
                : name.hasPrefix("getevent-") ? "getevent" : name.hasPrefix("evtest-") ? "evtest"
                : name.hasPrefix("debug-events-") ? "debug-events" : "?"
            XCTAssertEqual(RecordingImporters.formatName(guessedFrom: try DeviceFixtures.text(name)), expected, name)
        }
        XCTAssertNil(RecordingImporters.formatName(guessedFrom: "tessera-log 1\nscene {}\n"))
    }
}
