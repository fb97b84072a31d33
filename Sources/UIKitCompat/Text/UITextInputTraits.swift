import Foundation

/// UIKit's `UIKeyboardType`: which keyboard a text input asks for. Flipbook's stage has no keyboard; the value is
/// kept for app code and tests to read.
public enum UIKeyboardType: Int, Sendable {
    /// The keyboard of the current input method (the default).
    case `default` = 0
    /// Letters, numbers and punctuation, ASCII only.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// For entering URLs.
    case URL = 3
    /// Digits only.
    case numberPad = 4
    /// Digits, `+`, `*` and `#`.
    case phonePad = 5
    /// Letters and a phone pad for names and numbers.
    case namePhonePad = 6
    /// For entering e-mail addresses.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// For Twitter handles and hashtags.
    case twitter = 9
    /// For web searches.
    case webSearch = 10
    /// Digits on an ASCII-capable keyboard.
    case asciiCapableNumberPad = 11
    /// UIKit's alias of `asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// UIKit's `UIReturnKeyType`: the title of the keyboard's return key (kept; there is no keyboard on a stage).
public enum UIReturnKeyType: Int, Sendable {
    /// "return" (the default).
    case `default` = 0
    /// "Go".
    case go
    /// "Google".
    case google
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Yahoo".
    case yahoo
    /// "Done".
    case done
    /// "Emergency Call".
    case emergencyCall
    /// "Continue".
    case `continue`
}

/// UIKit's `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable {
    /// The input method's choice (the default).
    case `default` = 0
    /// No autocorrection.
    case no
    /// Autocorrection on.
    case yes
}

/// UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// No automatic capitals.
    case none = 0
    /// The first letter of each word.
    case words
    /// The first letter of each sentence (the default).
    case sentences
    /// Every letter.
    case allCharacters
}

/// UIKit's `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable {
    /// The input method's choice (the default).
    case `default` = 0
    /// No spell checking.
    case no
    /// Spell checking on.
    case yes
}

/// UIKit's `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable {
    /// The system's appearance (the default).
    case `default` = 0
    /// A dark keyboard.
    case dark
    /// A light keyboard.
    case light
    /// UIKit's alias of `dark`.
    public static let alert = UIKeyboardAppearance.dark
}

/// UIKit's `UITextContentType`: what the text is (a name, an e-mail address, a one-time code, …), for autofill.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The identifier.
    public var rawValue: String
    /// A content type with the identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// An e-mail address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "url")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
}

/// UIKit's `UITextInputTraits`: how the keyboard behaves for a text input. Flipbook keeps the values (there is no
/// keyboard on a stage); ``UITextField`` and ``UITextView`` adopt it.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// The keyboard's kind.
    var keyboardType: UIKeyboardType { get set }
    /// The return key's title.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the typed text is hidden (drawn as bullets).
    var isSecureTextEntry: Bool { get set }
    /// Autocorrection.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Automatic capitals.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Spell checking.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// The keyboard's appearance.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// Whether the return key is disabled while there is no text.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// What the text is, for autofill.
    var textContentType: UITextContentType! { get set }
}

/// UIKit's `UIKeyInput`: the way a keyboard types into a responder. Tests and scenarios type with it
/// deterministically (`field.insertText("abc")`, `field.deleteBackward()`), and the responder tells its delegate
/// and sends its events as it does for keystrokes on a device.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Types `text` at the end of the text (Flipbook's insertion point is always at the end).
    func insertText(_ text: String)
    /// Deletes the last character (the one before the insertion point).
    func deleteBackward()
}
