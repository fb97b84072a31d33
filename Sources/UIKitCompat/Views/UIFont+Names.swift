import Foundation

extension UIFont {
    /// A font by PostScript or family name at `fontSize` points (UIKit's `UIFont(name:size:)`).
    ///
    /// Flipbook draws every text with its one built-in font, so any non-empty name gives a font: the
    /// built-in face at that size, with the weight the name states (a `-Bold`, `-Semibold`, `-Medium`,
    /// `-Light`… suffix or word; regular otherwise). An app's own fonts need no registration. An empty name gives
    /// nil, as UIKit gives for a font it does not have. A size that is not finite and positive gives 12 points
    /// (``UIKitChoices/invalidFontSizeIsTwelvePoints``).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        var size = fontSize
        if !(size.isFinite && size > 0) { size = 12 }
        self.init(pointSize: size, weight: UIFont.weight(named: fontName))
    }

    /// The weight a font name states, by its style word (`Helvetica-Bold`, `AvenirNext-DemiBold`, `Roboto Light`).
    static func weight(named name: String) -> Weight {
        let lower = name.lowercased()
        let words: [(String, Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
            ("semibold", .semibold), ("demibold", .semibold), ("medium", .medium), ("extrabold", .heavy),
            ("heavy", .heavy), ("black", .black), ("bold", .bold),
        ]
        return words.first { lower.contains($0.0) }?.1 ?? .regular
    }

    /// The font's PostScript name. Flipbook keeps no names (every font is its built-in face), so this is the
    /// system font's name for the font's weight, `.SFUI-Regular`, `.SFUI-Bold`, …, as UIKit names the system
    /// font; `UIFont(name: font.fontName, size:)` gives the same weight back.
    public var fontName: String {
        let names: [(Weight, String)] = [
            (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
            (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
        ]
        let nearest = names.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }
        return ".SFUI-" + (nearest?.1 ?? "Regular")
    }

    /// The font's family name: the system font's, `.SF UI` (see ``fontName``).
    public var familyName: String { ".SF UI" }

    /// The height of a line: 1.2 em for the built-in font.
    public var lineHeight: CGFloat { 1.2 * pointSize }
    /// How far the tallest glyphs reach above the baseline: 0.95 em for the built-in font.
    public var ascender: CGFloat { 0.95 * pointSize }
    /// How far glyphs reach below the baseline (negative, as in UIKit): the rest of the line height.
    public var descender: CGFloat { ascender - lineHeight }
    /// The height of capital letters: 0.71 em for the built-in font.
    public var capHeight: CGFloat { 0.71 * pointSize }
    /// The height of lower-case letters without ascenders: 0.52 em for the built-in font.
    public var xHeight: CGFloat { 0.52 * pointSize }
    /// Extra space between lines (none).
    public var leading: CGFloat { 0 }
}
