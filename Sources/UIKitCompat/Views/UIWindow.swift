import Foundation
import Raster

/// The root of a view hierarchy on screen. A ``Stage`` owns one, sized to its device.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// True once ``makeKeyAndVisible()`` was called.
    public private(set) var isKeyWindow = false

    /// Pixels per point of the screen showing the window (UIKit's `screen.scale`); set by the ``Stage``.
    public internal(set) var screenScale: CGFloat = 1

    /// The traits the window gets from its screen (device size class and scale, the interface style the
    /// stage sets); overrides apply below it.
    var environmentTraits = UITraitCollection.defaultLight {
        didSet { updateTraitsInSubtree() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A window of `windowScene` (UIKit's `init(windowScene:)`), the size of the scene's screen. The stage shows
    /// its own window; app code shows another by making it the stage window's root's content.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// The controller whose view fills the window (installed by Controllers/UIWindow+RootViewController.swift).
    open var rootViewController: UIViewController? {
        didSet { rootViewControllerDidChange(from: oldValue) }
    }

    /// The window is its own window.
    open override var window: UIWindow? { self }

    /// Where the window stacks among the app's windows (``Level/normal`` by default). A stage shows one window,
    /// its own; the level is kept for app code that sets it on windows it makes itself.
    open var windowLevel: Level = .normal

    /// The scene the window belongs to (the stage's scene).
    open weak var windowScene: UIWindowScene?

    /// The window's scene, as in UIKit (the root controller is the root view's next responder).
    open override var next: UIResponder? { windowScene ?? UIApplication.shared }

    /// Makes the window the key window and shows it (``UIView/isHidden`` false).
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }

    /// Makes the window the key window, leaving its visibility as it is.
    open func makeKey() { isKeyWindow = true }
}
