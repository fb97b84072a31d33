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

    // MARK: Touches, controls and gestures

    /// A tap (and a control's touch) stays a tap while the finger moves at most this far from where it went
    /// down, in points. UIKit documents 10 pt for `UILongPressGestureRecognizer.allowableMovement` only; taps
    /// are given the same.
    public var tapAllowableMovement: CGFloat = 10

    /// A multi-tap fails when the next touch does not go down within this many seconds of the previous lift
    /// (UIKit's interval is private; 0.35 s is the commonly measured double-tap window). Touches within it, and
    /// within ``tapAllowableMovement`` of the first, count up `UITouch.tapCount`.
    public var maximumIntervalBetweenTaps: TimeInterval = 0.35

    /// A tap fails when the finger stays down longer than this (UIKit's limit is private).
    public var maximumTapDuration: TimeInterval = 1.5

    /// A swipe is recognized once the finger has moved this far in the recognizer's direction (UIKit's
    /// threshold is private; 50 pt is the commonly measured value) …
    public var swipeMinimumDistance: CGFloat = 50

    /// … within this many seconds of going down, else it fails …
    public var swipeMaximumDuration: TimeInterval = 0.5

    /// … while the movement across the direction stays at most this fraction of the movement along it
    /// (about 27°); moving more sideways fails it.
    public var swipeMaximumCrossRatio: CGFloat = 0.5

    /// `UILongPressGestureRecognizer.minimumPressDuration` below 0 or not finite counts as 0 (UIKit does not
    /// say); the value is reported in the clock's diagnostics when the press starts.
    public let negativePressDurationCountsAsZero = true

    /// A control tracking a touch counts it as inside while it is within this many points outside its bounds
    /// (`touchUpInside`, `touchDragInside`/`Outside`), the margin UIKit is observed to use for buttons.
    public var controlTouchInsideMargin: CGFloat = 70

    /// A button's title is drawn in the system font at this size (UIKit's classic `UIButton` default).
    public var buttonTitleFontSize: CGFloat = 15

    /// The title colour of a `.system` button in the highlighted state when none is set: its normal colour at
    /// this alpha (UIKit dims system buttons while pressed; the exact value is private).
    public var systemButtonHighlightedAlpha: Double = 0.2

    // MARK: Environment

    /// `UIDevice.current.systemVersion` on every stage (settable per stage in ``StageEnvironment``).
    public var simulatedSystemVersion = "17.0"

    /// `impactOccurred(intensity:)` clamps the intensity to 0…1 as UIKit documents the range; a NaN plays at 1
    /// and is reported in the clock's diagnostics.
    public let hapticIntensityClamped = true

    /// Layer timing (`speed`, `timeOffset`, `beginTime`): Core Animation accepts any number (a negative speed
    /// plays backwards). A NaN or infinite value is refused: the property keeps its value and the problem,
    /// naming the property, goes to the clock's diagnostics (UIKit's setters cannot throw).
    public let layerTimingRefusesNonFiniteValues = true
}
