import Foundation

/// A fresh folder under the system temporary directory, named after `name`; the caller removes it.
public func temporaryFolder(_ name: String) -> String {
    let path = FileManager.default.temporaryDirectory.path + "/flipbook-\(name)-\(UUID().uuidString)"
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// A fresh folder under the system temporary directory, as a URL.
public func temporaryFolderURL(_ name: String = #function) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("flipbook-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
