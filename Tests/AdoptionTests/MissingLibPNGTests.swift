import Foundation
import Testing

/// On a machine without libpng's development files a new user's first build fails in Flipbook's libpng module;
/// the error says what to install, not only that `png.h` was not found. The C files that include libpng (the
/// module's header and the C layer over it) are compiled with no system include folders (so no `png.h`) by the
/// toolchain's `clang`.
@Suite("Without libpng")
struct MissingLibPNGTests {
    @Test(arguments: ["Sources/CLibPNG/shim.h", "Sources/CPNGShim/fb_png.c"])
    func theBuildErrorSaysWhatToInstall(file: String) throws {
        let header = ScratchPackage.checkout + "/" + file
        let without = try Self.compile(header, ["-nostdinc"])
        #expect(without.status != 0)
        #expect(without.output.contains("error: \"Flipbook needs libpng's development files"), "\(without.output)")
        #expect(without.output.contains("apt-get install libpng-dev pkg-config"), "\(without.output)")
        #expect(without.output.contains("brew install libpng"), "\(without.output)")
        // With the system's include folders (where .ci/ensure-libpng installed libpng) it compiles.
        let with = try Self.compile(header, ["-I", ScratchPackage.checkout + "/Sources/CPNGShim/include"])
        #expect(with.status == 0, "\(with.output)")
    }

    /// The same for the other system libraries: OpenSSL's libcrypto (SystemCrypto's AES-GCM and SHA-256 off Apple
    /// platforms), libdeflate (the quick pixel match) and xxHash (manifest digests). libdeflate's header had no such
    /// line: a newcomer without it got only "'libdeflate.h' file not found".
    @Test(arguments: [
        ("CLibCrypto", "OpenSSL's", "libssl-dev"), ("CLibDeflate", "libdeflate's", "libdeflate-dev"),
        ("CLibXXHash", "xxHash's", "libxxhash-dev"),
    ])
    func withoutALibraryTheBuildErrorSaysWhatToInstall(module: String, library: String, package: String) throws {
        let header = ScratchPackage.checkout + "/Sources/\(module)/shim.h"
        let without = try Self.compile(header, ["-nostdinc"])
        #expect(without.status != 0)
        #expect(
            without.output.contains("error: \"Flipbook needs \(library) development files"), "\(without.output)")
        #expect(without.output.contains("apt-get install \(package) pkg-config"), "\(without.output)")
        let with = try Self.compile(header, [])
        #expect(with.status == 0, "\(with.output)")
    }

    /// Runs `clang -fsyntax-only` over the C header `path` with `flags`; its exit status and output.
    static func compile(_ path: String, _ flags: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["clang", "-fsyntax-only", "-x", "c"] + flags + [path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
