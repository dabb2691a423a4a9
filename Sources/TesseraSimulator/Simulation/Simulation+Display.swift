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
    /// the latest gesture with its values; ``headsUpSegments`` joined by " | ".
    public var headsUp: String {
        headsUpSegments.joined(separator: " | ")
    }

    /// The parts of ``headsUp``, in order: the layout, the item count, the modes that are on and
    /// the latest gesture, so that a host can lay them out without splitting the line again.
    public var headsUpSegments: [String] {
        var count = 0
        for section in model.sections { count += section.count }
        var segments = [currentLayoutName, "\(count) items"]
        if collectionView.allowsMultipleSelection { segments.append("multi-select") }
        if isPaused { segments.append("paused") }
        // The latest gesture that did something (failures are noise here), without its time.
        if let last = lastGesture {
            let line = last.transcriptLine
            if let space = line.utf8.firstIndex(of: UInt8(ascii: " ")) {
                segments.append(String(line[line.index(after: space)...]))
            }
        }
        return segments
    }
}
