import Foundation
import TestSupport
import Testing

/// 300 idle or half-sent connections (slowloris-style) held open against a real server while
/// normal clients keep being answered within their 5 s timeout. libmicrohttpd runs its pool in
/// poll mode, so a connection waiting for bytes costs a socket and a little memory, never a thread;
/// the limits that apply (1,024 connections, 30 s idle timeout) are in the README.
@Suite struct HostileConnectionTests {
  enum Stall: CaseIterable {
    case nothing, halfRequestLine, halfHeaders, halfBody

    var bytes: String {
      switch self {
      case .nothing: return ""
      case .halfRequestLine: return "GET /heal"
      case .halfHeaders: return "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "
      case .halfBody:
        let body = EventServer.event("stalled-0000")
        return "POST /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
          + "Content-Length: \(body.utf8.count)\r\n\r\n" + String(body.prefix(body.count / 2))
      }
    }
  }

  @Test func threeHundredStalledConnectionsDoNotStarveNormalRequests() throws {
    var files = rlimit()
    getrlimit(Int32(RLIMIT_NOFILE.rawValue), &files)
    if files.rlim_cur < 4096 {
      files.rlim_cur = min(4096, files.rlim_max)
      setrlimit(Int32(RLIMIT_NOFILE.rawValue), &files)
    }
    let harness = try EventServer()
    var stalled: [(RawHTTPConnection, Stall)] = []
    for index in 0..<300 {
      let stall = Stall.allCases[index % Stall.allCases.count]
      let connection = try RawHTTPConnection(port: harness.port)
      if !stall.bytes.isEmpty { try connection.send(stall.bytes) }
      stalled.append((connection, stall))
    }
    // Normal traffic on fresh connections: each read times out (and throws) after 5 s.
    var slowest = 0.0
    for round in 0..<20 {
      for request in [
        "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
        "GET /embed/ab-test?variant=B HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
      ] {
        let started = Date()
        let connection = try RawHTTPConnection(port: harness.port)
        try connection.send(request)
        #expect(try connection.readResponse().status == 200, "round \(round)")
        slowest = max(slowest, Date().timeIntervalSince(started))
      }
      let started = Date()
      let connection = try RawHTTPConnection(port: harness.port)
      #expect(try EventServer.post(connection, EventServer.event("normal-\(round + 1000)")).status == 200)
      slowest = max(slowest, Date().timeIntervalSince(started))
    }
    print("300 stalled connections: slowest of 60 normal requests \(Int(slowest * 1000)) ms")
    // The stalled requests were held, not answered or dropped: finishing one half-sent body now
    // gets it answered and stored.
    let halfBodies = stalled.filter { $0.1 == .halfBody }.map(\.0)
    #expect(halfBodies.count == 75)
    let body = EventServer.event("stalled-0000")
    try halfBodies[0].send(String(body.suffix(body.count - body.count / 2)))
    #expect(try halfBodies[0].readResponse().status == 200)
    #expect(try harness.openStore().storedEventCount() == 21)
    stalled.removeAll()
    let health = try RawHTTPConnection(port: harness.port)
    try health.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    #expect(try health.readResponse().status == 200)
  }
}
