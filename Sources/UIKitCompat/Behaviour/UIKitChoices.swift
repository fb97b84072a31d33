import Foundation

/// Every behaviour where UIKit's documentation and observations leave Flipbook to choose, in one place.
///
/// `shared/reference/uikit-behaviour.md` marks these "uncertain". Each field states what was chosen and why;
/// change a default here (or assign ``current`` in a test) to follow a different reading. Values are read when
/// an animation is created, so a change affects animations created afterwards.
public struct UIKitChoices: Sendable {
    /// The choices in effect. Tests may replace it and should restore it.
    @MainActor public static var current = UIKitChoices()

    public init() {}

    // MARK: Springs

    /// A spring is "settled" once it stays within this fraction of the animated distance of its target.
    /// Used for springs that run until settled (`spring(duration:bounce:)`, mass/stiffness/damping) and to
    /// fit springs to a duration. Core Animation's own threshold is not documented.
    public var springSettlingThreshold: Double = 1e-3

    /// `UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:)` and
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` run for the given duration; UIKit does not say
    /// how that duration maps to stiffness. Flipbook's choice (the only option implemented): the spring's
    /// settling time at zero velocity is stretched onto the duration, so the animation ends settled.
    public let springFitsDuration = true

    /// Damping ratios below this are raised to it (a spring without damping never settles).
    public var minimumDampingRatio: Double = 0.01

    /// The duration given to a spring that never settles (no damping) when it runs "until settled".
    public var undampedSpringDuration: TimeInterval = 10

    /// UIKit's private curve 7: a spring with mass 3, stiffness 1000, damping 500 (Apple developer forums
    /// thread 48088).
    public var privateCurveSpring = DampedSpring(mass: 3, stiffness: 1000, damping: 500)

    /// Curve 7 ignores the passed duration and lasts about 0.5 s; nil makes it use the passed duration instead.
    /// The spring's motion until settled is stretched onto this duration.
    public var privateCurveDuration: TimeInterval? = 0.5

    // MARK: Animation blocks

    /// Setting a property inside an animation block creates an animation even when the value does not
    /// change (Core Animation adds an action for every set), so the completion waits for the duration.
    public var animatesUnchangedValues = true

    /// An animation block that changes nothing calls its completion on the next turn of the clock (at the
    /// current time, not after the duration) with `finished == true`.
    public let emptyAnimationCompletesImmediately = true

    /// With `.beginFromCurrentState`, UIKit (iOS 8 and later) animates additively like any other animation:
    /// animations already running on the property keep running and finish normally. When true, they are
    /// removed instead (their completions get `finished == false`) and the new animation starts from the
    /// current presentation value — the pre-iOS 8 behaviour.
    public var beginFromCurrentStateReplacesRunningAnimations = false

    /// Completion blocks run at the exact virtual time their animations end (a device runs them on the next
    /// frame after). Completions due at the same time run in the order their animations were created.
    public let completionsRunAtExactEndTime = true

    /// When a group of animations is played backwards to its start (a cancelled percent-driven transition),
    /// the animations are removed and their completions run with this `finished` flag.
    public var finishedFlagAfterReversal = true

    // MARK: Keyframes

    /// `.calculationModeDiscrete`: the property jumps to a keyframe's value when that keyframe starts.
    public let discreteKeyframesJumpAtStart = true

    /// `.calculationModeCubic`: a uniform Catmull-Rom spline through the keyframe values (Core Animation's
    /// Kochanek–Bartels spline with zero tension, continuity and bias), end tangents from the end points.
    public let cubicKeyframesUseCatmullRom = true

    // MARK: Interpolation

    /// Transforms are interpolated, and added, through their decomposition (translation, scale, skew,
    /// perspective, and rotation as an axis × angle vector), as Core Animation does; a rotation by exactly π
    /// has two equivalent decompositions and the one chosen decides the direction of a 0 → π animation
    /// (animate through an intermediate keyframe to choose the direction, as on a device).
    public let transformsInterpolateByDecomposition = true

    /// Colours interpolate component-wise in sRGB with straight alpha; `nil` animates as clear.
    public let colorsInterpolateStraightAlpha = true

    // MARK: Cross-dissolve

    /// `UIView.transition(with:…, options: .transitionCrossDissolve)`: Flipbook draws the view's new content and
    /// then the old content's snapshot above it with alpha 1 − progress. This is an exact cross-dissolve when
    /// the old content is opaque; where it is transparent the new content shows at full strength at once.
    public let crossDissolveDrawsOldSnapshotAbove = true

    /// `UIView.transition(with:…)` flips use a perspective of −1 / this distance (points); the value UIKit uses
    /// is not documented. The old rendering turns through the first half of the duration, the new one through
    /// the second.
    public var flipTransitionEyeDistance: Double = 1000

    /// `.transitionCurlUp/Down` are private page-curl effects: drawn as a cross-dissolve.
    public let curlTransitionsDrawnAsCrossDissolve = true

    // MARK: Layout

    /// Autoresizing: when several of margin/size are flexible along an axis, the change is shared in
    /// proportion to their current lengths (evenly when all are zero), as springs and struts do.
    public let autoresizingSharesProportionally = true

    // MARK: Auto Layout

    /// The system spacing of `constraint(equalToSystemSpacingAfter:multiplier:)` and its relatives. UIKit
    /// derives it from fonts and the size class without publishing a number; 8 points is the standard spacing
    /// Interface Builder shows between siblings.
    public var systemSpacing: CGFloat = 8

    /// How non-required priorities weigh against each other. Apple says constraints are satisfied "in priority
    /// order"; the solver used by Auto Layout (Cassowary) minimises a weighted sum of errors, and Apple does not
    /// publish its weights. Flipbook's choice (the only option implemented): a priority's weight is its value,
    /// so one stronger constraint beats one weaker (750 compression resistance beats 250 hugging), while
    /// several weaker ones together may outweigh a stronger one.
    public let layoutPriorityWeights = "weight = priority"

    /// The widest the readable content guide gets (points). UIKit's width follows the text size; 672 points is
    /// what it measures at the default size on an iPad.
    public var readableContentWidth: CGFloat = 672

    /// `UIView.layoutFittingExpandedSize` on each side. UIKit names the constant without publishing a value
    /// for Swift; a large finite size keeps the solver's numbers well conditioned.
    public var layoutFittingExpandedLength: CGFloat = 10_000

    /// Solved frames are applied with their edges rounded to the screen's pixel grid (as UIKit rounds), so a
    /// 100.4-point width can become 100.33 at @3x.
    public let solvedFramesSnapToPixels = true

    /// When required constraints conflict, the constraint being added (the most recent, since all conflicting
    /// ones are required and so equally low) is the one broken; the message lists a minimal conflicting set,
    /// found by removing every constraint the conflict does not need.
    public let unsatisfiableBreaksLatestRequired = true

    /// A view's safe area is the part of its superview's unsafe area it overlaps, measured with its frame
    /// ignoring transforms; a controller's root view adds visible navigation and tab bars over it and its
    /// ``UIViewController/additionalSafeAreaInsets``. `safeAreaInsetsDidChange` is called in the layout pass
    /// of a view that needs layout.
    public let safeAreaFollowsFrames = true

    /// `UIStackView.Distribution.fill` with equally hugging (or equally resisting) views: Apple says the
    /// ambiguity is resolved "based on their index"; Flipbook lets the last such view take the extra space or
    /// give it up first (tiny per-index preferences for each view's intrinsic length).
    public let stackViewFillStretchesLastView = true

    /// A hidden arranged subview collapses out of its stack view's arrangement at once; inside an animation
    /// block the other views animate into place, but the hidden view itself disappears immediately (UIKit
    /// keeps it visible while it shrinks, then hides it).
    public let hiddenArrangedViewDisappearsAtOnce = true

    // MARK: Percent-driven transitions (used by the transition layer)

    /// The completion curve of `UIPercentDrivenInteractiveTransition`: documented `.easeInOut`; recent iOS is
    /// observed to use the private spring curve 7. Raw value of `UIView.AnimationCurve` (0 = easeInOut, 7 =
    /// the private spring).
    public var percentDrivenCompletionCurveRawValue: Int = 0

    // MARK: Clock

    /// The display's refresh rate: display links fire on this grid of the virtual clock.
    public var displayFramesPerSecond: Double = 60

    /// A transition or animation group that never ends is reported after this much virtual time.
    public var stallTimeout: TimeInterval = 60
}
