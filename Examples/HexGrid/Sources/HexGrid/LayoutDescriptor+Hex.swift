import TesseraSimulator

extension LayoutDescriptor {
    /// The hexagonal grid, as scenes name it: `{"type": "hex", "radius": 30}`.
    public static let hex = LayoutDescriptor(
        HexLayout.self, name: "hex",
        summary: "Cells on a honeycomb as wide as the window, every other row shifted by half a cell; a pinch scales the cells.",
        parameters: [
            .number("radius", \HexLayout.radius, range: HexLayout.radiusRange, "circumradius of each cell's hexagon, in points"),
            .number("spacing", \HexLayout.spacing, range: 0...100, "gap between neighbouring cells, in points"),
            .number("sectionGap", \HexLayout.sectionGap, range: 0...1000, "extra space between sections, in points"),
        ],
        make: { HexLayout() })
}
