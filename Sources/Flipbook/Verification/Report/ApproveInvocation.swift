/// How the `approve` commands a report shows (``ApproveCommandLine``, in `report.html`) begin and name the report
/// folder: as the person reading the report runs them where the check ran.
///
/// The command line that made the report knows how it was started — the built-in `flipbook`, `swift run
/// card-flipbook` in a package, or the plugin (`swift package --allow-writing-to-package-directory flipbook`) —
/// and says so here, so the command shown is one that works there, not the built-in tool's name.
/// `assertTransition` in `swift test` shows the plugin's form, which finds the package's own executable.
public struct ApproveInvocation: Sendable, Equatable {
    /// The program the command starts with, as shell words (quoted where needed): `flipbook`,
    /// `swift run card-flipbook`, `swift package --allow-writing-to-package-directory flipbook`.
    public var program: String
    /// The report folder as the command names it (from where it is run); nil: as the check was given it.
    public var reportFolder: String?

    /// An invocation starting with `program`, naming the report folder as `reportFolder` (nil: as given).
    public init(program: String, reportFolder: String? = nil) {
        self.program = program
        self.reportFolder = reportFolder
    }

    /// The built-in tool on the `PATH`: `flipbook`.
    public static let builtIn = ApproveInvocation(program: "flipbook")

    /// The command plugin's form, which builds and runs the package's executable over `FlipbookCLI`:
    /// `swift package --allow-writing-to-package-directory flipbook`.
    public static let pluginProgram = "swift package --allow-writing-to-package-directory flipbook"

    /// The environment variable naming the program when a launcher knows better than the process itself
    /// (the plugin sets it for the executable it runs): `FLIPBOOK_PROGRAM`.
    public static let environmentVariable = "FLIPBOOK_PROGRAM"
}
