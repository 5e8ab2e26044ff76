import Foundation
import HTTPServer
import TestSupport
import Testing

@testable import App

/// Methods a route does not take, over the wire on a real server (libmicrohttpd passes any method
/// token through; methods are case-sensitive, so `get` is not `GET`): every registered route and a
/// static file answer 405 with an `Allow` header (or 400/501), never 2xx, never a crash.
@Suite struct HostileMethodTests {
  static let methods = [
    "PUT", "DELETE", "PATCH", "TRACE", "CONNECT", "PROPFIND", "G@T", "get", "<svg/onload=alert(1)>",
  ]

  @Test func oddMethodsOnEveryRouteAre405WithAllow() throws {
    let app = try HostileApp()
    let server = try ServerProcess(arguments: ["--report-token", HostileApp.reportToken])
    var targets = app.routes.map { (path: HostileApp.path($0.pattern), method: $0.method) }
    targets.append((path: "/banners/summer-sale.svg", method: "GET"))
    var failures: [String] = []
    var answered = 0
    for target in targets {
      let methods = Self.methods + (target.method == "GET" ? ["POST"] : ["GET"])
      for method in methods {
        let connection = try RawHTTPConnection(port: server.port)
        try connection.send(
          "\(method) \(target.path) HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(HostileApp.reportToken)\r\n"
            + "Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}")
        let label = "\(method) \(target.path)"
        guard let raw = try? connection.readResponse() else {
          failures.append("\(label): no answer")
          continue
        }
        answered += 1
        let allow = raw.headers["allow"] ?? ""
        switch raw.status {
        case 405:
          let allowed = allow.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
          if allowed.isEmpty || allowed.contains(method) {
            failures.append("\(label): 405 with Allow \(allow.debugDescription)")
          }
        case 400, 501: break
        default: failures.append("\(label): status \(raw.status)")
        }
        let response = Response(
          status: raw.status, headers: raw.headers.map { ($0.key, $0.value) }, body: raw.body)
        for problem in ReflectionCheck.problems(payload: method, response: response)
        where method.contains("<") {
          failures.append("\(label): \(problem)")
        }
        if target.path.hasPrefix("/api/") && raw.headers["content-type"] != "application/json" {
          failures.append("\(label): an API error that is not JSON")
        }
      }
    }
    #expect(answered >= app.routes.count * Self.methods.count)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    #expect(server.process.isRunning)
    let health = try RawHTTPConnection(port: server.port)
    try health.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    #expect(try health.readResponse().status == 200)
  }

  /// Request targets that are not a path: authority form (`CONNECT host:port`), `OPTIONS *`, absolute
  /// form, a relative path: 400 (the path is malformed), a `//` path 404; none breaks the server.
  @Test func requestTargetsThatAreNotPathsAreRefused() throws {
    let server = try ServerProcess()
    let requests: [(line: String, status: Int)] = [
      ("CONNECT 127.0.0.1:443 HTTP/1.1", 400), ("OPTIONS * HTTP/1.1", 400),
      ("GET http://evil.example/api/events HTTP/1.1", 400), ("GET healthz HTTP/1.1", 400),
      ("GET //evil.example/ HTTP/1.1", 404), ("GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1", 400),
    ]
    for (line, status) in requests {
      let connection = try RawHTTPConnection(port: server.port)
      try connection.send("\(line)\r\nHost: 127.0.0.1\r\n\r\n")
      let response = try connection.readResponse()
      #expect(response.status == status, "\(line)")
      #expect(response.headers["content-type"] == "text/html; charset=utf-8", "\(line)")
      #expect(!response.text.contains("root:"), "\(line)")
    }
    let health = try RawHTTPConnection(port: server.port)
    try health.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    #expect(try health.readResponse().status == 200)
  }
}
