import TesseraLayout

/// The binder photographed behind each Survey section: a decoration view with no data of its own.
///
/// Decorations are owned by the layout, which registers this class; the
/// collection view creates and reuses instances. It draws from its attributes
/// alone, so it needs no per-item state.
public final class BinderView: ReusableView {}
