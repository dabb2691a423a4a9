extension Tokenizer {
    /// The number `-digits[.digits]` that starts at `i`, with at most 19 digits, as `Double` reads
    /// its text, to the bit; `i` moves to the first byte after it. Nil for anything else there (no
    /// digit before the point, none after it, more than 19 digits), with `i` left anywhere.
    ///
    /// When the digits, as an integer, are at most 2⁵³, they and 10^decimals are both exact doubles,
    /// so one correctly rounded division gives the correctly rounded value, as `strtod` does
    /// (Clinger's fast path); longer ones (the shortest form of most computed coordinates has 16
    /// or 17 digits) are divided exactly in integers (``Tokenizer/quotient(_:dividedByTenTo:)``).
    @inline(__always)
    static func decimal(_ base: UnsafePointer<UInt8>, _ i: inout Int, _ end: Int) -> Double? {
        let negative = i < end && base[i] == UInt8(ascii: "-")
        if negative { i &+= 1 }
        // The integer digits, then the decimals after a point. Up to 19 digits the wrapping
        // arithmetic never wraps; beyond, the result is thrown away.
        let intStart = i
        var mantissa: UInt64 = 0
        while i < end {
            let d = base[i] &- 48
            if d > 9 { break }
            mantissa = mantissa &* 10 &+ UInt64(d)
            i &+= 1
        }
        let intDigits = i &- intStart
        var decimals = 0
        if i < end, base[i] == UInt8(ascii: ".") {
            i &+= 1
            let fractionStart = i
            // Eight decimals at once while there are eight and the total stays within 19 digits.
            while end &- i >= 8, intDigits &+ (i &- fractionStart) <= 11, let eight = eightDigits(base + i) {
                mantissa = mantissa &* 100_000_000 &+ eight
                i &+= 8
            }
            while i < end {
                let d = base[i] &- 48
                if d > 9 { break }
                mantissa = mantissa &* 10 &+ UInt64(d)
                i &+= 1
            }
            decimals = i &- fractionStart
            // Both sides of a point need a digit.
            guard decimals > 0 else { return nil }
        }
        guard intDigits > 0, intDigits &+ decimals <= 19 else { return nil }
        // Up to 2⁵³ the digits are exact in a double; beyond, the division is done in integers.
        let magnitude = mantissa <= 1 << 53 ? Double(mantissa) / powerOfTen(decimals)
            : quotient(mantissa, dividedByTenTo: decimals)
        return negative ? -magnitude : magnitude
    }
}
