extension Tokenizer {
    /// `mantissa` ÷ 10^`decimals`, correctly rounded (to nearest, ties to even), for a mantissa
    /// of at least 2⁵³ and at most 19 decimals: what `Double(text)` gives for those digits.
    ///
    /// The mantissa is shifted left by `k` bits so that the integer quotient by 10^decimals has
    /// 63 or 64 bits; its top 53 bits are the significand, rounded by the bits below them and
    /// the remainder, and the value is that significand times 2^(shift − k), exact in a double.
    /// Nothing is rounded twice, so the result is the one correctly rounded double.
    static func quotient(_ mantissa: UInt64, dividedByTenTo decimals: Int) -> Double {
        precondition(mantissa >= 1 << 53 && (0...19).contains(decimals), "outside the exact integer division")
        var divisor: UInt64 = 1
        for _ in 0..<decimals { divisor &*= 10 }
        let mantissaBits = 64 - mantissa.leadingZeroBitCount, divisorBits = 64 - divisor.leadingZeroBitCount
        // mantissa · 2^k / divisor lies in [2⁶², 2⁶⁴), and mantissa · 2^k < divisor · 2⁶⁴.
        let k = 63 + divisorBits - mantissaBits
        let high = k >= 64 ? mantissa << (k - 64) : (k == 0 ? 0 : mantissa >> (64 - k))
        let low = k >= 64 ? 0 : mantissa << k
        let (q, r) = divisor.dividingFullWidth((high: high, low: low))
        let shift = (64 - q.leadingZeroBitCount) - 53
        var significand = q >> shift
        let rest = q & ((1 << shift) - 1), half: UInt64 = 1 << (shift - 1)
        if rest > half || (rest == half && (r != 0 || significand & 1 == 1)) { significand += 1 }
        return Double(sign: .plus, exponent: shift - k, significand: Double(significand))
    }
}
