import Foundation

/// Every behaviour where UIKit's documentation and observations leave Flipbook to choose, in one place.
///
/// `shared/reference/uikit-behaviour.md` marks these "uncertain". Each field states what was chosen and why;
/// change a default here (or assign ``current`` in a test) to follow a different reading. Values are read when
/// an animation is created, so a change affects animations created afterwards.
public struct UIKitChoices: Sendable {
    /// The choices in effect. Tests may replace it and should restore it.
    @MainActor public static var current = UIKitChoices()

    /// The reference choices, as documented on each property.
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
    ///
    /// The timing form: a reference spring of the given damping ratio ζ with a response of 1 s (m = 1,
    /// k = (2π)², c = 2√k·ζ) is solved in closed form. For ζ < 1 its displacement from the target is bounded by
    /// the decay envelope A·e^(−ζω₀t), with ω₀ = √(k/m), ω_d = ω₀√(1 − ζ²) and A = √(1 + ((v₀
    /// − ζω₀)/ω_d)²); the settling time T is where that envelope falls to ``springSettlingThreshold``:
    /// T = ln(A / threshold) / (ζω₀). (Critically and over-damped springs are searched for the last time
    /// their displacement exceeds the threshold.) The animation's progress at fraction f of the duration is
    /// the reference spring's value at f·T; the initial velocity (distances per second of real time) is
    /// scaled by duration / T into the spring's own time.
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

    // MARK: App code's time

    /// App code's time runs on the playing stage's virtual clock. In a file that imports `UIKitCompat` (and not
    /// Foundation or Dispatch itself), `Timer.scheduledTimer(withTimeInterval:repeats:block:)`,
    /// `Timer(timeInterval:repeats:block:)` + `RunLoop.main.add(_:forMode:)`, `DispatchQueue.main.async`,
    /// `DispatchQueue.main.asyncAfter(deadline:)` (block or work item) and `DispatchTime.now()` are
    /// `UIKitCompat`'s same-signature spellings (AppTime/). Called on the main actor during a play
    /// (``Stage/play(_:)``; every scenario is one), they run on the stage's clock; elsewhere they are
    /// Foundation's and Dispatch's. The choices made where a device's behaviour cannot be copied:
    ///
    /// - **Exact times.** A timer or block due at t runs at exactly t (a device runs it at the first run-loop
    ///   turn after t, up to a frame later), on the main actor, in order of due time; blocks and timers due at
    ///   the same time run in the order they were scheduled, with animation completions and property-animator
    ///   events of that time, and before display links (`CADisplayLink`) of that instant. A frame shows what ran
    ///   at or before its time (frames are sampled 1 ns after their nominal time), so a block due at 0.3 s
    ///   changes the frame at 0.3 s. Repeating timers fire at t₀ + k·interval, computed, never drifting.
    /// - **No modes, no tolerance.** Timers fire in every run-loop mode (a headless play has no scroll-tracking
    ///   mode that holds `.default` timers back) and `tolerance` is ignored. A timer added twice fires once.
    /// - **Virtual dates.** `DispatchTime.now()` in a play is the clock's time in nanoseconds (plus 1: a raw 0
    ///   means "now" to Dispatch); a timer made in a play has its `fireDate` on the clock's calendar (the
    ///   clock's time after 2001-01-01 00:00:00 UTC). `Date()` itself stays the wall clock (out of scope): a
    ///   timer with a wall-clock fire date added in a play fires on the clock's next turn, with a diagnostic.
    /// - **Settling.** A scenario waits for pending `asyncAfter` blocks and valid one-shot timers (app code's
    ///   `Timer`s and the clock's own ``VirtualTimer``s alike) before it counts as settled, as UIKit's run loop
    ///   keeps turning for them; repeating timers (and display links) do not hold it (they would never settle).
    /// - **After the play.** What is still pending when a play ends stays on that stage's clock: it never runs
    ///   on the wall clock, and runs only if something advances that clock again.
    /// - **Other queues and threads.** Global and custom queues, and calls off the main actor, are Dispatch's
    ///   and Foundation's: they run on wall time, outside the scenario's frames.
    public let appTimeRunsOnTheStageClock = true

    // MARK: Keyframes

    /// `.calculationModeDiscrete`: the property jumps to a keyframe's value when that keyframe starts.
    public let discreteKeyframesJumpAtStart = true

    /// `.calculationModeCubic`: a uniform Catmull-Rom spline through the keyframe values (Core Animation's
    /// Kochanek–Bartels spline with zero tension, continuity and bias), end tangents from the end points.
    ///
    /// The tangent at keyframe i is (v[i+1] − v[i−1]) / 2. At the ends the missing neighbour is the end
    /// keyframe itself (the end point is repeated), so the first tangent is (v[1] − v[0]) / 2 and the last
    /// (v[n] − v[n−1]) / 2: half the first and last segments' slopes, not zero — the motion leaves the first
    /// value and reaches the last with half the speed of a straight segment, rather than easing in or out.
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

    // MARK: Traits and dark mode

    /// A view or controller gets `traitCollectionDidChange(nil)` when it first has traits in a window (as UIKit
    /// did before iOS 17's trait registration), and again with the previous collection whenever its traits
    /// change: when the stage's interface style changes, an override is set, or it moves to other surroundings.
    public let traitCollectionDidChangeFirstWithNil = true

    /// A dynamic colour's own components (what code reading `red`/`green`/`blue` sees, and what Raster paints
    /// if it ever gets one unresolved) are its light appearance. Views resolve it with their traits: a view's
    /// `backgroundColor` when set and on every change of appearance (so animations interpolate resolved
    /// values), a label's `textColor` and a dynamic colour set straight on a layer when drawn. `cgColor`
    /// resolves with `UITraitCollection.current` and stays as resolved, as on a device.
    public let dynamicColorsResolveForTheViewsTraits = true

    /// The window's size classes follow the device's size in points: compact width below 600 points (every
    /// iPhone in portrait), regular from 600 (iPads); regular height from 600. Apple's documented table per
    /// device, for portrait.
    public let sizeClassesFromTheScreenSize = true

    /// The navigation and tab bars' default background in dark mode: a dark grey (0.114, 0.114, 0.118) at 94 %
    /// opacity, the dark counterpart of the light 0.976 grey at 94 % (UIKit draws a blurred chrome material
    /// whose exact tint is not published); their hairline is white at 15 % instead of black at 30 %.
    public let barColorsInDarkMode = true

    /// A view whose `semanticContentAttribute` forces a direction (`.forceLeftToRight`, `.forceRightToLeft`)
    /// gives that direction to the views inside it through their traits' `layoutDirection` (as iOS 10 and later
    /// do); `.playback` and `.spatial` make only the view itself lay out left to right, its subviews keep the
    /// surroundings' direction (UIKit documents these for the view's own content).
    public let forcedDirectionIsInherited = true

    /// Right to left, the system push and pop, the navigation bar and the interactive pop are UIKit's
    /// left-to-right ones mirrored about the vertical centre line: the pushed view enters from the left edge and
    /// the covered one moves right by the same parallax, the back button (chevron pointing right) and left bar
    /// items sit on the right, titles slide the other way, and the edge swipe starts at the right edge and
    /// finishes by the same distance and velocity rules moving left. Apple's Human Interface Guidelines
    /// ("Right to left") describe the mirrored navigation; the timing and distances are not published apart.
    public let rightToLeftMirrorsNavigation = true

    /// Leading and trailing Auto Layout attributes (and margins) take the side from the constrained item's
    /// own `effectiveUserInterfaceLayoutDirection` (a guide's: its owning view's), as the documentation of
    /// `NSLayoutConstraint.Attribute.leading` describes, and right to left they are measured leftwards, so
    /// `a.leading == b.leading + 10` puts `a` 10 points left of `b`'s right edge (UIKit flips constants of
    /// leading/trailing constraints). A label's `.natural` alignment is its leading side.
    public let leadingFollowsTheItemsDirection = true

    /// In dark mode the system push and pop dim the covered screen with the same black at up to 10 % as in light
    /// mode (UIKit's dimming colour is private; over dark backgrounds it is all but invisible either way).
    public let navigationDimmingIsTheSameInDarkMode = true

