import DialogWeb
import HTTPServer

/// The server `serve` runs, wired from a configuration: campaigns loaded and watched, the event
/// pipeline open, the routes behind the security headers, libmicrohttpd listening. `snapshot` runs
/// one too, on a free loopback port, for the Chromium it drives.
struct RunningServer {
  let server: HTTPServer
  let campaigns: CampaignStartup
  let events: EventPipeline

  /// Starts everything `configuration` describes; a missing public folder or invalid campaigns stop
  /// the start before a database is created, a port in use is a `CommandFailure`. Without
  /// `accessLog` no line per request is written (`snapshot`'s server, whose requests are its own).
  static func start(_ configuration: ServeConfiguration, accessLog: Bool = true) throws -> RunningServer {
    // Checked first: a missing public folder changes nothing (no database created).
    let staticFiles = try Routes.staticFiles(configuration.publicDirectory)
    let live = LiveCampaigns()
    let campaigns = try CampaignStartup.start(configuration, live: live)
    let metrics = Metrics()
    let events = try EventPipeline.open(
      configuration.database, metrics: metrics, capacity: configuration.queueCapacity)
    // Whole-day range reports from memory (RangeCache): the campaigns read in the background.
    events.store.preloadRanges(campaigns.store.catalog.ids) { Log.write($0) }
    var context = AppContext(
      configuration: configuration, events: events, metrics: metrics, campaigns: campaigns.store,
      live: live)
    let measured = MotionMeasurements.load(path: configuration.motionMeasurements)
    if let problem = measured.problem { Log.write("warning: \(problem)") }
    context.measurements = measured.measurements
    var router = Routes.router(context, staticFiles: staticFiles)
    router.onAnswer = { route, status in metrics.countRequest(route: route, status: status) }
    let handler = CompressingHandler(
      next: SecurityHeaders(next: router, frameAncestors: configuration.frameAncestors),
      cache: metrics.compressedAnswers)
    var serverConfiguration = ServerConfiguration()
    serverConfiguration.host = configuration.host
    serverConfiguration.port = configuration.port
    serverConfiguration.threads = configuration.threads
    serverConfiguration.eventLoop = configuration.eventLoop
    var onRequest: @Sendable (RequestRecord) -> Void = { _ in }
    if accessLog { onRequest = AccessLog.writer(trustProxy: configuration.trustProxy) }
    do {
      let server = try HTTPServer(
        configuration: serverConfiguration, handler: handler, errors: ErrorResponses.renderer,
        onRequest: onRequest)
      return RunningServer(server: server, campaigns: campaigns, events: events)
    } catch let error as BindError {
      campaigns.watcher.stop()
      events.shutdown()
      throw CommandFailure(error.description)
    }
  }

  /// Stops accepting, finishes requests in flight, stops the watcher, commits every acknowledged event.
  func stop() {
    server.stop()
    campaigns.watcher.stop()
    events.shutdown()
  }
}
