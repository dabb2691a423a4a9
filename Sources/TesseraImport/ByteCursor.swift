import Foundation

/// A reading position in one line's UTF-8 bytes: what the importers' one-pass event parsers (evemu, getevent,
/// evtest) read numbers, blanks and fixed text with, without a `String` or an allocation per line.
///
/// Each reader consumes what it reads and returns it, or returns nil (or false) having consumed nothing it
/// could not use: `decimal` and `hex` stop after `maxDigits` digits, so a caller that needs the token to end
/// there checks what follows.
struct ByteCursor {
    /// The line's bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    var index: Int

    /// A cursor at the first of `bytes`.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        index = 0
    }

    /// Whether every byte has been read.
    var atEnd: Bool { index == bytes.count }

    /// The next byte, not consumed; nil at the end.
    var next: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Skips spaces and tabs; whether there were any.
    @inline(__always) @discardableResult
    mutating func skipBlanks() -> Bool {
        let start = index
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index > start
    }

    /// Consumes `text` if it comes next.
    @inline(__always)
    mutating func literal(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.count - index >= count, memcmp(bytes.baseAddress! + index, text.utf8Start, count) == 0 else { return false }
        index += count
        return true
    }

    /// One to `maxDigits` decimal digits as a number, or nil when no digit comes next.
    @inline(__always)
    mutating func decimal(maxDigits: Int) -> Int64? {
        let start = index
        var value: Int64 = 0
        while index < bytes.count, bytes[index] &- 0x30 < 10, index - start < maxDigits {
            value = value * 10 + Int64(bytes[index] &- 0x30)
            index += 1
        }
        return index > start ? value : nil
    }

    /// One to `maxDigits` hex digits (either case) as a number, or nil when no hex digit comes next.
    @inline(__always)
    mutating func hex(maxDigits: Int) -> UInt32? {
        let start = index
        var value: UInt32 = 0
        while index < bytes.count, index - start < maxDigits {
            let c = bytes[index]
            let digit: UInt8
            if c &- 0x30 < 10 { digit = c &- 0x30 } else if (c | 0x20) &- 0x61 < 6 { digit = (c | 0x20) &- 0x61 + 10 } else { break }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return index > start ? value : nil
    }

    /// The bytes in `range` as one number in hex of at most `maxDigits` digits, or nil when they are anything else.
    static func hex(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, maxDigits: Int) -> UInt32? {
        var cursor = ByteCursor(UnsafeBufferPointer(rebasing: bytes[range]))
        guard let value = cursor.hex(maxDigits: maxDigits), cursor.atEnd else { return nil }
        return value
    }

    /// The bytes in `range` as one decimal number of at most `maxDigits` digits, or nil when they are anything else.
    static func decimal(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, maxDigits: Int) -> Int64? {
        var cursor = ByteCursor(UnsafeBufferPointer(rebasing: bytes[range]))
        guard let value = cursor.decimal(maxDigits: maxDigits), cursor.atEnd else { return nil }
        return value
    }
}
