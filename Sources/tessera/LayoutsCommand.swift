import ArgumentParser
import TesseraSimulator

/// `tessera layouts`: lists the layout types a scene may name, with their parameters.
struct LayoutsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layouts",
        abstract: "List the layout types and their parameters."
    )

    func run() throws {
        let catalog = LayoutCatalog.standard
        for d in catalog.descriptors {
            print("\(d.type): \(d.summary)")
            let defaults = d.parameterValues(of: d.make())
            for p in d.parameters {
                var line = "  \(p.name) (\(p.kind.summary))"
                if case .object(let o) = defaults, let v = o[p.name] { line += " = \(JSONWriter.value(v))" }
                print(line.padding(toLength: max(line.count, 62), withPad: " ", startingAt: 0) + "  \(p.summary)")
            }
            print("")
        }
    }
}
