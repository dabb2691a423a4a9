/// Draws a display list. The raster painter (PNG frames) and the Xlib painter
/// (the window) both implement it and read the same list.
public protocol Painter {
    mutating func paint(_ list: DisplayList)
}
