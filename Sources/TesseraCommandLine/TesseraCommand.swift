import ArgumentParser
import Foundation
import TesseraDemo
import TesseraRender
import TesseraSimulator

/// The `tessera` command line as a library: `run`, `replay`, `attributes`,
/// `layouts`, `import` and the demo, over whatever layouts it is handed.
///
/// A package with layouts of its own makes its own command line in one line of
/// `main.swift`, and its layouts then work in every command next to the
/// built-in ones:
///
/// ```swift
/// import TesseraCommandLine
///
/// TesseraCommand.main(adding: [.hex])
/// ```
///
/// ```sh
/// swift run my-layouts run --layout hex
/// swift run my-layouts replay Tests/logs/*.log
/// ```
public enum TesseraCommand {
    /// Parses the process's arguments, runs the command over `catalog`'s layouts, and exits
    /// with the command's status.
    public static func main(catalog: LayoutCatalog) -> Never {
        // `CommandLine.arguments` turns bytes that are not UTF-8 into U+FFFD: a file name in another encoding would
        // name a file that does not exist, or write an output under another name than the one given.
        for index in 1..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[index], String(validatingCString: raw) == nil else { continue }
            printError("argument \(index) (\(CommandLine.arguments[index])) is not UTF-8: a file name in another "
                       + "encoding cannot be named exactly; rename the file, or convert the name with convmv")
            Tessera.exit(withError: ExitStatus.usage)
        }
        main(catalog: catalog, arguments: Array(CommandLine.arguments.dropFirst()))
    }

    /// Runs the command line over every layout Tessera ships plus `layouts`; a layout
    /// registered under a built-in name replaces the built-in one.
    public static func main(adding layouts: [LayoutDescriptor]) -> Never {
        main(catalog: LayoutCatalog.standard.adding(layouts))
    }

    /// Runs the command `arguments` spell over `catalog`'s layouts, and exits.
    public static func main(catalog: LayoutCatalog, arguments: [String]) -> Never {
        if let message = dashedFileMessage(arguments) {
            printError(message)
            Tessera.exit(withError: ExitStatus.usage)
        }
        do {
            var command = try Tessera.parseAsRoot(arguments)
            // The commands that write files and run children clean up when stopped; the window has its own watch.
            if command is ReplayCommand || command is ImportCommand || command is AttributesCommand { Interruption.install() }
            if let command = command as? CatalogCommand {
                try reportingBadInput {
                    try command.run(catalog: catalog)
                    try StandardOutput.finishStreams()
                }
            } else {
                try command.run()
            }
            Tessera.exit()
        } catch {
            Tessera.exit(withError: error)
        }
    }
}

/// Why `arguments` cannot be parsed as meant, or nil: an argument before `--` that begins with one dash and names a
/// file. A shell glob such as `*.log` hands over a file named `-touch.log` as it is, and the parser would read it as
/// the short options `-t -o -u -c -h …`, where `-h` prints the help and exits 0 having replayed nothing.
func dashedFileMessage(_ arguments: [String]) -> String? {
    for argument in arguments {
        if argument == "--" { return nil }
        guard argument.count > 1, argument.hasPrefix("-"), !argument.hasPrefix("--") else { continue }
        var status = stat()
        guard lstat(argument, &status) == 0 else { continue }
        return "\(argument) names a file, but an argument that begins with - is read as options: name it "
            + "./\(argument), or put the files after --"
    }
    return nil
}

/// A command that works over a layout catalog.
protocol CatalogCommand: ParsableCommand {
    /// Runs the command with the layouts of `catalog`.
    func run(catalog: LayoutCatalog) throws
}

/// The root of the command tree.
struct Tessera: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "A gesture-driven collection-view simulator: UIKit's UICollectionView architecture on Linux.",
        discussion: """
            Exit status, for every command: 0 success; 1 a check failed (a replay whose final state \
            differs from its golden, or has none); 2 bad input (a scene, log, recording or file that \
            cannot be used: the message names the file, line and column); 3 a replay that crashed or ran \
            past --timeout (a bug in Tessera or in a layout, which no golden settles); 64 a command line that \
            cannot be used (an option that cannot be parsed, a value out of range, options that \
            contradict each other); 128 + N when stopped by signal N.
            """,
        version: Tessera.version,
        subcommands: [DemoCommand.self, RunCommand.self, ReplayCommand.self, ImportCommand.self, AttributesCommand.self,
                      LayoutsCommand.self],
        defaultSubcommand: DemoCommand.self
    )

    /// The version `tessera --version` prints.
    static let version = "0.9.0"
}
