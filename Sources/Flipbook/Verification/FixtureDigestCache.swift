import Foundation
import Files
import PNG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What this machine itself found in fixture files, so that a check can skip decoding a file it has read
/// before: for each file, by the ``FrameDigest`` of its bytes, the digests of the frames it holds.
///
/// Since fixtures record their own digests (``ManifestDigest``, part of the reviewed reference), this cache serves
/// the fixtures whose manifests hold none (recorded by older versions) and files whose bytes no longer have their
/// recorded file digest. Nothing is asked of it or noted in it for a frame a manifest digest decided.
///
/// A check reads a fixture file's bytes (a few hundred KB; decoding them costs several times more than
/// painting the frame) and digests them. When this cache knows that file and the digest of the frame just
/// painted equals the one recorded for it, the frame is identical to the fixture's, with no decoding. In every
/// other case — a file never seen here, one changed by a hand edit or a re-compression, a frame that
/// differs — the file is decoded and compared pixel by pixel as before, and what it holds is noted for next
/// time. An animated-PNG fixture being recorded is noted as it is written.
///
/// Nothing here comes from the fixtures: the pairs are kept outside the repository, in this folder, under a
/// secret ``DigestKey``
/// made here (`key`, mode 0600, in a folder of mode 0700; a folder or key another user owns, or that others may
/// write — or, for the key, read — is not used): nobody without the key can make a file whose
/// digest, or whose frame's digest, equals another's. The folder holds one small text file per fixture file
/// seen and ``Reading``, named by the file's digest and the reading (`3f1c….png`, `9ab0….apng`):
///
///     flipbook-digests 1
///     frame 0 3f1c…          (read as a PNG: frame 0 is its image)
///     frame 12 9ab0…         (as an animated PNG: every kept frame, by its index in the fixture's manifest)
///
/// A file is noted only when it was read whole without error (an animated PNG to its end). Reading and
/// writing here never fails a check: a cache that cannot be read or written is as if empty.
public final class FixtureDigestCache: Sendable {
    /// The cache's folder.
    public let folder: String
    /// The secret key of this folder's digests.
    public let key: DigestKey

    /// The largest fixture file read whole to be digested (64 MiB); a larger one is decoded from the file.
    public static let fileByteLimit = 64 << 20
    private static let header = "flipbook-digests 1"
    private static let entryByteLimit = 16 << 20

