import ArgumentParser

/// Refuses paths given on the command line as empty text, before anything runs.
///
/// An empty path names no file. Taken as one, it became the working folder (`--frames ''` wrote its PNGs there) or
/// an error line that named nothing (`tessera: : is a directory`).
enum PathArguments {
    /// Throws a `ValidationError` naming the first option in `options` given as an empty path.
    static func requireNonEmpty(_ options: KeyValuePairs<String, String?>) throws {
        for (option, value) in options where value?.isEmpty == true {
            throw ValidationError("\(option) takes a path, not an empty one")
        }
    }
}
