import Foundation

/// UIKit's `UIModalPresentationStyle`, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's view leaves the window once the presentation has finished.
    case fullScreen = 0
    /// A sheet: a card below the status bar over the scaled-down presenter on a phone-width screen, a centred card up
    /// to 704 points wide over a dimming view on a wide one.
    case pageSheet = 1
    /// A sheet as ``pageSheet`` on a phone-width screen; a centred 540 × 620 card (or the presented controller's
    /// `preferredContentSize`) on a wide one.
    case formSheet = 2
    /// Covers the view of the controller that defines the presentation context, which leaves the window once the
    /// presentation has finished.
    case currentContext = 3
    /// Laid out by the presentation controller the transitioning delegate gives (a plain one when it gives none).
    case custom = 4
    /// Covers the screen; the presenter's view stays in the window underneath.
    case overFullScreen = 5
    /// Covers the view of the controller that defines the presentation context; that view stays underneath.
    case overCurrentContext = 6
    /// A popover next to its source (see `UIPopoverPresentationController`); on a compact-width screen it adapts
    /// as ``UIKitChoices/popoverAdaptation`` says.
    case popover = 7
    /// A blurred full-screen presentation (tvOS) in UIKit; shown as ``pageSheet`` here, and reported.
    case blurOverFullScreen = 8
    /// No presentation style (as adaptive delegates return to keep the style); presenting with it shows a
    /// ``pageSheet``, and is reported.
    case none = -1
    /// The default: resolved as ``UIKitTransitionChoices/automaticPresentationStyle`` says (a page sheet, as on iOS 13
    /// and later).
    case automatic = -2

    /// Whether a presentation in this style takes the presenter's view out of the window once it has finished.
    var removesPresentersView: Bool { self == .fullScreen || self == .currentContext }
    /// Whether the presentation covers the view of the controller that defines the presentation context.
    var usesPresentationContext: Bool { self == .currentContext || self == .overCurrentContext }
}

/// UIKit's `UIModalTransitionStyle`: the system animation of a presentation without a custom animator.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom edge (the default), and back down on dismissal.
    case coverVertical = 0
    /// The presenter's view turns away about the vertical axis and the presented one turns in.
    case flipHorizontal = 1
    /// The presented view fades in, and out on dismissal.
    case crossDissolve = 2
    /// Approximated: see `SystemModalAnimator`.
    case partialCurl = 3
}
