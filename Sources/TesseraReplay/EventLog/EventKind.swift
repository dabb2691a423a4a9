import TesseraSimulator

/// The event kinds of the log's grammar, recognised from a token's bytes.
///
/// A kind of up to 16 bytes is packed little-endian into two integers and matched with
/// integer compares, so an event line never makes or compares a `String` for its kind.
enum EventKind {
    case down, move, up, cancel, key, wheel, resize, tick
    case insertSection, deleteSection, insertItem, deleteItem, toggleMode, layout

    /// The kind whose word is exactly `bytes`, or nil for any other token.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        let n = bytes.count
        guard n > 0, n <= 16, let base = bytes.baseAddress else { return nil }
        var low: UInt64 = 0, high: UInt64 = 0
        for i in 0..<min(n, 8) { low |= UInt64(base[i]) << UInt64(8 * i) }
        if n > 8 { for i in 8..<n { high |= UInt64(base[i]) << UInt64(8 * (i - 8)) } }
        // A NUL byte inside the token would pack like a shorter word; the lengths tell them apart.
        switch (n, low, high) {
        case (4, 0x6e776f64, 0): self = .down
        case (4, 0x65766f6d, 0): self = .move
        case (2, 0x7075, 0): self = .up
        case (6, 0x6c65636e6163, 0): self = .cancel
        case (3, 0x79656b, 0): self = .key
        case (5, 0x6c65656877, 0): self = .wheel
        case (6, 0x657a69736572, 0): self = .resize
        case (4, 0x6b636974, 0): self = .tick
        case (6, 0x74756f79616c, 0): self = .layout
        case (14, 0x732d747265736e69, 0x6e6f69746365): self = .insertSection
        case (14, 0x732d6574656c6564, 0x6e6f69746365): self = .deleteSection
        case (11, 0x692d747265736e69, 0x6d6574): self = .insertItem
        case (11, 0x692d6574656c6564, 0x6d6574): self = .deleteItem
        case (11, 0x6d2d656c67676f74, 0x65646f): self = .toggleMode
        default: return nil
        }
    }

    /// The touch change this kind records, for `down`, `move`, `up` and `cancel`.
    var touchChange: InputEvent.TouchChange? {
        switch self {
        case .down: .down
        case .move: .move
        case .up: .up
        case .cancel: .cancel
        default: nil
        }
    }
}
