#!/usr/bin/env python3
"""Lists the public and open symbols that have no doc comment, per module.

scripts/check-docs.sh runs this after `swift package dump-symbol-graph`; run that
script rather than this file. Exit status: 0 when every selected module is fully
documented, 1 when any symbol is missing its comment, 2 on a usage or setup error.

What counts as a symbol here:

- Every symbol in the module's symbol graph at public or open access: types,
  enum cases, properties, methods, initializers, subscripts, operators,
  typealiases, associated types, protocol requirements, static members, and the
  members a module adds to another module's types (the `Module@Other` graphs).

What does not count, and why:

- Symbols with no source location. The compiler makes these itself: the
  `init(rawValue:)` of a raw-value enum, the `==`, `hash(into:)` and `allCases`
  of derived conformances. There is no line to put a comment on.
- Symbols the compiler copies into a type from elsewhere: members inherited
  from a superclass and default implementations from a protocol extension.
  The dump leaves them out (`--skip-synthesized-members`), and any left with a
  `::SYNTHESIZED::` identifier are dropped here too. Each is checked where it is
  declared.
- Symbols declared outside the module's own source folder (another module's or
  another package's declarations that appear in this module's graph).

A symbol declared in the module that overrides a superclass member or
implements a protocol requirement must still have a comment of its own, since
its contract is usually narrower than the one it inherits (what this layout's
`prepare()` computes, say). `--allow-inherited` accepts the inherited comment
instead, which is what DocC shows when there is no comment of its own.
"""

import argparse
import glob
import json
import os
import sys
from collections import defaultdict
from urllib.parse import unquote, urlparse


def library_modules(package):
    """The targets of the library products, in the order Package.swift lists the products."""
    modules = []
    for product in package["products"]:
        if "library" not in product["type"]:
            continue
        for target in product["targets"]:
            if target not in modules:
                modules.append(target)
    return modules


def source_folder(package, root, module):
    for target in package["targets"]:
        if target["name"] == module:
            return os.path.join(root, target.get("path") or os.path.join("Sources", module))
    return os.path.join(root, "Sources", module)


def path_of(uri):
    return unquote(urlparse(uri).path)


def has_text(doc):
    return bool(doc) and any(line.get("text", "").strip() for line in doc.get("lines", []))


def check(module, graphs, folder, allow_inherited):
    """(missing, total): the undocumented symbols as (file, line, kind, name), and how many were checked."""
    files = [os.path.join(graphs, f"{module}.symbols.json")]
    if not os.path.exists(files[0]):
        return None
    files += sorted(glob.glob(os.path.join(graphs, f"{module}@*.symbols.json")))
    folder = os.path.realpath(folder) + os.sep
    missing, seen = [], set()
    for file in files:
        with open(file) as f:
            graph = json.load(f)
        for symbol in graph["symbols"]:
            precise = symbol["identifier"]["precise"]
            location = symbol.get("location")
            if location is None or "::SYNTHESIZED::" in precise or precise in seen:
                continue
            if symbol["kind"]["identifier"] == "swift.extension":
                continue
            source = os.path.realpath(path_of(location["uri"]))
            if not source.startswith(folder):
                continue
            seen.add(precise)
            doc = symbol.get("docComment")
            own = doc is not None and path_of(doc.get("uri", location["uri"])) == path_of(location["uri"])
            if has_text(doc) and (own or allow_inherited):
                continue
            name = ".".join(symbol["pathComponents"])
            line = location["position"]["line"] + 1
            missing.append((os.path.relpath(source), line, symbol["kind"]["displayName"], name))
    missing.sort()
    return missing, len(seen)


def main():
    parser = argparse.ArgumentParser(description="List public and open symbols without a doc comment.")
    parser.add_argument("modules", nargs="*", help="modules to check (default: every library product's target)")
    parser.add_argument("--graphs", required=True, help="the symbol graph folder")
    parser.add_argument("--package", required=True, help="`swift package dump-package` output")
    parser.add_argument("--root", required=True, help="the package root")
    parser.add_argument("--allow-inherited", action="store_true",
                        help="accept a comment inherited from an overridden member or a protocol requirement")
    parser.add_argument("--summary", action="store_true", help="print the counts only")
    args = parser.parse_args()

    with open(args.package) as f:
        package = json.load(f)
    libraries = library_modules(package)
    modules = args.modules or libraries
    unknown = [m for m in modules if m not in libraries]
    if unknown:
        print(f"check-docs: not a library target: {', '.join(unknown)}; known: {', '.join(libraries)}",
              file=sys.stderr)
        return 2

    os.chdir(args.root)
    results = {}
    for module in modules:
        result = check(module, args.graphs, source_folder(package, args.root, module), args.allow_inherited)
        if result is None:
            print(f"check-docs: no symbol graph for {module}; did it build? "
                  f"(see check-docs-symbolgraph.log beside {args.graphs})", file=sys.stderr)
            return 2
        results[module] = result

    if not args.summary:
        for module, (missing, _) in results.items():
            for file, line, kind, name in missing:
                print(f"{file}:{line}: {module}: {kind.lower()} {name} has no doc comment")
    width = max(len(m) for m in modules)
    total_missing = 0
    for module, (missing, total) in results.items():
        total_missing += len(missing)
        print(f"{module.ljust(width)}  {len(missing):4d} undocumented of {total:4d} public symbols")
    print(f"{'total'.ljust(width)}  {total_missing:4d} undocumented")
    return 1 if total_missing else 0


if __name__ == "__main__":
    sys.exit(main())
