import TesseraGeometry

/// Insets from the four edges, with leading and trailing for left and right, as `NSDirectionalEdgeInsets`.
///
/// Tessera lays out left to right, so leading is left and trailing is right.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: Double
    /// The inset from the leading (left) edge, in points.
    public var leading: Double
    /// The inset from the bottom edge, in points.
    public var bottom: Double
    /// The inset from the trailing (right) edge, in points.
    public var trailing: Double

    /// Insets of the given points from each edge.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same insets as `insets`, left as leading and right as trailing.
    public init(_ insets: EdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }

    /// No inset on any edge.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The same insets as top, left, bottom and right.
    public var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }

    /// `rect` with its edges moved in by the insets; a side that would turn negative is left at zero size.
    func inset(_ rect: Rect) -> Rect {
        Rect(x: rect.minX + leading, y: rect.minY + top,
             width: max(0, rect.width - leading - trailing), height: max(0, rect.height - top - bottom))
    }
}
