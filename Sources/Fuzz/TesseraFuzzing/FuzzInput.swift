/// Reads typed choices out of a fuzzer's bytes, as LLVM's `FuzzedDataProvider`
/// does, so a structure-aware target turns any input into a valid sequence of
/// calls. Once the bytes run out every read returns its smallest value.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var index = 0

    public init<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
        self.bytes = Array(bytes)
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { index >= bytes.count }

    public mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A number in `range`, from one or two bytes.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound)
        guard span > 0 else { return range.lowerBound }
        var raw = UInt64(byte())
        if span > 255 { raw = raw << 8 | UInt64(byte()) }
        return range.lowerBound + Int(raw % (span + 1))
    }

    /// A number in `range` with 1/65536 steps.
    public mutating func double(_ range: ClosedRange<Double>) -> Double {
        let raw = Double(UInt16(byte()) << 8 | UInt16(byte())) / Double(UInt16.max)
        return range.lowerBound + (range.upperBound - range.lowerBound) * raw
    }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }
}
