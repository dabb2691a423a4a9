/// Draws a display list. The raster painter (PNG frames) and the Xlib painter
/// (the window) both implement it and read the same list.
public protocol Painter {
    /// Draws `list` as one whole frame: its background, its items in order, then its touches and heads-up lines.
    mutating func paint(_ list: DisplayList)
}
