import Foundation

/// The layer class's former name (before layers formed a tree): ``CALayer``.
@available(*, deprecated, renamed: "CALayer")
public typealias Layer = CALayer

#if !canImport(Darwin)
/// Core Foundation's time interval (seconds), as Core Animation's API spells durations.
public typealias CFTimeInterval = Double

/// Darwin's `HUGE` (`math.h`'s `MAXFLOAT`, the largest finite `Float`), as animation code writes an endless
/// animation: `animation.repeatCount = HUGE`. Glibc does not export it to Swift.
public let HUGE: Float = .greatestFiniteMagnitude
#endif

/// `CACurrentMediaTime()`: the current stage's virtual time (never the wall clock).
@preconcurrency @MainActor
public func CACurrentMediaTime() -> TimeInterval { VirtualClock.current.now }

// CAMediaTimingFunction, CAMediaTimingFunctionName and CATransition are Transitions' own
// (LayerTransition/CATransition.swift).

/// Core Animation's corner mask for `layer.maskedCorners` (`.layerMinXMinYCorner` is the top left).
public typealias CACornerMask = CornerMask

/// Core Animation's corner shape for `layer.cornerCurve` (`.circular`, the default, or `.continuous`).
public typealias CALayerCornerCurve = CornerCurve
