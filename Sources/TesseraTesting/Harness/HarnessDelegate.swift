import TesseraCollection

/// Which object a ``LayoutHarness`` installs as its collection view's delegate,
/// the object a layout reaches through `collectionView.layoutDelegate`.
public enum HarnessDelegate {
    /// The harness's ``HarnessData``, which answers a flow layout's questions from each ``HarnessSection``.
    case data
    /// No delegate at all: `layoutDelegate` and `flowLayoutDelegate` are nil, and every layout uses its own properties.
    case none
    /// An object of the test's own, held strongly by the harness. A layout with a delegate protocol of its
    /// own (``HarnessDelegate/custom(_:)`` adopting it) is asked through the real collection view, as in UIKit;
    /// flow-layout questions go to this object too.
    case custom(CollectionViewDelegate)
}
