/// Pairs the contacts of one frame with those of the next by least total squared distance, as mtdev does
/// for multi-touch protocol A devices, which report their contacts anonymously and in any order.
///
/// The pairing is optimal (the Hungarian method, O(n³) in the larger count, at most 64 here): every
/// contact of the smaller set is paired, and no other pairing has a smaller sum of squared distances.
/// Among pairings that tie, the choice depends only on the contacts and their order, so the same frames always
/// pair alike.
enum ContactMatching {
    /// For each of `old`, the index in `new` it continues as, or nil when it has none (it lifted).
    static func pair(_ old: [(x: Int32, y: Int32)], _ new: [(x: Int32, y: Int32)]) -> [Int?] {
        guard !old.isEmpty, !new.isEmpty else { return Array(repeating: nil, count: old.count) }
        // Rows are old contacts and columns new ones, padded to a square with free dummies: a row paired with
        // a dummy column lifted, and a dummy row paired with a real column is a contact that landed.
        let n = max(old.count, new.count)
        func cost(_ i: Int, _ j: Int) -> Double {
            guard i < old.count, j < new.count else { return 0 }
            // In Double: the difference of two Int32 coordinates, squared, overflows Int64.
            let dx = Double(old[i].x) - Double(new[j].x), dy = Double(old[i].y) - Double(new[j].y)
            return dx * dx + dy * dy
        }
        // Potentials u (rows) and v (columns), 1-based with column 0 a sentinel; way[j] is the column before j
        // on the shortest augmenting path, and rowOf[j] the row column j is paired with (0 for none).
        var u = [Double](repeating: 0, count: n + 1), v = [Double](repeating: 0, count: n + 1)
        var rowOf = [Int](repeating: 0, count: n + 1), way = [Int](repeating: 0, count: n + 1)
        var minimum = [Double](repeating: .infinity, count: n + 1), used = [Bool](repeating: false, count: n + 1)
        for i in 1...n {
            rowOf[0] = i
            var j0 = 0
            for j in 0...n { minimum[j] = .infinity; used[j] = false }
            repeat {
                used[j0] = true
                let i0 = rowOf[j0]
                var delta = Double.infinity, j1 = 0
                for j in 1...n where !used[j] {
                    let reduced = cost(i0 - 1, j - 1) - u[i0] - v[j]
                    if reduced < minimum[j] { minimum[j] = reduced; way[j] = j0 }
                    if minimum[j] < delta { delta = minimum[j]; j1 = j }
                }
                for j in 0...n {
                    if used[j] { u[rowOf[j]] += delta; v[j] -= delta } else { minimum[j] -= delta }
                }
                j0 = j1
            } while rowOf[j0] != 0
            repeat {
                let j1 = way[j0]
                rowOf[j0] = rowOf[j1]
                j0 = j1
            } while j0 != 0
        }
        var result = [Int?](repeating: nil, count: old.count)
        for j in 1...n where rowOf[j] >= 1 && rowOf[j] <= old.count && j <= new.count {
            result[rowOf[j] - 1] = j - 1
        }
        return result
    }
}
