import TesseraSimulator

/// Splits one log line into space-separated tokens, stopping at a `#` comment,
/// and remembers each token's 1-based column for error messages.
///
/// Tokens are byte ranges of the line: numbers are read from the bytes (``Token/integer``,
/// ``Token/number``), so an event line makes no `String` per token.
struct Tokenizer {
    struct Token {
        var bytes: UnsafeBufferPointer<UInt8>
        var column: Int
        /// The token's text. The words of the log's grammar (event kinds, modifiers) come back
        /// as the very strings the reader compares them with, so neither making nor comparing
        /// them costs more than an integer compare.
        var text: String {
            if bytes.count <= 8, let base = bytes.baseAddress {
                var packed: UInt64 = 0
                for i in 0..<bytes.count { packed |= UInt64(base[i]) << UInt64(8 * i) }
                if let word = Tokenizer.word(packed: packed), word.utf8.count == bytes.count { return word }
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// The token as `Int(text)` reads it: plain digits are read from the bytes; anything
        /// else (a sign, too many digits, other characters) goes through `Int(text)`.
        var integer: Int? {
            guard bytes.count > 0, bytes.count <= 18 else { return Int(text) }
            var value = 0
            for b in bytes {
                guard b >= 48, b <= 57 else { return Int(text) }
                value = value &* 10 &+ Int(b &- 48)
            }
            return value
        }

        /// The token as `Double(text)` reads it, to the bit: `-digits[.digits]` with at most 19 digits
        /// is read from the bytes (``Tokenizer/decimal(_:_:_:)``); anything else (exponents, `+`,
        /// `inf`, more digits) goes through `Double(text)`.
        var number: Double? {
            guard let base = bytes.baseAddress else { return Double(text) }
            var i = 0
            if let value = Tokenizer.decimal(base, &i, bytes.count), i == bytes.count { return value }
            return parsedDouble(text)
        }
    }

    /// The word of the log's grammar whose bytes, packed little-endian, are `packed`, if any.
    static func word(packed: UInt64) -> String? {
        let word: String
        switch packed {
            case 0x65766f6d: word = "move"
            case 0x6e776f64: word = "down"
            case 0x7075: word = "up"
            case 0x6c65636e6163: word = "cancel"
            case 0x6b636974: word = "tick"
            case 0x79656b: word = "key"
            case 0x6c65656877: word = "wheel"
            case 0x657a69736572: word = "resize"
            case 0x6c727463: word = "ctrl"
            case 0x7466696873: word = "shift"
            default: return nil
        }
        return word
    }

    /// 10^`k` for `k` in 0…22, each exact in a double.
    @inline(__always)
    static func powerOfTen(_ k: Int) -> Double {
        switch k {
        case 0: return 1e0
        case 1: return 1e1
        case 2: return 1e2
        case 3: return 1e3
        case 4: return 1e4
        case 5: return 1e5
        case 6: return 1e6
        case 7: return 1e7
        case 8: return 1e8
        case 9: return 1e9
        case 10: return 1e10
        case 11: return 1e11
        case 12: return 1e12
        case 13: return 1e13
        case 14: return 1e14
        case 15: return 1e15
        case 16: return 1e16
        case 17: return 1e17
        case 18: return 1e18
        case 19: return 1e19
        case 20: return 1e20
        case 21: return 1e21
        case 22: return 1e22
        default: preconditionFailure("10^\(k) is not exact in a double")
        }
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
