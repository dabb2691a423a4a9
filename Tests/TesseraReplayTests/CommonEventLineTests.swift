import Foundation
import XCTest
@testable import TesseraReplay

/// The reader takes the common lines (`tick`, and `down`, `move` and `up` with plain numbers) in
/// one pass (`commonEvent`) and every other line token by token (`tokenizedEvent`). Both must
/// read any line to the same record, to the bit, leave the same state, and the one-pass reader
/// must leave a line it does not take, or that is wrong, to the token reader with the state untouched.
final class CommonEventLineTests: XCTestCase {
    /// What reading a line gave: its record with every coordinate's bits, or the error.
    func outcome(_ body: () throws -> LogRecord?) -> String {
        do {
            guard let record = try body() else { return "nothing" }
            var text = "\(record.time) line \(record.line) \(record.event)"
            if case .touch(_, _, let p) = record.event { text += " bits \(p.x.bitPattern) \(p.y.bitPattern)" }
            return text
        } catch {
            return "error: \(error)"
        }
    }

    /// Reads `line` from `state` both ways; checks they agree and returns whether the one-pass reader took it.
    @discardableResult
    func assertBothReadersAgree(_ line: String, from state: EventLogReader.ParseState, number: Int = 7,
                                file: StaticString = #filePath, at: UInt = #line) -> (took: Bool, state: EventLogReader.ParseState) {
        let reader = EventLogReader(file: "t.log")
        var bytes = Array(line.utf8)
        let text = line
        return bytes.withUnsafeMutableBufferPointer { buffer in
            let line = UnsafeBufferPointer(buffer)
            var common = state, tokenized = state
            let taken = reader.commonEvent(line, lineNumber: number, state: &common)
            if taken == nil {
                XCTAssertEqual(common, state, "\(text): a line the one-pass reader leaves must leave the state alone", file: file, line: at)
            }
            var viaEvent = state
            let both = outcome { try reader.event(line, lineNumber: number, state: &viaEvent) }
            let tokens = outcome { try reader.tokenizedEvent(line, lineNumber: number, state: &tokenized) }
            XCTAssertEqual(both, tokens, text, file: file, line: at)
            if !tokens.hasPrefix("error") {
                XCTAssertEqual(viaEvent, tokenized, text, file: file, line: at)
            }
            if let taken {
                XCTAssertEqual(outcome { taken }, tokens, file: file, line: at)
            }
            return (taken != nil, tokens.hasPrefix("error") ? state : tokenized)
        }
    }

    /// Whether `line` has a shape the one-pass reader takes: `TIME tick` or `TIME down|move|up ID X Y`
    /// with single spaces, an id of at most 18 digits, and coordinates of at most 19 digits within
    /// ±10⁶. (For a line whose time and touch are also right for the state it is read in.)
    func hasCommonShape(_ line: String) -> Bool {
        let shape = try! Regex(#"[0-9]*(\.[0-9]{0,9})? (tick|(move|down|up) [0-9]{1,18} -?[0-9]+(\.[0-9]+)? -?[0-9]+(\.[0-9]+)?)"#)
        guard (try? shape.wholeMatch(in: line)) != nil else { return false }
        let fields = line.split(separator: " ")
        guard fields.count == 5 else { return true }
        return fields[3...].allSatisfy { $0.filter(\.isNumber).count <= 19 && abs(Double($0)!) <= EventLog.maximumCoordinate }
    }

    /// A state one second in with touch 1 down.
    var oneTouchDown: EventLogReader.ParseState {
        var state = EventLogReader.ParseState()
        state.sawVersion = true
        state.lastTime = .seconds(1)
        state.activeTouches.insert(1)
        return state
    }

    func testEveryLineOfTheShippedLogsReadsTheSameBothWays() throws {
        let directories = ["assets/logs", "docs/demos", "Tests/Fixtures"]
        var logs = 0, lines = 0, taken = 0
        for directory in directories {
            let url = packageRoot.appendingPathComponent(directory)
            guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in walker where file.pathExtension == "log" {
                guard let text = try? String(contentsOf: file, encoding: .utf8), text.hasPrefix("tessera-log 1\n") else { continue }
                logs += 1
                var state = EventLogReader.ParseState()
                state.sawVersion = true
                for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2) where !line.isEmpty {
                    let result = assertBothReadersAgree(String(line), from: state)
                    state = result.state
                    lines += 1
                    if result.took { taken += 1 }
                    // The logs are valid, so the shape alone says whether the one-pass reader takes a line.
                    XCTAssertEqual(result.took, hasCommonShape(String(line)), "\(file.lastPathComponent): \(line)")
                }
            }
        }
        XCTAssertGreaterThan(logs, 20)
        XCTAssertGreaterThan(taken, lines / 2, "\(taken) of \(lines) lines")
    }

