import Foundation

/// UIKit's `UIModalPresentationStyle`, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case blurOverFullScreen = 8
    case none = -1
    case automatic = -2

    /// Whether a presentation in this style takes the presenter's view out of the window once it has finished.
    var removesPresentersView: Bool { self == .fullScreen || self == .currentContext }
    /// Whether the presentation covers the view of the controller that defines the presentation context.
    var usesPresentationContext: Bool { self == .currentContext || self == .overCurrentContext }
}

/// UIKit's `UIModalTransitionStyle`: the system animation of a presentation without a custom animator.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    /// Approximated: see `SystemModalAnimator`.
    case partialCurl = 3
}
