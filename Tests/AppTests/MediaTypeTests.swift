import Testing

@testable import App

@Suite struct MediaTypeTests {
  @Test(arguments: [
    "application/json", "text/plain", "Application/JSON", "TEXT/PLAIN", "application/json; charset=utf-8",
    " \tapplication/json \t; charset=utf-8", "text/plain;charset=UTF-8", "text/plain\t",
  ])
  func acceptedMediaTypes(header: String) {
    #expect(EventIngestHandler.acceptsMediaType(header))
  }

  @Test(arguments: [
    "", ";", " ", "application/jsonp", "application/jso", "text/plainx", "text/html", "application/xml",
    "application /json", "application/json,text/plain", "xapplication/json", "tëxt/plain", "text/plaİn",
  ])
  func refusedMediaTypes(header: String) {
    #expect(!EventIngestHandler.acceptsMediaType(header))
  }
}
