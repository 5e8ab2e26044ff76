import Campaigns
import Foundation
import HTTPServer
import TestSupport

@testable import App

/// The whole app in process (router, static files, security headers, request metrics, as `serve`
/// wires them) on the shipped campaigns, with `--report-token` set; and the list of every route with
/// the parameters `openapi.json` documents for it, so a route added later is attacked too.
struct HostileApp {
  static let reportToken = "hostile-token-1"

  struct Route: CustomStringConvertible {
    let method: String
    let pattern: String
    /// Documented query parameters and header parameters (names as documented).
    let query: [String]
    let headers: [String]
    var description: String { "\(method) \(pattern)" }
  }

  let handler: any HTTPHandler
  let router: Router
  let routes: [Route]

  init() throws {
    var configuration = ServeConfiguration()
    configuration.reportToken = Self.reportToken
    let context = TestContext.make(configuration: configuration, campaigns: try ShippedCampaigns.store())
    var router = try Routes.router(
      context, publicDirectory: ServerProcess.repositoryRoot.appendingPathComponent("Public").path)
    // As `serve` wires them: the router counts each answer by route pattern and status.
    router.onAnswer = { route, status in context.metrics.countRequest(route: route, status: status) }
    self.router = router
    handler = SecurityHeaders(next: router, frameAncestors: [])
    let document = try Self.openAPIPaths()
    routes = router.registeredRoutes.map { route in
      let operation =
        (document[route.pattern] as? [String: Any])?[route.method.lowercased()] as? [String: Any]
      let parameters = (operation?["parameters"] as? [[String: Any]]) ?? []
      func names(_ location: String) -> [String] {
        parameters.filter { $0["in"] as? String == location }.compactMap { $0["name"] as? String }
      }
      var headers = names("header")
      if parameters.contains(where: { ($0["$ref"] as? String)?.hasSuffix("/IfNoneMatch") == true }) {
        headers.append("If-None-Match")
      }
      return Route(method: route.method, pattern: route.pattern, query: names("query"), headers: headers)
    }
  }

  /// Static files (the router's fallback) as two pseudo-routes: a banner and a script.
  static let staticRoutes = [
    Route(method: "GET", pattern: "/banners/{file}", query: [], headers: ["If-None-Match"]),
    Route(method: "GET", pattern: "/{script}", query: [], headers: ["If-None-Match"]),
  ]

  /// `openapi.json`'s `paths` object.
  static func openAPIPaths() throws -> [String: Any] {
    let url = ServerProcess.repositoryRoot.appendingPathComponent("openapi.json")
    let document = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    guard let paths = document?["paths"] as? [String: Any] else {
      throw TestFailure("openapi.json has no paths")
    }
    return paths
  }

  /// A valid value for each path parameter name.
  static let validPathValues = [
    "campaign": "summer-sale", "id": "summer-sale", "name": "campaign-fade", "file": "summer-sale.svg",
    "script": "embed.js",
  ]

  /// The path parameter names of a pattern, in order.
  static func pathParameters(_ pattern: String) -> [String] {
    pattern.split(separator: "{").dropFirst().compactMap { $0.split(separator: "}").first.map(String.init) }
  }

  /// The raw (percent-encoded) path of `pattern` with valid values, except `override` set raw.
  static func path(_ pattern: String, override: (name: String, rawValue: String)? = nil) -> String {
    var path = pattern
    for name in pathParameters(pattern) {
      let value = override?.name == name ? override!.rawValue : validPathValues[name] ?? "x"
      path = path.replacingOccurrences(of: "{\(name)}", with: value)
    }
    return path
  }

  /// Answers one request; the report token header is sent unless `withToken` is false.
  func send(
    _ method: String, _ rawPath: String, query: [(String, String)] = [], headers: [(String, String)] = [],
    body: [UInt8] = [], withToken: Bool = true
  ) -> Response? {
    var allHeaders = headers.map { (name: $0.0, value: $0.1) }
    if withToken { allHeaders.append(("Authorization", "Bearer \(Self.reportToken)")) }
    if method == "POST" { allHeaders.append(("Content-Type", "application/json")) }
    let request = Request(
      method: method, rawPath: rawPath, query: query.map { (name: $0.0, value: $0.1) }, headers: allHeaders,
      body: body)
    return handler.response(to: request)
  }
}
