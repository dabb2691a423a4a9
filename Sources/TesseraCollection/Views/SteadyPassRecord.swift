import TesseraGeometry
import TesseraLayout

/// What a layout pass that ended steady leaves for the next one: enough to tell, from the
/// order of the elements alone, which of the next query's elements already have a view.
///
/// A pass ends steady when nothing animated, moved, transitioned or read the clock, every
/// element the query found got a view (no budget refusal, no missing view) and no view asked
/// for another size. The live elements are then exactly ``CollectionView/steadyCandidates``, each showing the attributes
/// the layout gave it. While the layout is not prepared again, it gives every element the same
/// attributes (a layout whose attributes follow the bounds invalidates itself on a bounds
/// change, as in UIKit), so the next pass need not compare, mark or re-apply them: see
/// ``CollectionView/steadyPass(from:)``.
struct SteadyPassRecord {
    /// The layout and the prepare the attributes came from.
    var layout: ObjectIdentifier
    var prepareCount: Int
    /// The bounds of that pass: an element was displayed if its drawn box met them.
    var bounds: Rect
    var liveMargin: Double
    var maximumLiveViews: Int
    /// ``CollectionView/liveEpoch`` at the end of the pass: any other change of the live elements voids the record.
    var liveEpoch: UInt64
    /// Whether every one of those elements has the identity transform, so that its drawn box is its frame.
    var allUntransformed: Bool
    /// Whether `presentedBuffer` lists the elements in the order the query returned them
    /// (``CollectionView/steadyCandidates``), so that a pass finding the same elements leaves it as it is.
    var presentedInOrder: Bool
}
