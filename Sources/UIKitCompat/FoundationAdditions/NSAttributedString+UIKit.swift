import Foundation

/// The text attribute names UIKit adds to Foundation (`NSAttributedString.Key.font`, `.foregroundColor`, …), as
/// app code passes them to bars (`titleTextAttributes`) and bar items (`setTitleTextAttributes(_:for:)`).
/// Flipbook reads `.font` (a `UIFont`) and `.foregroundColor` (a `UIColor`) where it draws the text; the others
/// are kept with the attributes.
extension NSAttributedString.Key {
    /// The text's font, a `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's colour, a `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text, a `UIColor`.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph's layout, an `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space between characters, in points (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline style (a number of `NSUnderlineStyle` raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough style (a number of `NSUnderlineStyle` raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The outline's colour, a `UIColor`.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline's width, as a percentage of the font size (a number).
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The shadow of the text.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// The baseline's offset, in points (a number).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link, a `URL` or a `String`.
    public static let link = NSAttributedString.Key("NSLink")
}
