import TesseraGeometry
import TesseraLayout
@testable import TesseraCollection
import TesseraTesting

/// The thrash tests' draws, by name, from their only source of randomness.
extension SplitMix64 {
    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
    /// A random integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}

/// A random batch and the data it leads to, built the plain way: remove what
/// goes (highest index first), then insert what comes (lowest index first). It
/// shares no code with `BatchUpdatePlan`, which places elements by filling slots.
struct ThrashStep {
    var batch = BatchUpdate()
    var sections: [[TestItem]] = []
    var sectionUIDs: [Int] = []

    init(from old: [[TestItem]], uids oldUIDs: [Int], rng: inout SplitMix64, fresh: () -> Int) {
        let s = old.count
        var deleted = Set<Int>(), reloaded = Set<Int>()
        var movedSections: [(from: Int, to: Int)] = []
        if s > 1 && rng.chance(0.08) { deleted.insert(rng.int(0...(s - 1))) }
        if s > 0 && rng.chance(0.08) { let r = rng.int(0...(s - 1)); if !deleted.contains(r) { reloaded.insert(r) } }
        var insertCount = (s < 7 && rng.chance(0.08)) ? 1 : 0
        if s - deleted.count == 0 { insertCount = 1 }
        let n = s - deleted.count + insertCount
        var moveSource: Int?
        if s > 1 && rng.chance(0.08) {
            let m = rng.int(0...(s - 1))
            if !deleted.contains(m) && !reloaded.contains(m) { moveSource = m }
        }
        var newPositions = Array(0..<n).shuffled(using: &rng)
        let insertedSections = Array(newPositions.prefix(insertCount))
        newPositions.removeFirst(insertCount)
        if let m = moveSource { movedSections.append((m, newPositions.removeFirst())) }

        // Sections, the plain way. An entry is an old index, or nil for a new section.
        var order: [Int?] = Array(0..<s)
        for i in (0..<s).reversed() where deleted.contains(i) || movedSections.contains(where: { $0.from == i }) {
            order.remove(at: i)
        }
        var arrivals: [(Int, Int?)] = insertedSections.map { ($0, nil) } + movedSections.map { ($0.to, $0.from) }
        arrivals.sort { $0.0 < $1.0 }
        for (position, source) in arrivals { order.insert(source, at: position) }
        batch.deleteSections(Array(deleted))
        batch.reloadSections(Array(reloaded))
        batch.insertSections(insertedSections)
        for m in movedSections { batch.moveSection(m.from, toSection: m.to) }

        // Items of surviving sections: deletes, reloads and moves out (before), then inserts and moves in (after).
        let eligible = (0..<n).filter { j in order[j].map { !reloaded.contains($0) } ?? false }
        var remaining: [Int: [TestItem]] = [:]
        var incoming: [Int: [(item: TestItem, from: ElementPath)]] = [:]
        for j in eligible {
            let src = order[j]!
            var keep: [TestItem] = []
            for (i, var item) in old[src].enumerated() {
                if rng.chance(0.08) {
                    batch.deleteItems(at: [ElementPath(item: i, section: src)])
                } else if rng.chance(0.04), let target = eligible.randomElement(using: &rng) {
                    incoming[target, default: []].append((item, ElementPath(item: i, section: src)))
                } else {
                    if rng.chance(0.04) {
                        batch.reloadItems(at: [ElementPath(item: i, section: src)])
                        item.version += 1
                    }
                    keep.append(item)
                }
            }
            remaining[j] = keep
        }
        sections = []
        sectionUIDs = []
        for j in 0..<n {
            guard let src = order[j], !reloaded.contains(src) else {
                sections.append((0..<rng.int(0...12)).map { _ in TestItem(uid: fresh()) })
                sectionUIDs.append(fresh())
                continue
            }
            var list = remaining[j]!
            let moving = incoming[j] ?? []
            let inserts = rng.int(0...3)
            let count = list.count + moving.count + inserts
            let positions = Array(Array(0..<count).shuffled(using: &rng).prefix(moving.count + inserts)).sorted()
            var arrivals = moving.map { Optional($0) } + Array(repeating: nil, count: inserts)
            arrivals.shuffle(using: &rng)
            for (position, arrival) in zip(positions, arrivals) {
                if let arrival {
                    list.insert(arrival.item, at: position)
                    batch.moveItem(at: arrival.from, to: ElementPath(item: position, section: j))
                } else {
                    list.insert(TestItem(uid: fresh()), at: position)
                    batch.insertItems(at: [ElementPath(item: position, section: j)])
                }
            }
            sections.append(list)
            sectionUIDs.append(oldUIDs[src])
        }
    }
}
