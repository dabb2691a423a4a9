import Foundation
import XCTest

/// Compares `value`'s snapshot text with the stored one and returns why it failed, or nil when it matches.
///
/// The stored text lives in `__Snapshots__/<test file name>/<test name>[.<name>].<extension>` next to the
/// test file (or in `snapshotDirectory`). It fails, with a message that says so, when:
///
/// - record mode is on (`record: true`, or ``SnapshotRecording/variable`` set): it writes the text and fails,
///   so a recording run never passes by accident;
/// - nothing is stored yet: it records the text, as in record mode;
/// - the texts differ: the message holds a ``LineDiff`` of stored (`-`) to new (`+`) lines.
///
/// Files are written whole or not at all: to a temporary file in the same directory, then renamed.
///
/// - Parameters:
///   - value: What to snapshot; an error it throws fails the comparison.
///   - strategy: How `value` becomes text, and the file extension it is stored under.
///   - name: Distinguishes several snapshots in one test; each needs its own.
///   - record: Whether to record; nil defers to the environment.
///   - snapshotDirectory: Where the stored text lives, instead of `__Snapshots__` beside the test file.
///   - file: The test file, which names the stored text's folder.
///   - testName: The test, which names the stored text.
public func verifySnapshot<Value>(of value: @autoclosure () throws -> Value, as strategy: TextSnapshot<Value>, named name: String? = nil,
                                  record: Bool? = nil, snapshotDirectory: String? = nil,
                                  file: StaticString = #filePath, testName: String = #function) -> String? {
    let recording = record ?? SnapshotRecording.isOn(in: ProcessInfo.processInfo.environment)
    let text: String
    do { text = strategy.text(try value()) } catch { return "Could not make the snapshot's value: \(error)" }
    let testFile = URL(fileURLWithPath: "\(file)")
    let directory = snapshotDirectory.map { URL(fileURLWithPath: $0) }
        ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let base = sanitized(testName) + (name.map { "." + sanitized($0) } ?? "")
    let url = directory.appendingPathComponent(base).appendingPathExtension(strategy.pathExtension)

    let stored = try? String(contentsOf: url, encoding: .utf8)
    if !recording, let stored {
        guard let diff = LineDiff.unified(from: stored, to: text) else { return nil }
        return "Snapshot does not match \(url.path) (- stored, + now):\n\(diff)\n"
            + "If the change is intended, record it again with record: true or \(SnapshotRecording.variable)=1."
    }
    do {
        try writeAtomically(text, to: url)
    } catch {
        return "Could not record the snapshot at \(url.path): \(error)"
    }
    if recording {
        return "Record mode is on: recorded the snapshot at \(url.path). Turn record mode off and run the test again."
    }
    return "No snapshot was stored at \(url.path): recorded one. Run the test again to compare against it."
}

/// Fails the test with ``verifySnapshot(of:as:named:record:snapshotDirectory:file:testName:)``'s message
/// when `value`'s snapshot does not match the stored one, or was recorded.
///
/// ```swift
/// func testTheGridLaysOutSevenItems() {
///     let harness = LayoutHarness(FlowLayout(), sections: [7])
///     assertSnapshot(of: harness.allAttributes, as: .attributes)
/// }
/// ```
public func assertSnapshot<Value>(of value: @autoclosure () throws -> Value, as strategy: TextSnapshot<Value>, named name: String? = nil,
                                  record: Bool? = nil, snapshotDirectory: String? = nil,
                                  file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    if let message = verifySnapshot(of: try value(), as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory,
                                    file: file, testName: testName) {
        XCTFail(message, file: file, line: line)
    }
}

/// A test or snapshot name as a file name: `testFoo()` becomes `testFoo`, other punctuation `-`.
func sanitized(_ name: String) -> String {
    var s = name.hasSuffix("()") ? String(name.dropLast(2)) : name
    s = String(s.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "-" })
    return s
}

/// Writes `text` to a temporary file beside `url`, then renames it over `url`, creating the directory if needed.
func writeAtomically(_ text: String, to url: URL) throws {
    let directory = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    try Data(text.utf8).write(to: temporary)
    guard rename(temporary.path, url.path) == 0 else {
        let code = errno
        try? FileManager.default.removeItem(at: temporary)
        throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "rename failed: \(String(cString: strerror(code)))"])
    }
}
