import Synchronization

/// The names of element kinds too long to be stored inline (``ElementKind/maximumLength``), each given a number the
/// first time it is seen: the kind stores the number, so it stays plain bits, and two kinds of one name are equal.
///
/// Kinds come from code (Apple's samples name theirs `"section-header-element-kind"`, 27 bytes), so the table holds
/// the few long names a program uses; it takes at most ``capacity`` of them.
enum ElementKindNames {
    /// The most long names the table holds.
    static let capacity = 65_536

    private static let table = Mutex<(names: [String], numbers: [String: Int])>(([], [:]))

    /// The number of `name`, given it if it has none; nil when the table is full.
    static func number(of name: String) -> Int? {
        table.withLock { table in
            if let n = table.numbers[name] { return n }
            guard table.names.count < capacity else { return nil }
            table.names.append(name)
            table.numbers[name] = table.names.count - 1
            return table.names.count - 1
        }
    }

    /// The name numbered `number`.
    static func name(_ number: Int) -> String {
        table.withLock { $0.names[number] }
    }
}