    /// `UIFont.preferredFont(forTextStyle:)` sizes follow the Human Interface Guidelines' Dynamic Type table
    /// of iOS 11 and later, where every text style grows in the accessibility sizes (iOS 7–10 grew only
    /// `.body`); weights: semibold for `.headline`, regular otherwise. The built-in bars keep their fixed
    /// 17 pt titles, as UIKit's standard (not large-title) navigation bar does.
    public let dynamicTypeTableOfIOS11 = true

    /// A table row of `automaticDimension` (self-sizing) is 44 points, or one line of the body style (the
    /// built-in font's 1.2 em line) plus 11 points above and below when the text size makes that taller:
    /// UIKit measures the cell's own content with Auto Layout; Flipbook's classic cells hold one body line.
    public let automaticRowHeightFollowsTextSize = true

    // MARK: Navigation and tab bars in transitions

    /// The colours behind the screens. The window has no background colour (nil, as in UIKit): where no view
    /// covers it, the stage's frame shows black (the render tree's background, as a device's screen is).
    /// The navigation and tab bar controllers' own views have the dynamic `.systemBackground` (white in light
    /// mode, black in dark): what shows through where a transition uncovers the container, for example beside
    /// a custom animator's shrinking screen. UIKit does not document these views' colours.
    public let containerBackgroundsAreWhiteOverBlack = true

    /// During a push or pop the navigation bar's titles slide and fade and the back button cross-fades, as
    /// iOS does (UINavigationBar+Transition.swift describes each part's path). The exact paths are not
    /// documented: each part moves in a straight line at the transition's curve, its alpha linear in the
    /// curve's progress; the chevron stays when both items have one.
    public let navigationBarTitlesSlide = true

    /// How far (a fraction of the bar's width) the arriving title of a push starts to the right, and the
    /// leaving title of a pop ends to the right; back texts that appear or leave without a partner move half
    /// as far to the left.
    public var navigationTitleSlideFraction: Double = 0.5

    /// `hidesBottomBarWhenPushed`: for a push or pop that hides or shows the tab bar, the bar becomes part of
    /// the screen that has it (the covered screen of a push, the revealed one of a pop) until the transition
    /// ends, so it moves with that screen under the one on top, whatever the animator does. iOS does this
    /// with the same effect; how it does it is private.
    public let tabBarMovesWithItsScreen = true

    // MARK: Bar appearance and bar button items

    /// A navigation bar draws its legacy properties (`barTintColor`, `barStyle`, `titleTextAttributes`,
    /// `setBackgroundImage(_:for:)`, `shadowImage`) until a `standardAppearance` is assigned to it, or while the
    /// top item has its own `standardAppearance`; then the appearance alone is drawn. UIKit (iOS 13 and later)
    /// merges the two in ways it does not document; this is the reading apps written for either API get.
    public let barAppearanceReplacesLegacyProperties = true

    /// The bar always shows the standard appearance (the item's, else the bar's): Flipbook does not track whether
    /// scrolled content's edge meets the bar, so `scrollEdgeAppearance` is kept but not drawn (iOS 15 and later
    /// would show it, or a transparent bar, while a scroll view is at its top).
    public let navigationBarShowsStandardAppearance = true

    /// `prefersLargeTitles` and `largeTitleDisplayMode` are kept as values: the title is drawn at its regular
    /// size in the 44-point bar (the large title's 52-point area under the bar is not drawn).
    public let largeTitlesDrawInline = true

    /// System bar button items that UIKit draws as SF Symbol glyphs (`.add`, `.compose`, `.trash`, …) are drawn as
    /// their English name's word ("Add", "Compose", "Trash"): Flipbook has no symbol font. The word items (`.done`,
    /// `.cancel`, `.edit`, `.save`, `.undo`, `.redo`) are UIKit's own words.
    public let systemBarItemsDrawAsWords = true

    /// Bar button items are laid out 8 points apart, 16 points from the bar's edges (iOS 11 and later measure
    /// about this; UIKit publishes no figures); a fixed space adds its width, a flexible space adds nothing in a
    /// navigation bar. A tab bar badge is a capsule 18 points high (at least as wide) with 13-point text, its
    /// left end 7 points left of the glyph's top trailing corner, 3 points above it; an empty badge is an
    /// 8-point dot centred on the corner.
    public let barItemMetrics = true

    // MARK: UIKit Dynamics

    /// UIKit's dynamics solver is private (it is known to be built on Box2D). Flipbook's scheme: one step per
    /// display frame of the stage's virtual clock, split into ``dynamicsSubsteps`` equal substeps; each substep
    /// gathers forces (gravity, continuous pushes, snap and spring attachments), updates velocities (semi-implicit
    /// Euler, then Box2D's damping form v / (1 + Δt·resistance)), solves rigid attachments' velocities, moves the
    /// items, then resolves contacts and rigid attachments' positions ``dynamicsSolverIterations`` times (impulses
    /// with restitution max(eA, eB), friction √(μA·μB) clamped to μ·j, Box2D's rules; positional correction of
    /// 80 % of the overlap beyond ``dynamicsContactSlop``, shared by inverse mass). Everything is plain `Double`
    /// arithmetic in the order items were added, so every run is identical.
    public let dynamicsIntegration = true

    /// Substeps per display frame (4: 1/240 s at 60 frames per second).
    public var dynamicsSubsteps = 4

    /// Passes of the contact and rigid-attachment solver per substep.
    public var dynamicsSolverIterations = 4

    /// Overlap (points) left between touching items so that resting contacts stay in touch; contacts are reported
    /// to the collision delegate while they overlap at all.
    public var dynamicsContactSlop = 0.1

    /// Closing speeds below this (points/s) do not bounce, so items come to rest (Box2D's velocity threshold).
    public var dynamicsBounceThreshold = 10.0

    /// An item is still below this speed (points/s; a hundredth of it in radians/s for turning).
    public var dynamicsRestSpeed = 1.0

    /// The animator pauses once every item has been still this long (seconds of virtual time).
    public var dynamicsRestDuration: TimeInterval = 0.25

    /// A dynamic animator made with `init(collectionViewLayout:)` has no reference view; UIKit does not say what
    /// `translatesReferenceBoundsIntoBoundary` then uses. Flipbook's choice (the only option implemented): the
    /// layout's content, `(0, 0, collectionViewContentSize)`, in the content coordinates the attributes use.
    public let dynamicsLayoutReferenceBounds = "the layout's content size"

    /// `UISnapBehavior` pulls with a spring of this frequency (Hz) and the behaviour's `damping` as its damping
    /// ratio, applied to position and, towards upright, to rotation: at the default damping 0.5 a snap overshoots
    /// slightly and rests after about half a second, as UIKit's visibly does; UIKit's constants are not published.
    public var snapFrequency = 2.5

    /// Ellipse collision bounds are a polygon of this many sides inscribed in the item's bounds (Box2D, under
    /// UIKit, has no ellipses either).
    public var ellipseCollisionSides = 16

    // MARK: Adaptive presentations

    /// A presented controller's `presentationController` read before presenting is a placeholder for its
    /// style; the presentation makes its real controller and hands it the placeholder's delegate (UIKit keeps
    /// the same object). The delegate's `adaptivePresentationStyle` is asked only for `.pageSheet` and
    /// `.formSheet` on a compact-width screen; `.none` keeps the sheet (iOS 13 and later show it as a card).
    /// Its dismissal callbacks come from the sheet's pull-down gesture, never from `dismiss(animated:)`.
    public let adaptiveDelegateCarriesOverFromBeforePresenting = true

    /// `.popover` on a compact-width screen: with no delegate on the popover controller it adapts to a page sheet
    /// (UIKit's documented adaptation is full screen before iOS 13 and a sheet after; Flipbook takes the sheet);
    /// with a delegate, its `adaptivePresentationStyle(for:traitCollection:)` decides, and `.none` (what the
    /// protocol's default returns, and what apps return to keep a popover on a phone) shows a real popover — Swift
    /// cannot tell an unimplemented optional method from one returning `.none`. On a regular width it is always a
    /// popover. A popover fades in and out (the cross-dissolve curve and duration; UIKit's own popover animation
    /// is not documented), its arrow is a turned square 13 points out of the box, and no dimming is drawn.
    public let popoverAdaptation = true

