/// Whether snapshots are recorded rather than compared, when a test does not say.
///
/// Record mode is on when the environment variable ``variable``
/// (`TESSERA_RECORD_SNAPSHOTS`) is `1`, `true` or `yes`:
///
/// ```sh
/// TESSERA_RECORD_SNAPSHOTS=1 swift test --filter HexLayoutTests
/// ```
public enum SnapshotRecording {
    /// The environment variable that turns record mode on for every snapshot assertion.
    public static let variable = "TESSERA_RECORD_SNAPSHOTS"

    /// Whether `environment` turns record mode on.
    public static func isOn(in environment: [String: String]) -> Bool {
        guard let value = environment[variable]?.lowercased() else { return false }
        return ["1", "true", "yes"].contains(value)
    }
}
