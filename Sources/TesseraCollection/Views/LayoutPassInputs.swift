import TesseraGeometry
import TesseraLayout

/// What a layout pass's result depends on when nothing animates, moves or transitions:
/// the layout and how often it was prepared, the bounds and the live-view rules. A pass
/// whose inputs equal the last pass's would give the views exactly what they have, so
/// ``CollectionView/layoutIfNeeded()`` skips it.
///
/// A layout that read the clock (``LayoutContext/currentTime``) during the last pass
/// gets no such pass skipped: its attributes may change with time alone.
struct LayoutPassInputs: Equatable {
    var layout: ObjectIdentifier
    var prepareCount: Int
    var bounds: Rect
    var liveMargin: Double
    var maximumLiveViews: Int
    var sectionCounts: [Int]
}
