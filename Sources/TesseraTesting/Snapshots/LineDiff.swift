/// A line diff of two texts, as a failing snapshot shows it: only the changed
/// lines, `-` for the stored text's and `+` for the new one's, with a little
/// unchanged context around each change under an `@@ -a,b +c,d @@` header.
///
/// The diff is minimal (a longest common subsequence of lines) once the lines the
/// two texts share at their start and end are set aside; a changed middle of more
/// than four million line pairs is shown as removed and added whole instead.
///
/// ```swift
/// LineDiff.unified(from: "a\nb\nc\n", to: "a\nB\nc\n")
/// // "@@ -1,3 +1,3 @@\n a\n-b\n+B\n c"
/// ```
public enum LineDiff {
    /// One line of an edit script.
    enum Edit: Equatable {
        case same(String), removed(String), added(String)
    }

    /// The changed lines of `old` → `new` with `context` unchanged lines around each change, or nil when the texts are equal.
    public static func unified(from old: String, to new: String, context: Int = 2) -> String? {
        guard old != new else { return nil }
        let a = lines(old), b = lines(new)
        if a == b { return "(the texts differ only in their final newline)" }
        return hunks(edits(a, b), context: context).joined(separator: "\n")
    }

    /// The text's lines; a final newline ends the last line rather than starting an empty one.
    static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { result.removeLast() }
        return result
    }

    /// A minimal edit script from `a` to `b`.
    static func edits(_ a: [String], _ b: [String]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let x = Array(a[prefix..<(a.count - suffix)]), y = Array(b[prefix..<(b.count - suffix)])
        var middle: [Edit] = []
        if x.count * y.count > 4_000_000 {
            middle = x.map(Edit.removed) + y.map(Edit.added)
        } else {
            // lcs[i][j]: the longest common subsequence of x[i...] and y[j...].
            var lcs = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
            for i in stride(from: x.count - 1, through: 0, by: -1) {
                for j in stride(from: y.count - 1, through: 0, by: -1) {
                    lcs[i][j] = x[i] == y[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
                }
            }
            var i = 0, j = 0
            while i < x.count || j < y.count {
                if i < x.count, j < y.count, x[i] == y[j] {
                    middle.append(.same(x[i])); i += 1; j += 1
                } else if j < y.count, i == x.count || lcs[i][j + 1] >= lcs[i + 1][j] {
                    middle.append(.added(y[j])); j += 1
                } else {
                    middle.append(.removed(x[i])); i += 1
                }
            }
        }
        // Removals before additions within a run of changes, as diff(1) shows them.
        var ordered: [Edit] = [], removed: [Edit] = [], added: [Edit] = []
        func flush() { ordered += removed + added; removed = []; added = [] }
        for e in middle {
            switch e {
            case .same: flush(); ordered.append(e)
            case .removed: removed.append(e)
            case .added: added.append(e)
            }
        }
        flush()
        return a[..<prefix].map(Edit.same) + ordered + a[(a.count - suffix)...].map(Edit.same)
    }

    /// The edit script cut into hunks of changes with `context` lines around them.
    static func hunks(_ edits: [Edit], context: Int) -> [String] {
        let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
        var out: [String] = []
        var k = 0
        while k < changed.count {
            var last = k
            while last + 1 < changed.count, changed[last + 1] - changed[last] <= 2 * context + 1 { last += 1 }
            let start = max(0, changed[k] - context), end = min(edits.count, changed[last] + context + 1)
            // Line numbers (1-based) of the hunk's first line in each text.
            var oldLine = 1, newLine = 1
            for e in edits[..<start] {
                switch e {
                case .same: oldLine += 1; newLine += 1
                case .removed: oldLine += 1
                case .added: newLine += 1
                }
            }
            var oldCount = 0, newCount = 0, body: [String] = []
            for e in edits[start..<end] {
                switch e {
                case .same(let s): body.append(" " + s); oldCount += 1; newCount += 1
                case .removed(let s): body.append("-" + s); oldCount += 1
                case .added(let s): body.append("+" + s); newCount += 1
                }
            }
            out.append("@@ -\(oldLine),\(oldCount) +\(newLine),\(newCount) @@")
            out += body
            k = last + 1
        }
        return out
    }
}
