import TesseraGeometry

/// Where an image sits inside an element for each content mode, in element
/// coordinates measured from the element's centre. Both painters use it, through
/// ``RasterPainter/drawImage(_:item:on:)``.
public enum ImageGeometry {
    /// The image's rectangle in a `size` element.
    ///
    /// `fillAmount` blends between the aspect-fit frame (0) and the aspect-fill
    /// frame (1), so a mode change can animate; `scaleToFill` ignores it.
    public static func frame(imageWidth: Double, imageHeight: Double, in size: Size,
                             mode: ElementAppearance.ContentMode, fillAmount: Double) -> Rect {
        guard imageWidth > 0, imageHeight > 0 else { return .null }
        if mode == .scaleToFill {
            return Rect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        }
        let fit = min(size.width / imageWidth, size.height / imageHeight)
        let fill = max(size.width / imageWidth, size.height / imageHeight)
        let t = max(0, min(1, fillAmount))
        let scale = fit + (fill - fit) * t
        let w = imageWidth * scale, h = imageHeight * scale
        return Rect(x: -w / 2, y: -h / 2, width: w, height: h)
    }
}
