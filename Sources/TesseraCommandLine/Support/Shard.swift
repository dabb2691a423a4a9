import ArgumentParser

/// `--shard K/N`: one of N deterministic parts of a suite of logs, for a CI job matrix.
///
/// The logs are sorted by path and dealt round-robin: shard K holds those whose position is
/// K − 1 modulo N. Every log is in exactly one shard, the shards differ in size by at most
/// one, and the split depends only on the paths, so every job of a matrix computes it alike.
struct Shard: ExpressibleByArgument, Equatable {
    /// Which shard, from 1.
    var index: Int
    /// How many shards.
    var count: Int

    /// Reads `K/N` with 1 ≤ K ≤ N.
    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else { return nil }
        index = k
        count = n
    }

    /// The logs of this shard, in sorted order.
    func select(from logs: [String]) -> [String] {
        logs.sorted().enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