    /// A dimmed tint (`tintAdjustmentMode == .dimmed`) is the tint, resolved for the view's traits, turned to the
    /// grey of its luminance (0.299 R + 0.587 G + 0.114 B), alpha kept: UIKit documents the dimmed tint as
    /// "desaturated" without figures. A popover dims the tint of the presenting controller's view while it is up
    /// (from the start of its presentation to the end of its dismissal), as UIKit dims what is behind popovers and
    /// alerts; sheets and full-screen presentations dim nothing.
    public let dimmedTintIsLuminanceGrey = true

    // MARK: Scroll views

    /// `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)` scroll over this many seconds with
    /// an ease-in-out curve, one step per display frame. UIKit's duration and curve are not documented
    /// (≈ 0.3 s observed).
    public var scrollAnimationDuration: TimeInterval = 0.3

    /// A scroll view's pan recogniser begins only for a movement mostly along an axis it scrolls (or bounces
    /// along), so a sideways swipe over a vertical list is left to other recognisers. Observed on devices;
    /// not documented.
    public var scrollViewPanNeedsScrollableAxis = true

    /// A fling is projected with UIKit's deceleration (`decelerationRate` of the speed kept per millisecond)
    /// and its rest offset clamped inside the edges: the content stops at an edge instead of overshooting and
    /// springing back. Content released past an edge returns to it at the `.fast` rate.
    public let flingsStopAtTheEdges = true

    /// Non-finite `contentOffset`, `contentSize`, `contentInset` or target offsets are refused: the value is
    /// left as it was and the clock's diagnostics name the property and value (UIKit raises a layer geometry
    /// exception). A negative `contentSize` side becomes 0 (reported). Negative offsets and insets are valid
    /// (UIKit does not clamp them: pull-to-refresh and shrunk scroll ranges use them).
    public let scrollViewRefusesNonFiniteGeometry = true

    /// A selected or highlighted table cell without a `selectedBackgroundView` is filled with this colour
    /// behind its content. UIKit's default selection view is private; `systemGray4` matches its light and dark
    /// greys.
    public var cellSelectionColor: UIColor = .systemGray4

    /// `deselectRow(at:animated: true)` (and `setSelected(_:animated: true)`) fades the selection over this
    /// many seconds; UIKit's duration is not documented (Core Animation's default 0.25 s).
    public var cellSelectionFadeDuration: TimeInterval = 0.25

    /// A touch highlights the row under it this many seconds after it goes down (or when it lifts, if sooner),
    /// as UIKit's scroll views delay content touches (`delaysContentTouches`, about 150 ms, not documented) to
    /// see whether a drag starts: a drag that scrolls within the delay never highlights a row, one that starts
    /// later unhighlights it (the scroll view's pan cancels the touch).
    public var rowHighlightDelay: TimeInterval = 0.15

    /// Scroll indicators are rounded bars this many points thick (UIKit's are about 3 points; the exact
    /// geometry is private) …
    public var scrollIndicatorThickness: CGFloat = 3

    /// … this far from the scroll view's edges (inside the adjusted content inset) and from the track's ends …
    public var scrollIndicatorMargin: CGFloat = 3

    /// … at least this long while the content is inside its edges …
    public var scrollIndicatorMinimumLength: CGFloat = 36

    /// … and shortened by the distance the content is pulled past an edge, down to this length.
    public var scrollIndicatorCompressedLength: CGFloat = 7