    func testEdgeCasesReadTheSameBothWays() {
        let lines = [
            "2 tick", "2 tick ", "2  tick", "2\ttick", "2 tick # frame", "2 tick#", "2 ticks", "2 tic", "1 tick", "0.5 tick",
            "2. tick", ".5 tick", "2.0000000001 tick", "9999999999.999999999 tick", "10000000000 tick", "2.123456789 tick",
            "2.12345678 tick", "2.1234567 tick", "2.x tick", "-2 tick", " 2 tick", "2", "2 ", "",
            "2 move 1 1.5 2", "2 move 1 -0 -0.0", "2 move 1 1e3 2", "2 move 1 +1 2", "2 move 1 1. 2", "2 move 1 .5 2",
            "2 move 1 - 2", "2 move 1 -. 2", "2 move 1 1000000 -1000000", "2 move 1 1000000.0000001 0", "2 move 1 1000001 0",
            "2 move 1 537.0051499570835 398.9700171665808", "2 move 1 1234567890.123456789 0", "2 move 1 12345678901.23456789 0",
            "2 move 1 0.1234567890123456789 0", "2 move 1 0.12345678901234567890 0", "2 move 1 900719.9254740993 1",
            "2 move 1 90071.99254740993 1", "2 move 1 12345678.12345678 1", "2 move 1 1.12345678x 1", "2 move 1 1.1234567 8",
            "2 move 01 3 4", "2 move 2 3 4", "2 down 1 3 4", "2 down 2 3 4", "2 up 1 3 4", "2 up 7 3 4", "2 cancel 1 3 4",
            "2 move 1 3 4 5", "2 move 1 3", "2 move 1 3 4\r", "2 move 1 3 4#x", "2 move 1 3  4", "2 move  1 3 4", "2 move\t1 3 4",
            "2 move 123456789012345678 3 4", "2 down 123456789012345678 3 4", "2 down 1234567890123456789 3 4",
            "2 down +5 3 4", "2 down -5 3 4", "2 mov 1 3 4", "2 moved 1 3 4", "2 up1 3 4", "2 upp 1 3 4", "2 key plus",
            "2 wheel 0 -3 5 5 ctrl", "2 resize 800 600", "2 move 1 nan 4", "2 move 1 inf 4", "0.5 move 1 3 4",
        ]
        for line in lines { assertBothReadersAgree(line, from: oneTouchDown) }
        XCTAssertTrue(assertBothReadersAgree("2 move 1 537.0051499570835 398.9700171665808", from: oneTouchDown).took)
        XCTAssertTrue(assertBothReadersAgree("2.116666691 tick", from: oneTouchDown).took)
        XCTAssertTrue(assertBothReadersAgree("2 down 2 3 4", from: oneTouchDown).took)
    }

    func testCoordinatesOfEveryLengthReadTheSameBothWays() {
        var seed: UInt64 = 0x5EED_1E55_C0FF_EE00
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 11
        }
        func digits(_ n: Int) -> String { String((0..<n).map { _ in Character(String(next() % 10)) }) }
        var taken = 0
        for _ in 0..<5_000 {
            let intDigits = 1 + Int(next() % 8), decimals = Int(next() % 16)
            var x = (next() % 2 == 0 ? "-" : "") + digits(intDigits)
            if decimals > 0 { x += "." + digits(decimals) }
            let y = "\(Double(bitPattern: next() | 0x3FF0_0000_0000_0000 >> (next() % 3)) * 1000)"
            let line = "2 move 1 \(x) \(y)"
            let took = assertBothReadersAgree(line, from: oneTouchDown).took
            XCTAssertEqual(took, hasCommonShape(line), line)
            if took { taken += 1 }
        }
        XCTAssertGreaterThan(taken, 1_000)
    }

    func testEightDigitsAreTheirValueAndAnyOtherByteIsRefused() {
        for text in ["00000000", "12345678", "99999999", "90000001", "00000009"] {
            let bytes = Array(text.utf8)
            XCTAssertEqual(bytes.withUnsafeBufferPointer { Tokenizer.eightDigits($0.baseAddress!) }, UInt64(text), text)
        }
        for position in 0..<8 {
            for byte in 0...255 {
                var bytes = Array("31415926".utf8)
                bytes[position] = UInt8(byte)
                let read = bytes.withUnsafeBufferPointer { Tokenizer.eightDigits($0.baseAddress!) }
                let isDigit = (48...57).contains(byte)
                XCTAssertEqual(read, isDigit ? UInt64(String(decoding: bytes, as: UTF8.self)) : nil, "byte \(byte) at \(position)")
            }
        }
    }
}
