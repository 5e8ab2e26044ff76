import Foundation
import HTTPServer
import Testing

/// The event client waits for a slow answer without using the CPU. On Linux, URLSession kept a write
/// source armed on the socket while it waited and polled 20 to 65 % of a core per waiting client
/// (measured: 394 of the 558 CPU seconds of the suites besides the browser's went to the clients);
/// the client's Linux transport (`SocketPost`) waits in poll(2).
@Suite("DialogEvents: waiting for an answer") struct IdleWaitTests {
  @Test func aClientWaitingFiveSecondsForItsAnswerUsesAlmostNoCPU() throws {
    // Answers each batch 5 s late, as the real server would once it stored it.
    var configuration = ServerConfiguration()
    configuration.drainTimeout = 1
    let server = try HTTPServer(
      configuration: configuration,
      handler: SyncHandler { request in
        Thread.sleep(forTimeInterval: 5)
        let object = (try? JSONSerialization.jsonObject(with: Data(request.body))) as? [String: Any]
        let count = (object?["events"] as? [Any])?.count ?? 0
        return Response(
          status: 200, contentType: "application/json",
          text: "{\"accepted\":\(count),\"duplicates\":0,\"rejected\":[]}")
      })
    defer { server.stop() }
    let queue = LoggerFixture.folder()
    let client = try ClientHarness(
      port: server.port, queue: queue,
      arguments: ["--count", "1", "--drain", "--flush-at", "1", "--interval", "60"])
    #expect(client.wait(timeout: 60) == 0, "\(client.lines)")
    let stats = try #require(client.lines.first { $0.hasPrefix("stats ") }, "\(client.lines)")
    #expect(stats.contains("accepted=1"), "\(stats)")
    let field = try #require(stats.split(separator: " ").first { $0.hasPrefix("cpuSeconds=") })
    let cpu = try #require(Double(field.dropFirst("cpuSeconds=".count)))
    let total = try #require(
      stats.split(separator: " ").first { $0.hasPrefix("totalSeconds=") }.flatMap { Double($0.dropFirst(13)) }
    )
    print(
      "a client waiting \(String(format: "%.1f", total)) s for answers used \(String(format: "%.3f", cpu)) s of CPU"
    )
    #expect(total >= 4.9, "one answer, 5 s late")
    // A start-up in a debug build is a few hundredths of a second; URLSession polled 2.5 s of CPU in 6 s.
    #expect(cpu < 0.5, "\(stats)")
  }
}
