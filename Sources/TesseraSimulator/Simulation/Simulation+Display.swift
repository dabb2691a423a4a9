import TesseraCollection
import TesseraGeometry
import TesseraLayout
import TesseraRender

extension Simulation {
    /// Fills `list` with what the collection view presents now, in window
    /// coordinates and paint order. Hosts add the fingers and heads-up lines.
    public func buildDisplayList(into list: inout DisplayList) {
        list.removeAll(size: collectionView.size)
        let offset = collectionView.contentOffset
        collectionView.forEachPresentedElement { view, attributes in
            list.append(attributes, appearance: Self.appearance(of: view, attributes: attributes), contentOffset: offset)
        }
        appendDragImage(to: &list)
        list.sort()
    }

    static func appearance(of view: ReusableView, attributes: LayoutAttributes) -> ElementAppearance {
        if let cell = view as? SceneCell { return cell.appearance }
        if let provider = view as? AppearanceProviding { return provider.appearance }
        if let header = view as? SceneHeaderView { return header.appearance }
        if let decoration = view as? DemoDecorationView { return decoration.appearance }
        switch attributes.category {
        case .cell: return ElementAppearance(fill: Palette.color(for: attributes.indexPath.item))
        case .supplementary: return ElementAppearance(fill: Color(hex: 0xD1D1D6))
        case .decoration:
            switch attributes.elementKind?.name {
            case "clockHand": return ElementAppearance(fill: Color(hex: 0x1C1C1E))
            default: return ElementAppearance(fill: Color(hex: 0xE5E5EA), border: Color(hex: 0xC7C7CC), borderWidth: 1)
            }
        }
    }

    /// A one-line summary for a heads-up display: the layout, the item count and
    /// the latest gesture with its values.
    public var headsUp: String {
        let count = model.sections.reduce(0) { $0 + $1.count }
        var line = "\(currentLayoutName) | \(count) items"
        if collectionView.allowsMultipleSelection { line += " | multi-select" }
        if isPaused { line += " | paused" }
        // The latest gesture that did something (failures are noise here).
        if let last = lastGesture {
            line += " | " + last.transcriptLine.split(separator: " ").dropFirst().joined(separator: " ")
        }
        return line
    }
}
