import Testing

@testable import HTTPServer

@Suite struct HeaderFieldTests {
  @Test func setHeaderReplacesEveryFieldOfThatName() {
    var response = Response(headers: [("Vary", "Origin"), ("X-A", "1"), ("vary", "Accept")])
    response.setHeader("VARY", "Cookie")
    #expect(response.headers.map(\.name) == ["X-A", "VARY"])
    #expect(response.header("vary") == "Cookie")
  }

  @Test func setHeaderWithTheValueAlreadyThereChangesNothing() {
    let shared = Response(headers: [("Content-Type", "application/json"), ("Vary", "Origin")])
    var response = shared
    response.setHeader("vary", "Origin")
    #expect(response.headers.map(\.name) == ["Content-Type", "Vary"], "kept in place, not moved or renamed")
    // Two fields of the name collapse into one even when one of them has the value.
    var twice = Response(headers: [("Vary", "Origin"), ("Vary", "Origin")])
    twice.setHeader("Vary", "Origin")
    #expect(twice.headers.count == 1)
    // Another value replaces it.
    response.setHeader("Vary", "Accept")
    #expect(response.headers.map(\.value) == ["application/json", "Accept"])
  }

  @Test func headerNamesFromTheServerAreLowerCasedLikeStringLowercased() {
    for name in ["Host", "content-type", "X-FORWARDED-FOR", "", "a_B-9", "ÄBC-Ü", "X-Ünïcode", "İ"] {
      let lowered = name.withCString { HeaderName.lowercased(cString: $0) }
      #expect(lowered == name.lowercased(), "\(name)")
    }
  }
}
