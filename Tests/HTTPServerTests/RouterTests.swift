import HTTPServer
import Testing

/// Calls a handler in process and returns its (synchronous) response.
func respond(_ handler: any HTTPHandler, _ request: Request) -> Response {
  handler.response(to: request)!
}

func echoRouter() -> Router {
  var router = Router()
  router.add("GET", "/api/campaigns/{id}") { request in
    Response(contentType: "text/plain", text: "campaign " + request.pathParameters["id"]!)
  }
  router.add("GET", "/presets/{name}.css") { request in
    Response(contentType: "text/css", text: "preset " + request.pathParameters["name"]!)
  }
  router.add("POST", "/api/events") { _ in Response(status: 200, contentType: "application/json", text: "{}")
  }
  router.add("GET", "/") { _ in Response(contentType: "text/plain", text: "root") }
  return router
}

@Suite struct RouterTests {
  @Test func matchesLiteralAndParameterSegments() {
    let router = echoRouter()
    #expect(
      respond(router, Request(method: "GET", rawPath: "/api/campaigns/summer-sale")).bodyText
        == "campaign summer-sale")
    #expect(respond(router, Request(method: "GET", rawPath: "/")).bodyText == "root")
  }

  @Test func parameterWithSuffixIsExtracted() {
    let router = echoRouter()
    #expect(
      respond(router, Request(method: "GET", rawPath: "/presets/pop-grow.css")).bodyText == "preset pop-grow")
    // The suffix alone is not a match: the parameter must not be empty.
    #expect(respond(router, Request(method: "GET", rawPath: "/presets/.css")).status == 404)
  }

  @Test func pathParametersArePercentDecoded() {
    let router = echoRouter()
    #expect(
      respond(router, Request(method: "GET", rawPath: "/api/campaigns/a%20b")).bodyText == "campaign a b")
  }

  @Test func unknownPathIs404() {
    let router = echoRouter()
    #expect(respond(router, Request(method: "GET", rawPath: "/nothing/here")).status == 404)
    #expect(respond(router, Request(method: "GET", rawPath: "/api/campaigns")).status == 404)
  }

  @Test func wrongMethodIs405WithAllow() {
    let router = echoRouter()
    let response = respond(router, Request(method: "DELETE", rawPath: "/api/campaigns/x"))
    #expect(response.status == 405)
    #expect(response.header("Allow") == "GET, HEAD")
    let post = respond(router, Request(method: "GET", rawPath: "/api/events"))
    #expect(post.status == 405)
    #expect(post.header("allow") == "POST")
  }

  @Test func headIsServedByGetRoutes() {
    #expect(respond(echoRouter(), Request(method: "HEAD", rawPath: "/")).status == 200)
  }

  @Test func malformedPathsAre400() {
    let router = echoRouter()
    for path in ["/api/campaigns/%2e%2e", "/api/campaigns/a%2fb", "/a/%00", "/%zz", "/a\\b", "/api/../etc"] {
      #expect(respond(router, Request(method: "GET", rawPath: path)).status == 400, "\(path)")
    }
  }

  @Test func fallbackAnswersUnmatchedPaths() {
    var router = echoRouter()
    router.fallback = SyncHandler { _ in Response(status: 299, contentType: "text/plain", text: "fallback") }
    #expect(respond(router, Request(method: "GET", rawPath: "/banners/a.svg")).status == 299)
  }

  @Test func thrownHTTPErrorsCarryTheirStatusAndHeaders() {
    let handler = SyncHandler { _ in throw HTTPError(503, "Busy.", headers: ["Retry-After": "1"]) }
    let response = respond(handler, Request(method: "GET", rawPath: "/"))
    #expect(response.status == 503)
    #expect(response.header("Retry-After") == "1")
  }

  /// A path spelled exactly like a literal route skips decoding; every other spelling of it goes the
  /// long way. All must reach the same route, and the same answer for a wrong method.
  @Test func aLiteralRouteAnswersEverySpellingOfItsPath() {
    let router = echoRouter()
    for path in ["/api/events", "/api/events/", "//api//events", "/api/%65vents", "/%61pi/events"] {
      #expect(respond(router, Request(method: "POST", rawPath: path)).bodyText == "{}", "\(path)")
      let wrongMethod = respond(router, Request(method: "GET", rawPath: path))
      #expect(wrongMethod.status == 405 && wrongMethod.header("Allow") == "POST", "\(path)")
    }
    #expect(respond(router, Request(method: "POST", rawPath: "/api/events/x")).status == 404)
  }

  @Test func aLiteralPathMatchesParameterizedRoutesInRouteOrder() {
    // A literal path is matched against its candidate routes only: parameterized routes added before
    // and after the literal one must still win, or be listed in Allow, exactly as a full match finds.
    var router = Router()
    router.add("GET", "/api/{name}") { request in
      Response(contentType: "text/plain", text: "parameter " + request.pathParameters["name"]!)
    }
    router.add("GET", "/api/events") { _ in Response(contentType: "text/plain", text: "literal GET") }
    router.add("POST", "/api/events") { _ in Response(contentType: "text/plain", text: "literal POST") }
    router.add("PUT", "/{area}/events") { request in
      Response(contentType: "text/plain", text: "put " + request.pathParameters["area"]!)
    }
    router.add("PATCH", "/api/{name}.json") { _ in Response(contentType: "text/plain", text: "json") }
    for path in ["/api/events", "/api/%65vents"] {
      #expect(
        respond(router, Request(method: "GET", rawPath: path)).bodyText == "parameter events", "\(path)")
      #expect(respond(router, Request(method: "POST", rawPath: path)).bodyText == "literal POST", "\(path)")
      #expect(respond(router, Request(method: "PUT", rawPath: path)).bodyText == "put api", "\(path)")
      let refused = respond(router, Request(method: "DELETE", rawPath: path))
      #expect(refused.status == 405 && refused.header("Allow") == "GET, HEAD, POST, PUT", "\(path)")
    }
    #expect(respond(router, Request(method: "PATCH", rawPath: "/api/events.json")).bodyText == "json")
  }

  @Test func queryArgumentsDecodePlusAndPercent() {
    let pairs = PathDecoding.parseQuery("user=anon+42&x=%E2%9C%95&bad=%zz&flag")
    #expect(pairs.map(\.name) == ["user", "x", "flag"])
    #expect(pairs[0].value == "anon 42")
    #expect(pairs[1].value == "✕")
    #expect(pairs[2].value == "")
  }
}
