// App code in Swift 5 language mode, as sign-in screens write it: an e-mail field and a secure password field
// (rounded rects, placeholders, a clear button, an icon as left view) whose return key moves to the next field
// and finally signs in; the button is enabled only while both have text (`.editingChanged`); a notes text view
// that refuses more than 40 characters; a subtitle with line spacing from a paragraph style; the form moves up
// out of the keyboard's way from the keyboard notifications; the app's look set once through appearance proxies.
// Written against UIKit's API as is, with only the import switched.

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// The app's look, set once at launch as apps do in `application(_:didFinishLaunchingWithOptions:)`.
func configureSignInAppearance() {
    UINavigationBar.appearance().tintColor = .systemOrange
    UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
    UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.darkGray], for: .normal)
    UILabel.appearance(whenContainedInInstancesOf: [SignInFormView.self]).textColor = .secondaryLabel
}

/// The container of the form, so that appearance can target the labels inside it.
final class SignInFormView: UIView {}

/// The sign-in screen.
final class SignInViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
    let form = SignInFormView()
    let subtitle = UILabel()
    let emailField = UITextField()
    let passwordField = UITextField()
    let notesView = UITextView()
    let signInButton = UIButton(type: .system)
    private(set) var signIns: [String] = []
    private(set) var keyboardShift: CGFloat = 0
    private var keyboardObservers: [NSObjectProtocol] = []
    static let notesLimit = 40

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        form.frame = view.bounds
        form.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(form)

        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.alignment = .center
        subtitle.numberOfLines = 0
        subtitle.attributedText = NSAttributedString(
            string: "Sign in to continue",
            attributes: [.paragraphStyle: style, .font: UIFont.systemFont(ofSize: 15, weight: .semibold)])
        subtitle.frame = CGRect(x: 20, y: 60, width: view.bounds.width - 40, height: 24)
        form.addSubview(subtitle)

        for (field, y) in [(emailField, 100.0), (passwordField, 150.0)] {
            field.frame = CGRect(x: 20, y: y, width: view.bounds.width - 40, height: 34)
            field.borderStyle = .roundedRect
            field.clearButtonMode = .whileEditing
            field.delegate = self
            field.addAction(UIAction { [weak self] _ in self?.updateButton() }, for: .editingChanged)
            form.addSubview(field)
        }
        emailField.placeholder = "E-mail"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.returnKeyType = .next
        emailField.textContentType = .emailAddress
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        icon.backgroundColor = .systemBlue
        emailField.leftView = icon
        emailField.leftViewMode = .always
        passwordField.attributedPlaceholder = NSAttributedString(
            string: "Password", attributes: [.foregroundColor: UIColor.systemGray])
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .go

        notesView.frame = CGRect(x: 20, y: 200, width: view.bounds.width - 40, height: 80)
        notesView.font = .systemFont(ofSize: 14)
        notesView.textContainerInset = UIEdgeInsets(top: 6, left: 4, bottom: 6, right: 4)
        notesView.delegate = self
        form.addSubview(notesView)

        signInButton.setTitle("Sign In", for: .normal)
        signInButton.frame = CGRect(x: 20, y: 380, width: view.bounds.width - 40, height: 44)
        signInButton.addAction(UIAction { [weak self] _ in self?.signIn() }, for: .touchUpInside)
        form.addSubview(signInButton)
        updateButton()

        let center = NotificationCenter.default
        keyboardObservers = [
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) {
                [weak self] note in
                guard let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                    let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
                else { return }
                MainActor.assumeIsolated { self?.keyboardWillShow(frame: frame, duration: duration) }
            },
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) {
                [weak self] _ in
                MainActor.assumeIsolated { self?.keyboardWillHide() }
            },
        ]
    }

    deinit {
        for observer in keyboardObservers { NotificationCenter.default.removeObserver(observer) }
    }

    func keyboardWillShow(frame: CGRect, duration: TimeInterval) {
        let bottom = signInButton.frame.maxY + 8
        let overlap = max(0, bottom - frame.minY)
        keyboardShift = overlap
        UIView.animate(withDuration: duration) { self.form.transform = CGAffineTransform(translationX: 0, y: -overlap) }
    }

    func keyboardWillHide() {
        keyboardShift = 0
        UIView.animate(withDuration: 0.25) { self.form.transform = .identity }
    }

    func updateButton() {
        signInButton.isEnabled = !(emailField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
    }

    func signIn() {
        guard signInButton.isEnabled else { return }
        signIns.append(emailField.text ?? "")
        view.endEditing(true)
    }

    // MARK: UITextFieldDelegate

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            signIn()
        }
        return true
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        // No spaces in an e-mail address.
        textField !== emailField || !string.contains(" ")
    }

    // MARK: UITextViewDelegate

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        let current = (textView.text ?? "") as NSString
        let updated = current.replacingCharacters(in: range, with: text)
        return updated.count <= SignInViewController.notesLimit
    }
}
