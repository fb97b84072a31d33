// App code in Swift 6 language mode (this target's) using UIKit's timing spellings with only UIKitCompat
// imported: the same-signature declarations in UIKitCompat shadow Foundation's and Dispatch's without
// ambiguity. Timer blocks are @Sendable as in Foundation, so main-actor work inside them is spelled as Swift 6
// code for UIKit spells it (`MainActor.assumeIsolated`).

import UIKitCompat

/// A view that fades in steps on the main queue and a timer, written as Swift 6 app code is.
@MainActor
final class Swift6TimedFader {
    let view = UIView()
    private(set) var steps: [Double] = []

    /// Halves the alpha on the next turn, again 0.2 s later (a nested delay), and on a 0.1 s repeating timer
    /// that stops once three steps were made; records `CACurrentMediaTime()` at every step.
    func start() {
        DispatchQueue.main.async {
            self.step()
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { self.step() }
        }
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
            let done = MainActor.assumeIsolated {
                self.step()
                return self.steps.count >= 3
            }
            if done { timer.invalidate() }
        }
    }

    private func step() {
        view.alpha /= 2
        steps.append(CACurrentMediaTime())
    }
}
