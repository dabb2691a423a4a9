/// Settings of a whole ``CompositionalLayout``, as `UICollectionViewCompositionalLayoutConfiguration`.
///
/// The layout scrolls vertically; UIKit's horizontal `scrollDirection` is not carried over.
public struct CompositionalLayoutConfiguration: Hashable, Sendable {
    /// Space between one section and the next, in points (0 by default).
    public var interSectionSpacing = 0.0

    /// The default configuration: no space between sections.
    public init() {}
}
