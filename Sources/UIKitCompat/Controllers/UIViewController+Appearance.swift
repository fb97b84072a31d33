import Foundation

/// Where a controller is in its appearance cycle.
enum AppearanceState: Equatable {
    case disappeared, appearing, appeared, disappearing
}

extension UIViewController {
    /// Calls ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)`` if the state allows, then forwards to the
    /// children shown in this controller's view.
    ///
    /// Forwarding order (UIKit leaves it undocumented; chosen and kept here): the parent's callback first,
    /// then its children's, for both will- and did-callbacks.
    func performBeginAppearance(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        }
        for child in childrenForAppearanceForwarding { child.performBeginAppearance(isAppearing, animated: animated) }
    }

    /// Calls ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)`` to end the change begun before.
    func performEndAppearance() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in childrenForAppearanceForwarding { child.performEndAppearance() }
    }

    /// Both halves at once (a change without animation).
    func performAppearance(_ isAppearing: Bool, animated: Bool) {
        performBeginAppearance(isAppearing, animated: animated)
        performEndAppearance()
    }

    /// True while the controller is on screen or appearing.
    var isAppearingOrAppeared: Bool { appearanceState == .appearing || appearanceState == .appeared }
}
