import TesseraGeometry
import TesseraLayout

/// One way a layout broke the `Layout` contract, as ``LayoutContract/check(_:rects:offsets:)`` found it:
/// the layout, the rule, where it was asked, and the first element that differs.
///
/// Its ``description`` is one readable line, for example:
///
/// ```
/// HexLayout broke "the query returns exactly the elements that meet the rectangle": attributesForElements(in: (0.0, 0.0, 10.0, 10.0)) with the bounds at (0.0, 0.0, 320.0, 480.0) misses cell [0, 0] frame=[5,5,60,60] alpha=1 zIndex=0 hidden=false (3 elements differ)
/// ```
///
/// The element is shown as its ``AttributesDump`` line; "(n elements differ)" counts the others that
/// differ in the same answer.
public struct ContractViolation: Equatable, Sendable, CustomStringConvertible {
    /// The rules the contract check enforces.
    public enum Rule: String, Sendable, CaseIterable {
        /// `attributesForElements(in:)` returns exactly the elements that meet the rectangle, as the
        /// whole-content query at the same bounds has them.
        case query
        /// One query never returns the same element twice.
        case duplicateElement
        /// `attributesForItem(at:)` and the supplementary and decoration queries agree with
        /// `attributesForElements(in:)`, and answer nil for items beyond the data.
        case onDemand
        /// Cells and supplementary views belong to items and sections the data source has.
        case phantomElement
        /// Every centre, size, alpha and transform entry is a finite number, and sizes are not negative.
        case finiteGeometry
        /// The content size is finite and not negative.
        case contentSize
        /// Invalidations coalesce: one `prepare()` per layout pass however many came before,
        /// none when nothing was invalidated.
        case coalescing
        /// A layout without a collection view prepares without trapping and answers with nothing.
        case detached
        /// `forEachElement(in:_:)`, through which the collection view reads the layout, hands out
        /// the elements `attributesForElements(in:)` returns.
        case streamingQuery

        /// The rule in words.
        public var summary: String {
            switch self {
            case .query: "the query returns exactly the elements that meet the rectangle"
            case .duplicateElement: "a query returns each element once"
            case .onDemand: "on-demand attributes agree with the query"
            case .phantomElement: "cells and supplementary views belong to the data source's items and sections"
            case .finiteGeometry: "attributes are finite numbers"
            case .contentSize: "the content size is finite and not negative"
            case .coalescing: "invalidations coalesce into one prepare() per layout pass"
            case .detached: "a detached layout answers with nothing"
            case .streamingQuery: "forEachElement(in:) agrees with attributesForElements(in:)"
            }
        }
    }

    /// The layout's type name.
    public var layout: String
    /// The rule that was broken.
    public var rule: Rule
    /// The rectangle the layout was queried with, when the rule is about a query.
    public var rect: Rect?
    /// The visible bounds at the time, which bounds-dependent layouts read.
    public var bounds: Rect?
    /// The first element that differs, when there is one.
    public var element: ElementKey?
    /// What happened, in words, naming the element's attributes where they matter.
    public var detail: String

    /// A violation of `rule` by `layout`.
    public init(layout: String, rule: Rule, rect: Rect? = nil, bounds: Rect? = nil, element: ElementKey? = nil, detail: String) {
        self.layout = layout
        self.rule = rule
        self.rect = rect
        self.bounds = bounds
        self.element = element
        self.detail = detail
    }

    /// One line: the layout, the rule, the rectangle and bounds, and the detail.
    public var description: String {
        var place = ""
        if let rect { place += " attributesForElements(in: \(rect))" }
        if let bounds { place += " with the bounds at \(bounds)" }
        return "\(layout) broke \"\(rule.summary)\":\(place) \(detail)"
    }
}
