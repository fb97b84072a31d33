import Foundation

// Dispatch's time constants (`<dispatch/time.h>` on Apple platforms, where `import UIKit` brings them), which
// app code uses to build `DispatchTime` offsets: `.now() + Double(Int64(delay * Double(NSEC_PER_SEC))) /
// Double(NSEC_PER_SEC)`. Linux's Dispatch module does not import them. `UInt64`, as on Apple platforms.

/// Nanoseconds per second (Dispatch's `NSEC_PER_SEC`).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond (Dispatch's `NSEC_PER_MSEC`).
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds per second (Dispatch's `USEC_PER_SEC`).
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond (Dispatch's `NSEC_PER_USEC`).
public let NSEC_PER_USEC: UInt64 = 1_000
