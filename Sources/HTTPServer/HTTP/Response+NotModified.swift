extension Response {
  /// The `304 Not Modified` that stands for this answer, for a client that has it already: the same
  /// header fields (`ETag`, `Cache-Control`, `Vary`, …) without the body and without `Content-Type`
  /// (RFC 9110 §15.4.5), whose value it keeps as ``representedType``.
  ///
  /// A browser replaces the stored response's header fields by those of a 304 (RFC 9111 §4.3.4), so a
  /// 304 must carry what its 200 would: whoever adds headers by the kind of resource (the CSP of an HTML
  /// page) reads ``resourceType``, which stays the 200's here.
  ///
  /// ```swift
  /// let page = Response(contentType: "text/html; charset=utf-8", text: html)
  /// return ETagMatching.matches(request.header("if-none-match"), etag: etag) ? page.notModified() : page
  /// ```
  public func notModified() -> Response {
    var answer = Response(status: 304, headers: headers.filter { !HeaderName.equal($0.name, "Content-Type") })
    answer.representedType = resourceType
    return answer
  }
}
