import Foundation

/// A finger's path on the virtual clock: go down, drag over a duration with an easing, hold, release with
/// a velocity, or cancel. Run it with ``Stage/perform(_:at:)``.
///
/// ```swift
/// // Swipe back from the left edge: 0.3 s to a third of the width, release moving right at 600 pt/s.
/// let swipe = TouchScript.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 131, y: 400), duration: 0.3)
///     .release(velocity: CGVector(dx: 600, dy: 0))
/// stage.perform(swipe)
/// ```
///
/// While dragging, a move is delivered every display frame (1 / the clock's `framesPerSecond`) and at the end
/// of each segment; the velocity recognizers read is the path's derivative (0 while holding). Release
/// delivers the end of the touch with the given velocity (by default the velocity at that moment).
public struct TouchScript: Sendable, Equatable {
    /// One step of a script, run in order on the virtual clock.
    public enum Step: Sendable, Equatable {
        /// The finger goes down at the point (in window coordinates); only as the first step.
        case down(at: CGPoint)
        /// The finger moves to the point over `duration` seconds along `curve`.
        case drag(to: CGPoint, duration: TimeInterval, curve: TimingCurve)
        /// The finger stays still for `duration` seconds.
        case hold(duration: TimeInterval)
        /// The finger lifts, moving at the velocity in points per second (nil: as the path moves at that moment).
        case release(velocity: CGVector?)
        /// The system cancels the touch.
        case cancel
    }

    /// The steps, in order.
    public private(set) var steps: [Step]

    /// A script of `steps`, checked when it is performed.
    public init(steps: [Step]) { self.steps = steps }

    /// A touch that goes down at `point`.
    public static func down(at point: CGPoint) -> TouchScript { TouchScript(steps: [.down(at: point)]) }

    /// A touch that goes down at `start` and drags to `end` over `duration` along `curve`.
    public static func drag(
        from start: CGPoint, to end: CGPoint, duration: TimeInterval,
        curve: TimingCurve = .linear
    ) -> TouchScript {
        TouchScript(steps: [.down(at: start), .drag(to: end, duration: duration, curve: curve)])
    }

    /// A tap: down at `point`, still for `duration` seconds (0.1 by default), then up without velocity.
    public static func tap(at point: CGPoint, duration: TimeInterval = 0.1) -> TouchScript {
        TouchScript(steps: [.down(at: point), .hold(duration: duration), .release(velocity: .zero)])
    }

    /// Then drags to `point` over `duration` along `curve`.
    public func drag(to point: CGPoint, duration: TimeInterval, curve: TimingCurve = .linear) -> TouchScript {
        TouchScript(steps: steps + [.drag(to: point, duration: duration, curve: curve)])
    }

    /// Then stays still for `duration`.
    public func hold(_ duration: TimeInterval) -> TouchScript {
        TouchScript(steps: steps + [.hold(duration: duration)])
    }

    /// Then lifts the finger, moving at `velocity` points per second (nil: as it moves at that moment).
    public func release(velocity: CGVector? = nil) -> TouchScript {
        TouchScript(steps: steps + [.release(velocity: velocity)])
    }

    /// Then the system cancels the touch (recognizers end in `.cancelled`).
    public func cancel() -> TouchScript { TouchScript(steps: steps + [.cancel]) }

    /// The script's length in seconds.
    public var duration: TimeInterval {
        steps.reduce(0) { total, step in
            switch step {
            case .drag(_, let d, _), .hold(let d): return total + d
            default: return total
            }
        }
    }
}

/// Bad touch scripts.
public enum TouchScriptError: Error, Equatable, CustomStringConvertible {
    /// The script's first step is not `down(at:)`.
    case mustStartWithDown
    /// A drag or hold step (counted from 0) has a duration that is negative or not finite.
    case invalidDuration(step: Int, duration: TimeInterval)
    /// A step (counted from 0) has a point or release velocity that is not finite.
    case invalidPoint(step: Int)
    /// A step (counted from 0) comes after the release or cancel, or a second `down(at:)`.
    case stepAfterEnd(step: Int)
    /// The script was to start at a time that is not finite or is already past.
    case invalidStartTime(TimeInterval)
    /// `perform(fingers:)` with no scripts.
    case noFingers
    /// A problem of finger `finger` (counted from 0) of a multi-finger script.
    indirect case inFinger(Int, TouchScriptError)

    public var description: String {
        switch self {
        case .mustStartWithDown: return "a touch script must start with down(at:) or drag(from:to:duration:)"
        case .invalidDuration(let step, let d):
            return "touch script step \(step): duration must be finite and ≥ 0, got \(d)"
        case .invalidPoint(let step): return "touch script step \(step): the point must be finite"
        case .stepAfterEnd(let step): return "touch script step \(step) comes after release or cancel"
        case .invalidStartTime(let t): return "touch script start time must be finite and not in the past, got \(t)"
        case .noFingers: return "a multi-finger touch needs at least one finger's script"
        case .inFinger(let finger, let problem): return "finger \(finger): \(problem.description)"
        }
    }
}

