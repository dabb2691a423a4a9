import CCairo
import TesseraGeometry
import TesseraRender

/// The peer: cairo drawing a display list the way Tessera's painters do, on any
/// cairo surface: each item's projected quad filled at its alpha, its border
/// stroked 2 points wide, its label in DejaVu Sans at 13 pixels through the
/// item's transform at its centre (cairo's toy text API, antialiased), then the
/// touches and heads-up lines.
struct CairoPainter {
    let cr: OpaquePointer

    init(surface: OpaquePointer) {
        cr = cairo_create(surface)
        cairo_select_font_face(cr, Typeface.family, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    }

    func release() { cairo_destroy(cr) }

    func source(_ c: Color, _ alpha: Double) {
        cairo_set_source_rgba(cr, Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255, alpha * Double(c.a) / 255)
    }

    func path(_ quad: Quad) {
        cairo_new_path(cr)
        cairo_move_to(cr, quad.topLeft.x, quad.topLeft.y)
        cairo_line_to(cr, quad.topRight.x, quad.topRight.y)
        cairo_line_to(cr, quad.bottomRight.x, quad.bottomRight.y)
        cairo_line_to(cr, quad.bottomLeft.x, quad.bottomLeft.y)
        cairo_close_path(cr)
    }

    func paint(_ list: DisplayList) {
        source(list.background, 1)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        for item in list.items {
            guard let quad = item.quad else { continue }
            let look = item.appearance
            path(quad)
            source(look.fill, item.alpha)
            if let border = look.border {
                cairo_fill_preserve(cr)
                source(border, item.alpha)
                cairo_set_line_width(cr, look.borderWidth)
                cairo_stroke(cr)
            } else {
                cairo_fill(cr)
            }
            if let label = look.label, !label.isEmpty, let c = item.projection.project(x: 0, y: 0) {
                let size = Double(TextPlacement.labelPixelSize(for: item.projection.size))
                var m = cairo_matrix_t(xx: size, yx: 0, xy: 0, yy: size, x0: 0, y0: 0)
                cairo_set_font_matrix(cr, &m)
                var extents = cairo_text_extents_t()
                cairo_text_extents(cr, label, &extents)
                if item.isTransformed, let ux = item.projection.project(x: 1, y: 0), let uy = item.projection.project(x: 0, y: 1) {
                    m = cairo_matrix_t(xx: (ux.x - c.x) * size, yx: (ux.y - c.y) * size, xy: (uy.x - c.x) * size, yy: (uy.y - c.y) * size, x0: 0, y0: 0)
                }
                if item.isTransformed { cairo_set_font_matrix(cr, &m) }
                guard let o = item.projection.project(x: -extents.x_advance / 2, y: (size * 0.36).rounded()) else { continue }
                cairo_move_to(cr, o.x, o.y)
                source(look.labelColor, item.alpha)
                cairo_show_text(cr, label)
            }
        }
        for touch in list.touches {
            cairo_new_path(cr)
            cairo_arc(cr, touch.x, touch.y, RasterPainter.touchRadius, 0, 2 * Double.pi)
            source(RasterPainter.touchColor, RasterPainter.touchFillAlpha)
            cairo_fill_preserve(cr)
            source(RasterPainter.touchColor, RasterPainter.touchRingAlpha)
            cairo_set_line_width(cr, 2)
            cairo_stroke(cr)
        }
    }
}
