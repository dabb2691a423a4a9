/// A list that stays within a limit by thinning: when it grows past the limit, every other
/// routine entry is dropped, and only if that is not enough, every other marked one (the first
/// and the last always stay). A trace of any length therefore keeps an even sample of the
/// routine entries and as many of the marked ones as fit.
struct ThinningBuffer<Element> {
    /// The most entries kept.
    let limit: Int
    private(set) var entries: [(element: Element, marked: Bool)] = []
    /// How many entries thinning has dropped so far.
    private(set) var dropped = 0

    init(limit: Int) {
        self.limit = max(2, limit)
    }

    /// The entries kept, in order.
    var elements: [Element] { entries.map(\.element) }

    /// The last entry kept.
    var last: Element? { entries.last?.element }

    /// Appends `element`, `marked` when it is one to keep in preference to routine ones.
    mutating func append(_ element: Element, marked: Bool) {
        entries.append((element, marked))
        if entries.count > limit { thin() }
    }

    private mutating func thin() {
        let before = entries.count
        var routine = 0
        entries = entries.enumerated().filter { i, e in
            guard !e.marked, i > 0, i < before - 1 else { return true }
            routine += 1
            return routine % 2 == 1
        }.map(\.element)
        if entries.count > limit {
            let count = entries.count
            entries = entries.enumerated().filter { i, _ in i == 0 || i == count - 1 || i % 2 == 0 }.map(\.element)
        }
        dropped += before - entries.count
    }
}
