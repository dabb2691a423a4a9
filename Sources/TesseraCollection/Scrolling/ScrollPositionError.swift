/// Why ``CollectionView/scrollToItem(at:at:animated:)`` refused a position: it names more than one position along
/// one axis (`.top` with `.bottom`, say), which UIKit's documentation calls mutually exclusive. UIKit raises
/// `NSInvalidArgumentException` there ("attempt to use a scroll position with multiple vertical positioning styles",
/// as the UIKit reimplementations PSTCollectionView and WinObjC word it); Tessera throws this instead, and nothing
/// scrolls.
public struct ScrollPositionError: Error, Equatable, CustomStringConvertible {
    /// The axis whose positions conflict.
    public enum Axis: String, Sendable {
        /// `.top`, `.centeredVertically` and `.bottom`.
        case vertical
        /// `.left`, `.centeredHorizontally` and `.right`.
        case horizontal
    }

    /// The position that was asked for.
    public var position: ScrollPosition
    /// The first axis, vertical before horizontal, along which it names more than one position.
    public var axis: Axis

    /// Creates the error for `position`, whose positions along `axis` conflict.
    public init(position: ScrollPosition, axis: Axis) {
        self.position = position
        self.axis = axis
    }

    /// One line in the form of UIKit's exception, naming the axis:
    /// `attempt to use a scroll position with multiple vertical positioning styles`.
    public var description: String {
        "attempt to use a scroll position with multiple \(axis.rawValue) positioning styles"
    }
}

extension ScrollPosition {
    /// The first axis, vertical before horizontal, along which this names more than one position; nil when none does.
    var conflictingAxis: ScrollPositionError.Axis? {
        let vertical = intersection([.top, .centeredVertically, .bottom]).rawValue
        let horizontal = intersection([.left, .centeredHorizontally, .right]).rawValue
        if vertical & (vertical - 1) != 0 { return .vertical }
        if horizontal & (horizontal - 1) != 0 { return .horizontal }
        return nil
    }
}
