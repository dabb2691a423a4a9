/// Reads a decimal number from text written by hand or by a device tool: `Double(text)`, except that a NUL byte, or
/// an `x` as in a hexadecimal float, makes it no number.
///
/// `Double(text)` reads its text as a C string, which ends at the first NUL byte, so `"1\0garbage"` would read as 1;
/// and it reads `0x10` as 16 and `0x1p4` as 16, which no log or device tool means by those bytes.
package func parsedDouble<S: StringProtocol>(_ text: S) -> Double? {
    guard !text.utf8.contains(where: { $0 == 0 || $0 | 0x20 == UInt8(ascii: "x") }) else { return nil }
    return Double(text)
}