extension Stage {
    /// Schedules `script` on the clock, starting at virtual time `time` (now by default). Touches go to the
    /// recognizers of the view under the finger and its ancestors, as in UIKit. Returns the time the script
    /// ends.
    @discardableResult
    public func perform(_ script: TouchScript, at time: TimeInterval? = nil) throws -> TimeInterval {
        try perform(fingers: [script], at: time)
    }

    /// Schedules several fingers together (a pinch, a rotation, a two-finger pan or tap): every finger goes
    /// down at `time` (now by default) and follows its own script; what the fingers do at the same instant is
    /// delivered as one event, as UIKit does. Returns the time the last finger's script ends.
    @discardableResult
    public func perform(fingers scripts: [TouchScript], at time: TimeInterval? = nil) throws -> TimeInterval {
        let start = time ?? clock.now
        guard start.isFinite, start >= clock.now else { throw TouchScriptError.invalidStartTime(start) }
        guard !scripts.isEmpty else { throw TouchScriptError.noFingers }
        for (finger, script) in scripts.enumerated() {
            do {
                try script.validate()
            } catch let error as TouchScriptError where scripts.count > 1 {
                throw TouchScriptError.inFinger(finger, error)
            }
        }
        let fps = clock.framesPerSecond
        var byTime: [TimeInterval: [(finger: Int, change: TouchSession.Change)]] = [:]
        var end = start
        for (finger, script) in scripts.enumerated() {
            let (changes, finish) = script.changes(startingAt: start, framesPerSecond: fps)
            for (when, change) in changes { byTime[when, default: []].append((finger, change)) }
            end = max(end, finish)
        }
        let session = TouchSession(window: window)
        for when in byTime.keys.sorted() {
            let batch = byTime[when]!
            clock.asyncAfter(deadline: when) { session.deliver(batch, at: when) }
        }
        return end
    }
}

extension TouchScript {
    /// Throws the first problem of the steps.
    func validate() throws {
        guard case .down = steps.first else { throw TouchScriptError.mustStartWithDown }
        var ended = false
        for (index, step) in steps.enumerated() {
            if ended { throw TouchScriptError.stepAfterEnd(step: index) }
            switch step {
            case .down(let p):
                if index > 0 { throw TouchScriptError.stepAfterEnd(step: index) }
                guard p.x.isFinite, p.y.isFinite else { throw TouchScriptError.invalidPoint(step: index) }
            case .drag(let p, let d, _):
                guard p.x.isFinite, p.y.isFinite else { throw TouchScriptError.invalidPoint(step: index) }
                guard d.isFinite, d >= 0 else { throw TouchScriptError.invalidDuration(step: index, duration: d) }
            case .hold(let d):
                guard d.isFinite, d >= 0 else { throw TouchScriptError.invalidDuration(step: index, duration: d) }
            case .release(let v):
                if let v, !(v.dx.isFinite && v.dy.isFinite) { throw TouchScriptError.invalidPoint(step: index) }
                ended = true
            case .cancel:
                ended = true
            }
        }
    }

    /// What the finger does and when, from `start`: a move every display frame while dragging and at the end
    /// of each segment, the velocity the path's derivative; and the time the script ends.
    func changes(startingAt start: TimeInterval, framesPerSecond fps: Double)
        -> (changes: [(TimeInterval, TouchSession.Change)], end: TimeInterval)
    {
        var result: [(TimeInterval, TouchSession.Change)] = []
        var t = start
        var location = CGPoint.zero
        var velocity = CGVector.zero
        for step in steps {
            switch step {
            case .down(let p):
                location = p
                result.append((t, .began(p)))
            case .drag(let target, let d, let curve):
                let from = location
                let begin = t
                let count = max(1, Int((d * fps).rounded(.up)))
                for k in 1...count {
                    let time = min(begin + Double(k) / fps, begin + d)
                    let f = d > 0 ? min(1, Double(k) / fps / d) : 1
                    let p = curve.progress(at: f)
                    let point = CGPoint(x: from.x + (target.x - from.x) * p, y: from.y + (target.y - from.y) * p)
                    let slope = d > 0 ? TouchScript.slope(of: curve, at: f) / d : 0
                    let v = CGVector(dx: (target.x - from.x) * slope, dy: (target.y - from.y) * slope)
                    result.append((time, .moved(point, velocity: v)))
                    if k == count { velocity = f >= 1 ? v : velocity }
                }
                location = target
                t = begin + d
            case .hold(let d):
                result.append((t, .stationary))
                velocity = .zero
                t += d
            case .release(let v):
                result.append((t, .ended(location, velocity: v ?? velocity)))
            case .cancel:
                result.append((t, .cancelled))
            }
        }
        return (result, t)
    }
}

extension TouchScript {
    /// The derivative of a curve's progress (per unit fraction) at `f`, numerically.
    static func slope(of curve: TimingCurve, at f: Double) -> Double {
        let h = 1e-4
        let a = max(0, f - h), b = min(1, f + h)
        guard b > a else { return 0 }
        return (curve.progress(at: b) - curve.progress(at: a)) / (b - a)
    }
}
