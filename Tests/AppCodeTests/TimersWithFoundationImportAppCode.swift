// App code that imports Foundation itself beside the import switch, as many files do: the timing calls still
// compile without ambiguity (UIKitCompat's same-named spellings are disfavoured overloads), and they are
// Foundation's and Dispatch's own — on the wall clock even in a play. Drop `import Foundation` (UIKit and
// UIKitCompat re-export it) to put them on the scenario's clock; see PortingAppCode.

import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// The same timing calls as ``CountdownViewController`` makes, in a file that imports Foundation.
enum FoundationImportingTimers {
    /// `DispatchTime.now()` in nanoseconds.
    static func dispatchNow() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// A one-shot timer, a run-loop timer and two main-queue blocks; returns the timers.
    @MainActor static func schedule(_ view: UIView) -> [Timer] {
        let scheduled = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in }
        let added = Timer(timeInterval: 0.1, repeats: true) { _ in }
        RunLoop.main.add(added, forMode: .common)
        DispatchQueue.main.async { view.alpha = 0.5 }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { view.alpha = 0.25 }
        return [scheduled, added]
    }
}
