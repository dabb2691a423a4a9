import Foundation
import TesseraGeometry
import TesseraLayout

/// A scene file: the window size, the layout and its alternates, the sections,
/// the starting content offset and paging. See docs/scene.md for the format.
///
/// ```json
/// {"size": [320, 480],
///  "layout": {"type": "flow", "itemSize": [50, 50]},
///  "sections": [{"items": 7}]}
/// ```
public struct Scene: Sendable {
    /// The window (collection view bounds) size.
    public var size: Size
    /// The layout object: its `type` and parameters, kept as written.
    public var layout: JSONValue
    /// Further layouts that double-tap and the number keys switch between.
    public var alternates: [JSONValue]
    /// The sections in order, each with its item count and optional flow-layout overrides.
    public var sections: [SceneSection]
    /// The content offset the collection view starts at, in points (`[0, 0]` when the file gives none).
    public var contentOffset: Point
    /// Whether a released drag comes to rest on a page, as `isPagingEnabled` (`false` when the file gives none).
    public var pagingEnabled: Bool
    /// Whether the user can scroll the content, as `isScrollEnabled` (`true` when the file gives none).
    public var scrollEnabled: Bool
    /// Whether a tap selects items, as `allowsSelection` (`true` when the file gives none).
    public var allowsSelection: Bool
    /// Whether the collection view holds touches back from its cells while they may still scroll, as
    /// `delaysContentTouches` (`true` when the file gives none).
    public var delaysContentTouches: Bool
    /// How a long press and a drag move an item (`liveGap` when the file gives none).
    public var reorderStyle: ReorderStyle
    /// Per-scene switches for interactions; unknown names are errors.
    public var interactions: JSONValue?
    /// The layout types the scene's layout objects were checked against, and that
    /// a ``Simulation`` makes its layouts from: the catalog is given once, when
    /// the scene is read.
    public var catalog: LayoutCatalog

    /// The most items a scene may hold across its sections. Layout caches cost
    /// tens of bytes per item, so this keeps a scene well inside memory.
    public static let maximumItemCount = 10_000_000

    /// The largest window width or height, in points: X11's limit is 32767, and a
    /// frame this size already takes a gigabyte to paint.
    public static let maximumWindowDimension = 16_384.0

    /// Whether `size` is a window size Tessera accepts: positive, and no side
    /// longer than ``maximumWindowDimension``.
    public static func isValidWindowSize(_ size: Size) -> Bool {
        size.width > 0 && size.height > 0 && size.width <= maximumWindowDimension && size.height <= maximumWindowDimension
    }

    /// Creates a scene from its parts, without the checks that ``load(path:catalog:)`` makes.
    public init(size: Size, layout: JSONValue, alternates: [JSONValue] = [], sections: [SceneSection],
                contentOffset: Point = .zero, pagingEnabled: Bool = false, scrollEnabled: Bool = true, allowsSelection: Bool = true,
                delaysContentTouches: Bool = true, reorderStyle: ReorderStyle = .liveGap, interactions: JSONValue? = nil,
                catalog: LayoutCatalog = .basic) {
        self.size = size
        self.layout = layout
        self.alternates = alternates
        self.sections = sections
        self.contentOffset = contentOffset
        self.pagingEnabled = pagingEnabled
        self.scrollEnabled = scrollEnabled
        self.allowsSelection = allowsSelection
        self.delaysContentTouches = delaysContentTouches
        self.reorderStyle = reorderStyle
        self.interactions = interactions
        self.catalog = catalog
    }

    /// The layout objects in switching order: the main layout, then the alternates.
    public var layouts: [JSONValue] { [layout] + alternates }
}
