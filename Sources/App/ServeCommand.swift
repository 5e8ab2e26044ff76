import Dispatch
import Foundation
import HTTPServer

/// `dialog-preview serve`: starts the server, prints the ready line, runs until SIGINT/SIGTERM,
/// then stops gracefully (finishes requests in flight) and returns.
enum ServeCommand {
  static let help = """
    Usage: dialog-preview serve [options]

    Runs the dialog-preview server until SIGINT or SIGTERM. Every option can also be set by an
    environment variable DIALOG_PREVIEW_<NAME> (e.g. DIALOG_PREVIEW_FRAME_ANCESTORS); a flag wins.

    Options:
    \(ServeConfiguration.options.map { "  --\($0.name) \($0.placeholder)".padding(toLength: 28, withPad: " ", startingAt: 0) + $0.help }.joined(separator: "\n"))
      --trust-proxy             take the client address from X-Forwarded-For (default off)
      --help                    show this help

    """

  static func run(_ arguments: [String], environment: [String: String]) throws {
    let configuration = try ServeConfiguration.parse(arguments, environment: environment)
    ErrorResponses.install()
    let staticFiles = try StaticFiles(directory: configuration.publicDirectory)
    let campaigns = try CampaignStartup.start(configuration)
    let context = AppContext(configuration: configuration, databaseProblem: { nil }, campaigns: campaigns.store)
    let router = Routes.router(context, staticFiles: staticFiles)
    let handler = SecurityHeaders(next: router, frameAncestors: configuration.frameAncestors)
    var serverConfiguration = ServerConfiguration()
    serverConfiguration.host = configuration.host
    serverConfiguration.port = configuration.port
    serverConfiguration.threads = configuration.threads
    let server: HTTPServer
    do {
      server = try HTTPServer(configuration: serverConfiguration, handler: handler, onRequest: AccessLog.write)
    } catch let error as HTTPError {
      throw CommandFailure(error.message)
    }
    let shownHost = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
    Log.write("dialog-preview starting: \(configuration.summary)")
    FileHandle.standardOutput.write(Data("dialog-preview listening on http://\(shownHost):\(server.port)\n".utf8))
    let signal = waitForTermination()
    Log.write("dialog-preview stopping (\(signal)): finishing \(server.requestsInFlight) request(s) in flight")
    server.stop()
    campaigns.watcher.stop()
    Log.write("dialog-preview stopped")
  }

  /// Blocks until SIGINT or SIGTERM; returns its name.
  static func waitForTermination() -> String {
    let semaphore = DispatchSemaphore(value: 0)
    let queue = DispatchQueue(label: "dialog-preview.signals")
    let received = SignalName()
    let sources = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")].map { number, name in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler {
        received.name = name
        semaphore.signal()
      }
      source.resume()
      return source
    }
    semaphore.wait()
    sources.forEach { $0.cancel() }
    return queue.sync { received.name }
  }
}

/// The signal that arrived; written and read on the signal queue only.
private final class SignalName: @unchecked Sendable {
  var name = ""
}