    /// `$XDG_CACHE_HOME/flipbook/digests`, or `$HOME/.cache/flipbook/digests`; nil when neither variable is
    /// set to an absolute path.
    public static var defaultFolder: String? {
        let environment = ProcessInfo.processInfo.environment
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/flipbook/digests" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/flipbook/digests" }
        return nil
    }

    /// Opens the cache in `folder`, creating the folder (mode 0700) and its key when missing.
    ///
    /// - Throws: ``VerificationError/unwritable(_:_:)`` when the folder cannot be created, or the key can
    ///   neither be read nor created.
    public init(folder: String) throws(VerificationError) {
        guard !folder.isEmpty else { throw .unwritable(folder, "the digest cache's folder path is empty") }
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            throw .unwritable(
                folder, "cannot create the digest cache's folder: \(FileProblem.reason(error, path: folder))")
        }
        try FixtureDigestCache.checkPrivate(folder, what: "folder", writableBy: 0o022)
        FixtureDigestCache.removeAbandonedTemporaries(in: folder)
        self.folder = folder
        key = try FixtureDigestCache.loadKey(folder + "/key")
        try FixtureDigestCache.checkPrivate(folder + "/key", what: "key", writableBy: 0o077)
    }

    /// Why the existing folder `folder` cannot be a digest cache — another user owns it, or others may change it —
    /// without creating or changing anything; nil when it is usable or does not exist yet (it is made when the
    /// cache opens). `flipbook verify --digest-cache` refuses such a folder by name before a check starts.
    public static func problem(with folder: String) -> VerificationError? {
        guard FileManager.default.fileExists(atPath: folder) else { return nil }
        do {
            try checkPrivate(folder, what: "folder", writableBy: 0o022)
            return nil
        } catch {
            return error
        }
    }

    /// Opens the cache in `folder` for a check; nil when `folder` is nil or the cache cannot be used (a check
    /// then decodes fixture files instead), after telling `warn` why in one line naming the folder: a cache
    /// ignored without a word would leave a user wondering why checks are slow, or not see that the folder is
    /// another user's.
    static func opened(_ folder: String?, warn: (String) -> Void) -> FixtureDigestCache? {
        guard let folder else { return nil }
        do {
            return try FixtureDigestCache(folder: folder)
        } catch {
            warn(
                "warning: the digest cache is not used (fixture files are decoded instead): "
                    + QuotedText.oneLine(error.description))
            return nil
        }
    }

    /// Deletes the unfinished notes and keys (`.<digest>.png.<pid>.<n>.tmp`, `.key.<pid>.<n>.tmp`) of processes
    /// that no longer run: regular files of this user only, by name through the folder's descriptor.
    private static func removeAbandonedTemporaries(in folder: String) {
        guard let handle = FolderHandle.open(folder) else { return }
        for name in handle.entries() {
            guard let (file, pid) = FolderSwap.parseTemporaryName(name), !FolderSwap.processIsAlive(pid) else {
                continue
            }
            let isNote =
                file.hasSuffix("." + Reading.png.rawValue) || file.hasSuffix("." + Reading.animatedPNG.rawValue)
            guard file == "key" || isNote, handle.isOwnedByThisUser(name) else { continue }
            _ = try? handle.removeFile(name)
        }
    }

    /// Refuses a folder or key that another user owns, or that others may change (`mask` of the mode bits
    /// given away): whoever can replace the key or write notes here could make a changed fixture pass. The
    /// path is followed (a cache folder reached through a link is fine when what it leads to is this user's).
    private static func checkPrivate(_ path: String, what: String, writableBy mask: mode_t) throws(VerificationError) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw .unwritable(path, "cannot read the digest cache's \(what): \(String(cString: strerror(errno)))")
        }
        guard status.st_uid == geteuid() else {
            throw .unwritable(path, "the digest cache's \(what) belongs to user \(status.st_uid), not this user")
        }
        guard status.st_mode & mask == 0 else {
            throw .unwritable(
                path,
                "the digest cache's \(what) has mode \(String(status.st_mode & 0o7777, radix: 8)); "
                    + "others may change it (it must be this user's alone)")
        }
    }

    /// The key at `path`, made when there is none. A new key is written to a temporary file and linked into
    /// place, so two processes starting at once agree on one key.
    private static func loadKey(_ path: String) throws(VerificationError) -> DigestKey {
        for _ in 0..<3 {
            if let bytes = try? RegularFile.read(path, links: .refuse, limit: 1024) {
                guard let text = String(bytes: bytes, encoding: .utf8),
                    let hex = text.split(separator: "\n").first, hex.utf8.count == 2 * DigestKey.byteCount,
                    let first = FrameDigest(hex: hex.prefix(32)), let second = FrameDigest(hex: hex.suffix(32)),
                    let key = DigestKey(bytes: first.bytes + second.bytes)
                else {
                    throw .unwritable(path, "the digest cache's key is damaged (delete the file to start anew)")
                }
                return key
            }
            let (key, bytes) = DigestKey.random()
            let text =
                FrameDigest(bytes: Array(bytes[0..<16]))!.description
                + FrameDigest(bytes: Array(bytes[16..<32]))!.description + "\n"
            // `.key.<pid>.<n>.tmp`: a later cache sweeps it when this process dies before unlinking it.
            let nonce = UInt32.random(in: 0...UInt32.max)
            let temporary = (path as NSString).deletingLastPathComponent + "/.key.\(getpid()).\(nonce).tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                throw .unwritable(path, "cannot create the digest cache's key: \(String(cString: strerror(errno)))")
            }
            let written = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            defer { unlink(temporary) }
            guard written == text.utf8.count else {
                throw .unwritable(path, "cannot write the digest cache's key")
            }
            if link(temporary, path) == 0 { return key }
            guard errno == EEXIST else {
                throw .unwritable(path, "cannot create the digest cache's key: \(String(cString: strerror(errno)))")
            }
            // Another process made the key first: read that one.
        }
        throw .unwritable(path, "the digest cache's key keeps changing")
    }

    /// How a file was read: the frames a PNG decoder sees in it (its one image, frame 0) differ from those an
    /// animated-PNG reader sees (each animation frame) — an animated PNG's default image need not be its first
    /// frame — so each reading has its own notes.
    public enum Reading: String, Sendable {
        /// As a PNG: frame 0 is the image.
        case png
        /// As an animated PNG: the kept frames, by their indices in the fixture's manifest.
        case animatedPNG = "apng"
    }

    private func entryPath(_ file: FrameDigest, _ reading: Reading) -> String {
        folder + "/" + file.description + "." + reading.rawValue
    }

    /// The digests of the frames in the file whose bytes have digest `file`, read as `reading` says, by frame
    /// index; nil when this cache has not seen that file (or its note cannot be read).
    public func frames(inFile file: FrameDigest, as reading: Reading) -> [Int: FrameDigest]? {
        guard
            let bytes = try? RegularFile.read(
                entryPath(file, reading), links: .refuse,
                limit: FixtureDigestCache.entryByteLimit),
            let text = String(bytes: bytes, encoding: .utf8)
        else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(FixtureDigestCache.header), lines.last == "" else { return nil }
        lines.removeFirst()
        lines.removeLast()
        var frames: [Int: FrameDigest] = [:]
        for line in lines {
            let fields = line.split(separator: " ", omittingEmptySubsequences: false)
            guard fields.count == 3, fields[0] == "frame", let index = Int(fields[1]), index >= 0,
                let digest = FrameDigest(hex: fields[2]), frames.updateValue(digest, forKey: index) == nil
            else { return nil }
        }
        return frames.isEmpty ? nil : frames
    }

    /// Notes that the file whose bytes have digest `file` holds these frames (every frame it holds, read
    /// without error). Failing to write is ignored: the file will be decoded again next time.
    public func note(_ frames: [Int: FrameDigest], inFile file: FrameDigest, as reading: Reading) {
        guard !frames.isEmpty else { return }
        var text = FixtureDigestCache.header + "\n"
        for (index, digest) in frames.sorted(by: { $0.key < $1.key }) { text += "frame \(index) \(digest)\n" }
        try? AtomicFile.write(Array(text.utf8), to: entryPath(file, reading))
    }
}
