import TesseraLayout

/// A demo action that a key or a gesture triggers, named outright so a log can say it
/// without a key: `insert-section 1 3`, `delete-item 0 2`, `toggle-mode`, `layout 1`.
///
/// Indexes are the data's at the moment the action runs. An action that does not fit
/// the data (an index out of range, a delete the layout refuses, a layout the scene does
/// not have) changes nothing, as a key with nothing to act on does.
public enum SceneAction: Equatable, Sendable {
    /// Inserts a section of `items` new items at index `section` (`section` may equal the section count: at the end).
    case insertSection(Int, items: Int)
    /// Deletes the section at index `section` with its items.
    case deleteSection(Int)
    /// Inserts a new item at `path` (its item may equal the section's count: at the end).
    case insertItem(ElementPath)
    /// Deletes the item at `path`.
    case deleteItem(ElementPath)
    /// Toggles the mode of a `ModeToggleLayout` (Dimensions: aspect fit and fill), animated.
    case toggleMode
    /// Switches to the layout at `index` of ``Simulation/layouts`` (0 is the scene's `layout`, 1 its first alternate).
    case switchLayout(Int)

    /// The items a section inserted by a key holds: a few photos, as the Survey's sections in the book.
    public static let insertedSectionItemCount = 3
    /// The most items an `insert-section` action may add at once.
    public static let maximumInsertedItems = 1000
}
