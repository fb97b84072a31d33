import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock on one fixture, so that two processes writing the same fixtures at once (`record`,
/// `approve`) take turns instead of reading each other's half-replaced folders.
///
/// The lock is `flock(LOCK_EX)` on a lock file beside the fixture, `<root>/.<id>.lock`. A check that may write
/// fixtures takes the lock of each scenario before it reads the fixture and keeps it until the fixture is
/// committed or discarded; an approval (``ReportApproval/lockFixtures(_:)``) from reading each fixture until it
/// is replaced. Both take the locks of several fixtures in the order of their ids, so two processes never
/// wait for each other. A second process waits for the lock up to a bounded time (``defaultTimeout``, or
/// ``VerifySettings/lockTimeout``), then fails naming the lock file.
///
/// The lock file is removed by its holder on release. A waiter that then gets the lock on the removed file
/// sees that the path no longer names the file it locked and tries again, so two processes never hold locks on
/// two different files for one fixture. A process killed while holding the lock leaves the file behind, but no
/// lock (the kernel drops it), and the next holder removes the file.
public final class FixtureLock: @unchecked Sendable {
    /// How long a process waits for another to finish with a fixture: 10 minutes.
    public static let defaultTimeout: Double = 600

    /// The lock file, `<root>/.<id>.lock`.
    public let path: String
    private var descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    /// `<root>/.<id>.lock`.
    static func path(for id: ScenarioID, in root: String) -> String { root + "/.\(id.rawValue).lock" }

    /// Takes the lock of `id`'s fixture in `root`, waiting at most `timeout` seconds for another process to
    /// release it.
    public static func acquire(_ id: ScenarioID, in root: String, timeout: Double) throws(VerificationError)
        -> FixtureLock
    {
        let path = path(for: id, in: root)
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeout) * 1e9)
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                let code = errno
                throw .unwritable(
                    path,
                    code == ELOOP
                        ? "the fixture lock file is a symbolic link"
                        : "cannot open the fixture lock file: \(String(cString: strerror(code)))")
            }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                // Still the file the path names (not one removed by the holder we waited for)?
                var locked = stat(), current = stat()
                if fstat(descriptor, &locked) == 0, lstat(path, &current) == 0,
                    locked.st_dev == current.st_dev, locked.st_ino == current.st_ino
                {
                    return FixtureLock(path: path, descriptor: descriptor)
                }
                close(descriptor)
                continue
            }
            let code = errno
            close(descriptor)
            guard code == EWOULDBLOCK || code == EINTR else {
                throw .unwritable(path, "cannot lock the fixture: \(String(cString: strerror(code)))")
            }
            guard DispatchTime.now().uptimeNanoseconds < deadline else {
                throw .unwritable(
                    path,
                    "another flipbook process holds this fixture lock (still after "
                        + "\(ReportNumbers.format(timeout)) s); let it finish, or remove the lock file "
                        + "if no flipbook runs")
            }
            usleep(20_000)
        }
    }

    /// Removes the lock file and releases the lock (once; later calls do nothing).
    public func release() {
        guard descriptor >= 0 else { return }
        unlink(path)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
