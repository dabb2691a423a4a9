import TesseraGeometry
import TesseraLayout

/// How an element fits its picture into its bounds: the seed's
/// `AFCollectionViewFlowLayoutMode`, which the Dimensions layout switches.
///
/// The mode travels to the cell as the ``ImageModeAttribute`` custom attribute,
/// with its ``fillAmount`` as ``FillAmountAttribute`` so that a change of mode
/// animates the image frame smoothly (the mode itself can only step).
public enum ImageMode: String, CaseIterable, Sendable, CustomAttributeValue {
    /// The whole photo shows, letterboxed inside the cell (the default).
    case aspectFit
    /// The photo covers the whole cell, cropped to it.
    case aspectFill

    /// 0 for aspect fit, 1 for aspect fill: the amount a cell blends towards filling.
    public var fillAmount: Double { self == .aspectFit ? 0 : 1 }

    // Written out rather than inherited from the CaseIterable default, which
    // builds an array on every call: these run for every cell every frame.
    /// 0 for aspect fit, 1 for aspect fill.
    public var attributeBits: Double { self == .aspectFit ? 0 : 1 }

    /// Aspect fill from 0.5 up, aspect fit below.
    public init(attributeBits: Double) {
        self = attributeBits >= 0.5 ? .aspectFill : .aspectFit
    }

    /// The raw value, `"aspectFit"` or `"aspectFill"`, as a JSON string.
    public var jsonValue: CustomAttributeJSON { .string(rawValue) }

    /// The frame of the image view inside a cell's `bounds`, as the seed's cell
    /// computes it, blended between fit and fill by `fillAmount` (0…1).
    ///
    /// Fit shrinks the frame to the photo's aspect ratio, centred; fill uses the
    /// whole bounds and the image view crops. In between, the frame interpolates,
    /// which is what animates a mode change.
    ///
    /// - Parameters:
    ///   - imageSize: the photo's pixel size; a zero size gives the bounds.
    ///   - bounds: the cell's bounds.
    ///   - fillAmount: 0 for aspect fit, 1 for aspect fill.
    public static func imageFrame(for imageSize: Size, in bounds: Rect, fillAmount: Double) -> Rect {
        var fit = bounds.size
        if imageSize.width > 0, imageSize.height > 0 {
            let aspect = imageSize.width / imageSize.height
            if aspect < 1 {
                fit = Size(width: bounds.width * aspect, height: bounds.height)
            } else if aspect > 1 {
                fit = Size(width: bounds.width, height: bounds.height / aspect)
            }
        }
        let t = min(max(fillAmount, 0), 1)
        let size = fit.interpolated(to: bounds.size, fraction: t)
        return Rect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                    width: size.width, height: size.height)
    }
}
