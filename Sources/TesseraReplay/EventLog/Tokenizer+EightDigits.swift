extension Tokenizer {
    /// The value of the eight ASCII digits at `p`, read as one 64-bit word; nil when any of
    /// the eight bytes is not a digit. The caller guarantees eight readable bytes.
    ///
    /// Every byte is checked at once: a digit's high nibble is 3, and adding 6 leaves it 3
    /// only for 0–9. Then neighbouring digits are joined into pairs, pairs into fours and
    /// fours into the eight-digit value with three multiplications, instead of eight
    /// multiply-adds (the method of simdjson's `parse_eight_digits_unrolled`).
    @inline(__always)
    static func eightDigits(_ p: UnsafePointer<UInt8>) -> UInt64? {
        let word = UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
        let high: UInt64 = 0xF0F0_F0F0_F0F0_F0F0, threes: UInt64 = 0x3030_3030_3030_3030
        guard word & high == threes, (word &+ 0x0606_0606_0606_0606) & high == threes else { return nil }
        var v = word &- threes
        // Each 16-bit lane: first digit × 10 + second (the first digit is the lower byte).
        v = (v &* 10) &+ (v >> 8)
        v = ((v & 0x0000_00FF_0000_00FF) &* (100 &+ (1_000_000 << 32))
             &+ ((v >> 16) & 0x0000_00FF_0000_00FF) &* (1 &+ (10_000 << 32))) >> 32
        return v
    }
}
