import TesseraLayout

/// The shelf drawn behind each row of the RowDecoration layout.
///
/// Decorations are owned by the layout, which registers this class; the
/// collection view creates and reuses instances. It draws from its attributes
/// alone, so it needs no per-item state.
public final class RowBackgroundView: ReusableView {}
