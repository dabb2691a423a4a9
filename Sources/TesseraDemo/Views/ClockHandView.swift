import TesseraLayout

/// The Circle layout's clock hand, drawn as a bar that fades towards its tip.
///
/// Decorations are owned by the layout, which registers this class; the
/// collection view creates and reuses instances. It draws from its attributes
/// alone, so it needs no per-item state.
public final class ClockHandView: ReusableView {}
