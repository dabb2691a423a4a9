import ArgumentParser
import TesseraSimulator

/// `tessera layouts`: lists the layout types a scene may name, with their parameters.
struct LayoutsCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "layouts",
        abstract: "List the layout types and their parameters."
    )

    func run(catalog: LayoutCatalog) throws {
        let out = StandardOutput()
        for d in catalog.descriptors {
            try out.line("\(d.name): \(d.summary)")
            let defaults = d.parameterValues(of: d.makeLayout())
            for p in d.parameters {
                var line = "  \(p.name) (\(p.kind.summary))"
                if case .object(let o) = defaults, let v = o[p.name] { line += " = \(JSONWriter.value(v))" }
                try out.line(line.padding(toLength: max(line.count, 62), withPad: " ", startingAt: 0) + "  \(p.summary)")
            }
            try out.line("")
        }
        try out.flush()
    }
}
