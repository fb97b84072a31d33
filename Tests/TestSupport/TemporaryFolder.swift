import Foundation

/// A fresh folder under the system temporary directory.
public func temporaryFolder(_ name: String = #function) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("flipbook-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
