import TesseraGeometry

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Rect {
    /// The axis-aligned box around a `size` rectangle centred on `center` and
    /// turned by `angle` radians about its centre: what a rotated element covers
    /// on screen, for visible-rectangle tests.
    static func boundingBox(center: Point, size: Size, rotatedBy angle: Double) -> Rect {
        boundingBox(center: center, size: size, cosine: cos(angle), sine: sin(angle))
    }

    /// The same box, for an angle whose cosine and sine the caller has already.
    static func boundingBox(center: Point, size: Size, cosine: Double, sine: Double) -> Rect {
        let c = abs(cosine), s = abs(sine)
        let w = size.width * c + size.height * s
        let h = size.width * s + size.height * c
        return Rect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h)
    }
}
