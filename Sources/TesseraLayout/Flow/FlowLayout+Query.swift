import TesseraGeometry

extension FlowLayout {
    /// Calls `body` with the attributes of every element whose frame intersects
    /// `rect`, in section order (header, items, footer), without building an array.
    ///
    /// Sections and lines are found by binary search, so the cost is
    /// O(log n + k) for k elements in the rectangle.
    public func forEachAttributes(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        let vertical = scrollDirection == .vertical
        guard !rect.isNull, !cache.sections.isEmpty else { return }
        let vMin = vertical ? rect.minY : rect.minX
        let vMax = vertical ? rect.maxY : rect.maxX
        let sections = cache.sections
        // Lines that go back (negative line spacing or insets) cannot be binary-searched in their own order: the
        // cache finds the ones that meet the band in its index of lines by start.
        let ordered = cache.isOrdered
        let meeting = ordered ? [] : cache.linesMeeting(vMin: vMin, vMax: vMax)
        var nextMeeting = 0

        var s = ordered ? firstSection(endingAtOrAfter: vMin) : 0
        while s < sections.count, !ordered || sections[s].start <= vMax {
            let section = sections[s]
            if section.headerExtent > 0, let a = headerAttributes(section: s), a.frame.intersects(rect) {
                body(a)
            }
            if ordered {
                let first = firstLine(of: section, endingAtOrAfter: vMin)
                emitItems(of: section, index: s, lines: first..<(section.firstLine + section.lineCount), rect: rect,
                          vMax: vMax, vertical: vertical, stopsPastVMax: true, body)
            } else {
                let end = section.firstLine + section.lineCount
                while nextMeeting < meeting.count, meeting[nextMeeting] < end {
                    let l = meeting[nextMeeting]
                    emitItems(of: section, index: s, lines: l..<(l + 1), rect: rect, vMax: vMax, vertical: vertical,
                              stopsPastVMax: false, body)
                    nextMeeting += 1
                }
            }
            if section.footerExtent > 0, let a = footerAttributes(section: s), a.frame.intersects(rect) {
                body(a)
            }
            s += 1
        }
    }

