import Foundation
import Geometry
import Raster

/// The simulated app: a window of a device's size and scale, and the virtual clock everything runs on.
///
/// Creating a stage makes it (and its clock) current: `UIView.animate`, property animators and app-code
/// timing use ``VirtualClock/current``. Use a stage from synchronous main-actor code (the model is
/// single-threaded, as UIKit is); ``renderTree()`` values are immutable and may go to other threads.
@preconcurrency @MainActor
public final class Stage {
    /// The most recently created or ``makeCurrent()``-ed stage.
    public private(set) static var current: Stage?

    /// The screen the stage plays on: its size in points and its scale.
    public let device: Device
    /// The stage's virtual clock: every animation, timer and display link of the stage runs on it.
    public let clock: VirtualClock
    /// The window, filling the device's screen.
    public let window: UIWindow
    /// The app-wide settings and records (accessibility, haptics, status bar; Environment/).
    public let environment = StageEnvironment()
    /// The scene holding ``window`` (`UIApplication.shared.connectedScenes`).
    public private(set) lazy var windowScene = UIWindowScene(stage: self)

    /// A stage for a device preset or any size; throws ``StageError`` for a zero, negative or non-finite size
    /// or scale, or a bad display rate.
    public init(device: Device = .iPhone15, displayFramesPerSecond: Double? = nil) throws {
        let size = device.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw StageError.invalidWindowSize(size)
        }
        guard PixelGrid.isValid(scale: Double(device.scale)) else { throw StageError.invalidScale(device.scale) }
        let fps = displayFramesPerSecond ?? UIKitChoices.current.displayFramesPerSecond
        guard fps.isFinite, fps > 0 else { throw StageError.invalidFramesPerSecond(fps) }
        self.device = device
        clock = VirtualClock(framesPerSecond: fps)
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screenScale = device.scale
        window.windowScene = windowScene
        window.environmentTraits = Stage.traits(of: device, style: .light)
        makeCurrent()
        window.makeKeyAndVisible()
    }

    /// A stage with a custom window size.
    public convenience init(size: CGSize, scale: CGFloat = 1) throws {
        try self.init(device: Device(name: "custom", size: size, scale: scale))
    }

    /// The interface style of the screen (the system setting): light by default; `.dark` makes dynamic colours
    /// resolve to their dark values in every view that does not override it. Setting it updates the window's
    /// traits at once (views get `traitCollectionDidChange(_:)`); `.unspecified` means light.
    public var userInterfaceStyle: UIUserInterfaceStyle = .light {
        didSet { if userInterfaceStyle != oldValue { refreshScreenTraits() } }
    }

    /// The layout direction of the app (the system language's): left to right by default. `.rightToLeft`
    /// mirrors what follows ``UIView/effectiveUserInterfaceLayoutDirection``: leading and trailing layout,
    /// natural text alignment, the navigation bar, push and pop, and the edge the interactive pop starts
    /// from. Setting it updates the window's traits at once; `.unspecified` means left to right.
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight {
        didSet { if layoutDirection != oldValue { refreshScreenTraits() } }
    }

    /// The user's text size (the system setting, ``StageEnvironment/preferredContentSizeCategory``): `.large` by
    /// default. Fonts from ``UIFont/preferredFont(forTextStyle:)`` follow it by UIKit's table; labels that
    /// adjust to it (``UILabel/adjustsFontForContentSizeCategory``) update at once. `.unspecified` means large.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { environment.preferredContentSizeCategory }
        set {
            let category = newValue == .unspecified ? UIContentSizeCategory.large : newValue
            guard category != environment.preferredContentSizeCategory else { return }
            environment.preferredContentSizeCategory = category
            refreshScreenTraits()
        }
    }

    /// The traits the screen gives the window now.
    func screenTraits(for device: Device) -> UITraitCollection {
        Stage.traits(
            of: device, style: userInterfaceStyle, direction: layoutDirection,
            contentSize: environment.preferredContentSizeCategory)
    }

    private func refreshScreenTraits() {
        window.environmentTraits = screenTraits(
            for: Device(
                name: device.name, size: window.bounds.size,
                scale: device.scale))
    }

    /// The traits a device's screen gives its window: compact width below 600 points (iPhones in portrait),
    /// regular otherwise; regular height from 600 points; the device's scale; the style, direction and text
    /// size given (light, left to right and large where unspecified).
    static func traits(
        of device: Device, style: UIUserInterfaceStyle,
        direction: UITraitEnvironmentLayoutDirection = .leftToRight,
        contentSize: UIContentSizeCategory = .large
    ) -> UITraitCollection {
        UITraitCollection(
            style: style == .unspecified ? .light : style,
            horizontal: device.size.width < 600 ? .compact : .regular,
            vertical: device.size.height < 600 ? .compact : .regular, scale: device.scale,
            direction: direction == .unspecified ? .leftToRight : direction,
            contentSize: contentSize == .unspecified ? .large : contentSize, level: .base)
    }

    /// Whether the stage is inside ``play(_:)``: app code's `Timer`, `RunLoop.main.add(_:forMode:)`,
    /// `DispatchQueue.main.async`/`asyncAfter` and `DispatchTime.now()` called on the main actor then run on this
    /// stage's clock (AppTime/).
    public private(set) var isPlaying = false

    /// Runs `body` as a play of this stage: the stage is made current, and until `body` returns app code's
    /// timers, main-queue blocks and `DispatchTime.now()` called on the main actor run on the stage's virtual
    /// clock instead of the wall clock (``UIKitChoices/appTimeRunsOnTheStageClock``). `ScenarioPlayer` plays
    /// every scenario this way; a test that drives a stage by hand wraps its steps in it. Outside a play, those
    /// calls are Foundation's and Dispatch's. The stage stays current after the play (as after `init`).
    public func play<Result>(_ body: () throws -> Result) rethrows -> Result {
        let wasPlaying = isPlaying
        makeCurrent()
        isPlaying = true
        defer { isPlaying = wasPlaying }
        return try body()
    }

    /// Makes this stage and its clock the ones animation calls use.
    public func makeCurrent() {
        Stage.current = self
        VirtualClock.current = clock
    }

    /// The window's presentation state now, after a layout pass (as a device lays out before drawing).
    public func renderTree() -> RenderTree {
        UIView.performWithoutAnimation {
            window.layoutIfNeeded()
            window.layer.layoutTree()  // free-standing layers marked for layout (CALayer.layoutSublayers)
        }
        return RenderTree(
            size: device.size, scale: device.scale, backgroundColor: .black,
            root: window.presentationRenderNode())
    }
}
