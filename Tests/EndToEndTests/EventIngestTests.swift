import Analytics
import AnalyticsSQLite
import Foundation
import Synchronization
import TestSupport
import Testing

@Suite(.serialized) struct EventIngestTests {
  func json(_ response: RawResponse) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
  }

  /// Single-event answers are prepared once and reused (`EventIngestHandler.oneAccepted`): each must
  /// still be exactly the rendered outcome, and the CORS headers of one origin must never reach another.
  @Test func preparedSingleEventAnswersMatchTheRenderedOnesPerOrigin() throws {
    let harness = try EventServer(extraArguments: ["--allowed-origins", "https://cms.example.com"])
    let connection = try RawHTTPConnection(port: harness.port)
    let origins = ["", "Origin: https://cms.example.com\r\n", "", "Origin: https://cms.example.com\r\n"]
    for (round, origin) in origins.enumerated() {
      let id = "prepared-\(round)"
      for (attempt, expected) in [
        #"{"accepted":1,"duplicates":0,"rejected":[]}"#, #"{"accepted":0,"duplicates":1,"rejected":[]}"#,
      ].enumerated() {
        let response = try EventServer.post(connection, EventServer.event(id), extraHeaders: origin)
        #expect(response.status == 200)
        #expect(
          String(decoding: response.body, as: UTF8.self) == expected, "round \(round), attempt \(attempt)")
        #expect(response.headers["content-type"] == "application/json")
        #expect(response.headers["x-content-type-options"] == "nosniff")
        #expect(response.headers["vary"] == "Origin")
        #expect(
          response.headers["access-control-allow-origin"]
            == (origin.isEmpty ? nil : "https://cms.example.com"))
      }
    }
    #expect(try harness.openStore().storedEventCount() == origins.count)
  }

  @Test func batchMixingGoodAndBadStoresTheGoodOnes() throws {
    let harness = try EventServer()
    let connection = try RawHTTPConnection(port: harness.port)
    let batch =
      "{\"events\":[\(EventServer.event("good-0001")),\(EventServer.event("bad")),"
      + "\(EventServer.event("good-0002", type: "close", extra: ",\"trigger\":\"overlay\"")),"
      + "\(EventServer.event("good-0003", variant: "Z"))]}"
    let response = try EventServer.post(connection, batch)
    #expect(response.status == 200)
    let body = try json(response)
    #expect(body["accepted"] as? Int == 2)
    #expect(body["duplicates"] as? Int == 0)
    let rejected = try #require(body["rejected"] as? [[String: Any]])
    #expect(rejected.map { $0["index"] as? Int } == [1, 3])
    #expect(rejected.allSatisfy { ($0["error"] as? String)?.isEmpty == false })
    let store = try harness.openStore()
    #expect(try store.storedEventCount() == 2)
    #expect(try store.event(id: "good-0002")?.trigger == .overlay)
  }

  @Test func duplicatesWithinABatchAndAcrossRequestsAreStoredOnce() throws {
    let harness = try EventServer()
    let connection = try RawHTTPConnection(port: harness.port)
    let first = try EventServer.post(
      connection, "{\"events\":[\(EventServer.event("dup-00001")),\(EventServer.event("dup-00001"))]}")
    #expect(try json(first)["accepted"] as? Int == 1)
    #expect(try json(first)["duplicates"] as? Int == 1)
    let again = try EventServer.post(connection, EventServer.event("dup-00001"))
    #expect(again.status == 200)
    #expect(try json(again)["accepted"] as? Int == 0)
    #expect(try json(again)["duplicates"] as? Int == 1)
    #expect(try harness.openStore().storedEventCount() == 1)
  }

  @Test func everyStatusCodeOfTheContract() throws {
    let harness = try EventServer(extraArguments: ["--allowed-origins", "https://cms.example.com"])
    let connection = try RawHTTPConnection(port: harness.port)
    // 200, also for text/plain with a charset (what sendBeacon sends)
    #expect(
      try EventServer.post(
        connection, EventServer.event("status-200"), contentType: "text/plain;charset=UTF-8"
      ).status == 200)
    // 422: every event rejected, with the same body plus "error"
    let rejected = try EventServer.post(connection, EventServer.event("x"))
    #expect(rejected.status == 422)
    #expect(try json(rejected)["error"] is String)
    #expect(try json(rejected)["rejected"] is [Any])
    // 400: not JSON, not an event or batch, empty batch, more than 500 events
    let tooMany =
      "{\"events\":["
      + (0..<501).map { EventServer.event("many-\(String(format: "%05d", $0))") }.joined(separator: ",")
      + "]}"
    for body in ["{not json", "[1,2]", "{\"events\":[]}", tooMany, "42"] {
      let response = try EventServer.post(connection, body)
      #expect(response.status == 400, "\(body.prefix(40))")
      #expect(try json(response)["error"] is String)
    }
    // 415: other media types
    #expect(
      try EventServer.post(connection, EventServer.event("media-type"), contentType: "application/xml").status
        == 415)
    // 403: a foreign origin; allowed origin gets CORS; own origin is fine
    let foreign = try EventServer.post(
      connection, EventServer.event("origin-001"), extraHeaders: "Origin: https://evil.example\r\n")
    #expect(foreign.status == 403)
    let allowed = try EventServer.post(
      connection, EventServer.event("origin-002"), extraHeaders: "Origin: https://cms.example.com\r\n")
    #expect(allowed.status == 200)
    #expect(allowed.headers["access-control-allow-origin"] == "https://cms.example.com")
    let own = try EventServer.post(
      connection, EventServer.event("origin-003"), extraHeaders: "Origin: http://127.0.0.1\r\n")
    #expect(own.status == 200)
    // 405: other methods, with Allow
    try connection.send("GET /api/events HTTP/1.1\r\nHost: x\r\n\r\n")
    let get = try connection.readResponse()
    #expect(get.status == 405)
    #expect(get.headers["allow"]?.contains("POST") == true)
    // 413: over 256 KiB
    let big = RawHTTPConnection.self
    let large = try big.init(port: harness.port)
    try large.send(
      "POST /api/events HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 300000\r\n\r\n"
    )
    let tooLarge = try large.readResponse()
    #expect(tooLarge.status == 413)
    // Answered by the HTTP layer before any route, yet JSON with the baseline security headers.
    #expect(tooLarge.headers["content-type"] == "application/json")
    #expect(tooLarge.headers["x-content-type-options"] == "nosniff")
    #expect(tooLarge.headers["content-security-policy"]?.contains("frame-ancestors 'none'") == true)
    // Nothing but the accepted events was stored.
    #expect(try harness.openStore().storedEventCount() == 3)
  }

  @Test func twentyThousandEventsOver32ConnectionsAreAllStored() throws {
    let harness = try EventServer()
    let acknowledged = Atomic<Int>(0)
    let failures = Atomic<Int>(0)
    let port = harness.port
    let group = DispatchGroup()
    for connectionIndex in 0..<32 {
      DispatchQueue.global().async(group: group) {
        do {
          let connection = try RawHTTPConnection(port: port)
          for request in 0..<25 {
            let events = (0..<25).map { EventServer.event("load-\(connectionIndex)-\(request)-\($0)") }
            let response = try EventServer.post(connection, "{\"events\":[\(events.joined(separator: ","))]}")
            if response.status == 200,
              let body = try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
            {
              acknowledged.add(body["accepted"] as? Int ?? 0, ordering: .relaxed)
            } else {
              failures.add(1, ordering: .relaxed)
            }
          }
        } catch {
          failures.add(1, ordering: .relaxed)
        }
      }
    }
    group.wait()
    #expect(failures.load(ordering: .relaxed) == 0)
    #expect(acknowledged.load(ordering: .relaxed) == 20_000)
    #expect(harness.server.stop() == 0)
    #expect(try harness.openStore().storedEventCount() == 20_000)
  }

  @Test func aFullQueueAnswers503WithRetryAfter() throws {
    let harness = try EventServer(extraArguments: ["--queue-capacity", "1"])
    let seen503 = Atomic<Int>(0)
    let retryAfter = Atomic<Int>(0)
    let acknowledged = Atomic<Int>(0)
    let port = harness.port
    DispatchQueue.concurrentPerform(iterations: 48) { index in
      guard let connection = try? RawHTTPConnection(port: port) else { return }
      for request in 0..<40 where seen503.load(ordering: .relaxed) < 5 {
        let events = (0..<20).map { EventServer.event("queue-\(index)-\(request)-\($0)") }.joined(
          separator: ",")
        guard let response = try? EventServer.post(connection, "{\"events\":[\(events)]}") else { return }
        if response.status == 503 {
          seen503.add(1, ordering: .relaxed)
          if response.headers["retry-after"] != nil { retryAfter.add(1, ordering: .relaxed) }
        } else if response.status == 200 {
          acknowledged.add(20, ordering: .relaxed)
        }
      }
    }
    #expect(seen503.load(ordering: .relaxed) > 0)
    #expect(retryAfter.load(ordering: .relaxed) == seen503.load(ordering: .relaxed))
    #expect(harness.server.stop() == 0)
    #expect(try harness.openStore().storedEventCount() == acknowledged.load(ordering: .relaxed))
  }
}

@Suite(.serialized) struct EventRateLimitTests {
  @Test func overTheRateLimitAnswers429WithRetryAfter() throws {
    let harness = try EventServer(extraArguments: ["--rate-limit", "5"])
    let connection = try RawHTTPConnection(port: harness.port)
    var statuses: [Int] = []
    var retryAfter: String?
    for n in 0..<8 {
      let response = try EventServer.post(connection, EventServer.event("rate-\(String(format: "%04d", n))"))
      statuses.append(response.status)
      if response.status == 429 { retryAfter = response.headers["retry-after"] }
    }
    #expect(statuses.prefix(5).allSatisfy { $0 == 200 })
    #expect(statuses.contains(429))
    #expect(retryAfter != nil)
    #expect(try harness.openStore().storedEventCount() == statuses.filter { $0 == 200 }.count)
  }
}
