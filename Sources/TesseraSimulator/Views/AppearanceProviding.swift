import TesseraLayout
import TesseraRender

/// A view that says itself what the painters draw for it, such as a layout's own decoration
/// view: the Survey's binder picture, the Circle's fading clock hand.
///
/// A layout registers such a view class for its decorations; the simulation asks it for its
/// appearance instead of choosing a look by the decoration's kind.
public protocol AppearanceProviding: ReusableView {
    /// What the painters draw for the view now, from its current attributes.
    var appearance: ElementAppearance { get }
}
