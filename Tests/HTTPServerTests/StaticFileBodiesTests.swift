import Foundation
import HTTPServer
import Testing

/// Static files are kept while unchanged: the same body buffer (reusable, so the server prepares and
/// compresses it once), and an edited file, even of the same size, read again on its next request.
@Suite struct StaticFileBodiesTests {
  static func buffer(_ response: Response) -> UnsafeRawPointer? {
    response.body.withUnsafeBytes { UnsafeRawPointer($0.baseAddress) }
  }

  /// Dates `name` a minute back, as a file that has settled.
  static func settle(_ folder: PublicFolder, _ name: String) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-60)],
      ofItemAtPath: folder.publicURL.appendingPathComponent(name).path)
  }

  @Test func anUnchangedFileIsTheSameReusableBufferAndAnEditedOneIsReadAgain() throws {
    let folder = try PublicFolder()
    try Self.settle(folder, "app.css")
    let files = try StaticFiles(directory: folder.publicURL.path)
    let first = serve(files, "/app.css")
    let second = serve(files, "/app.css")
    #expect(first.isReusable && second.isReusable)
    #expect(Self.buffer(first) == Self.buffer(second), "the kept body, not a new read")

    // The same size, other bytes (rewritten in place: the same inode, a new modification time).
    let file = folder.publicURL.appendingPathComponent("app.css")
    let handle = try FileHandle(forWritingTo: file)
    try handle.write(contentsOf: Data("p{x:1}".utf8))
    try handle.close()
    let edited = serve(files, "/app.css")
    #expect(edited.bodyText == "p{x:1}")
    #expect(edited.header("ETag") != first.header("ETag"))
    #expect(serve(files, "/app.css", headers: [("If-None-Match", first.header("ETag") ?? "")]).status == 200)
  }

  @Test func aFileReplacedByAnotherIsReadAgain() throws {
    let folder = try PublicFolder()
    try Self.settle(folder, "app.js")
    let files = try StaticFiles(directory: folder.publicURL.path)
    let before = serve(files, "/app.js")
    let replacement = folder.base.appendingPathComponent("next.js")
    try Data("2".utf8).write(to: replacement)
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-60)], ofItemAtPath: replacement.path)
    // rename(2), as an editor saving atomically does: a new inode at the same path.
    #expect(rename(replacement.path, folder.publicURL.appendingPathComponent("app.js").path) == 0)
    let after = serve(files, "/app.js")
    #expect(before.bodyText == "1" && after.bodyText == "2")
  }

  /// Written twice within the kernel's clock tick, a file can keep every field of its stat: one
  /// modified in the last 2 s is read for each request, never kept.
  @Test func aFileJustWrittenIsNotKept() throws {
    let folder = try PublicFolder()
    let files = try StaticFiles(directory: folder.publicURL.path)
    let fresh = serve(files, "/app.css")
    #expect(!fresh.isReusable && fresh.bodyText == "body{}")
    let file = folder.publicURL.appendingPathComponent("app.css")
    let handle = try FileHandle(forWritingTo: file)
    try handle.write(contentsOf: Data("p{x:1}".utf8))
    try handle.close()
    #expect(serve(files, "/app.css").bodyText == "p{x:1}")
  }
}
