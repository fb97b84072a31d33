import Foundation

/// UIKit's `UIScene`: a part of the app's user interface; the stage has one, a ``UIWindowScene``.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        /// `unattached`: not connected; `foregroundActive`: on screen and receiving events (the stage's scene, always);
        /// `foregroundInactive`: on screen, not receiving events; `background`: off screen.
        case unattached = -1, foregroundActive, foregroundInactive, background
    }

    /// The stage's scene is always in the foreground and active.
    open var activationState: ActivationState { .foregroundActive }
    /// Kept for app code.
    open var title: String!

    override init() { super.init() }

    /// The application, as in UIKit.
    open override var next: UIResponder? { UIApplication.shared }
}

/// UIKit's `UIWindowScene`: the scene that holds the stage's window; `window.windowScene` and
/// `UIApplication.shared.connectedScenes` return it.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    private weak var stage: Stage?

    init(stage: Stage) {
        self.stage = stage
        super.init()
    }

    /// The stage's window.
    open var windows: [UIWindow] { stage.map { [$0.window] } ?? [] }

    /// The stage's window once it is key.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The stage's screen.
    open var screen: UIScreen {
        guard let stage else { return UIScreen.main }
        return UIScreen(bounds: CGRect(origin: .zero, size: stage.device.size), scale: stage.device.scale)
    }

    /// Portrait when the screen is taller than wide, otherwise landscape (home indicator on the right).
    open var interfaceOrientation: UIInterfaceOrientation {
        let size = stage?.device.size ?? UIScreen.main.bounds.size
        return size.width > size.height ? .landscapeRight : .portrait
    }

    /// The status bar's geometry and appearance.
    open var statusBarManager: UIStatusBarManager? { stage.map { UIStatusBarManager(stage: $0) } }
}

/// UIKit's `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
    /// The interface's orientation: `unknown`, upright (`portrait`) or upside down, or on its side. Note that UIKit's
    /// `landscapeLeft` interface is the `landscapeRight` device orientation and the other way round (raw values 4 and
    /// 3).
    case unknown, portrait, portraitUpsideDown, landscapeLeft = 4, landscapeRight = 3

    /// Whether the interface is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
