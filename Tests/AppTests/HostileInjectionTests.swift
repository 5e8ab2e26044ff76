import Campaigns
import Foundation
import HTTPServer
import TestSupport
import Testing

@testable import App

/// Injection payloads in every path segment, documented query parameter, documented header (plus
/// `Origin` and an undocumented query parameter) of every registered route and of static files
/// (a banner, a script): never reflected raw
/// into HTML, CSS or JavaScript, never a 5xx (see ``ReflectionCheck`` for what "safe" means).
@Suite struct HostileInjectionTests {
  struct Target: CustomStringConvertible {
    enum Place { case path, query, header }
    let place: Place
    let name: String
    var description: String { "\(place) \(name)" }
  }

  static func targets(_ route: HostileApp.Route) -> [Target] {
    HostileApp.pathParameters(route.pattern).map { Target(place: .path, name: $0) }
      + (route.query + ["x-undocumented"]).map { Target(place: .query, name: $0) }
      + (route.headers + ["Origin"]).map { Target(place: .header, name: $0) }
  }

  @Test func everyRouteParameterAndPayloadIsAnsweredWithoutUnsafeReflection() throws {
    let app = try HostileApp()
    #expect(app.routes.count >= 18, "\(app.routes)")
    for page in ["/", "/preview/{campaign}", "/embed/{campaign}", "/report/{campaign}"] {
      #expect(app.routes.contains { $0.pattern == page }, "route \(page) is not attacked")
    }
    #expect(
      // 8 until issue 41's screen parameters (orientation, split, appearance, textSize, direction, size).
      app.routes.first { $0.pattern == "/embed/{campaign}" }?.query.count == 14,
      "openapi.json parameters not read")
    var failures: [String] = []
    var requests = 0
    var statuses: [Int: Int] = [:]
    for route in app.routes + HostileApp.staticRoutes {
      for target in Self.targets(route) {
        for payload in HostilePayloads.all {
          var path = HostileApp.path(route.pattern)
          var query: [(String, String)] = []
          var headers: [(String, String)] = []
          switch target.place {
          case .path:
            path = HostileApp.path(
              route.pattern, override: (target.name, HostilePayloads.percentEncoded(payload)))
          case .query: query = [(target.name, payload)]
          case .header: headers = [(target.name, payload)]
          }
          let body: [UInt8] = route.method == "POST" ? Array("{}".utf8) : []
          requests += 1
          guard
            let response = app.send(
              route.method, path, query: query, headers: headers, body: body,
              withToken: target.name != "token")
          else {
            failures.append("\(route) \(target) \(payload.debugDescription): no answer within 5 s")
            continue
          }
          statuses[response.status, default: 0] += 1
          for problem in ReflectionCheck.problems(payload: payload, response: response) {
            failures.append(
              "\(route) \(target) \(payload.debugDescription): \(problem) (status \(response.status))")
          }
        }
      }
    }
    print("hostile injection: \(requests) requests, statuses \(statuses.sorted { $0.key < $1.key })")
    #expect(requests >= (app.routes.count + 2) * 2 * HostilePayloads.all.count)
    #expect(statuses[200, default: 0] > 0 && statuses[404, default: 0] > 0 && statuses[400, default: 0] > 0)
    // Payloads must reach the handlers, not only the error paths: many answers are 200.
    #expect(statuses[200, default: 0] > requests / 4)
    // Hostile paths and methods must not grow the metrics: one series per route pattern and status.
    let metrics = try #require(app.send("GET", "/metrics")).bodyText
    let series = metrics.split(separator: "\n").filter { $0.hasPrefix("dialog_preview_http_requests_total{") }
    let routeLabels = Set(series.compactMap { $0.split(separator: "\"").dropFirst().first.map(String.init) })
    #expect(series.count > 10 && routeLabels.count <= app.routes.count + 3, "\(routeLabels.sorted())")
    #expect(!metrics.contains("alert"))
    #expect(
      failures.isEmpty, "\(failures.count) unsafe answers:\n\(failures.prefix(40).joined(separator: "\n"))")
  }

  /// A campaign file's own text is input too: a title full of markup (valid: titles are free text)
  /// reaches every page, the report and the CSS escaped.
  @Test func aHostileCampaignTitleIsEscapedEverywhere() throws {
    let title = "\"><script>alert(1)</script></style><img src=x onerror=alert(1)>'\u{2028}"
    let folder = try CampaignFolder()
    let titleJSON = String(
      decoding: try JSONSerialization.data(withJSONObject: title, options: .fragmentsAllowed), as: UTF8.self)
    try folder.writeCampaign(
      "promo.json",
      CampaignFolder.campaign(id: "promo", title: "T").replacingOccurrences(of: "\"T\"", with: titleJSON))
    let load = CampaignLoader(directory: folder.campaigns, publicDirectory: folder.publicFolder).load()
    #expect(load.problems.isEmpty, "\(load.problems)")
    #expect(load.catalog.campaign(id: "promo")?.title == title)
    let context = TestContext.make(campaigns: CampaignStore(load.catalog))
    let router = try Routes.router(context, publicDirectory: folder.publicFolder)
    let handler = SecurityHeaders(next: router, frameAncestors: [])
    for path in [
      "/", "/preview/promo", "/embed/promo", "/report/promo", "/api/report/promo", "/api/campaigns",
      "/campaigns/promo.css",
    ] {
      let response = try #require(handler.response(to: Request(method: "GET", rawPath: path)))
      #expect(response.status == 200, "\(path)")
      #expect(response.bodyText.contains("promo"), "\(path)")
      let problems = ReflectionCheck.problems(payload: title, response: response)
      #expect(problems.isEmpty, "\(path): \(problems)")
    }
  }

  /// The scanner finds what it is meant to find, so the table test can fail.
  @Test func theCheckCatchesUnsafeReflections() {
    func html(_ text: String) -> Response { Response(contentType: "text/html; charset=utf-8", text: text) }
    let payload = "\"><script>alert(1)</script>"
    #expect(!ReflectionCheck.problems(payload: payload, response: html("<p>\(payload)</p>")).isEmpty)
    #expect(
      ReflectionCheck.problems(payload: payload, response: html("<p>&quot;&gt;&lt;script&gt;</p>")).isEmpty)
    #expect(
      !ReflectionCheck.problems(payload: "x", response: html("<div data-x='' onmouseover=alert(1)>")).isEmpty)
    #expect(
      ReflectionCheck.problems(payload: "x", response: html("<div data-x=\"&#39; onmouseover=alert(1)\">"))
        .isEmpty)
    #expect(
      !ReflectionCheck.problems(payload: "x", response: html("<a href=\" &#x6A;avascript:alert(1)\">"))
        .isEmpty)
    #expect(
      !ReflectionCheck.problems(payload: "x", response: html("<script src=/a.js></script><script>x</script>"))
        .isEmpty)
    #expect(
      ReflectionCheck.problems(payload: "x", response: html("<script src=\"/a.js\" defer></script>")).isEmpty)
    #expect(
      !ReflectionCheck.problems(
        payload: "expression(", response: Response(contentType: "text/css", text: "a{b:expression(1)}")
      ).isEmpty)
    #expect(
      !ReflectionCheck.problems(
        payload: "x", response: Response(status: 500, contentType: "text/plain", text: "")
      ).isEmpty)
    #expect(
      !ReflectionCheck.problems(payload: "ab\r\nc", response: Response(headers: [("X", "a\r\nb")])).isEmpty)
  }

  /// The same over the wire, payloads sent raw (unencoded) in the request line where libmicrohttpd
  /// takes them, on the pages: what a browser address bar would send unescaped.
  @Test func rawPayloadsOnTheWireAreNeverReflectedIntoPages() throws {
    let server = try ServerProcess(arguments: ["--report-token", HostileApp.reportToken])
    let wirePayloads = [
      "\"><script>alert(1)</script>", "'onmouseover=alert(1)", "</style><svg/onload=alert(1)>",
    ]
    var failures: [String] = []
    for page in ["/", "/preview/summer-sale", "/embed/summer-sale", "/report/summer-sale", "/nope"] {
      for payload in wirePayloads {
        for target in [
          page + "?user=" + payload + "&variant=" + payload + "&token=" + payload, page + "/" + payload,
        ] {
          let connection = try RawHTTPConnection(port: server.port)
          try connection.send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
          let raw = try connection.readResponse()
          let response = Response(
            status: raw.status, headers: raw.headers.map { ($0.key, $0.value) }, body: raw.body)
          for problem in ReflectionCheck.problems(payload: payload, response: response) {
            failures.append("GET \(target.debugDescription): \(problem) (status \(raw.status))")
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    // Escapes that do not decode to text (bad hex, invalid or overlong UTF-8, a lone surrogate,
    // NUL): a path is 400; a query pair is dropped, as if absent. Nothing decodes leniently into markup.
    for escape in ["%FF%FE", "%C0%BCscript%C0%BE", "%ED%A0%80", "%00", "%", "%zz"] {
      for (target, statuses) in [
        ("/embed/summer-sale?user=\(escape)", [200]), ("/embed/\(escape)", [400, 404]),
      ] {
        let connection = try RawHTTPConnection(port: server.port)
        try connection.send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        let raw = try connection.readResponse()
        #expect(statuses.contains(raw.status), "\(target)")
        #expect(HTMLScan.problems(raw.text).isEmpty, "\(target)")
        if raw.status == 200 { #expect(raw.text.contains("data-user=\"\""), "\(target)") }
      }
    }
    let health = try RawHTTPConnection(port: server.port)
    try health.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    #expect(try health.readResponse().status == 200)
  }
}
