internal import CX11
import TesseraGeometry

/// Where the composited path draws: the window's back buffer, or a layer's own picture (see ``LayerCache``).
struct Surface {
    /// The picture drawn into.
    var picture: Picture
    /// Its size in pixels.
    var width: Int, height: Int

    /// The surface grown by two pixels on every side: what turned shapes are cut to before they become
    /// trapezoids (see ``ConvexClip``), so no edge inside the surface moves.
    var clipRect: Rect {
        Rect(x: -2, y: -2, width: Double(width) + 4, height: Double(height) + 4)
    }
}
