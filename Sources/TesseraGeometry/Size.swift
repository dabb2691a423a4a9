/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent, in points.
    public var width: Double
    /// The vertical extent, in points.
    public var height: Double

    /// The size `width` × `height`, in points.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, 0 × 0.
    public static let zero = Size(width: 0, height: 0)

    /// The size with width and height exchanged.
    @inlinable
    public var transposed: Size { Size(width: height, height: width) }

    /// Whether both dimensions are finite.
    @inlinable
    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// The size as `width×height`.
    public var description: String { "\(width)×\(height)" }
}
