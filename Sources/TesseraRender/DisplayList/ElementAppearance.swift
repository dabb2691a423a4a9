/// What an element shows, as its view decided after `apply(_:)`: fill,
/// border, label, image, and a dimming veil such as Cover Flow's mask.
public struct ElementAppearance: Sendable {
    /// How an image fits the element, as `UIView.ContentMode`.
    public enum ContentMode: String, Sendable, CaseIterable {
        /// As `UIView.ContentMode`: fit the whole image, fill the element and crop, or stretch to the element's size.
        ///
        /// - `aspectFit`: the whole image shows, scaled to fit and centred, letterboxed.
        /// - `aspectFill`: the image covers the element, scaled to fill and centred; what spills out is
        ///   cut off when ``ElementAppearance/Image/clips`` is set.
        /// - `scaleToFill`: the image is stretched to the element's size, whatever its aspect ratio.
        case aspectFit, aspectFill, scaleToFill
    }

    /// An image and how it sits in the element.
    public struct Image: Sendable {
        /// The image's pixels, shared rather than copied by every item that shows it.
        public var bitmap: Bitmap
        /// How the image fits the element; ``fillAmount`` blends between fit and fill, and `scaleToFill` ignores it.
        public var mode: ContentMode
        /// Whether the image is cut at the element's edges (aspect fill spills otherwise).
        public var clips: Bool
        /// 0 shows the image aspect-fit, 1 aspect-fill; values between blend the two
        /// frames, so a change of mode animates.
        public var fillAmount: Double

        /// Creates an image placement; `fillAmount` defaults to 1 for `aspectFill` and 0 otherwise.
        public init(bitmap: Bitmap, mode: ContentMode, clips: Bool = true, fillAmount: Double? = nil) {
            self.bitmap = bitmap
            self.mode = mode
            self.clips = clips
            self.fillAmount = fillAmount ?? (mode == .aspectFill ? 1 : 0)
        }
    }

    /// The colour the element's shape is filled with, under its image.
    public var fill: Color
    /// The colour of the outline drawn along the element's edges, or nil for none.
    public var border: Color?
    /// The outline's width in points, centred on the element's edges (1 by default).
    public var borderWidth: Double
    /// Text drawn centred on the element, up to about 20 characters.
    public var label: String?
    /// The colour of ``label``'s text (black by default).
    public var labelColor: Color
    /// A picture drawn over ``fill`` and under the veil, border and label, or nil for none.
    public var image: Image?
    /// A black veil over the element, 0 (none) … 1 (black): Cover Flow's `maskingValue`.
    public var dim: Double

    /// Creates an appearance: only `fill` is required; by default a 1-point border width, black text, no image, no veil.
    public init(fill: Color, border: Color? = nil, borderWidth: Double = 1, label: String? = nil,
                labelColor: Color = .black, image: Image? = nil, dim: Double = 0) {
        self.fill = fill
        self.border = border
        self.borderWidth = borderWidth
        self.label = label
        self.labelColor = labelColor
        self.image = image
        self.dim = dim
    }
}
