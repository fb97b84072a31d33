import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one folder a harness may write in: `$TMPDIR/flipbook-fuzz-XXXXXX/work` (`/tmp` without `TMPDIR`),
/// created on first use, emptied after every input with ``clear()``; the `flipbook-fuzz-XXXXXX` folder is removed
/// when the process exits normally. After a crash it is left for `.ci/fuzz`, which points `TMPDIR` at a folder
/// of its own and removes that.
///
/// ``clear()`` also checks that nothing appeared beside `work` (a write that escaped the folder by `..`).
public enum FuzzFolder {
    /// The folder made with `mkdtemp`, holding only `work`.
    public static let outer: String = {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/flipbook-fuzz-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            fatalError("cannot create a temporary folder in \(base): \(String(cString: strerror(errno)))")
        }
        let created = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
        atexit { try? FileManager.default.removeItem(atPath: FuzzFolder.outer) }
        return created
    }()

    /// The folder's absolute path: `outer/work`.
    public static let path: String = {
        let work = outer + "/work"
        guard mkdir(work, 0o700) == 0 else { fatalError("cannot create \(work): \(String(cString: strerror(errno)))") }
        return work
    }()

    /// `path` + "/" + `name`.
    public static func file(_ name: String) -> String { path + "/" + name }

    /// Writes `bytes` as `name` inside the folder (creating the folders on the way); returns the file's path.
    @discardableResult
    public static func write(_ bytes: some Collection<UInt8>, as name: String) -> String {
        let target = file(name)
        let parent = (target as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: target))
        } catch {
            fatalError("cannot write \(target): \(error)")
        }
        return target
    }

    /// Removes everything inside the folder (links themselves, never what they point to), after checking
    /// that nothing was written beside it.
    public static func clear() {
        let beside = ((try? FileManager.default.contentsOfDirectory(atPath: outer)) ?? []).filter { $0 != "work" }
        fuzzCheck(beside.isEmpty, "written outside the harness's folder: \(beside) in \(outer)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        for name in names { try? FileManager.default.removeItem(atPath: path + "/" + name) }
    }
}
