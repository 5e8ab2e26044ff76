import Foundation
import HTTPServer
import Testing

/// A 304 stands for its 200 (RFC 9110 §15.4.5): the same fields without the body and `Content-Type`,
/// whose value it remembers, so what is decided by the kind of resource stays the same.
@Suite struct NotModifiedTests {
  @Test func keepsTheFieldsAndTheTypeButNotTheBody() {
    var full = Response(contentType: "text/html; charset=utf-8", text: "<p>")
    full.setHeader("ETag", "\"a\"")
    full.setHeader("Cache-Control", "no-cache")
    full.setHeader("Vary", "Origin")
    let answer = full.notModified()
    #expect(answer.status == 304)
    #expect(answer.body.isEmpty)
    #expect(answer.header("Content-Type") == nil)
    #expect(answer.headers.map(\.name) == ["ETag", "Cache-Control", "Vary"])
    #expect(answer.resourceType == "text/html; charset=utf-8")
    #expect(full.resourceType == "text/html; charset=utf-8")
    #expect(Response(status: 304).resourceType == nil)
  }

  @Test func conditionalAndStaticFilesAnswerTheirOwn304() throws {
    let css = Response(contentType: "text/css; charset=utf-8", text: "p{}")
    let etag = try #require(
      ETagMatching.conditional(css, request: Request(method: "GET", rawPath: "/a.css")).header("ETag"))
    let request = Request(method: "GET", rawPath: "/a.css", headers: [("If-None-Match", etag)])
    #expect(ETagMatching.conditional(css, request: request).resourceType == "text/css; charset=utf-8")
    let folder = try PublicFolder()
    let files = try StaticFiles(directory: folder.publicURL.path)
    let page = try #require(serve(files, "/page.html").header("ETag"))
    let notModified = serve(files, "/page.html", headers: [("If-None-Match", page)])
    #expect(notModified.status == 304)
    #expect(notModified.resourceType == "text/html; charset=utf-8")
  }

  @Test func answersStandingForDifferentTypesAreNotTheSame() {
    let html = Response(contentType: "text/html", text: "").notModified()
    let json = Response(contentType: "application/json", text: "").notModified()
    #expect(html.isSameAnswer(as: html))
    #expect(!html.isSameAnswer(as: json))
  }
}
