import TesseraSimulator

/// Exact decimal times for event logs.
///
/// A time is written as seconds with up to nine decimals, `0.016667`, and read
/// back with integer arithmetic, so every whole-nanosecond `Duration` round-trips
/// exactly and no floating-point rounding creeps into a replay.
public enum LogTime {
    /// The text of `time`: seconds, a point and the nanoseconds with trailing zeros trimmed.
    public static func format(_ time: Duration) -> String {
        let c = time.components
        var nanos = c.attoseconds / 1_000_000_000
        var seconds = c.seconds
        if nanos < 0 { nanos += 1_000_000_000; seconds -= 1 }
        if nanos == 0 { return String(seconds) }
        var digits = String(nanos)
        digits = String(repeating: "0", count: 9 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(seconds).\(digits)"
    }

    /// The latest time a log holds: 9999999999.999999999 s, about 317 years after its start.
    public static let maximum = Duration.seconds(maximumSeconds) + .nanoseconds(999_999_999)

    /// The whole seconds of ``maximum``.
    public static let maximumSeconds: Int64 = 9_999_999_999

    /// Parses `[digits][.digits]` with at most nine decimals and at most ``maximum``; nil for anything else.
    public static func parse<S: Collection>(_ bytes: S) -> Duration? where S.Element == UInt8 {
        var seconds: Int64 = 0
        var nanos: Int64 = 0
        var decimals = 0
        var seenPoint = false
        var digits = 0
        for b in bytes {
            if b == UInt8(ascii: ".") {
                if seenPoint { return nil }
                seenPoint = true
                continue
            }
            guard b >= 48, b <= 57 else { return nil }
            digits += 1
            if seenPoint {
                decimals += 1
                if decimals > 9 { return nil }
                nanos = nanos * 10 + Int64(b - 48)
            } else {
                seconds = seconds * 10 + Int64(b - 48)
                if seconds > maximumSeconds { return nil }
            }
        }
        guard digits > 0 else { return nil }
        for _ in decimals..<9 { nanos &*= 10 }
        return Duration(secondsComponent: seconds, attosecondsComponent: nanos * 1_000_000_000)
    }
}
