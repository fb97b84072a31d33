import Foundation

/// Where Auto Layout reports what UIKit logs or raises (unsatisfiable constraints, bad constraints): the
/// current clock's ``VirtualClock/diagnostics``, one entry per message.
@MainActor
enum AutoLayoutLog {
    static func report(_ message: String) { VirtualClock.current.report(message) }
}
