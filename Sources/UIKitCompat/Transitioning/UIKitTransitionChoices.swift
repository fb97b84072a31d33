import Foundation

/// Every behaviour of the transition machinery that UIKit leaves uncertain, in one place (the animation
/// engine's choices are in ``UIKitChoices``; the percent-driven completion curve and the stall timeout are
/// read from there). Tests may replace ``current`` and should restore it.
public struct UIKitTransitionChoices: Sendable {
    /// The choices in force; tests may replace them and should restore them.
    @MainActor public static var current = UIKitTransitionChoices()

    /// The reference choices, as documented on each property.
    public init() {}

    /// What `.automatic` resolves to when a controller is presented: `.pageSheet`, as on iOS 13 and later.
    public var automaticPresentationStyle: UIModalPresentationStyle = .pageSheet

    /// When a cancelled interactive transition has played its animations back, the model values of the
    /// properties those animations changed go back to their values at the start (so a cancelled fade pop
    /// leaves the from-view opaque). UIKit's own behaviour here is not documented; this matches what a
    /// device shows for the source articles' cancelled transitions, and a property animator finishing at
    /// `.start` does the same.
    public var cancelRestoresAnimatedValues = true

    /// After a `.fullScreen` (or `.currentContext`) dismissal completes, UIKit puts the presenting view back
    /// where it was, wherever the animator left it. A dismissal that never inserted the to-view therefore
    /// shows black only while it animates.
    public var fullScreenDismissalRestoresPresentersView = true

    /// The system navigation push/pop duration reported by `transitionDuration(using:)`.
    public var navigationDuration: TimeInterval = 0.35
    /// How far the covered view moves, as a fraction of the width (parallax).
    public var navigationParallax: CGFloat = 0.3
    /// The black dimming over the covered view at full progress.
    public var navigationDimming: CGFloat = 0.1
    /// The edge shadow of the view on top: opacity and radius.
    public var navigationShadowOpacity: Float = 0.25
    /// The radius of that edge shadow, in points (5).
    public var navigationShadowRadius: CGFloat = 5

    /// The system modal transition duration.
    public var modalDuration: TimeInterval = 0.4
    /// The perspective of `.flipHorizontal` (m34 = −1/d).
    public var flipPerspectiveDistance: CGFloat = 1200

    /// The interactive edge-swipe pop finishes when the progress projected `velocityProjection` seconds ahead
    /// (progress + velocity.x × projection / width) exceeds `popFinishThreshold`.
    public var popFinishThreshold: CGFloat = 0.5
    /// How many seconds ahead the release velocity is projected for the edge-swipe pop's decision (0.15).
    public var popVelocityProjection: CGFloat = 0.15

    /// A pan begins once the touch has moved this far from where it went down.
    public var panHysteresis: CGFloat = 10
    /// A screen-edge pan only begins for touches that go down this close to the edge.
    public var screenEdgeRegion: CGFloat = 20

    /// The iOS 13 card (`.pageSheet`/`.formSheet` on a phone): the gap above the card below the status bar,
    /// the corner radius, and the scale of the presenting view behind it.
    public var sheetTopGap: CGFloat = 10

    /// A sheet's pull-down dismisses it when, on release, progress + downward velocity × projection / height
    /// exceeds this (the sheet's height being the whole distance); otherwise the sheet slides back. UIKit's
    /// values are not published; these match the edge-swipe pop's.
    public var sheetPullDownFinishThreshold: CGFloat = 0.5
    /// How many seconds ahead the release velocity is projected for a sheet's pull-down decision (0.15).
    public var sheetPullDownVelocityProjection: CGFloat = 0.15
    /// The corner radius of the sheet card's top corners, in points (10).
    public var sheetCornerRadius: CGFloat = 10
    /// The scale of the presenting view behind a sheet card on a phone-width screen (0.92).
    public var sheetPresenterScale: CGFloat = 0.92
    /// The dimming of a form sheet on a regular-width screen.
    public var formSheetDimming: CGFloat = 0.4
}
