import Foundation
import TesseraGeometry
import TesseraLayout
import XCTest
@testable import TesseraCollection
import TesseraTesting

/// Random batch updates, in the spirit of Texture's thrash test: each one is
/// checked against a plain reference model of the data and against a fresh
/// layout of the final data. Set THRASH_SEED to replay a failure.
final class ThrashTests: XCTestCase {
    func testThousandsOfRandomBatchUpdatesMatchTheReferenceModelAndAFreshLayout() {
        let seed = ProcessInfo.processInfo.environment["THRASH_SEED"].flatMap { UInt64($0) } ?? 0x7E55_E12A
        var rng = SplitMix64(seed: seed)
        let flow = FlowLayout()
        flow.headerReferenceSize = Size(width: 0, height: 20)
        let f = Fixture(counts: [6, 0, 14, 9], layout: flow, delegate: false)
        let cv = f.collectionView
        cv.allowsMultipleSelection = true
        var identityOf: [Int: Int] = [:]
        for (s, items) in f.data.sections.enumerated() {
            for (i, item) in items.enumerated() { identityOf[item.uid] = cv.identity(ofItemAt: ip(s, i)) }
        }
        var seenIdentities = Set(identityOf.values)
        var selectedUIDs = Set<Int>()
        var tally = [String: Int]()

        for iteration in 0..<2_000 {
            let context = "iteration \(iteration), seed \(seed) (rerun with THRASH_SEED=\(seed))"
            // Select and deselect a little, scroll a little.
            if let s = f.data.sections.indices.randomElement(using: &rng), !f.data.sections[s].isEmpty {
                let i = rng.int(0...(f.data.sections[s].count - 1))
                if rng.chance(0.5) { cv.selectItem(at: ip(s, i)); selectedUIDs.insert(f.data.sections[s][i].uid) }
                else { cv.deselectItem(at: ip(s, i)); selectedUIDs.remove(f.data.sections[s][i].uid) }
            }
            if rng.chance(0.2) { cv.contentOffset = cv.clampedContentOffset(Point(x: 0, y: Double(rng.int(0...600)))) }

            let step = ThrashStep(from: f.data.sections, uids: f.data.sectionUIDs, rng: &rng, fresh: f.data.freshUID)
            do {
                try cv.performBatchUpdates(animation: rng.chance(0.8) ? .standard : nil) { batch in
                    f.data.sections = step.sections
                    f.data.sectionUIDs = step.sectionUIDs
                    batch = step.batch
                }
            } catch {
                return XCTFail("\(context): \(error)")
            }
            f.advance(.milliseconds(Int64(rng.int(0...400))))
            let b = step.batch
            for (name, n) in [("insert", b.insertedItems.count), ("delete", b.deletedItems.count), ("reload", b.reloadedItems.count),
                              ("move", b.movedItems.count), ("insertSection", b.insertedSections.count),
                              ("deleteSection", b.deletedSections.count), ("reloadSection", b.reloadedSections.count),
                              ("moveSection", b.movedSections.count)] { tally[name, default: 0] += n }

            // The data: counts, identities and selection follow the reference model.
            guard cv.numberOfSections == step.sections.count,
                  step.sections.indices.allSatisfy({ cv.numberOfItems(inSection: $0) == step.sections[$0].count }) else {
                return XCTFail("\(context): counts \(cv.itemIdentities.map(\.count)) != \(step.sections.map(\.count))")
            }
            var expectedSelection: [ElementPath] = []
            for (s, items) in step.sections.enumerated() {
                for (i, item) in items.enumerated() {
                    let identity = cv.identity(ofItemAt: ip(s, i))
                    if let known = identityOf[item.uid] {
                        guard known == identity else { return XCTFail("\(context): item \(ip(s, i)) has identity \(identity), expected \(known)") }
                    } else {
                        guard seenIdentities.insert(identity).inserted else {
                            return XCTFail("\(context): new item \(ip(s, i)) reuses identity \(identity)")
                        }
                        identityOf[item.uid] = identity
                    }
                    if selectedUIDs.contains(item.uid) { expectedSelection.append(ip(s, i)) }
                }
            }
            selectedUIDs = Set(expectedSelection.map { step.sections[$0.section][$0.item].uid })
            guard cv.indexPathsForSelectedItems == expectedSelection else {
                return XCTFail("\(context): selection \(cv.indexPathsForSelectedItems) != \(expectedSelection)")
            }

            // Every live view shows the element at its index path.
            for path in cv.indexPathsForVisibleItems {
                let item = step.sections[path.section][path.item]
                guard let cell = f.cell(path), cell.uid == item.uid, cell.version == item.version else {
                    return XCTFail("\(context): the cell at \(path) shows the wrong item")
                }
            }
            for s in step.sections.indices {
                if let header = cv.supplementaryView(forElementKind: .sectionHeader, at: ip(s, 0)) as? TestHeader,
                   header.sectionUID != step.sectionUIDs[s] {
                    return XCTFail("\(context): the header of section \(s) belongs to another section")
                }
            }

            // The geometry: the collection view's layout equals a fresh layout of the final data.
            let fresh = FlowLayout()
            fresh.headerReferenceSize = flow.headerReferenceSize
            let plain = LayoutHarness(fresh, size: cv.size, sections: step.sections.map { HarnessSection(items: $0.count) }, delegate: .none)
            plain.scroll(to: cv.contentOffset)
            guard fresh.contentSize == flow.contentSize,
                  fresh.attributesForElements(in: cv.liveRect) == flow.attributesForElements(in: cv.liveRect) else {
                return XCTFail("\(context): the layout differs from a fresh layout of the same data")
            }
            withExtendedLifetime(plain) {}

            // Once animations end, what is drawn is exactly what the layout says.
            if iteration % 50 == 49 {
                f.advance(.seconds(1))
                guard !cv.animator.isAnimating else { return XCTFail("\(context): animations did not end") }
                let drawn = cv.presentedAttributes.sorted { $0.key < $1.key }
                let expected = flow.attributesForElements(in: cv.liveRect).sorted { $0.key < $1.key }
                guard drawn == expected else { return XCTFail("\(context): drawn elements differ from the layout") }
            }
        }
        // The run must have exercised every kind of change, many times.
        for (name, n) in tally { XCTAssertGreaterThan(n, 50, "only \(n) \(name) changes in the run") }
        XCTAssertEqual(tally.count, 8)
    }
}