    /// At most how many elements `forEachAttributes(in:)` reports for `rect`:
    /// every item on the lines the rectangle crosses, plus headers and footers.
    /// Lets the query reserve its array once.
    func elementCountUpperBound(in rect: Rect) -> Int {
        guard !rect.isNull, !cache.sections.isEmpty else { return 0 }
        let vertical = scrollDirection == .vertical
        let vMin = vertical ? rect.minY : rect.minX
        let vMax = vertical ? rect.maxY : rect.maxX
        guard cache.isOrdered else {
            var count = 2 * cache.sections.count
            for l in cache.linesMeeting(vMin: vMin, vMax: vMax) {
                let next = l + 1 < cache.lines.count ? cache.lines[l + 1].firstItem : cache.items.count
                // A section's last line ends where the next section's items begin, or at the end of the items.
                count += max(0, next - cache.lines[l].firstItem)
            }
            return count
        }
        var count = 0
        var s = firstSection(endingAtOrAfter: vMin)
        while s < cache.sections.count, cache.sections[s].start <= vMax {
            let section = cache.sections[s]
            count += 2
            if section.lineCount > 0 {
                let first = firstLine(of: section, endingAtOrAfter: vMin)
                var last = first
                let end = section.firstLine + section.lineCount
                // The last line starting at or before vMax, by binary search.
                var lo = first, hi = end
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if cache.lines[mid].v <= vMax { lo = mid + 1 } else { hi = mid }
                }
                last = lo
                if last > first {
                    let endItem = last < end ? cache.lines[last].firstItem : section.firstItem + section.itemCount
                    count += endItem - cache.lines[first].firstItem
                }
            }
            s += 1
        }
        return count
    }

    func firstSection(endingAtOrAfter vMin: Double) -> Int {
        var lo = 0, hi = cache.sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if cache.sections[mid].end < vMin { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    func firstLine(of section: FlowLayoutCache.Section, endingAtOrAfter vMin: Double) -> Int {
        var lo = section.firstLine, hi = section.firstLine + section.lineCount
        while lo < hi {
            let mid = (lo + hi) / 2
            if cache.lines[mid].v + cache.lines[mid].extent < vMin { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Hands `body` the cells of `section` on `lineRange` that meet `rect`, stopping at the first line past `vMax` when
    /// `stopsPastVMax` (the lines are ordered).
    private func emitItems(of section: FlowLayoutCache.Section, index s: Int, lines lineRange: Range<Int>, rect: Rect,
                           vMax: Double, vertical: Bool, stopsPastVMax: Bool, _ body: (LayoutAttributes) -> Void) {
        guard section.lineCount > 0 else { return }
        cache.lines.withUnsafeBufferPointer { lines in
            do {
                let items = cache.items.base
                let lineEnd = section.firstLine + section.lineCount
                let uMin = vertical ? rect.minX : rect.minY
                let uMax = vertical ? rect.maxX : rect.maxY
                let vMin = vertical ? rect.minY : rect.minX
                // A zero-width or zero-height rectangle meets what it touches (Rect.intersects), which the strict test misses.
                let degenerateRect = rect.width == 0 || rect.height == 0
                var l = lineRange.lowerBound
                let sectionItemEnd = section.firstItem + section.itemCount
                while l < lineRange.upperBound, !stopsPastVMax || lines[l].v <= vMax {
                    let next = l + 1 < lineEnd ? lines[l + 1].firstItem : sectionItemEnd
                    let line = lines[l]
                    for i in line.firstItem..<next {
                        let it = items[i]
                        let v = line.v + (line.extent - it.h) / 2
                        // Strict overlap on both axes, as Rect.intersects; degenerate
                        // (zero-size) items and rectangles take the general path.
                        let hit: Bool
                        if it.w > 0 && it.h > 0 && !degenerateRect {
                            hit = it.u < uMax && it.u + it.w > uMin && v < vMax && v + it.h > vMin
                        } else {
                            hit = cache.frame(item: it, line: line, vertical: vertical).intersects(rect)
                        }
                        if hit {
                            let center = vertical ? Point(x: it.u + it.w / 2, y: v + it.h / 2)
                                                  : Point(x: v + it.h / 2, y: it.u + it.w / 2)
                            let size = vertical ? Size(width: it.w, height: it.h) : Size(width: it.h, height: it.w)
                            body(LayoutAttributes(forCellAt: ElementPath(item: i - section.firstItem, section: s),
                                                  center: center, size: size))
                        }
                    }
                    l += 1
                }
            }
        }
    }

    func headerAttributes(section s: Int) -> LayoutAttributes? {
        let section = cache.sections[s]
        guard section.headerExtent > 0 else { return nil }
        var v = section.start
        var pinned = false
        if sectionHeadersPinToVisibleBounds, let context = collectionView {
            let visibleStart = scrollDirection == .vertical
                ? context.bounds.minY + context.contentInset.top
                : context.bounds.minX + context.contentInset.left
            let limit = section.bodyEnd - section.headerExtent
            let p = min(max(v, visibleStart), max(v, limit))
            pinned = p != v
            v = p
        }
        var a = LayoutAttributes(forSupplementaryOfKind: ElementKind.sectionHeader, at: ElementPath(item: 0, section: s),
                                 frame: frame(v: v, extent: section.headerExtent))
        if pinned { a.zIndex = 10 }
        return a
    }

    func footerAttributes(section s: Int) -> LayoutAttributes? {
        let section = cache.sections[s]
        guard section.footerExtent > 0 else { return nil }
        var v = section.bodyEnd
        var pinned = false
        if sectionFootersPinToVisibleBounds, let context = collectionView {
            let visibleEnd = scrollDirection == .vertical
                ? context.bounds.maxY - context.contentInset.bottom
                : context.bounds.maxX - context.contentInset.right
            let floor = section.start + section.headerExtent
            let p = max(min(v, visibleEnd - section.footerExtent), min(v, floor))
            pinned = p != v
            v = p
        }
        var a = LayoutAttributes(forSupplementaryOfKind: ElementKind.sectionFooter, at: ElementPath(item: 0, section: s),
                                 frame: frame(v: v, extent: section.footerExtent))
        if pinned { a.zIndex = 10 }
        return a
    }

    /// A full-width (or full-height) band at `v`: headers and footers.
    private func frame(v: Double, extent: Double) -> Rect {
        scrollDirection == .vertical
            ? Rect(x: 0, y: v, width: cache.acrossExtent, height: extent)
            : Rect(x: v, y: 0, width: extent, height: cache.acrossExtent)
    }
}

extension FlowLayoutCache {
    func itemAttributes(at indexPath: ElementPath, vertical: Bool) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let section = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
        let index = section.firstItem + indexPath.item
        let line = lines[line(containing: index, in: section)]
        return LayoutAttributes(forCellAt: indexPath, frame: frame(item: items[index], line: line, vertical: vertical))
    }
}
