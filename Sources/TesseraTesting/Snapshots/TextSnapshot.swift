import TesseraLayout
import TesseraSimulator

/// How a value becomes the text of a snapshot, as swift-snapshot-testing's
/// `Snapshotting<Value, String>`: a file extension and a function to text.
///
/// The text should be sorted and free of addresses, so it is the same on every
/// run and a change shows as a readable line diff. Make a strategy for another
/// type from an existing one with ``pullback(_:)``:
///
/// ```swift
/// extension TextSnapshot where Value == LayoutHarness<HexLayout> {
///     /// The elements in the visible bounds.
///     static var visible: TextSnapshot {
///         TextSnapshot<[LayoutAttributes]>.attributes.pullback { $0.attributes(in: $0.bounds) }
///     }
/// }
/// assertSnapshot(of: harness, as: .visible, named: "scrolled")
/// ```
public struct TextSnapshot<Value> {
    /// The extension of the stored file, without the dot.
    public var pathExtension: String
    /// The snapshot text of a value.
    public var text: (Value) -> String

    /// A strategy that stores `text(value)` in `.pathExtension` files.
    public init(pathExtension: String = "txt", text: @escaping (Value) -> String) {
        self.pathExtension = pathExtension
        self.text = text
    }

    /// The same snapshot of the value `transform` gives for another type's value.
    public func pullback<Other>(_ transform: @escaping (Other) -> Value) -> TextSnapshot<Other> {
        let text = self.text
        return TextSnapshot<Other>(pathExtension: pathExtension) { text(transform($0)) }
    }
}

extension TextSnapshot where Value == String {
    /// The string itself, compared line by line, as swift-snapshot-testing's `.lines`.
    public static var lines: TextSnapshot { TextSnapshot { $0 } }
}

extension TextSnapshot where Value == [LayoutAttributes] {
    /// The attributes as ``AttributesDump`` lines: one element a line, sorted, no addresses.
    public static var attributes: TextSnapshot { TextSnapshot(text: AttributesDump.text) }
}

extension TextSnapshot where Value == Simulation {
    /// The simulation's gesture transcript: one JSON line per recognizer state change, in order.
    public static var transcript: TextSnapshot { TextSnapshot(pathExtension: "jsonl") { $0.transcript } }
}
