/// Reads a number from text written by hand or by a device tool: `Double(text)`, except that a NUL byte makes it no
/// number. `Double(text)` reads its text as a C string, which ends at the first NUL byte, so `"1\0garbage"` would
/// read as 1.
package func parsedDouble<S: StringProtocol>(_ text: S) -> Double? {
    guard !text.utf8.contains(0) else { return nil }
    return Double(text)
}
