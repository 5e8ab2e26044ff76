import Foundation
import TestSupport
import Testing

/// The real executable: exit codes, the ready line, /healthz, logs, graceful stop.
@Suite(.serialized) struct ProcessTests {
  @Test(arguments: [
    ["serve", "--port", "99999"], ["serve", "--bogus"], ["bogus-command"], ["serve", "--threads", "0"], [],
  ])
  func badCommandLinesExit2WithOneLine(arguments: [String]) throws {
    let result = try ServerProcess.run(arguments)
    #expect(result.code == 2)
    #expect(!result.stderr.isEmpty)
    if !arguments.isEmpty { #expect(result.stderr.split(separator: "\n").count == 1) }
  }

  @Test func serveHelpShowsEveryOptionWithDefaults() throws {
    let result = try ServerProcess.run(["serve", "--help"])
    #expect(result.code == 0)
    for option in [
      "--host", "--port", "--database", "--campaigns", "--public", "--frame-ancestors", "--allowed-origins",
      "--threads", "--trust-proxy", "--rate-limit", "--report-token",
    ] {
      #expect(result.stdout.contains(option), "\(option) missing from --help")
    }
    #expect(result.stdout.contains("default 8080"))
  }

  @Test func servesHealthzAndLogsEachRequest() async throws {
    let server = try ServerProcess()
    let result = try await HTTPClient.request(server.baseURL.appendingPathComponent("healthz"))
    #expect(result.status == 200)
    #expect(result.text.contains("\"status\":\"ok\""))
    #expect(server.stop() == 0)
    let log = server.stderrText
    #expect(log.contains("dialog-preview starting: host=127.0.0.1"))
    #expect(log.contains("method=GET path=/healthz status=200"))
    #expect(log.contains(" ms="))
  }

  @Test func sigtermWithARequestInFlightCompletesItAndExits0() throws {
    let server = try ServerProcess()
    let connection = try RawHTTPConnection(port: server.port)
    // Half a body is in flight when SIGTERM arrives; the rest follows after it.
    try connection.send("POST /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n12345")
    usleep(200_000)
    kill(server.process.processIdentifier, SIGTERM)
    usleep(300_000)
    #expect(server.process.isRunning)
    try connection.send("67890")
    let response = try connection.readResponse()
    #expect(response.status == 405)
    #expect(response.text.contains("error"))
    server.process.waitUntilExit()
    #expect(server.process.terminationStatus == 0)
  }

  @Test func sigintExits0() throws {
    let server = try ServerProcess()
    #expect(server.stop(signal: SIGINT) == 0)
  }

  @Test func portInUseFailsWithExit1() throws {
    let first = try ServerProcess()
    let result = try ServerProcess.run(["serve", "--port", String(first.port)])
    #expect(result.code == 1)
    #expect(result.stderr.contains("Could not listen"))
  }
}
