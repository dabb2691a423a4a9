import TesseraLayout

extension ElementAppearance {
    /// This appearance with the appearance vocabulary of `attributes` applied: the
    /// one place where typed attribute keys become what the painters draw.
    ///
    /// - ``MaskAttribute`` sets ``dim`` (a larger existing dim, such as a highlight, is kept).
    /// - ``ImageModeAttribute``, when the layout set it, shows `picture` fitted or filled,
    ///   blended by ``FillAmountAttribute``, on `pictureBackground`.
    ///
    /// Any cell can call it from `apply(_:)` or when it builds its appearance, so a
    /// user's layout that sets these keys is drawn the same way as the built-in ones.
    public func applying(_ attributes: LayoutAttributes, picture: Bitmap?,
                         pictureBackground: Color = Color(hex: 0x2C2C2E)) -> ElementAppearance {
        var look = self
        look.dim = max(look.dim, attributes[MaskAttribute.self])
        if let picture, attributes.custom.contains(ImageModeAttribute.self) {
            let mode: ContentMode = attributes[ImageModeAttribute.self] == .aspectFill ? .aspectFill : .aspectFit
            let amount = attributes.custom.contains(FillAmountAttribute.self)
                ? attributes[FillAmountAttribute.self] : attributes[ImageModeAttribute.self].fillAmount
            look.image = Image(bitmap: picture, mode: mode, clips: true, fillAmount: amount)
            look.fill = pictureBackground
        }
        return look
    }
}
