import Foundation

/// `If-None-Match` handling (weak comparison, `*`, lists).
public enum ETagMatching {
  public static func matches(_ header: String?, etag: String) -> Bool {
    guard let header else { return false }
    let strong = etag.hasPrefix("W/") ? String(etag.dropFirst(2)) : etag
    return header.split(separator: ",").contains { item in
      var tag = item.trimmingCharacters(in: .whitespaces)
      if tag == "*" { return true }
      if tag.hasPrefix("W/") { tag = String(tag.dropFirst(2)) }
      // A compressed encoding's tag ("…-gzip") stands for the representation it was made from.
      return tag == strong || ContentCoding.identityTag(tag) == strong
    }
  }

  /// A response with a strong ETag from its body, or its 304 (``Response/notModified()``) when the
  /// client has it.
  public static func conditional(_ response: Response, request: Request, cacheControl: String = "no-cache")
    -> Response
  {
    let etag = ContentHash.etag(response.body)
    var response = response
    response.setHeader("ETag", etag)
    response.setHeader("Cache-Control", cacheControl)
    if matches(request.header("if-none-match"), etag: etag) {
      return response.notModified()
    }
    return response
  }
}
