import TesseraGestures
import TesseraSimulator

/// Exact decimal times for event logs.
///
/// A time is written as seconds with up to nine decimals, `0.016667`, and read
/// back with integer arithmetic, so every whole-nanosecond `Duration` round-trips
/// exactly and no floating-point rounding creeps into a replay.
public enum LogTime {
    /// The text of `time`: seconds, a point and the nanoseconds with trailing zeros trimmed.
    public static func format(_ time: Duration) -> String {
        var bytes: [UInt8] = []
        append(time, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``format(_:)`` of `time` to `bytes` as UTF-8, with no string between: a log writer
    /// writes one per line.
    package static func append(_ time: Duration, to bytes: inout [UInt8]) {
        let c = time.components
        var nanos = c.attoseconds / 1_000_000_000
        var seconds = c.seconds
        if nanos < 0 { nanos += 1_000_000_000; seconds -= 1 }
        JSONText.appendInteger(seconds, to: &bytes)
        guard nanos != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        // The nine decimals, zero-padded, less their trailing zeros.
        var digits = 9
        while nanos % 10 == 0 {
            nanos /= 10
            digits -= 1
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 9) { buffer in
            var i = digits
            while i > 0 {
                i -= 1
                buffer[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: nanos % 10)
                nanos /= 10
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<digits]))
        }
    }

    /// The latest time a log holds: 9999999999.999999999 s, about 317 years after its start.
    public static let maximum = Duration.seconds(maximumSeconds) + .nanoseconds(999_999_999)

    /// The whole seconds of ``maximum``.
    public static let maximumSeconds: Int64 = 9_999_999_999

    /// Parses `[digits][.digits]` with at most nine decimals and at most ``maximum``; nil for anything else.
    public static func parse<S: Collection>(_ bytes: S) -> Duration? where S.Element == UInt8 {
        if let parsed = bytes.withContiguousStorageIfAvailable({ parse(buffer: $0) }) { return parsed }
        return Array(bytes).withUnsafeBufferPointer { parse(buffer: $0) }
    }

    /// ``parse(_:)`` on contiguous bytes. The arithmetic wraps because it cannot overflow: the
    /// seconds stop at ``maximumSeconds`` (times ten plus nine fits an `Int64`), the decimals at nine.
    static func parse(buffer bytes: UnsafeBufferPointer<UInt8>) -> Duration? {
        var seconds: Int64 = 0
        var nanos: Int64 = 0
        var decimals = 0
        var i = 0
        let n = bytes.count
        while i < n {
            let d = bytes[i] &- 48
            if d > 9 { break }
            seconds = seconds &* 10 &+ Int64(d)
            if seconds > maximumSeconds { return nil }
            i &+= 1
        }
        var digits = i
        if i < n {
            guard bytes[i] == UInt8(ascii: ".") else { return nil }
            i &+= 1
            // Eight decimals at once when there are eight, as a recording's nine usually are.
            if n &- i >= 8, let base = bytes.baseAddress, let eight = Tokenizer.eightDigits(base + i) {
                nanos = Int64(eight)
                decimals = 8
                i &+= 8
            }
            while i < n {
                let d = bytes[i] &- 48
                guard d <= 9 else { return nil }
                decimals &+= 1
                if decimals > 9 { return nil }
                nanos = nanos &* 10 &+ Int64(d)
                i &+= 1
            }
            digits &+= decimals
        }
        guard digits > 0 else { return nil }
        // `Duration(attoseconds:)` is inlined, where `init(secondsComponent:attosecondsComponent:)` is a call.
        return Duration(attoseconds: Int128(seconds) &* 1_000_000_000_000_000_000 &+ Int128(nanos &* attosecondsPerDecimal(decimals)))
    }

    /// Attoseconds per unit of the last of `decimals` decimals of a second, for `decimals` in 0…9.
    @inline(__always)
    private static func attosecondsPerDecimal(_ decimals: Int) -> Int64 {
        switch decimals {
        case 0: 1_000_000_000_000_000_000
        case 1: 100_000_000_000_000_000
        case 2: 10_000_000_000_000_000
        case 3: 1_000_000_000_000_000
        case 4: 100_000_000_000_000
        case 5: 10_000_000_000_000
        case 6: 1_000_000_000_000
        case 7: 100_000_000_000
        case 8: 10_000_000_000
        default: 1_000_000_000
        }
    }
}
