/// What an element shows, as its view decided after `apply(_:)`: fill,
/// border, label, image, and a dimming veil such as Cover Flow's mask.
public struct ElementAppearance: Sendable {
    /// How an image fits the element, as `UIView.ContentMode`.
    public enum ContentMode: String, Sendable, CaseIterable {
        case aspectFit, aspectFill, scaleToFill
    }

    /// An image and how it sits in the element.
    public struct Image: Sendable {
        public var bitmap: Bitmap
        public var mode: ContentMode
        /// Whether the image is cut at the element's edges (aspect fill spills otherwise).
        public var clips: Bool
        /// 0 shows the image aspect-fit, 1 aspect-fill; values between blend the two
        /// frames, so a change of mode animates.
        public var fillAmount: Double

        public init(bitmap: Bitmap, mode: ContentMode, clips: Bool = true, fillAmount: Double? = nil) {
            self.bitmap = bitmap
            self.mode = mode
            self.clips = clips
            self.fillAmount = fillAmount ?? (mode == .aspectFill ? 1 : 0)
        }
    }

    public var fill: Color
    public var border: Color?
    public var borderWidth: Double
    /// Text drawn centred on the element, up to about 20 characters.
    public var label: String?
    public var labelColor: Color
    public var image: Image?
    /// A black veil over the element, 0 (none) … 1 (black): Cover Flow's `maskingValue`.
    public var dim: Double

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
