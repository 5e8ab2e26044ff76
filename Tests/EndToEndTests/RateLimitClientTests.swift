import Foundation
import TestSupport
import Testing

/// Which client `--rate-limit` counts, on a real server. At 0.2 events per second a client gets one
/// event, then 429 for five seconds: slow enough that a loaded machine cannot refill a bucket
/// between two requests of a test.
@Suite struct RateLimitClientTests {
  func post(_ harness: EventServer, _ id: String, forwardedFor: String?) throws -> RawResponse {
    let connection = try RawHTTPConnection(port: harness.port)
    return try EventServer.post(
      connection, EventServer.event(id), extraHeaders: forwardedFor.map { "X-Forwarded-For: \($0)\r\n" } ?? ""
    )
  }

  @Test func withoutTrustProxyForwardedForCannotDodgeTheLimit() throws {
    let harness = try EventServer(extraArguments: ["--rate-limit", "0.2"])
    #expect(try post(harness, "rate-a-0001", forwardedFor: "203.0.113.1").status == 200)
    let refused = try post(harness, "rate-a-0002", forwardedFor: "203.0.113.2")
    #expect(refused.status == 429)
    #expect(Int(refused.headers["retry-after"] ?? "") ?? 0 >= 1)
    #expect(refused.headers["content-type"] == "application/json")
    #expect(refused.text.contains("\"error\""))
    #expect(try post(harness, "rate-a-0003", forwardedFor: nil).status == 429)
    #expect(try harness.openStore().storedEventCount() == 1)
    #expect(harness.server.stop() == 0)
    #expect(harness.server.stderrText.contains("client=127.0.0.1"))
    #expect(!harness.server.stderrText.contains("client=203.0.113"))
  }

  @Test func behindATrustedProxyTheRightmostForwardedForEntryIsTheClient() throws {
    let harness = try EventServer(extraArguments: ["--rate-limit", "0.2", "--trust-proxy"])
    #expect(try post(harness, "rate-b-0001", forwardedFor: "203.0.113.9").status == 200)
    #expect(try post(harness, "rate-b-0002", forwardedFor: "203.0.113.9").status == 429)
    // Entries left of the proxy's are whatever the client claimed: they change nothing.
    #expect(try post(harness, "rate-b-0003", forwardedFor: "198.51.100.7, 203.0.113.9").status == 429)
    #expect(try post(harness, "rate-b-0004", forwardedFor: "203.0.113.9, 198.51.100.7").status == 200)
    // No header, or one that is not an address: the socket's address, a bucket of its own.
    #expect(try post(harness, "rate-b-0005", forwardedFor: nil).status == 200)
    #expect(try post(harness, "rate-b-0006", forwardedFor: "<script>").status == 429)
    #expect(try harness.openStore().storedEventCount() == 3)
    #expect(harness.server.stop() == 0)
    #expect(harness.server.stderrText.contains("client=198.51.100.7"))
    #expect(!harness.server.stderrText.contains("<script>"))
  }
}
