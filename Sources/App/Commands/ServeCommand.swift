import Dispatch
import Foundation
import HTTPServer

/// `dialog-preview serve`: starts the server, prints the ready line, runs until SIGINT/SIGTERM,
/// then stops gracefully (finishes requests in flight) and returns.
enum ServeCommand {
  /// `  --option VALUE` and its help in a column from the 29th character, or after a space where the
  /// option is longer (`--motion-measurements FILE`).
  static func optionLine(_ option: String, _ help: String) -> String {
    let column = "  " + option
    return (column.count < 28 ? column.padding(toLength: 28, withPad: " ", startingAt: 0) : column + " ")
      + help
  }

  static let help = """
    Usage: dialog-preview serve [options]

    Runs the dialog-preview server until SIGINT or SIGTERM. Every option can also be set by an
    environment variable DIALOG_PREVIEW_<NAME> (e.g. DIALOG_PREVIEW_FRAME_ANCESTORS); a flag wins.

    Options:
    \(ServeConfiguration.options.map { optionLine("--\($0.name) \($0.placeholder)", $0.help) }.joined(separator: "\n"))
      --trust-proxy             take the client address from X-Forwarded-For (default off)
      --help                    show this help

    """

  static func run(_ arguments: [String], environment: [String: String]) throws {
    let configuration = try ServeConfiguration.parse(arguments, environment: environment)
    MallocTuning.apply()
    let running = try RunningServer.start(configuration)
    let shownHost = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
    let termination = TerminationSignals()
    Log.write("dialog-preview starting: \(configuration.summary)")
    FileHandle.standardOutput.write(
      Data("dialog-preview listening on http://\(shownHost):\(running.server.port)\n".utf8))
    let signal = termination.wait()
    Log.write(
      "dialog-preview stopping (\(signal)): finishing \(running.server.requestsInFlight) request(s) in flight"
    )
    running.stop()
    Log.write("dialog-preview stopped")
  }

}
