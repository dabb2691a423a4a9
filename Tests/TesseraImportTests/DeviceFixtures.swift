import Foundation
import TesseraGeometry
@testable import TesseraSimulator
import TesseraReplay
import TesseraImport

/// The recordings in Tests/Fixtures/devices, and the helpers the import tests read them with.
enum DeviceFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/devices")

    /// The text of the fixture `name`.
    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// The window the fixtures are imported onto.
    static let window = Size(width: 320, height: 480)

    /// Records as the lines a log holds them in (`0.0041 down 2 187.6 229.2`).
    static func lines(_ records: [LogRecord]) -> [String] {
        records.map { EventLogWriter.line($0) }
    }

    /// The device point (`x`, `y`) on axes 0…`xMax` and 0…`yMax`, scaled onto ``window`` as a log writes it.
    static func at(_ x: Double, _ y: Double, _ xMax: Double, _ yMax: Double) -> String {
        "\(JSONWriter.number(x / xMax * window.width)) \(JSONWriter.number(y / yMax * window.height))"
    }

    /// The error `body` throws, as the line `tessera import` prints, or nil.
    static func message(_ body: () throws -> Any) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return "\(error)"
        }
    }
}
