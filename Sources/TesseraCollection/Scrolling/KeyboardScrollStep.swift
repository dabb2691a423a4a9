/// A key that scrolls a collection view, as a UIKit scroll view takes keys with `allowsKeyboardScrolling` on
/// (the default from iOS 17): the arrows, Page Up and Page Down, Home and End.
public enum KeyboardScrollStep: Sendable, Hashable, CaseIterable {
    /// An arrow key: a line (``CollectionView/keyboardLineStep``) that way, or a page when paging is on.
    case up, down, left, right
    /// Page Up and Page Down: ``CollectionView/keyboardPageFraction`` of the visible extent along the axis the
    /// content scrolls on, back or on.
    case pageUp, pageDown
    /// Home and End: the start or the end of the content, along the axis it scrolls on.
    case home, end
}
