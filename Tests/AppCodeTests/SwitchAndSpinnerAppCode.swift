// App code in Swift 5 language mode, as settings screens write it: a "Sync" row with a UISwitch laid out by Auto
// Layout from its intrinsic size; turning it on shows a large spinner while a sync runs (its completion arrives
// from elsewhere, here the test), and the spinner hides itself when stopped. Written against UIKit's API as is,
// with only the import switched.

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A settings row whose switch starts a sync with a spinner.
final class SyncSettingsViewController: UIViewController {
    let syncSwitch = UISwitch()
    let spinner = UIActivityIndicatorView(style: .large)
    private(set) var syncsFinished = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        syncSwitch.onTintColor = .systemBlue
        syncSwitch.translatesAutoresizingMaskIntoConstraints = false
        spinner.translatesAutoresizingMaskIntoConstraints = false
        spinner.color = .darkGray
        view.addSubview(syncSwitch)
        view.addSubview(spinner)
        NSLayoutConstraint.activate([
            syncSwitch.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            syncSwitch.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spinner.topAnchor.constraint(equalTo: syncSwitch.bottomAnchor, constant: 40),
        ])
        syncSwitch.addAction(
            UIAction { [weak self] action in
                guard let toggle = action.sender as? UISwitch else { return }
                self?.syncChanged(toggle.isOn)
            }, for: .valueChanged)
    }

    func syncChanged(_ isOn: Bool) {
        if isOn {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
    }

    /// The sync service's completion.
    func syncDidFinish() {
        spinner.stopAnimating()
        syncsFinished += 1
    }
}
