import Foundation
import HTTPServer
import TestSupport
import Testing

/// Server-sent events: framing, delivery after the connection was suspended, the stream limit, the
/// heartbeat that finds clients gone, and a graceful stop with many streams open.
@Suite(.serialized) struct EventStreamTests {
  @Test func anEventIsOneDataLinePerLineEndingWithABlankLine() {
    let event = ServerSentEvent(name: "up\ndate", data: "a\nb")
    #expect(String(decoding: event.bytes, as: UTF8.self) == "event: update\ndata: a\ndata: b\n\n")
    #expect(String(decoding: ServerSentEvent(data: "x").bytes, as: UTF8.self) == "data: x\n\n")
  }

  @Test func aStreamCarriesItsHeadersAndEventsSentLater() throws {
    let live = try StreamServer()
    defer { live.server.stop() }
    let connection = try RawHTTPConnection(port: live.server.port)
    try connection.send("GET /stream HTTP/1.1\r\nHost: test\r\n\r\n")
    let head = try connection.readHead()
    #expect(head.status == 200)
    #expect(head.headers["content-type"] == "text/event-stream; charset=utf-8")
    #expect(head.headers["x-accel-buffering"] == "no")
    #expect(head.headers["cache-control"] == "no-store")
    _ = try connection.read(until: "data: first\n\n")
    usleep(50_000)  // the reader has found nothing more and suspended the connection
    live.broadcaster.broadcast(ServerSentEvent(name: "news", data: "second"))
    #expect(try connection.read(until: "data: second\n\n").contains("event: news"))
  }

  @Test func onceEndsTheStreamAfterItsFirstEvent() async throws {
    let live = try StreamServer()
    defer { live.server.stop() }
    let result = try await HTTPClient.request(
      URL(string: "http://127.0.0.1:\(live.server.port)/stream?once=1")!)
    #expect(result.status == 200)
    #expect(result.text == "event: hello\ndata: first\n\n")
    #expect(StreamServer.wait { live.server.openStreams == 0 })
  }

  @Test func streamsBeyondTheLimitAre503AndOtherRequestsStillAnswer() async throws {
    let live = try StreamServer(streamLimit: 2)
    defer { live.server.stop() }
    let held = try (0..<2).map { _ in try live.openStream() }
    let refused = try await HTTPClient.request(URL(string: "http://127.0.0.1:\(live.server.port)/stream")!)
    #expect(refused.status == 503)
    #expect(refused.header("Retry-After") == "5")
    let plain = try await HTTPClient.request(URL(string: "http://127.0.0.1:\(live.server.port)/plain")!)
    #expect(plain.text == "plain")
    #expect(live.server.openStreams == 2 && held.count == 2)
    #expect(live.broadcaster.count == 2)
  }

  @Test func theHeartbeatReachesClientsAndFindsThoseThatWentAway() throws {
    let live = try StreamServer(heartbeat: 0.1)
    defer { live.server.stop() }
    let stays = try live.openStream()
    var leaves: RawHTTPConnection? = try live.openStream()
    _ = try stays.read(until: ": heartbeat\n\n")
    #expect(live.server.openStreams == 2)
    leaves = nil  // closes the socket: only a write can tell
    #expect(leaves == nil)
    #expect(StreamServer.wait { live.server.openStreams == 1 })
    #expect(live.broadcaster.count == 1)
  }

  @Test func aGracefulStopWith200StreamsOpenEndsThemWithin2Seconds() throws {
    let live = try StreamServer()
    let threadsBefore = Self.threadCount()
    let streams = try (0..<200).map { _ in try live.openStream() }
    #expect(live.server.openStreams == 200)
    #expect(Self.threadCount() <= threadsBefore + 2)  // no thread per stream (slack for Dispatch)
    let started = Date()
    live.server.stop()
    let seconds = Date().timeIntervalSince(started)
    #expect(seconds < 2, "stop took \(seconds) s")
    _ = try streams[0].read(until: "0\r\n\r\n")  // the last chunk: the stream ended cleanly
    #expect(live.server.openStreams == 0)
  }

  static func threadCount() -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
  }
}
