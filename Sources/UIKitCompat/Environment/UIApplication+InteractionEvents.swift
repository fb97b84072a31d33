import Foundation

extension UIApplication {
    /// Stops delivering touches (UIKit's deprecated `beginIgnoringInteractionEvents()`, which transition
    /// libraries call while an animation runs). Calls nest: touches are delivered again once every call is
    /// balanced by ``endIgnoringInteractionEvents()``. A finger that goes down meanwhile is ignored until it
    /// lifts; fingers already down go on (``UIKitChoices/ignoredInteractionEvents``).
    public func beginIgnoringInteractionEvents() {
        StageEnvironment.current.ignoredInteractionEventsDepth += 1
    }

    /// Balances one ``beginIgnoringInteractionEvents()``; an end without a begin is reported and ignored.
    public func endIgnoringInteractionEvents() {
        let environment = StageEnvironment.current
        guard environment.ignoredInteractionEventsDepth > 0 else {
            return VirtualClock.current.report(
                "UIApplication.endIgnoringInteractionEvents() without a matching begin; ignored")
        }
        environment.ignoredInteractionEventsDepth -= 1
    }

    /// Whether touches are being ignored (a ``beginIgnoringInteractionEvents()`` not yet ended).
    public var isIgnoringInteractionEvents: Bool { StageEnvironment.current.ignoredInteractionEventsDepth > 0 }
}
