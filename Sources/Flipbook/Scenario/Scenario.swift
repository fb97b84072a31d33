import Foundation
import UIKitCompat

/// A named, deterministic script: the screens a device shows, and what happens to them at which virtual
/// times. Rendering a scenario gives the same frames, byte for byte, on every run.
///
/// ```swift
/// let slideIn = Scenario(
///     id: "card-slides-in",
///     summary: "A card slides up from the bottom on a spring",
///     setup: { stage in
///         let card = UIView(frame: CGRect(x: 20, y: stage.window.bounds.height, width: 353, height: 220))
///         card.backgroundColor = .systemBlue
///         stage.window.addSubview(card)
///         return card                                   // what the actions work on
///     },
///     actions: [
///         .at(0, "slide in") { card in
///             UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7,
///                            initialSpringVelocity: 0, options: [], animations: { card.frame.origin.y = 300 })
///         },
///     ]
/// )
/// ```
///
/// The setup runs on a fresh ``Stage`` at virtual time 0; action times count from the start of the script.
/// Frames are recorded from the first action (after ``RecordingRules/leadInFrames`` frames before it) until
/// everything has settled, then ``RecordingRules/holdFrames`` more; ``keep`` chooses which are painted.
public struct Scenario: Sendable {
    /// Names the scenario's folders (`<out>/<id>/frame-0000.png`, `Fixtures/<id>/…`).
    public var id: ScenarioID
    /// One line for `flipbook list`.
    public var summary: String
    /// The screen size and scale the scenario plays on.
    public var device: Device
    /// The interface style of the stage's screen (the system's light or dark setting) while the scenario runs.
    public var userInterfaceStyle: UIUserInterfaceStyle
    /// The app's layout direction while the scenario runs (``Stage/layoutDirection``).
    public var layoutDirection: UITraitEnvironmentLayoutDirection
    /// The user's text size while the scenario runs (``Stage/preferredContentSizeCategory``).
    public var preferredContentSizeCategory: UIContentSizeCategory
    /// The variants the scenario is also checked in (each with its own fixture, ``variant(_:)``); a check of
    /// all scenarios plays each in these too.
    public var variants: [Variant]
    /// The variant this scenario is played in (``Variant/default`` for the scenario as declared).
    public private(set) var variant: Variant = .default
    /// The rate frames are sampled at (the display's own refresh rate, for display links, stays 60 Hz).
    public var framesPerSecond: Double
    /// Lead-in, hold and the longest the scenario may take to settle.
    public var recording: RecordingRules
    /// Which frames a render writes (and a check compares, when neither the check nor a fixture says).
    public var keep: FrameSelection
    /// Which frames a new fixture keeps, when they differ from ``keep`` (nil: ``keep``). A check compares the
    /// frames its fixture kept, whatever this says, unless the check is given its own selection.
    public var fixtureKeep: FrameSelection?
    /// Which frames a new fixture of one of the scenario's variants keeps (nil: ``fixtureKeep``): variants
    /// multiply fixtures, so a catalog may keep fewer frames of each.
    public var variantFixtureKeep: FrameSelection?
    /// Builds the screens on the stage; returns what the actions work on.
    let setup: @MainActor (Stage) throws -> Any
    /// In the order given (``ScenarioPlayer`` sorts them by time, keeping this order for equal times).
    public internal(set) var actions: [ScenarioAction<Any>]

    /// A scenario: `setup` builds the screens on a fresh stage and returns what the `actions` work on; the actions run
    /// at their times, counted from the start of the script. By default it plays on an iPhone 15 in light mode, left to
    /// right, at the large text size, with no variants, at 60 frames a second, with no lead-in or hold frames, and
    /// keeps every frame. Nothing is checked here: a bad value fails when the scenario joins a ``ScenarioRegistry``
    /// or is played (``ScenarioError/invalidScenario(_:_:)``).
    public init<Screens>(
        id: ScenarioID,
        summary: String,
        device: Device = .iPhone15,
        userInterfaceStyle: UIUserInterfaceStyle = .light,
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
        preferredContentSizeCategory: UIContentSizeCategory = .large,
        variants: [Variant] = [],
        framesPerSecond: Double = 60,
        recording: RecordingRules = RecordingRules(),
        keep: FrameSelection = .all,
        fixtureKeep: FrameSelection? = nil,
        setup: @escaping @MainActor (Stage) throws -> Screens,
        actions: [ScenarioAction<Screens>]
    ) {
        self.id = id
        self.summary = summary
        self.device = device
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.variants = variants
        self.framesPerSecond = framesPerSecond
        self.recording = recording
        self.keep = keep
        self.fixtureKeep = fixtureKeep
        self.setup = { stage in try setup(stage) }
        self.actions = actions.map { $0.erased() }
    }

    /// This scenario played in `variant`: its settings replaced by the variant's, its id
    /// `<id>+<variant name>` (``ScenarioID/playing(_:)``), no variants of its own. ``Variant/default`` gives
    /// the scenario itself; a variant of a variant combines both (the later one's settings win).
    public func variant(_ variant: Variant) -> Scenario {
        guard !variant.isDefault else { return self }
        var result = self
        let combined = self.variant + variant
        variant.applySettings(to: &result)
        if let variantFixtureKeep { result.fixtureKeep = variantFixtureKeep }
        result.id = id.base.playing(combined)
        result.variant = combined
        result.variants = []
        return result
    }

    /// The scenario followed by its declared ``variants``, each played (``variant(_:)``).
    public var withDeclaredVariants: [Scenario] {
        [self] + variants.filter { !$0.isDefault }.map { variant($0) }
    }

    /// The times of the actions, earliest first.
    public var actionTimes: [TimeInterval] { actions.filter { $0.expectation == nil }.map(\.time).sorted() }

    /// The problems in the scenario's own values (not its behaviour), or nil.
    func problem() -> String? {
        if summary.isEmpty { return "its summary is empty" }
        if variant.isDefault && id.variantName != nil {
            return "its id contains '+', which joins a scenario's id to a variant's name"
        }
        if Set(variants).count != variants.count { return "a variant is listed twice" }
        if summary.contains("\n") { return "its summary must be one line" }
        if let problem = recording.problem() { return problem }
        for action in actions where !(action.time.isFinite && action.time >= 0) {
            return "action '\(action.name)' has time \(action.time); times must be finite and ≥ 0"
        }
        return nil
    }
}
