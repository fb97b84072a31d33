import Transitions

extension Stage {
    /// True when nothing on the stage will change by itself any more: no animation or property animator is
    /// running, no transition is waiting, no one-shot block or timer is scheduled (``VirtualClock/isIdle``).
    /// A scenario's recording ends at the first frame at which this holds after its last action.
    public var isSettled: Bool { clock.isIdle }
}
