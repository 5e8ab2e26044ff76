import Foundation
import TestSupport
import Testing

/// The server process with 200 campaign-event streams open (200 open pages): SIGTERM stops it
/// gracefully within 2 s with exit status 0 (suspended streams are resumed and closed first).
@Suite(.serialized) struct LiveStreamStopTests {
  @Test func aGracefulStopWith200StreamsOpenExits0Within2Seconds() throws {
    let server = try ServerProcess()
    let streams = try (0..<200).map { _ -> RawHTTPConnection in
      let connection = try RawHTTPConnection(port: server.port)
      try connection.send(
        "GET /api/campaign-events HTTP/1.1\r\nHost: test\r\nAccept: text/event-stream\r\n\r\n")
      return connection
    }
    for stream in streams {
      #expect(try stream.readHead().status == 200)
      _ = try stream.read(until: "event: campaigns\n")
    }
    let started = Date()
    let status = server.stop()
    let seconds = Date().timeIntervalSince(started)
    #expect(status == 0)
    #expect(seconds < 2, "the stop took \(seconds) s")
    _ = try streams[0].read(until: "0\r\n\r\n")  // the last chunk: the stream ended cleanly
  }
}
