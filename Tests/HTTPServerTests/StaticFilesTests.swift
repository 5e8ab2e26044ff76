import Foundation
import HTTPServer
import Testing

/// A temporary public folder with a few files, a secret beside it and symlinks in and out.
final class PublicFolder {
  let base: URL
  let publicURL: URL
  init() throws {
    base = FileManager.default.temporaryDirectory.appendingPathComponent("dp-static-\(UUID().uuidString)")
    publicURL = base.appendingPathComponent("Public")
    let manager = FileManager.default
    try manager.createDirectory(
      at: publicURL.appendingPathComponent("banners"), withIntermediateDirectories: true)
    try Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8).write(
      to: publicURL.appendingPathComponent("banners/a.svg"))
    try Data([0x89, 0x50, 0x4e, 0x47]).write(to: publicURL.appendingPathComponent("banners/b.png"))
    for (name, text) in [
      ("app.css", "body{}"), ("app.js", "1"), ("data.json", "{}"), ("page.html", "<p>"), ("font.woff2", "w"),
    ] {
      try Data(text.utf8).write(to: publicURL.appendingPathComponent(name))
    }
    try Data("secret".utf8).write(to: base.appendingPathComponent("secret.txt"))
    try Data("hidden".utf8).write(to: publicURL.appendingPathComponent(".env"))
    try manager.createSymbolicLink(
      atPath: publicURL.appendingPathComponent("out.txt").path,
      withDestinationPath: base.appendingPathComponent("secret.txt").path)
    try manager.createSymbolicLink(
      atPath: publicURL.appendingPathComponent("in.svg").path,
      withDestinationPath: publicURL.appendingPathComponent("banners/a.svg").path)
  }
  deinit { try? FileManager.default.removeItem(at: base) }
}

func serve(_ files: StaticFiles, _ path: String, method: String = "GET", headers: [(String, String)] = [])
  -> Response
{
  files.response(
    to: Request(method: method, rawPath: path, headers: headers.map { (name: $0.0, value: $0.1) }))!
}

@Suite struct StaticFilesTests {
  @Test(arguments: [
    ("/banners/a.svg", "image/svg+xml"), ("/banners/b.png", "image/png"),
    ("/app.css", "text/css; charset=utf-8"),
    ("/app.js", "text/javascript; charset=utf-8"), ("/data.json", "application/json"),
    ("/page.html", "text/html; charset=utf-8"), ("/font.woff2", "font/woff2"),
  ])
  func mediaTypes(path: String, type: String) throws {
    let folder = try PublicFolder()
    let response = serve(try StaticFiles(directory: folder.publicURL.path), path)
    #expect(response.status == 200)
    #expect(response.header("Content-Type") == type)
  }

  @Test func etagAndIfNoneMatchGive304() throws {
    let folder = try PublicFolder()
    let files = try StaticFiles(directory: folder.publicURL.path)
    let first = serve(files, "/banners/a.svg")
    let etag = try #require(first.header("ETag"))
    let second = serve(files, "/banners/a.svg", headers: [("If-None-Match", etag)])
    #expect(second.status == 304)
    #expect(second.body.isEmpty)
    #expect(serve(files, "/banners/a.svg", headers: [("If-None-Match", "\"other\"")]).status == 200)
    #expect(serve(files, "/banners/b.png").header("ETag") != etag)
  }

  /// A preview tool shows an edited banner on the next load (issue 23, bug 10): files are revalidated by
  /// their ETag on every use (`no-cache`), never kept fresh for minutes (`max-age=300` was).
  @Test func filesAreRevalidatedOnEveryUse() throws {
    let folder = try PublicFolder()
    let files = try StaticFiles(directory: folder.publicURL.path)
    let first = serve(files, "/banners/a.svg")
    #expect(first.header("Cache-Control") == "no-cache")
    let etag = try #require(first.header("ETag"))
    #expect(
      serve(files, "/banners/a.svg", headers: [("If-None-Match", etag)]).header("Cache-Control") == "no-cache"
    )
    try Data("<svg xmlns='http://www.w3.org/2000/svg' width='2'/>".utf8)
      .write(to: folder.publicURL.appendingPathComponent("banners/a.svg"))
    let edited = serve(files, "/banners/a.svg", headers: [("If-None-Match", etag)])
    #expect(edited.status == 200)
    #expect(edited.bodyText.contains("width='2'"))
  }

  @Test func headIsAnswered() throws {
    let folder = try PublicFolder()
    let response = serve(try StaticFiles(directory: folder.publicURL.path), "/app.css", method: "HEAD")
    #expect(response.status == 200)
    #expect(response.header("Content-Type") == "text/css; charset=utf-8")
  }

  @Test(arguments: [
    "/../secret.txt", "/banners/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt",
    "/banners%2f..%2f..%2fsecret.txt",
    "/..%5csecret.txt", "/banners\\..\\..\\secret.txt", "/secret.txt%00.svg", "/out.txt", "/.env",
    "//etc/passwd",
    "/%2fetc%2fpasswd", "/etc/passwd", "/banners", "/", "/%zz",
  ])
  func traversalAttemptsNeverReadOutside(path: String) throws {
    let folder = try PublicFolder()
    let response = serve(try StaticFiles(directory: folder.publicURL.path), path)
    #expect(response.status == 404 || response.status == 400, "\(path) answered \(response.status)")
    #expect(!response.bodyText.contains("secret"))
    #expect(!response.bodyText.contains("root:"))
  }

  @Test func symlinkInsideTheFolderIsServed() throws {
    let folder = try PublicFolder()
    #expect(serve(try StaticFiles(directory: folder.publicURL.path), "/in.svg").status == 200)
  }

  @Test func otherMethodsAre405() throws {
    let folder = try PublicFolder()
    let response = serve(try StaticFiles(directory: folder.publicURL.path), "/app.css", method: "POST")
    #expect(response.status == 405)
    #expect(response.header("Allow") == "GET, HEAD")
  }
}
