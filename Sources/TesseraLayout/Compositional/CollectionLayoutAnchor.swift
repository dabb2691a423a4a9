import TesseraGeometry

/// Where a supplementary item is attached to its item, as `NSCollectionLayoutAnchor`: the edges it sits against,
/// inside the item's cell, moved by an offset.
///
/// `[.top, .trailing]` puts it in the cell's top trailing corner, `[.top]` at the middle of the top edge, and no
/// edges at the centre. A fractional offset is in the supplementary item's own size: `(0.5, -0.5)` from the top
/// trailing corner centres it on the corner, as a badge.
public struct CollectionLayoutAnchor: Hashable, Sendable {
    /// The edges of a cell, as `NSDirectionalRectEdge`.
    public struct Edges: OptionSet, Hashable, Sendable {
        /// The edge's bit.
        public let rawValue: UInt8
        /// An edge set from its bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Edges(rawValue: 1)
        /// The leading (left) edge.
        public static let leading = Edges(rawValue: 2)
        /// The bottom edge.
        public static let bottom = Edges(rawValue: 4)
        /// The trailing (right) edge.
        public static let trailing = Edges(rawValue: 8)
        /// Every edge.
        public static let all: Edges = [.top, .leading, .bottom, .trailing]
    }

    /// The edges the supplementary item sits against.
    public let edges: Edges
    /// How far it is moved, in points or (``isFractionalOffset``) in its own width and height.
    public let offset: Point
    /// Whether ``offset`` is a fraction of the supplementary item's size.
    public let isFractionalOffset: Bool
    /// Whether ``offset`` is in points.
    public var isAbsoluteOffset: Bool { !isFractionalOffset }

    /// Against `edges`, not moved (UIKit's `init(edges:)`).
    public init(edges: Edges) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    /// Against `edges`, moved by `fractionalOffset` of the supplementary item's size (UIKit's `init(edges:fractionalOffset:)`).
    public init(edges: Edges, fractionalOffset: Point) {
        self.edges = edges
        offset = fractionalOffset
        isFractionalOffset = true
    }

    /// Against `edges`, moved by `absoluteOffset` points (UIKit's `init(edges:absoluteOffset:)`).
    public init(edges: Edges, absoluteOffset: Point) {
        self.edges = edges
        offset = absoluteOffset
        isFractionalOffset = false
    }

    /// Where a supplementary item of `size` lies when anchored so to `container`.
    func frame(of size: Size, in container: Rect) -> Rect {
        let x: Double, y: Double
        switch (edges.contains(.leading), edges.contains(.trailing)) {
        case (true, false): x = container.minX
        case (false, true): x = container.maxX - size.width
        default: x = container.midX - size.width / 2
        }
        switch (edges.contains(.top), edges.contains(.bottom)) {
        case (true, false): y = container.minY
        case (false, true): y = container.maxY - size.height
        default: y = container.midY - size.height / 2
        }
        let dx = isFractionalOffset ? offset.x * size.width : offset.x
        let dy = isFractionalOffset ? offset.y * size.height : offset.y
        return Rect(x: x + dx, y: y + dy, width: size.width, height: size.height)
    }
}