    /// The dark indicator (`.black`, and `.default` in light mode): black at 35 % (UIKit's measured tint).
    public var scrollIndicatorDarkColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.35)

    /// The light indicator (`.white`, and `.default` in dark mode): white at 35 %.
    public var scrollIndicatorLightColor = UIColor(red: 1, green: 1, blue: 1, alpha: 0.35)

    /// The indicators appear when the content moves by scrolling (a drag, a deceleration, an animated offset;
    /// setting `contentOffset` directly only moves indicators already shown), stay while it moves, and this many
    /// seconds after it stops begin to fade …
    public var scrollIndicatorFadeDelay: TimeInterval = 0.5

    /// … out over this many seconds (ease-out); then they are removed from the scroll view's subviews.
    public var scrollIndicatorFadeDuration: TimeInterval = 0.3

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

    /// What `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` does where Apple's grammar
    /// and documentation are silent. Flipbook's choices (the only option implemented):
    /// - spaces and tabs between tokens are skipped;
    /// - an alignment option relates each view to the view before it in the format (`b.top == a.top`,
    ///   `c.top == b.top`), not every view to the first;
    /// - the constraints come in the format's order: the leading bar's spacing, then for each view its size
    ///   predicates and the spacing to the next view, then the trailing bar's spacing, then the alignments;
    /// - where UIKit raises an exception (a malformed format, an unknown view or metric name, a priority outside
    ///   (0, 1000], a `|` next to a view without superview, an alignment along the format's own axis), the
    ///   problem is reported as one line in the clock's diagnostics, with the character position, and no
    ///   constraint is returned.
    public let visualFormatRules = "skip spaces; align with the previous view; format order; report, return []"

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

    /// A hidden arranged subview collapses as in UIKit: a required `UISV-hiding` constraint gives it no length
    /// along the axis, and no spacing of its own. Where UIKit's placement of the collapsed view is not
    /// documented, Flipbook puts it at the end of the previous visible arranged view (the start of the
    /// arrangement when there is none) and keeps its alignment across the axis. Hidden inside an animation block,
    /// it reads `isHidden == true` at once but stays on screen, shrinking, until the animation ends; then its
    /// layer is hidden.
    public let hiddenArrangedViewCollapsesAfterPreviousView = true

    /// Showing a stack view's arranged subview again before the animation that hides it has ended cancels the
    /// pending hide (the view stays visible). UIKit is known to count repeated hides and shows inside animation
    /// blocks and can leave a view hidden after an even number of toggles; Flipbook does not reproduce that.
    public let stackViewShowCancelsPendingHide = true

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

    /// `UIApplication.beginIgnoringInteractionEvents()`: Apple says touch events are ignored until the matching
    /// end, not what happens to a finger that straddles it. Flipbook's choice (the only option implemented): a
    /// finger that goes down while events are ignored is ignored until it lifts (even if the end comes first);
    /// a finger already down when ignoring begins keeps being delivered.
    public let ignoredInteractionEvents = "fingers down while ignoring are ignored until lifted"

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

    /// A pinch begins once the distance between its two fingers has changed by this many points (UIKit's
    /// threshold is private); `scale` counts from the distance when the fingers went down.
    public var pinchMinimumSpanChange: CGFloat = 8

    /// A rotation begins once the line between its two fingers has turned this many radians (about 5.7°;
    /// UIKit's threshold is private); `rotation` counts from the angle when the fingers went down.
    public var rotationMinimumAngle: CGFloat = 0.1

    /// Fingers of a multi-finger touch script go down together, so a recognizer needing several touches
    /// (`numberOfTouchesRequired`, a pan's `minimumNumberOfTouches`) sees them in one `touchesBegan`; a
    /// multi-finger tap counts when its last finger lifts; a gesture's location is the centroid of its fingers.
    public let multiFingerTouchesArriveTogether = true

    /// A control tracking a touch counts it as inside while it is within this many points outside its bounds
    /// (`touchUpInside`, `touchDragInside`/`Outside`), the margin UIKit is observed to use for buttons.
    public var controlTouchInsideMargin: CGFloat = 70

    // MARK: Text

    /// The height of the simulated keyboard above the window's bottom safe-area inset, in points: the
    /// keyboard notifications' end frame is this plus the inset tall, against the window's bottom edge. 260 is
    /// iOS's portrait letter keyboard (216) with its suggestion bar (44); the real height varies by device.
    public var keyboardHeight: CGFloat = 260
    /// The duration the keyboard notifications give (`keyboardAnimationDurationUserInfoKey`), in seconds: 0.25,
    /// what iOS reports.
    public var keyboardAnimationDuration: TimeInterval = 0.25
    /// The horizontal padding between a bordered text field's edge and its text, in points (UIKit's is private;
    /// 7 matches a rounded-rect field's text position on iOS). A field without a border has none.
    public var textFieldTextInset: CGFloat = 7
    /// The side of a text field's clear button, in points (iOS draws a 19-point circle).
    public var textFieldClearButtonSize: CGFloat = 19
    /// The corner radius of a `.roundedRect` text field, in points (5 on iOS), drawn on `systemBackground` with a
    /// one-pixel `systemGray4` border; `.line` is a one-point `label`-coloured rectangle and `.bezel` a one-point
    /// `systemGray` one (iOS's bezel shading is not drawn).
    public var textFieldRoundedRectCornerRadius: CGFloat = 5
    /// `insertText(_:)` and `deleteBackward()` on a text field or text view change the text only while it is
    /// editing (first responder), as keystrokes reach only the first responder; otherwise they do nothing.
    public let typingNeedsFirstResponder = true
    /// Attributed text in a label (`UILabel.attributedText`) or text view (`UITextView.attributedText`) is drawn
    /// run by run when its runs differ (AttributedTextLayout): each run in its own `.font` (size and weight),
    /// `.foregroundColor`, `.backgroundColor` (filling the line's height behind the run), `.kern` (added after
    /// every character, as Core Text does), `.underlineStyle` and `.strikethroughStyle` (`.single`, `.thick`,
    /// `.double`; bars in the run's foreground colour, 1/17 em thick, an underline's top 0.1 em below the
    /// baseline, a strikethrough's middle 0.28 em above it; patterns are drawn solid) and `.baselineOffset`;
    /// each paragraph in its first character's `.paragraphStyle`: alignment, `lineSpacing` (between lines),
    /// `paragraphSpacing` (after a paragraph) and `.byCharWrapping` (other modes wrap words; the last line shown
    /// is cut as the label's `lineBreakMode` says, ``labelLineBreakModes``; a text view's ends in "…" when text
    /// remains, in its last run's style). Runs on a line share one baseline, the line as
    /// tall as its tallest run (1.2 em of the built-in font); kerning between letters of different runs is
    /// not applied. Button titles (drawn by their title label) and text-field placeholders whose runs differ are
    /// drawn run by run too; text whose runs all look alike, and a text field's typed text, draw in the first
    /// character's style, the view's own font, colour and alignment filling in what the string leaves out.
    public let attributedTextDrawing = true
    /// A text field or text view that is first responder draws UIKit's insertion caret (Text/TextCaretView): a
    /// 2-point bar in its tint colour, as tall as the font's line height (1.2 em), centred on the text's line, at
    /// the insertion point (always the end of the text, where typing goes; the start when empty), rounded to
    /// pixels. It does not blink: it is drawn in every frame while editing (a blink phase would tie frames to
    /// when editing began) and never otherwise.
    public let textCaretDrawing = true
    /// `.justified` text is drawn left-aligned (lines are not stretched; UIKit leaves a paragraph's last line
    /// unjustified, and one-line labels are all last lines).
    public let justifiedTextIsDrawnLeftAligned = true
    /// A label draws its `lineBreakMode` as UIKit documents it (plain text and attributed text drawn run by run
    /// alike; "…" takes the style of the character next to it), where the documentation leaves room: lines
    /// wrap at words (`.byCharWrapping`: between characters); only the last line shown is cut, when
    /// text remains (a later line or paragraph, or a one-line label's text wider than it), from the rest of
    /// that line's paragraph (later paragraphs are dropped). `.byTruncatingTail` keeps as much of its start as
    /// fits before "…"; `.byTruncatingHead` "…" then as much of its end as fits; `.byTruncatingMiddle` takes
    /// characters from its start and end in turn (the start first) while they fit around "…";
    /// `.byWordWrapping` ends the line at its last whole word that fits (at a character when a word is wider
    /// than the line) and `.byCharWrapping` at its last character that fits, without "…"; `.byClipping` keeps
    /// the whole characters of the rest that fit (Flipbook does not cut a glyph at the edge).
    public let labelLineBreakModes = true
    /// A text view's text starts ``textViewLineFragmentPadding`` points in from the text container's sides
    /// (UIKit's `NSTextContainer.lineFragmentPadding` default, 5).
    public var textViewLineFragmentPadding: CGFloat = 5
    /// A view takes the appearance proxies' settings (`UINavigationBar.appearance().tintColor = …`) as it enters
    /// a window, just before its `didMoveToWindow()`, as UIKit documents ("when a view enters a window"); proxies
    /// changed later do not change views already in a window until they enter one again. Properties set on the
    /// view itself (before or after) are never overridden. A bar item takes them the first time a bar draws it.
    /// Proxies apply to subclasses; a proxy for containers (innermost first) applies over a plain one.
    public let appearanceAppliedOnEnteringWindow = true

    /// `UIActivityIndicatorView` turns its 8 spokes one eighth of a turn at a time, one step every this many
    /// seconds of the stage's virtual clock (one turn a second; iOS's spinner is observed to turn about once a
    /// second, its exact rate is private).
    public var activityIndicatorStepDuration: Double = 0.125

    /// The opacity of `UIActivityIndicatorView`'s spokes, from the leading spoke backwards against the turn
    /// (8 entries): the leading spoke is opaque and each one behind it fainter, iOS's grading being private.
    public var activityIndicatorSpokeAlphas: [CGFloat] = [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3]

    /// A button's title is drawn in the system font at this size (UIKit's classic `UIButton` default).
    public var buttonTitleFontSize: CGFloat = 15

    /// The title colour of a `.system` button in the highlighted state when none is set: its normal colour at
    /// this alpha (UIKit dims system buttons while pressed; the exact value is private).
    public var systemButtonHighlightedAlpha: Double = 0.2

    /// A segmented control's height (its intrinsic height), in points: iOS 13's default control.
    public var segmentedControlHeight: CGFloat = 32

    /// A segmented control's track corner radius, in points (iOS 13 draws about 9).
    public var segmentedControlCornerRadius: CGFloat = 9

    /// How far the selected segment's raised rectangle is inset from its segment, in points.
    public var segmentedControlSelectionInset: CGFloat = 2

    /// How far a segmented control's separators stop short of its top and bottom edges, in points.
    public var segmentedControlSeparatorInset: CGFloat = 8

    /// The space left and right of a segment's title or image when the control sizes itself, in points.
    public var segmentedControlSegmentPadding: CGFloat = 12

    /// A segmented control's titles are drawn in the medium system font at this size (iOS 13's default).
    public var segmentedControlTitleFontSize: CGFloat = 13

    /// How long, in seconds, the selection slides to a tapped segment (UIKit's exact timing is private).
    public var segmentedControlSelectionDuration: TimeInterval = 0.25

    /// Whether a momentary segmented control keeps the tapped segment's index in `selectedSegmentIndex` after
    /// the tap (true; it is never drawn selected) or goes back to `noSegment` once the actions have run (false).
    public var segmentedControlMomentaryKeepsTappedIndex = true

    // MARK: Alerts and action sheets (UIAlertController; iOS's sizes are private: these are read from screenshots)

    /// An alert's width, in points (iOS 7 and later: 270).
    public var alertWidth: CGFloat = 270

    /// An alert's corner radius, in points (iOS 13 and later draw about 14).
    public var alertCornerRadius: CGFloat = 14

    /// The blur behind an alert's panel and an action sheet's buttons (iOS draws a thick, light material).
    public var alertBlurStyle: UIBlurEffect.Style = .systemThickMaterial

    /// The space above an alert's title and below its message, in points.
    public var alertContentInset: CGFloat = 20

    /// The space left and right of an alert's (or action sheet's) title and message, in points.
    public var alertContentSideInset: CGFloat = 16

    /// The space between an alert's title and its message, in points.
    public var alertTitleMessageGap: CGFloat = 2

    /// An alert's title size (semibold), in points.
    public var alertTitleFontSize: CGFloat = 17
    /// An alert's message size (regular), in points.
    public var alertMessageFontSize: CGFloat = 13

    /// The height of an alert's buttons, in points.
    public var alertButtonHeight: CGFloat = 44
    /// The title size of an alert's buttons, in points (regular; semibold for the cancel or preferred action).
    public var alertButtonFontSize: CGFloat = 17

    /// How far a button's title keeps from the button's sides, in points. Two buttons whose titles both fit on one
    /// line in half the alert's width less this on each side are drawn side by side.
    public var alertButtonTitleInset: CGFloat = 8

    /// The colour over an alert's or action sheet's button while a finger is down on it (iOS greys the button).
    public var alertButtonHighlightColor: UIColor = .systemFill

    /// The height of an alert's text fields (a white field with a hairline rounded border, 16 points from the sides,
    /// stacked below the message), in points. The keyboard does not come up for them and the alert does not move.
    public var alertTextFieldHeight: CGFloat = 28
    /// The gap between an alert's text fields, in points.
    public var alertTextFieldGap: CGFloat = 8
    /// The font size of an alert's text fields, in points.
    public var alertTextFieldFontSize: CGFloat = 13

    /// The opacity of the black dimming view behind an alert or action sheet (iOS draws about 20 %).
    public var alertDimmingAlpha: Double = 0.2

    /// The scale an alert fades in from (iOS's alert shrinks from about 1.2 to 1 as it appears).
    public var alertPresentationScale: CGFloat = 1.2

    /// How long an alert takes to appear (ease-out), in seconds; the dimming fades in along.
    public var alertPresentationDuration: TimeInterval = 0.4

    /// How long an alert takes to fade out in place (ease-in-out), in seconds.
    public var alertDismissalDuration: TimeInterval = 0.25

    /// Whether a tapped action's handler runs after the alert's dismissal has finished (true: as observed on iOS,
    /// the handler can present another controller at once) or when the tap ends, before the dismissal (false).
    public var alertHandlerRunsAfterDismissal = true

    /// An action sheet's margin from the screen's sides and (above the safe area) its bottom, in points. It is as
    /// wide as the screen's shorter side less the margins.
    public var actionSheetMargin: CGFloat = 8
    /// The gap between an action sheet's buttons and its cancel button's group, in points.
    public var actionSheetCancelGap: CGFloat = 8

    /// An action sheet's corner radius, in points.
    public var actionSheetCornerRadius: CGFloat = 13

    /// The height of an action sheet's buttons, in points.
    public var actionSheetButtonHeight: CGFloat = 57
    /// The title size of an action sheet's buttons, in points (regular; semibold for cancel).
    public var actionSheetButtonFontSize: CGFloat = 20

    /// The size of an action sheet's title (semibold) and message (regular), both grey, in points.
    public var actionSheetHeaderFontSize: CGFloat = 13
    /// The space above an action sheet's title and below its message, in points.
    public var actionSheetHeaderInset: CGFloat = 14

    /// The background of an action sheet's cancel group (opaque: white in light, dark grey in dark).
    public var actionSheetCancelBackground: UIColor = .secondarySystemGroupedBackground

    /// Whether a tap on the dimmed area around an action sheet that has a cancel action taps that action (true, as
    /// iOS 13 and later do on iPhone); an alert ignores such taps either way.
    public var actionSheetOutsideTapCancels = true

    // MARK: Images

    /// `UIImage(systemName:)`: Apple's SF Symbols cannot be shipped, so Flipbook draws these common symbols from
    /// paths of its own (round-capped strokes, outline and `.fill` forms); any other name gives nil, as UIKit does
    /// for an unknown name. The list is what `SystemSymbol.all` draws.
    public let systemSymbolsAreFlipbooksOwn = [
        "arrow.down", "arrow.left", "arrow.right", "arrow.up", "checkmark", "checkmark.circle.fill", "chevron.down",
        "chevron.left", "chevron.right", "chevron.up", "circle", "circle.fill", "ellipsis", "heart", "heart.fill",
        "house", "info.circle", "line.3.horizontal", "magnifyingglass", "minus", "pause.fill", "play.fill", "plus",
        "plus.circle.fill", "sidebar.left", "square.and.arrow.up", "star", "star.fill", "trash", "xmark",
        "xmark.circle.fill",
    ]

    /// `UIImage(named:…)` and `UIImage(systemName:…)` are main-actor isolated here (UIKit's are thread-safe): they
    /// read the stage's display scale and these choices and report unreadable files on the stage's clock. Swift 5-mode
    /// app code calls them from anywhere, as UIKit's `@preconcurrency` leniency allows; `UIImage(contentsOfFile:)`
    /// and `UIImage(data:)` stay callable from any thread (they return nil for a file that is not a valid PNG).
    public let imageLoadingIsMainActorIsolated = true

    /// A symbol's point size without a configuration (UIKit's default: the body text size, 17).
    public var symbolDefaultPointSize: CGFloat = 17

    /// The stroke width of a regular-weight symbol as a fraction of its point size.
    public var symbolRegularStrokeWidth: CGFloat = 0.09

    /// The stroke width of each `UIImage.SymbolWeight` relative to regular, by raw value (unspecified, ultraLight,
    /// thin, light, regular, medium, semibold, bold, heavy, black).
    public var symbolWeightStrokeFactors: [CGFloat] = [1, 0.35, 0.5, 0.75, 1, 1.2, 1.4, 1.65, 2, 2.3]

    /// How much smaller and larger than the point size the `.small`, `.medium` and `.large` symbol scales draw.
    public var symbolScaleFactors: [CGFloat] = [0.8, 1, 1.3]

    // MARK: Split views, motion effects

    /// The width of an expanded `UISplitViewController`'s primary column, in points (at most half the width; iOS
    /// gives about 320 on an iPad).
    public var splitPrimaryColumnWidth: CGFloat = 320

    /// A stage has no device motion: `UIInterpolatingMotionEffect`s and `UIMotionEffectGroup`s added with
    /// `addMotionEffect(_:)` are kept in `motionEffects` (and can be removed) but never move the view, as on a
    /// device lying still (the motion's offset is zero, so every key path stays at its model value).
    public let motionEffectsRecordedWithoutEffect = true

    // MARK: Environment

    /// `UIDevice.current.systemVersion` on every stage (settable per stage in ``StageEnvironment``).
    public var simulatedSystemVersion = "17.0"

    /// `impactOccurred(intensity:)` clamps the intensity to 0…1 as UIKit documents the range; a NaN plays at 1
    /// and is reported in the clock's diagnostics.
    public let hapticIntensityClamped = true

    /// A running `UIViewPropertyAnimator`'s animations run on their layers' local time, as the Core Animation
    /// animations UIKit makes for it do (a window's `layer.speed = 0.5` plays them at half speed). Each layer's
    /// time is stamped when the animator starts running; the animator completes when every animated layer's
    /// time has reached the end (never while one stands still), and its own `fractionComplete` reads the time
    /// of the first layer it animates. A paused animator is driven by `fractionComplete` alone, as in UIKit.
    /// Where UIKit keeps the animator's bookkeeping is private; this follows what is seen on screen.
    public let propertyAnimatorsFollowLayerTime = true

    /// Layer timing (`speed`, `timeOffset`, `beginTime`): Core Animation accepts any number (a negative speed
    /// plays backwards). A NaN or infinite value is refused: the property keeps its value and the problem,
    /// naming the property, goes to the clock's diagnostics (UIKit's setters cannot throw).
    public let layerTimingRefusesNonFiniteValues = true

    // MARK: Images and fonts

    /// `UIFont(name:size:)` with a size that is not finite and positive gives a 12-point font (UIKit's default
    /// size for text without one); the name still chooses the weight. Flipbook has one built-in face, so any
    /// non-empty name gives a font.
    public let invalidFontSizeIsTwelvePoints = true

    /// A template image (or one made with `withTintColor(_:)`) is drawn as its alpha filled with the colour,
    /// each pixel's coverage kept: UIKit's documented effect, with Flipbook's rounding (`round(c · a · 255)`).
    /// `UIImageView`, `.system` buttons and tab bars draw `.automatic` images as templates where UIKit does
    /// (buttons and bars) and as originals in image views.
    public let templateImagesFillCoverage = true

    // MARK: Colours

    /// `CGColor`s compare by their sRGB components and alpha: `CGColor(gray: 0.5, alpha: 1)` equals
    /// `CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)`. Core Graphics' `CFEqual` also compares the colour
    /// spaces; Flipbook draws everything in sRGB and layers keep the painter's sRGB value, so a grey colour read
    /// back from a layer (`layer.borderColor`) is an RGB one with the same components, and stays equal to the
    /// colour that was set.
    public let cgColorsCompareBySRGBValue = true

    /// `UIColor` and `UIFont` are open classes, as in UIKit, but not `NSObject` subclasses: on Linux,
    /// swift-corelibs-foundation crashes (`CFBasicHashesAreEqual` halts) when an attributed string that began
    /// empty merges runs whose attribute values are distinct instances of an `NSObject` subclass from outside
    /// Foundation (`s.append(NSAttributedString(string:attributes: [.foregroundColor: UIColor(…)]))` twice), a
    /// common app-code pattern. As plain Swift classes they keep UIKit's API (`isEqual(_:)`, `hash`, `copy()`,
    /// `NSCopying`, `==` by value) and merge runs by value. App code that casts them to `NSObject` does not compile.
    /// `UIColor`'s component initialisers (`init(red:green:blue:alpha:)`, `white`, `hue`, `cgColor`) are
    /// `required`, so that `Self(red:…)` in a protocol conformance compiles as with UIKit's Objective-C class; a
    /// subclass that declares its own designated initialiser must then implement them.
    public let colorsAndFontsAreNotNSObjects = true

    /// Where Core Animation takes a `CGColor` as an `Any` (`CABasicAnimation` values, `setValue(_:forKey:)`,
    /// `CAGradientLayer.colors`), a `UIColor` is taken as its ``UIColor/cgColor``. On a device such a value is
    /// not a `CGColor` and does not draw; a port's tests see the colour the code meant instead.
    public let uiColorsStandInForCGColorsInLayerValues = true

    // MARK: Layers and Core Animation

    /// `CALayer.init()` is `required` (Core Animation's is not): without the Objective-C runtime a view can
    /// make an instance of its `layerClass` only through a required initialiser. A layer subclass that
    /// overrides `init()` writes `required override init()`; one that adds only convenience initialisers
    /// inherits it.
    public let layerInitIsRequired = true

    /// `insertSubview(_:at:)` (and `insertSubview(_:aboveSubview:)`/`belowSubview:`) puts the view's layer
    /// just below the layer of the subview that follows it, else just above the one before it, else below
    /// every sublayer; `addSubview` and `bringSubviewToFront` put it on top of every sublayer,
    /// `sendSubviewToBack` below every sublayer. UIKit keeps subview and sublayer
    /// order consistent without documenting where views go among free-standing sublayers; with no such
    /// sublayers every reading agrees.
    public let subviewIndexPlacesLayerBelowNextSubview = true

    /// The timing function of implicit layer animations when the transaction sets none. Core Animation's
    /// default action is documented as using the transaction's timing function, whose default is not
    /// stated; `.default` (control points 0.25, 0.1, 0.25, 1) is what implicit animations are observed to use.
    public var implicitAnimationTimingFunction: CAMediaTimingFunctionName = .default

    /// A free-standing layer animates property changes implicitly only once it has been drawn in a frame
    /// and is in a layer tree (Core Animation animates layers that have a presentation layer; a layer set up
    /// before it is first shown appears in its final state).
    public let implicitAnimationNeedsPresentedLayer = true

    /// An animation between values that cannot be interpolated into each other (paths with other elements,
    /// colour lists of other lengths) shows the model value for its whole duration, as if the change were
    /// not animated; Core Animation calls the result undefined.
    public let mismatchedValuesShowModelValue = true

    /// `contentsGravity` `.top`, `.topLeft`, … place the image at the top of the screen. Core Animation names
    /// the edges in the layer's own (y-up) space and iOS layers are not geometry-flipped, so `.top` is
    /// reported to land at the bottom on devices; Flipbook reads the names as UIKit users mean them.
    public let contentsGravityTopIsScreenTop = true

    /// `shouldRasterize` does not change pixels: a rasterized layer is drawn as if its bitmap had the screen's
    /// scale, whatever `rasterizationScale` says. On a device a `rasterizationScale` below the screen's scale
    /// blurs the layer (apps set it to `UIScreen.main.scale` to avoid that); Flipbook has no layer bitmaps, and
    /// draws the layer as the apps that set the scale see it.
    public let rasterizationDrawsAtScreenScale = true

    /// `UIBezierPath.addArc` (and `init(arcCenter:…)`) with end and start angles a non-zero whole number of turns
    /// apart draws the whole circle, whichever way `clockwise` says; otherwise the arc turns from the start to
    /// the end angle in the given direction. iOS draws `startAngle: 0, endAngle: 2 * .pi, clockwise: false` as a
    /// full circle (activity-indicator libraries rely on it), which reading the direction strictly would make
    /// an empty arc; the documentation does not say.
    public let wholeTurnArcsAreCircles = true

    /// In the dismissal of a `.custom` presentation, `finalFrame(for:)` of the leaving (presented) controller is
    /// its presentation controller's `frameOfPresentedViewInContainerView`, not `.zero`. UIKit documents only
    /// that the value "might be" `.zero` for a view being removed (it is, for navigation and full-screen
    /// transitions); open-source presentation libraries (Jelly, Presentr, SPStorkController) size and place the
    /// leaving sheet from it and work on devices, which they could not with `.zero`.
    public let customDismissalFinalFrameIsPresentedFrame = true

    /// `CALayer.value(forKey:)` returns what Core Animation's key-value coding returns: `NSNumber` for numbers,
    /// `NSValue` for points, sizes, rectangles and 3D transforms (`transform.translation` as a size), colours
    /// and paths as themselves. A value of the wrong type given to `setValue(_:forKey:)` for a layer property
    /// (an exception in Core Animation) is reported and ignored; keys that are not layer properties store any
    /// value, as Core Animation's do.
    public let layerKeyValueCodingBoxesLikeCoreAnimation = true

    /// `CALayer.contentsRect` shows the part of the image between the nearest whole pixels to its edges (a
    /// sprite sheet's frames, the usual use, fall on whole pixels); Core Animation samples the part at its exact
    /// edges. Beyond the image the edge pixels extend, as Core Animation documents.
    public let contentsRectCropsWholePixels = true

    /// With `magnificationFilter = .nearest`, contents drawn at least twice their pixel size are enlarged by
    /// the largest whole factor that fits (each pixel a sharp block) before the painter's linear filter scales
    /// them the rest of the way, so only the blocks' borders blend (over less than a pixel); Core Animation
    /// samples the nearest pixel exactly. Smaller enlargements and `minificationFilter` draw linearly.
    public let nearestFilterEnlargesByWholeFactors = true

    /// `UISpringTimingParameters.initialVelocity`: position animations (`center`, the origin of `frame`) use
    /// `dx` for x and `dy` for y, as UIKit documents; every other property (sizes, alpha, transforms, colours)
    /// uses `dx`, which UIKit does not document. A spring that runs until settled runs until both axes settle.
    public let springVelocityDyOnlyForPositionY = true

    /// `UIVibrancyEffect` in a `UIVisualEffectView`: the view draws no backdrop of its own and its content
    /// view as it is (UIKit makes the content vivid against the blur of the effect view below, with private
    /// filters).
    public let vibrancyDrawsContentUnchanged = true

    /// `CAReplicatorLayer.instanceColor` and the colour offsets multiply the copies' colours in Core
    /// Animation; Flipbook fades each copy by the colour's alpha plus `instanceAlphaOffset` per copy and leaves
    /// the red, green and blue components as the sublayers draw them (activity indicators use the alpha).
    public let replicatorInstanceColorFadesOnly = true

    /// `CGContext.drawRadialGradient` draws the circles around `endCenter` from `startRadius` to `endRadius`;
    /// Core Graphics moves the centre from `startCenter` to `endCenter` as the radius grows (a cone). The two
    /// agree for the usual concentric gradient.
    public let radialGradientsShareTheEndCenter = true

    /// `CGContext.setBlendMode(_:)` and `UIBezierPath.fill(with:alpha:)`'s blend mode are kept, but every
    /// drawing in a context composites normally (source over): Raster's compositor has no other blend modes.
    public let contextBlendModesDrawNormally = true

    // MARK: Paths, gradients, masks and blur (painted by Raster)

    /// A dashed stroke with `strokeStart`/`strokeEnd` keeps its dashes where the pattern puts them on the whole
    /// path (the pattern restarting at each subpath, as Core Graphics does): trimming hides parts of the dashed
    /// line instead of re-dashing what is left, so animating `strokeEnd` reveals dashes in place. Core Animation
    /// does not document the order. (Raster's `PathDasher`; tested in `PathCoverageTests`.)
    public let dashesStayInPlaceWhenTrimmed = true

    /// `CGPath.addRoundedRect(in:cornerWidth:cornerHeight:)` starts on the right edge just below the top-right
    /// corner and runs in increasing angle, as `addEllipse(in:)` runs from (maxX, midY): where a path starts only
    /// shows in `strokeStart`/`strokeEnd` and dashes, and Core Graphics does not document it. (Geometry's
    /// `VectorPath.roundedRect`.)
    public let roundedRectPathStartsOnTheRightEdge = true

    /// A `CAGradientLayer`'s gradient is rounded by `cornerRadius` like its background colour (without
    /// `masksToBounds`), the end colours extend beyond the first and last locations, and colours are interpolated
    /// in straight (not premultiplied) components, so a fade from `.clear` darkens as observed on iOS.
    /// (Raster's `GradientShader`; tested in `PaintedContentTests`.)
    public let gradientsFollowTheBackgroundShape = true

    /// A layer's `mask` masks its shadow too (Core Animation renders the masked layer, shadow included, then
    /// applies the mask's alpha). (Raster's `LayerPainter.drawMasked`; tested in `PaintedContentTests`.)
    public let masksApplyToShadows = true

    /// A backdrop blur's radius is the Gaussian's standard deviation in points (as Flipbook takes
    /// `shadowRadius`), the blur extends the pixels at the screen's edge instead of darkening there, and inside
    /// an offscreen group (a faded group, a masked layer, a 3D subtree) it sees only what that group painted
    /// before it. UIKit's blur is private. (Raster's `BackdropFilter`; tested in `PaintedContentTests`.)
    public let backdropBlurRadiusIsTheStandardDeviation = true

    /// A backdrop blur is computed at reduced resolution, as UIKit's backdrop layers effectively blur: the
    /// backdrop is reduced by the largest power of two up to σ / 3 (block averages), blurred there by three box
    /// passes approximating the Gaussian, its saturation changed and the style's tint drawn over it, then enlarged
    /// with bilinear filtering. The tint is part of the blurred layer, so fading the effect view fades both
    /// together. (Raster's `BackdropFilter`; tested in `BackdropFilterTests`.)
    public let backdropBlurIsReducedThenEnlarged = true

    /// Setting `UIVisualEffectView.effect` inside an animation block animates the blur in or out (from or to
    /// no effect), as iOS does: the radius grows from 0, the saturation from 1 and the tint's alpha from 0 along
    /// the block's timing. Between two blur effects the radius, saturation and tint (in straight components) go
    /// from the old style's values to the new one's along the block's timing; UIKit animates its private filter
    /// values, which Apple does not publish. (UIKitCompat's `UIVisualEffectView`; tested in
    /// `VisualEffectAnimationTests`.)
    public let visualEffectAnimatesBlurAmount = true

    /// A layer without a `shadowPath` casts the shadow of its alpha, as Core Animation does ("the layer's
    /// composited alpha channel"): the alpha of the layer and its sublayers, blurred. So an image's transparent
    /// pixels cast nothing, a clear container casts its subviews, a half-transparent background casts a
    /// half-dark shadow, a border alone casts its ring, and subviews hanging over the edge (a badge) cast theirs.
    /// A layer with an opaque background (or an opaque gradient) whose sublayers stay inside its bounds' rounded
    /// shape (off the squares of its rounded corners) casts that shape, which is that alpha, and a shape layer
    /// its path. (Raster's `LayerPainter.drawContentShadow`; tested in
    /// `ContentShadowTests` against Pillow's Gaussian blur.)
    public let contentShadowFollowsAlpha = true

    /// `CAKeyframeAnimation.continuityValues`: Core Animation's documentation says positive values give sharper
    /// corners and negative values inverted ones, the opposite of Kochanek and Bartels' own sign (where −1 makes
    /// corners); Flipbook follows the documentation and negates the value. `tensionValues` and `biasValues`
    /// take Kochanek and Bartels' signs, which agree with the documentation. (UIKitCompat's `KeyframePath`;
    /// tested in `KeyframeTCBTests`.)
    public var keyframeContinuityPositiveIsSharper = true

    // MARK: Blur effects

    /// The blur of a ``UIBlurEffect`` style: Gaussian standard deviation in points, saturation and tint.
    /// Apple publishes none of these; they are chosen to look like the styles on iOS 17: every style blurs
    /// with σ = 20 pt and raises saturation to 1.8 (the "vibrant" look of materials); the tint carries the
    /// style. Light styles tint with white, dark ones with a dark grey (0.11); the tint's alpha grows with the
    /// material's thickness (ultra thin 0.35, thin 0.55, regular material 0.7, thick 0.85, chrome 0.75).
    /// `.light` tints white at 0.3, `.extraLight` white at 0.7, `.dark` grey at 0.73, `.prominent` white at
    /// 0.6 (dark: grey at 0.85); `.regular` and the materials without Light/Dark follow the traits'
    /// interface style.
    public func blurMaterial(for style: UIBlurEffect.Style, dark: Bool)
        -> (radius: CGFloat, saturation: CGFloat, tint: Color)
    {
        let white = Color(white: 1.0, alpha: 1.0), grey = Color(white: 0.11, alpha: 1.0)
        func tint(_ isDark: Bool, _ alpha: Double) -> Color { (isDark ? grey : white).withAlphaComponent(alpha) }
        let alpha: Double
        var isDark = dark
        switch style {
        case .extraLight: return (20, 1.8, white.withAlphaComponent(0.7))
        case .light: return (20, 1.8, white.withAlphaComponent(0.3))
        case .dark: return (20, 1.8, grey.withAlphaComponent(0.73))
        case .regular: alpha = dark ? 0.73 : 0.3
        case .prominent: alpha = dark ? 0.85 : 0.6
        case .systemUltraThinMaterial: alpha = 0.35
        case .systemThinMaterial: alpha = 0.55
        case .systemMaterial: alpha = 0.7
        case .systemThickMaterial: alpha = 0.85
        case .systemChromeMaterial: alpha = 0.75
        case .systemUltraThinMaterialLight: alpha = 0.35; isDark = false
        case .systemThinMaterialLight: alpha = 0.55; isDark = false
        case .systemMaterialLight: alpha = 0.7; isDark = false
        case .systemThickMaterialLight: alpha = 0.85; isDark = false
        case .systemChromeMaterialLight: alpha = 0.75; isDark = false
        case .systemUltraThinMaterialDark: alpha = 0.35; isDark = true
        case .systemThinMaterialDark: alpha = 0.55; isDark = true
        case .systemMaterialDark: alpha = 0.7; isDark = true
        case .systemThickMaterialDark: alpha = 0.85; isDark = true
        case .systemChromeMaterialDark: alpha = 0.75; isDark = true
        }
        return (20, 1.8, tint(isDark, alpha))
    }

    /// `UIBezierPath(roundedRect:cornerRadius:)` and `byRoundingCorners:` draw quarter-circle corners
    /// (UIKit's are a continuous curve since iOS 7, whose exact form is private); the corner radius is at
    /// most half the shorter side and `cornerRadii.height` is ignored, as in UIKit.
    public let bezierRoundedRectCornersAreCircular = true

    /// UIKit's optional protocol methods (`@objc optional`) can be missing, and app code's optional-chained call
    /// (`delegate?.scrollViewDidScroll?(scrollView)`, `delegate?.tabBarController?(self, shouldSelect: vc)`)
    /// then gives nil without calling anything. Swift without the Objective-C runtime has no optional
    /// requirements, so every such method has a default implementation, and the optional-chained form (a
    /// property of the method's base name, ``OptionalRequirementCall``) always calls: the conformer's method or
    /// the default. The defaults do what UIKit does when the method is missing (nothing, true for the `should…`
    /// questions, nil for animators), so `?? default` and `if let` code behave alike; only code that tests
    /// whether the method is there (`delegate?.scrollViewDidScroll == nil`) sees it always present.
    public let optionalRequirementsAlwaysAnswer = true

    // MARK: Real app code (round 10 sample)

    /// `UIViewPropertyAnimator()` (UIKit inherits `init()` from `NSObject`; app code uses it for a placeholder
    /// animator it replaces before use) makes an inactive animator of duration 0 along `UICubicTimingParameters()`
    /// (ease in, ease out). UIKit does not document what it sets; an animator that is started anyway finishes at
    /// once, as a zero-duration animation does.
    public let emptyPropertyAnimatorInit = true

    /// The screen's coordinate spaces (`UIScreen.main.coordinateSpace`, `fixedCoordinateSpace`) are the windows'
    /// own space: the stage's windows fill the screen at its origin and the screen does not rotate, so converting a
    /// view's point to the screen gives `view.convert(point, to: nil)`, and the fixed space is the same space.
    public let screenSpaceIsTheWindowSpace = true

    /// `UICollectionViewController(nibName:bundle:)` (and `init?(coder:)`) without a layout gives its collection
    /// view a `UICollectionViewFlowLayout`, the layout a storyboard's collection view controller starts with. UIKit
    /// raises an exception when a collection view is made without a layout; there is no nib here to give one.
    public let collectionViewControllerWithoutLayoutFlows = true

    /// `UICollectionView.reloadItems(at:)` replaces the reloaded items' cells at the next layout without UIKit's
    /// cross-fade between the old and the new cell (whose timing UIKit does not document).
    public let reloadedItemsDoNotCrossfade = true

    /// `UICollectionView.setCollectionViewLayout(_:animated:)` animates; UIKit does not publish how. Flipbook's
    /// choice (the only option implemented): the cells on screen before and after move, resize and fade from
    /// their old attributes to their new ones in one `UIView` animation of ``collectionLayoutChangeDuration``
    /// (ease in-out); cells that appear fade in from alpha 0 at their new place; cells that leave the screen are
    /// removed at once. Without animation the completion is called at once.
    public let collectionLayoutChangeAnimation = "one UIView animation, old attributes to new"

    /// The duration of ``collectionLayoutChangeAnimation``: 0.3 s, UIKit's usual animation duration.
    public var collectionLayoutChangeDuration: TimeInterval = 0.3

    /// A layout that places a supplementary view (a flow layout's header or footer) when the data source has no
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)` gets an empty `UICollectionReusableView` there and
    /// a report on the clock; UIKit raises an exception.
    public let missingSupplementaryViewIsEmpty = true

    /// A tab bar item without an image (`UITabBarItem(title:image:tag:)` with `image: nil`) shows only its title, as
    /// UIKit documents; the title keeps its place below the empty image area (UIKit does not document whether it
    /// moves up), and a badge sits where the image's top trailing corner would be.
    public let imagelessTabBarItemKeepsTitlePlace = true

    /// How a batch of collection view updates (`performBatchUpdates`, `insertItems`, `deleteItems`, `moveItem`,
    /// the section forms) animates; UIKit does not publish it. Flipbook's choice: one `UIView` animation of
    /// ``collectionBatchUpdateDuration`` (ease in-out) in which every cell on screen moves from its place before
    /// the update to its new one; a cell that appears starts at the layout's
    /// `initialLayoutAttributesForAppearingItem(at:)` (nil: at its final attributes) and a deleted one ends at
    /// `finalLayoutAttributesForDisappearingItem(at:)` (nil: where it is) and is removed when the animation ends.
    /// A flow layout fades inserted items in and deleted items out (alpha 0), as UIKit's does. Cells of items that
    /// move off screen are removed at once. Inconsistent counts (where UIKit raises) are reported and the data
    /// reloaded; the completion then gets false.
    public let collectionBatchUpdateAnimation = "one UIView animation; flow layouts fade insertions and deletions"

    /// The duration of ``collectionBatchUpdateAnimation``: 0.3 s, UIKit's usual animation duration.
    public var collectionBatchUpdateDuration: TimeInterval = 0.3

    /// The unit of the velocity passed to `UICollectionViewLayout.targetContentOffset(forProposedContentOffset:
    /// withScrollingVelocity:)`: points per millisecond, the same value the scroll view delegate's
    /// `scrollViewWillEndDragging` gets (what developers observe; Apple's page says points per second). The
    /// layout is asked first and the delegate then sees the layout's answer, as in UIKit.
    public let layoutScrollTargetVelocityUnit = "points per millisecond"

    /// Text shadows (`NSShadow` in attributed text, `UILabel.shadowColor`/`shadowOffset`): every run of characters
    /// casts its shadow under itself, the shadow of its glyphs' coverage moved by the offset, in the shadow's colour
    /// (nil: black at a third opacity, as UIKit documents for `NSShadow`). `shadowBlurRadius` blurs it as a layer's
    /// `shadowRadius` of the same value does (UIKit does not publish how Core Text's blur compares). A label's
    /// shadow is not blurred (documented) and applies where the attributed text has no `.shadow` of its own (not
    /// documented). A shadow of a later run may fall on an earlier run's glyphs.
    public let textShadowDrawing = "per run, under the run's glyphs; blur as a layer's shadowRadius"

    /// A stage's app has view-controller-based status bar appearance (UIKit's default: the Info.plist key
    /// `UIViewControllerBasedStatusBarAppearance` absent or YES). So, as in UIKit then, the deprecated app-wide
    /// setters (`UIApplication.isStatusBarHidden`/`statusBarStyle`, `setStatusBarHidden(_:with:)`,
    /// `setStatusBarStyle(_:animated:)`) change nothing; Flipbook reports each call on the clock.
    public let statusBarAppearanceIsViewControllerBased = true

    /// `CALayer.isDoubleSided = false` hides a layer whose own `transform` faces away from the viewer (the normal
    /// of its plane, transformed, points into the screen). Only the layer's own transform counts, not its
    /// ancestors' transforms or their perspective (Core Animation's exact rule, in the accumulated space, is not
    /// published); a layer that flips with a superlayer's transform stays visible.
    public let doubleSidedFacing = "the layer's own transform"

    /// `UIView.perform(.delete, on:options:animations:completion:)`: UIKit does not publish what its system
    /// delete animation looks like. Flipbook fades the views to alpha 0 in one `UIView` animation of
    /// ``systemDeleteAnimationDuration`` with the caller's options (the parallel animations share it), removes
    /// them from their superviews when it ends and sets their alpha back, so a view added again shows.
    public let systemDeleteAnimation = "fade out, remove, alpha restored"

    /// The duration of ``systemDeleteAnimation``: 0.3 s, UIKit's usual animation duration.
    public var systemDeleteAnimationDuration: TimeInterval = 0.3

    /// `UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds`: a section's header sits at the top of the
    /// visible area (the bounds less the adjusted content inset) while its section is in view, never above its
    /// own place and never below the end of its section's items (the next section pushes it away); footers
    /// likewise at the bottom. A pinned element gets `zIndex` 1024 (UIKit does not publish its value) so it draws
    /// above the cells, and every bounds change invalidates the layout.
    public let pinnedSectionHeaders = "top of the adjusted visible area, within the section; zIndex 1024"

    /// `NSAttributedString.boundingRect(with:options:context:)` and the `NSString`/`String` forms measure with the
    /// layout labels draw with (line boxes of 1.2 em, the built-in font's advances), not Core Text's glyph
    /// bounds: with `.usesLineFragmentOrigin` wrapped at the width from (0, 0); without, one line from its
    /// baseline. The height is never cut to the given height (UIKit's is not either for the common
    /// `.greatestFiniteMagnitude`; for a smaller height UIKit's rule is not published).
    public let stringDrawingMeasurement = "the label layout's line boxes; height not cut"
}
