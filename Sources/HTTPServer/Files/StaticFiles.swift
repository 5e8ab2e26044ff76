import Foundation

/// Serves files of `--public` from the root path: media types, strong `ETag`, `If-None-Match` → 304,
/// `Cache-Control: no-cache` (revalidated on every use, so an edited banner shows on the next load of a
/// preview; a `max-age` kept it stale for minutes), `HEAD`. Nothing outside the folder is ever read:
/// paths that decode to `..`, hold encoded slashes, backslashes or NUL bytes are refused before touching
/// the disk (400), dot files and folders are 404, and the resolved real path (symlinks followed) must
/// stay inside the folder (else 404).
public struct StaticFiles: HTTPHandler {
  /// The folder to serve is missing.
  public struct MissingFolder: Error, CustomStringConvertible {
    /// The path as given.
    public let path: String
    public var description: String { "The public folder \(path) does not exist." }
  }

  /// The real path of the public folder, no trailing slash.
  public let root: String
  /// Renders refusals (400, 404, 405).
  public let errors: ErrorRenderer
  /// The files' bodies, read again when a file changes.
  private let bodies = FileBodies()

  /// Serves the files under `directory` (its real path, symlinks resolved).
  public init(directory: String, errors: ErrorRenderer = .plainText) throws {
    self.errors = errors
    guard let real = realpath(directory, nil) else {
      throw MissingFolder(path: directory)
    }
    root = String(cString: real)
    free(real)
  }

  public func handle(_ request: Request, reply: @escaping @Sendable (Response) -> Void) {
    do { reply(try respond(request)) } catch { reply(errors.response(for: error, request: request)) }
  }

  public func respond(_ request: Request) throws -> Response {
    guard request.method == "GET" || request.method == "HEAD" else {
      throw HTTPError(405, "Static files accept GET and HEAD only.", headers: ["Allow": "GET, HEAD"])
    }
    guard let segments = request.pathSegments else { throw HTTPError(400, "The request path is malformed.") }
    guard !segments.isEmpty, !segments.contains(where: { $0.hasPrefix(".") }) else {
      throw HTTPError(404, "Nothing is here.")
    }
    let candidate = root + "/" + segments.joined(separator: "/")
    guard let resolved = realpath(candidate, nil) else { throw HTTPError(404, "Nothing is here.") }
    let path = String(cString: resolved)
    free(resolved)
    var info = stat()
    guard path.hasPrefix(root + "/"), stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
      let body = bodies.body(at: path, info: info)
    else { throw HTTPError(404, "Nothing is here.") }
    let headers: [(name: String, value: String)] = [
      ("Content-Type", MediaTypes.type(forExtension: (path as NSString).pathExtension)),
      ("ETag", body.etag), ("Cache-Control", "no-cache"),
    ]
    var file = Response(status: 200, headers: headers, body: body.bytes)
    file.isReusable = body.isKept  // the kept body's own buffer while the file is unchanged
    return ETagMatching.matches(request.header("if-none-match"), etag: body.etag) ? file.notModified() : file
  }
}
