import Transitions

extension Stage {
    /// True when nothing on the stage will change by itself any more: no animation or property animator is
    /// running, no one-shot block is scheduled (``VirtualClock/isIdle``). A scenario's recording ends at the
    /// first frame at which this holds after its last action.
    var hasSettledForRecording: Bool { clock.isIdle }
}
