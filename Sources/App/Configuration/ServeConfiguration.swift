import Foundation
import HTTPServer

/// Every `serve` option of the contract, parsed and validated.
public struct ServeConfiguration: Sendable, Equatable {
  public var host = "127.0.0.1"
  public var port: UInt16 = 8080
  public var database = CommandDefaults.database
  public var campaigns = CommandDefaults.campaigns
  public var publicDirectory = CommandDefaults.publicDirectory
  /// Origins allowed to frame `/embed/*` in addition to `'self'`.
  public var frameAncestors: [String] = []
  /// Origins allowed to post events cross-origin.
  public var allowedOrigins: [String] = []
  public var threads = max(2, ProcessInfo.processInfo.activeProcessorCount)
  public var trustProxy = false
  /// libmicrohttpd's event loop (beyond the contract): poll for few connections, epoll for many idle ones.
  public var eventLoop = ServerConfiguration.EventLoop.poll
  /// Events per second per client address; 0 is no limit.
  public var rateLimit: Double = 0
  public var reportToken: String?
  /// Events the writer queue holds before `POST /api/events` answers 503 (beyond the contract).
  public var queueCapacity = 10_000
  /// `make motion-report`'s last figures for the QA page (beyond the contract); a missing file is none.
  public var motionMeasurements = CommandDefaults.motionMeasurements

  public init() {}

  /// The valued options `serve` takes, with their defaults and meaning, in `--help` order.
  static let options: [(name: String, placeholder: String, help: String)] = [
    ("host", "ADDRESS", "address to bind (default 127.0.0.1)"),
    ("port", "PORT", "port to listen on, 0 picks a free one (default 8080)"),
    (
      "database", "URL",
      "sqlite:PATH or postgres://user[:password]@host:port/db (default sqlite:\(CommandDefaults.databasePath))"
    ),
    ("campaigns", "DIR", "folder of campaign files (default \(CommandDefaults.campaigns))"),
    ("public", "DIR", "folder of static files (default \(CommandDefaults.publicDirectory))"),
    (
      "frame-ancestors", "ORIGINS",
      "space-separated origins allowed to frame /embed/* besides 'self' (default none)"
    ),
    (
      "allowed-origins", "ORIGINS",
      "space-separated origins allowed to post events cross-origin (default none)"
    ),
    ("threads", "N", "libmicrohttpd thread pool size, at least 2 (default: cores, at least 2)"),
    ("rate-limit", "N", "events per second accepted per client address, 0 = no limit (default 0)"),
    ("report-token", "TOKEN", "require this bearer token for /report/* and /api/report/* (default none)"),
    ("queue-capacity", "N", "events waiting for commit before POST /api/events answers 503 (default 10000)"),
    (
      "motion-measurements", "FILE",
      "make motion-report's figures shown on the QA page (default \(CommandDefaults.motionMeasurements))"
    ),
    (
      "event-loop", "poll|epoll",
      "poll: fastest with few connections (behind a proxy); epoll: many idle clients (default poll)"
    ),
  ]

  /// Parses `serve`'s arguments and environment; throws `UsageError` for anything wrong.
  public static func parse(_ arguments: [String], environment: [String: String]) throws -> ServeConfiguration
  {
    let parser = try OptionParser(
      arguments, valued: Set(options.map(\.name)), flags: ["trust-proxy"], environment: environment)
    if let extra = parser.positionals.first {
      throw UsageError("serve takes no argument \(extra.debugDescription); see --help.")
    }
    var configuration = ServeConfiguration()
    if let host = parser.value("host") {
      guard !host.isEmpty, host.allSatisfy({ $0.isLetter || $0.isNumber || ".:-_".contains($0) }) else {
        throw UsageError("The option --host must be an address or host name, not \(host.debugDescription).")
      }
      configuration.host = host
    }
    configuration.port = UInt16(try parser.integer("port", default: 8080, range: 0...65535))
    configuration.database = try parser.database()
    configuration.campaigns = try parser.folder("campaigns", default: CommandDefaults.campaigns)
    configuration.publicDirectory = try parser.folder("public", default: CommandDefaults.publicDirectory)
    if let file = parser.value("motion-measurements") {
      guard !file.isEmpty else { throw UsageError("The option --motion-measurements needs a file.") }
      configuration.motionMeasurements = file
    }
    configuration.frameAncestors = try Origins.parse(
      parser.value("frame-ancestors"), option: "frame-ancestors", wildcards: true)
    configuration.allowedOrigins = try Origins.parse(
      parser.value("allowed-origins"), option: "allowed-origins", wildcards: false)
    configuration.threads = try parser.integer("threads", default: configuration.threads, range: 2...256)
    configuration.trustProxy = try parser.flag("trust-proxy")
    configuration.rateLimit = try parser.number("rate-limit", default: 0, range: 0...1_000_000)
    configuration.queueCapacity = try parser.integer("queue-capacity", default: 10_000, range: 1...10_000_000)
    if let loop = parser.value("event-loop") {
      guard let eventLoop = ServerConfiguration.EventLoop(rawValue: loop) else {
        throw UsageError("The option --event-loop must be poll or epoll, not \(loop.debugDescription).")
      }
      configuration.eventLoop = eventLoop
    }
    if let token = parser.value("report-token") {
      guard token.count >= 8, token.allSatisfy({ $0.isASCII && !$0.isWhitespace && $0 != "," }) else {
        throw UsageError(
          "The option --report-token must be at least 8 printable ASCII characters without spaces.")
      }
      configuration.reportToken = token
    }
    return configuration
  }

  /// The start-up line's description: every effective setting, secrets masked.
  public var summary: String {
    [
      "host=\(host)", "port=\(port)", "database=\(database.redacted)", "campaigns=\(campaigns)",
      "public=\(publicDirectory)",
      "frame-ancestors=\(frameAncestors.isEmpty ? "none" : frameAncestors.joined(separator: ","))",
      "allowed-origins=\(allowedOrigins.isEmpty ? "none" : allowedOrigins.joined(separator: ","))",
      "threads=\(threads)", "event-loop=\(eventLoop.rawValue)", "queue-capacity=\(queueCapacity)",
      "trust-proxy=\(trustProxy)", "rate-limit=\(rateLimit == 0 ? "off" : String(rateLimit))",
      "reports=\(reportToken == nil ? "open (no --report-token)" : "token required")",
    ].joined(separator: " ")
  }
}
