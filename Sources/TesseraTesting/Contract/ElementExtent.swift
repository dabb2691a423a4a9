import TesseraGeometry
import TesseraLayout

/// Where one element is, for deciding whether a query rectangle must or may return it.
///
/// Its frame is the untransformed frame. When its transform is not the identity
/// and the whole element lies in front of the eye, it also has a drawn box: the
/// bounding box of the element as projected. A layout may test either (the Circle
/// and the Stack test the drawn box, flow-based layouts the frame), so an element
/// must be returned when both meet the rectangle and may be when either does. The
/// drawn box is taken a millionth of a point larger for "may" and smaller for
/// "must", since a layout computes it by its own arithmetic.
struct ElementExtent {
    static let tolerance = 1e-6

    let attributes: LayoutAttributes
    let frame: Rect
    private let drawnLoose: Rect?
    private let drawnStrict: Rect?

    init(_ attributes: LayoutAttributes) {
        self.attributes = attributes
        frame = attributes.frame
        if !attributes.transform3D.isIdentity, let quad = attributes.projection.quad {
            let box = quad.boundingBox
            drawnLoose = box.insetBy(dx: -Self.tolerance, dy: -Self.tolerance)
            drawnStrict = box.insetBy(dx: Self.tolerance, dy: Self.tolerance)
        } else {
            drawnLoose = nil
            drawnStrict = nil
        }
    }

    var key: ElementKey { attributes.key }

    /// Whether every layout must return the element for `rect`.
    func mustMeet(_ rect: Rect) -> Bool {
        guard frame.intersects(rect) else { return false }
        guard let drawnStrict else { return true }
        return drawnStrict.intersects(rect)
    }

    /// Whether a layout may return the element for `rect`.
    func mayMeet(_ rect: Rect) -> Bool {
        if frame.intersects(rect) { return true }
        return drawnLoose?.intersects(rect) ?? false
    }
}
