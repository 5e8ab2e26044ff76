import HTTPServer
import Testing

@testable import App

@Suite struct SecurityHeadersTests {
  func page(
    _ path: String, status: Int = 200, type: String = "text/html; charset=utf-8", ancestors: [String] = []
  ) -> Response {
    let inner = SyncHandler { _ in Response(status: status, contentType: type, text: "x") }
    return SecurityHeaders(next: inner, frameAncestors: ancestors).response(
      to: Request(method: "GET", rawPath: path))!
  }

  @Test func pagesGetACSPWithoutUnsafeInlineAndRefuseFraming() {
    let response = page("/preview/summer-sale")
    let csp = response.header("Content-Security-Policy") ?? ""
    #expect(csp.contains("script-src 'self'"))
    #expect(!csp.contains("unsafe-inline"))
    #expect(csp.contains("frame-ancestors 'none'"))
    #expect(response.header("X-Frame-Options") == "DENY")
    #expect(response.header("X-Content-Type-Options") == "nosniff")
    #expect(response.header("Referrer-Policy") != nil)
  }

  @Test func staticFilesAndErrorsGetTheHeadersToo() {
    for response in [
      page("/banners/a.svg", type: "image/svg+xml"), page("/nope", status: 404, type: "application/json"),
    ] {
      #expect(response.header("X-Content-Type-Options") == "nosniff")
      #expect(response.header("X-Frame-Options") == "DENY")
      #expect(response.header("Content-Security-Policy")?.contains("frame-ancestors 'none'") == true)
    }
  }

  @Test func embedAllowsSelfAndConfiguredAncestors() {
    let response = page("/embed/summer-sale", ancestors: ["https://cms.example.com"])
    #expect(
      response.header("Content-Security-Policy")?.hasSuffix("frame-ancestors 'self' https://cms.example.com")
        == true)
    #expect(response.header("X-Frame-Options") == nil)
    let selfOnly = page("/embed/summer-sale")
    #expect(selfOnly.header("Content-Security-Policy")?.hasSuffix("frame-ancestors 'self'") == true)
    #expect(selfOnly.header("X-Frame-Options") == "SAMEORIGIN")
  }

  /// A 304 stands for its 200: an HTML page revalidated keeps the page policy (with the non-HTML one a
  /// browser ran the page under `default-src 'none'` from then on); a 304 that doesn't say what it stands
  /// for gets no policy, which keeps the stored one, never a policy guessed from its empty body.
  @Test func a304GetsThePolicyOfWhatItStandsForOrNone() {
    func secured(_ path: String, _ answer: Response) -> Response {
      let handler = SecurityHeaders(next: SyncHandler { _ in answer }, frameAncestors: [])
      return handler.response(to: Request(method: "GET", rawPath: path))!
    }
    let html = Response(contentType: "text/html; charset=utf-8", text: "<p>")
    let css = Response(contentType: "text/css", text: "p{}")
    for path in ["/embed/new-feature", "/preview/new-feature", "/page.html", "/dialog.css"] {
      for full in [html, css] {
        let notModified = secured(path, full.notModified())
        let expected = secured(path, full)
        #expect(notModified.status == 304)
        #expect(notModified.header("Content-Security-Policy") == expected.header("Content-Security-Policy"))
        #expect(notModified.header("X-Frame-Options") == expected.header("X-Frame-Options"))
      }
      let unknown = secured(path, Response(status: 304, headers: [("ETag", "\"a\"")]))
      #expect(unknown.header("Content-Security-Policy") == nil, "\(path)")
      #expect(unknown.header("X-Content-Type-Options") == "nosniff")
    }
  }

  /// Reusable answers that differ only in what they stand for (two bodiless 304s, equal headers) are
  /// secured apart (`SecuredAnswers`), whichever comes first.
  @Test(arguments: [["text/html", "application/json"], ["application/json", "text/html"]])
  func reusable304sOfDifferentKindsAreSecuredApart(types: [String]) {
    let answers = types.map { type -> Response in
      var answer = Response(contentType: type, text: "").notModified()
      answer.isReusable = true
      return answer
    }
    let inner = SyncHandler { answers[$0.rawPath == "/embed/0" ? 0 : 1] }
    let handler = SecurityHeaders(next: inner, frameAncestors: [])
    for (index, type) in types.enumerated() {
      let answer = handler.response(to: Request(method: "GET", rawPath: "/embed/\(index)"))!
      let csp = answer.header("Content-Security-Policy")
      #expect(csp?.hasPrefix(SecurityHeaders.pagePolicy) == (type == "text/html"), "\(type)")
    }
  }

  /// A reusable answer is secured once and remembered (`SecuredAnswers`): the remembered form must be what
  /// securing it afresh gives, for each kind of path, and one kind's headers must never reach the other.
  @Test func reusableAnswersGetTheSameHeadersAsFreshOnes() {
    var shared = Response(status: 200, contentType: "application/json", text: #"{"ok":true}"#)
    shared.isReusable = true
    let answer = shared
    let reused = SecurityHeaders(next: SyncHandler { _ in answer }, frameAncestors: [])
    let fresh = SecurityHeaders(
      next: SyncHandler { _ in Response(status: 200, contentType: "application/json", text: #"{"ok":true}"#)
      },
      frameAncestors: [])
    for path in ["/api/events", "/embed/summer-sale", "/api/events", "/embed/summer-sale", "/healthz"] {
      let request = Request(method: "GET", rawPath: path)
      let got = reused.response(to: request)!
      let expected = fresh.response(to: request)!
      #expect(got.headers.map(\.name) == expected.headers.map(\.name), "\(path)")
      #expect(got.headers.map(\.value) == expected.headers.map(\.value), "\(path)")
      #expect(got.bodyText == #"{"ok":true}"#)
    }
  }
}
