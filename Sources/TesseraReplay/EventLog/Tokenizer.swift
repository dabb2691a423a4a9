import TesseraSimulator

/// Splits one log line into space-separated tokens, stopping at a `#` comment,
/// and remembers each token's 1-based column for error messages.
struct Tokenizer {
    struct Token {
        var bytes: UnsafeBufferPointer<UInt8>
        var column: Int
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    private let line: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ line: UnsafeBufferPointer<UInt8>) {
        self.line = line
    }

    mutating func peek() -> Token? {
        let saved = index
        defer { index = saved }
        return next()
    }

    mutating func next() -> Token? {
        while index < line.count, line[index] == 32 || line[index] == 9 || line[index] == 13 { index += 1 }
        guard index < line.count, line[index] != UInt8(ascii: "#") else { return nil }
        let start = index
        while index < line.count, line[index] != 32, line[index] != 9, line[index] != 13 { index += 1 }
        return Token(bytes: UnsafeBufferPointer(rebasing: line[start..<index]), column: start + 1)
    }
}
