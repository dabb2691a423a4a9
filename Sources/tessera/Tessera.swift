import ArgumentParser

/// The `tessera` command line.
@main
struct Tessera: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "A gesture-driven collection-view simulator: UIKit's UICollectionView architecture on Linux.",
        subcommands: [DemoCommand.self, RunCommand.self, ReplayCommand.self, ImportCommand.self, AttributesCommand.self, LayoutsCommand.self],
        defaultSubcommand: DemoCommand.self
    )
}
