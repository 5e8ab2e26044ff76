import Foundation
import HTTPServer
import TestSupport
import Testing

/// The daemon's owner frees it, bind failures say why in their own type, and errors the server answers
/// before any handler use the renderer it was given.
@Suite struct ServerLifetimeTests {
  @Test func aServerDroppedWithoutStopFreesItsPort() throws {
    var port: UInt16 = 0
    do {
      let server = try startTestServer()
      port = server.port
    }
    var configuration = ServerConfiguration()
    configuration.port = port
    let again = try HTTPServer(configuration: configuration, handler: Router())
    #expect(again.port == port)
    again.stop()
  }

  @Test func aTakenPortIsABindErrorNamingTheAddress() throws {
    let server = try startTestServer()
    defer { server.stop() }
    var configuration = ServerConfiguration()
    configuration.port = server.port
    #expect(throws: BindError(host: "127.0.0.1", port: server.port, reason: .unavailable)) {
      try HTTPServer(configuration: configuration, handler: Router())
    }
    let error = BindError(host: "127.0.0.1", port: server.port, reason: .unavailable)
    #expect(
      error.description
        == "Could not listen on 127.0.0.1:\(server.port): the address is in use or not available.")
  }

  @Test func anUnknownHostIsABindError() {
    var configuration = ServerConfiguration()
    configuration.host = "no-such-host.invalid"
    configuration.port = 0
    #expect(throws: BindError(host: "no-such-host.invalid", port: 0, reason: .unknownHost)) {
      try HTTPServer(configuration: configuration, handler: Router())
    }
  }

  @Test func earlyErrorsUseTheGivenRenderer() throws {
    var configuration = ServerConfiguration()
    configuration.port = 0
    configuration.maxBodyBytes = 10
    let errors = ErrorRenderer { error, _ in
      Response(status: error.status, contentType: "application/x-test", text: "rendered \(error.status)")
    }
    let server = try HTTPServer(configuration: configuration, handler: Router(), errors: errors)
    defer { server.stop() }
    let connection = try RawHTTPConnection(port: server.port)
    try connection.send(
      "POST /x HTTP/1.1\r\nHost: t\r\nContent-Length: 100\r\nContent-Type: text/plain\r\n\r\n")
    let response = try connection.readResponse()
    #expect(response.status == 413)
    #expect(response.text == "rendered 413")
  }
}
