/// Why a render could not run or finish. Each case names the path or value at fault.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// A setting with a bad value, named with its value (jobs, queue capacity, an override).
    case invalidSetting(String)
    /// The output folder (or a file in it) cannot be written: the path and why.
    case unwritableOutput(String, String)
    /// Painting, encoding or writing one frame failed.
    case frameFailed(ScenarioID, frame: Int, String)

    public var description: String {
        switch self {
        case .invalidSetting(let problem): return problem
        case .unwritableOutput(let path, let reason): return "cannot write to \(path): \(reason)"
        case .frameFailed(let id, let frame, let reason): return "scenario \(id), frame \(frame): \(reason)"
        }
    }
}
