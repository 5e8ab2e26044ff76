import Foundation
import HTTPServer

/// Serves files of `--public` from the root path: media types, strong `ETag`, `If-None-Match` → 304,
/// `Cache-Control`, `HEAD`. Nothing outside the folder is ever read: paths that decode to `..`, hold
/// encoded slashes, backslashes or NUL bytes are refused before touching the disk (400), dot files and
/// folders are 404, and the resolved real path (symlinks followed) must stay inside the folder (else 404).
struct StaticFiles: HTTPHandler {
  let root: String  // real path of the public folder, no trailing slash

  init(directory: String) throws {
    guard let real = realpath(directory, nil) else {
      throw CommandFailure("The public folder \(directory) does not exist.")
    }
    root = String(cString: real)
    free(real)
  }

  func handle(_ request: Request, reply: @escaping @Sendable (Response) -> Void) {
    do { reply(try respond(request)) } catch { reply(ErrorRendering.response(for: error, request: request)) }
  }

  func respond(_ request: Request) throws -> Response {
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
      let data = FileManager.default.contents(atPath: path)
    else { throw HTTPError(404, "Nothing is here.") }
    let etag = ContentHash.etag(data)
    var headers: [(name: String, value: String)] = [
      ("Content-Type", MediaTypes.type(forExtension: (path as NSString).pathExtension)),
      ("ETag", etag), ("Cache-Control", "public, max-age=300, must-revalidate"),
    ]
    if ETagMatching.matches(request.header("if-none-match"), etag: etag) {
      headers.removeFirst()
      return Response(status: 304, headers: headers)
    }
    return Response(status: 200, headers: headers, body: Array(data))
  }
}

/// Media types by file extension.
enum MediaTypes {
  static func type(forExtension ext: String) -> String {
    switch ext.lowercased() {
    case "html", "htm": return "text/html; charset=utf-8"
    case "css": return "text/css; charset=utf-8"
    case "js", "mjs": return "text/javascript; charset=utf-8"
    case "json": return "application/json"
    case "svg": return "image/svg+xml"
    case "png": return "image/png"
    case "jpg", "jpeg": return "image/jpeg"
    case "gif": return "image/gif"
    case "webp": return "image/webp"
    case "ico": return "image/x-icon"
    case "woff2": return "font/woff2"
    case "woff": return "font/woff"
    case "ttf": return "font/ttf"
    case "otf": return "font/otf"
    case "txt", "md": return "text/plain; charset=utf-8"
    default: return "application/octet-stream"
    }
  }
}

/// `If-None-Match` handling (weak comparison, `*`, lists).
enum ETagMatching {
  static func matches(_ header: String?, etag: String) -> Bool {
    guard let header else { return false }
    let strong = etag.hasPrefix("W/") ? String(etag.dropFirst(2)) : etag
    return header.split(separator: ",").contains { item in
      var tag = item.trimmingCharacters(in: .whitespaces)
      if tag == "*" { return true }
      if tag.hasPrefix("W/") { tag = String(tag.dropFirst(2)) }
      return tag == strong
    }
  }

  /// A response with a strong ETag from its body, or 304 when the client has it.
  static func conditional(_ response: Response, request: Request, cacheControl: String = "no-cache") -> Response {
    let etag = ContentHash.etag(response.body)
    var response = response
    response.setHeader("ETag", etag)
    response.setHeader("Cache-Control", cacheControl)
    if matches(request.header("if-none-match"), etag: etag) {
      return Response(status: 304, headers: response.headers.filter { $0.name != "Content-Type" })
    }
    return response
  }
}

/// A fast content hash for ETags (64-bit FNV-1a).
enum ContentHash {
  /// A strong ETag for `bytes`: the quoted hash in hex.
  static func etag(_ bytes: UnsafeRawBufferPointer) -> String {
    "\"" + String(fnv1a64(bytes), radix: 16) + "\""
  }

  static func etag(_ data: Data) -> String { data.withUnsafeBytes { etag($0) } }
  static func etag(_ bytes: [UInt8]) -> String { bytes.withUnsafeBytes { etag($0) } }

  static func fnv1a64(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}
