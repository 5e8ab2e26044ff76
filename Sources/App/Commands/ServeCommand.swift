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
    MallocTuning.apply()
    // Checked first: a missing public folder changes nothing (no database created).
    let staticFiles = try Routes.staticFiles(configuration.publicDirectory)
    let live = LiveCampaigns()
    let campaigns = try CampaignStartup.start(configuration, live: live)
    let metrics = Metrics()
    let events = try EventPipeline.open(
      configuration.database, metrics: metrics, capacity: configuration.queueCapacity)
    let context = AppContext(
      configuration: configuration, events: events, metrics: metrics, campaigns: campaigns.store,
      live: live)
    var router = Routes.router(context, staticFiles: staticFiles)
    router.onAnswer = { route, status in metrics.countRequest(route: route, status: status) }
    let handler = SecurityHeaders(next: router, frameAncestors: configuration.frameAncestors)
    var serverConfiguration = ServerConfiguration()
    serverConfiguration.host = configuration.host
    serverConfiguration.port = configuration.port
    serverConfiguration.threads = configuration.threads
    serverConfiguration.eventLoop = configuration.eventLoop
    let server: HTTPServer
    do {
      server = try HTTPServer(
        configuration: serverConfiguration, handler: handler, errors: ErrorResponses.renderer,
        onRequest: AccessLog.writer(trustProxy: configuration.trustProxy))
    } catch let error as BindError {
      throw CommandFailure(error.description)
    }
    let shownHost = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
    let termination = TerminationSignals()
    Log.write("dialog-preview starting: \(configuration.summary)")
    FileHandle.standardOutput.write(
      Data("dialog-preview listening on http://\(shownHost):\(server.port)\n".utf8))
    let signal = termination.wait()
    Log.write(
      "dialog-preview stopping (\(signal)): finishing \(server.requestsInFlight) request(s) in flight")
    server.stop()
    campaigns.watcher.stop()
    events.shutdown()
    Log.write("dialog-preview stopped")
  }

}
