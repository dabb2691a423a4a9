import ArgumentParser
import TesseraSimulator

/// Reads a numeric option's value as a decimal number, as the logs and scenes read theirs: `0x10`, `nan` and `inf`
/// are refused here, where `Double(text)`, ArgumentParser's own reading, takes them (`0x10` as 16).
///
/// Its error is what ArgumentParser prints after "The value '0x10' is invalid for '--frames-from <seconds>':".
func decimalArgument(_ text: String) throws -> Double {
    guard let value = parsedDouble(text), value.isFinite else {
        throw ValidationError("expected a decimal number, such as 2 or 0.5")
    }
    return value
}
