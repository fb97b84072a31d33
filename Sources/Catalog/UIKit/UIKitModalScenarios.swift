#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif
import Flipbook

/// UIKit's own modal transitions (no transitioning delegate), full screen, on the system curve (curve 7,
/// ≈ 0.5 s): cover vertical (the default), cross dissolve and flip horizontal.
extension Scenario {
    /// "Compose" slides up from the bottom over "Inbox".
    public static let uikitCoverVerticalPresent = Scenario(
        id: "uikit-cover-vertical-present",
        summary: "UIKit: coverVertical presentation, the new screen slides up from the bottom (system curve)",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in UIKitModalScreens.install(in: stage) },
        actions: [
            .present(at: 0) { _ in UIKitModalScreens.compose(.coverVertical) }
        ]
    )

    /// "Compose" slides back down, uncovering "Inbox".
    public static let uikitCoverVerticalDismiss = Scenario(
        id: "uikit-cover-vertical-dismiss",
        summary: "UIKit: coverVertical dismissal, the presented screen slides down (system curve)",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in UIKitModalScreens.install(in: stage, presenting: .coverVertical) },
        actions: [
            .dismiss(at: 0)
        ]
    )

    /// "Compose" fades in over "Inbox", then fades out again.
    public static let uikitCrossDissolve = Scenario(
        id: "uikit-cross-dissolve",
        summary: "UIKit: crossDissolve presentation and dismissal (the screens fade into each other)",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in UIKitModalScreens.install(in: stage) },
        actions: [
            .present(at: 0) { _ in UIKitModalScreens.compose(.crossDissolve) },
            .dismiss(at: 0.7),
        ]
    )

    /// "Inbox" turns over about the vertical axis to show "Compose" on its back, then turns back.
    public static let uikitFlipHorizontal = Scenario(
        id: "uikit-flip-horizontal",
        summary: "UIKit: flipHorizontal presentation and dismissal (3D turn about the vertical axis, perspective)",
        recording: RecordingRules(leadInFrames: 6, holdFrames: 12),
        setup: { stage in UIKitModalScreens.install(in: stage) },
        actions: [
            .present(at: 0) { _ in UIKitModalScreens.compose(.flipHorizontal) },
            .dismiss(at: 0.7),
        ]
    )
}

/// The screens of the UIKit modal scenarios: "Inbox" in a navigation controller presents "Compose" in
/// its own navigation controller, full screen.
@MainActor
enum UIKitModalScreens {
    static func compose(_ style: UIModalTransitionStyle) -> UIViewController {
        let message = SampleViewController(
            title: "Compose", tint: .systemIndigo,
            content: .message("To: Sam\n\nSee you at the station at nine."))
        message.background = .white
        let navigation = UINavigationController(rootViewController: message)
        navigation.modalPresentationStyle = .fullScreen
        navigation.modalTransitionStyle = style
        return navigation
    }

    /// "Inbox" as the window's root, with "Compose" already presented (without animation) when
    /// `presenting` is given.
    static func install(in stage: Stage, presenting style: UIModalTransitionStyle? = nil) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: UIKitNavigationScreens.root())
        stage.window.rootViewController = navigation
        if let style { navigation.present(compose(style), animated: false) }
        return navigation
    }
}
