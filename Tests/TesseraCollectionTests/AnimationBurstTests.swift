import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection

/// Changes far faster than they animate, all at one instant (a log's thousand layout switches at time 0): each
/// element keeps a bounded number of vanishing views, and what is drawn at that instant is what was drawn before.
final class AnimationBurstTests: XCTestCase {
    func testLayoutSwitchesAtOneInstantKeepAtMostFourVanishingViewsOfAnElementAndTheOneDrawnInFull() {
        let withHeader = FlowLayout()
        withHeader.headerReferenceSize = Size(width: 0, height: 40)
        let plain = FlowLayout()
        let f = Fixture(counts: [12], layout: withHeader)
        let header = ElementKey.supplementary(.sectionHeader, ElementPath(item: 0, section: 0))
        XCTAssertEqual(f.collectionView.presentedAttributes.first { $0.key == header }?.alpha, 1, "precondition: the header is drawn")
        // 200 switches back and forth, the clock standing still: the header vanishes 100 times. Each vanishing view
        // stayed, and every pass drew them all (a thousand switches took 30 s).
        for k in 0..<200 {
            f.collectionView.setCollectionViewLayout(k % 2 == 0 ? plain : withHeader, animated: true)
            f.collectionView.tick()
        }
        f.collectionView.setCollectionViewLayout(plain, animated: true)
        f.collectionView.tick()
        let vanishingHeaders = f.collectionView.animator.vanishing.filter { $0.to.key == header }
        XCTAssertLessThanOrEqual(vanishingHeaders.count, Animator.maximumVanishingPerElement)
        XCTAssertLessThanOrEqual(f.collectionView.animator.vanishing.count, Animator.maximumVanishingPerElement)
        // No time has passed: the header drawn in full before the burst is still drawn in full.
        XCTAssertEqual(vanishingHeaders.map(\.presented.alpha).max(), 1)
        // Once the animations end, nothing is left over.
        f.advance(.seconds(1))
        XCTAssertTrue(f.collectionView.animator.vanishing.isEmpty)
        XCTAssertNil(f.collectionView.presentedAttributes.first { $0.key == header })
    }
}
