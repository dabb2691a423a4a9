import TesseraGeometry

extension FlowLayout {
    /// One line of a prepared flow layout: which items it holds and where it lies
    /// along the scroll direction. A subclass reads lines to decorate rows or to
    /// respace items, as the Survey and row-decoration layouts do.
    public struct Line: Equatable, Sendable {
        /// The section the line belongs to.
        public var section: Int
        /// The items on the line, as item indexes within ``section``.
        public var items: Range<Int>
        /// Where the line starts along the scroll direction (y when scrolling vertically), in points.
        public var start: Double
        /// Where the line ends along the scroll direction: ``start`` plus its tallest item.
        public var end: Double
    }

    /// Every line of every section, in order along the scroll direction. Empty until the
    /// layout is prepared; O(lines) to build, so read it in `prepare()`, not per query.
    public var lines: [Line] {
        var result: [Line] = []
        result.reserveCapacity(cache.lines.count)
        for (s, section) in cache.sections.enumerated() {
            appendLines(of: section, number: s, to: &result)
        }
        return result
    }

    /// The lines of `section`, in order; empty for an empty or unknown section.
    public func lines(inSection section: Int) -> [Line] {
        guard section >= 0, section < cache.sections.count else { return [] }
        var result: [Line] = []
        appendLines(of: cache.sections[section], number: section, to: &result)
        return result
    }

    private func appendLines(of section: FlowLayoutCache.Section, number s: Int, to result: inout [Line]) {
        let end = section.firstItem + section.itemCount
        for l in section.firstLine..<(section.firstLine + section.lineCount) {
            let line = cache.lines[l]
            let next = l + 1 < section.firstLine + section.lineCount ? cache.lines[l + 1].firstItem : end
            result.append(Line(section: s, items: (line.firstItem - section.firstItem)..<(next - section.firstItem),
                               start: line.v, end: line.v + line.extent))
        }
    }

    // MARK: Resolved section metrics

    /// The inset of `section` as the layout uses it: the flow delegate's answer, else ``sectionInset``.
    public func inset(forSection section: Int) -> EdgeInsets {
        collectionView?.flowLayoutDelegate?.flowLayout(self, insetForSectionAt: section) ?? sectionInset
    }

    /// The line spacing of `section`: the flow delegate's answer, else ``minimumLineSpacing``.
    public func minimumLineSpacing(forSection section: Int) -> Double {
        collectionView?.flowLayoutDelegate?.flowLayout(self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
    }

    /// The spacing between items of `section`: the flow delegate's answer, else ``minimumInteritemSpacing``.
    public func minimumInteritemSpacing(forSection section: Int) -> Double {
        collectionView?.flowLayoutDelegate?.flowLayout(self, minimumInteritemSpacingForSectionAt: section)
            ?? minimumInteritemSpacing
    }

    /// The header size of `section`: the flow delegate's answer, else ``headerReferenceSize``.
    public func headerReferenceSize(forSection section: Int) -> Size {
        collectionView?.flowLayoutDelegate?.flowLayout(self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
    }

    /// The footer size of `section`: the flow delegate's answer, else ``footerReferenceSize``.
    public func footerReferenceSize(forSection section: Int) -> Size {
        collectionView?.flowLayoutDelegate?.flowLayout(self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
    }
}
