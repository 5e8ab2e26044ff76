@testable import App
import HTTPServer
import Testing

@Suite struct SecurityHeadersTests {
  func page(_ path: String, status: Int = 200, type: String = "text/html; charset=utf-8", ancestors: [String] = []) -> Response {
    let inner = SyncHandler { _ in Response(status: status, contentType: type, text: "x") }
    return SecurityHeaders(next: inner, frameAncestors: ancestors).response(to: Request(method: "GET", rawPath: path))!
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
    for response in [page("/banners/a.svg", type: "image/svg+xml"), page("/nope", status: 404, type: "application/json")] {
      #expect(response.header("X-Content-Type-Options") == "nosniff")
      #expect(response.header("X-Frame-Options") == "DENY")
      #expect(response.header("Content-Security-Policy")?.contains("frame-ancestors 'none'") == true)
    }
  }

  @Test func embedAllowsSelfAndConfiguredAncestors() {
    let response = page("/embed/summer-sale", ancestors: ["https://cms.example.com"])
    #expect(response.header("Content-Security-Policy")?.hasSuffix("frame-ancestors 'self' https://cms.example.com") == true)
    #expect(response.header("X-Frame-Options") == nil)
    let selfOnly = page("/embed/summer-sale")
    #expect(selfOnly.header("Content-Security-Policy")?.hasSuffix("frame-ancestors 'self'") == true)
    #expect(selfOnly.header("X-Frame-Options") == "SAMEORIGIN")
  }
}
