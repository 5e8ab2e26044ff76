import Foundation

/// The `dialog-preview` command line: dispatches to the commands and maps errors to exit codes
/// (0 success, 1 failure, 2 usage error), always with a one-line message on stderr.
public enum CLI {
  static let usage = """
    Usage: dialog-preview <command> [options]

    Commands:
      serve [options]            run the server (see dialog-preview serve --help)
      presets                    list the animator presets with their durations and curves
      css [--preset NAME]        print the generated CSS (all presets, or one)
      check [--campaigns DIR] [--public DIR]
                                 validate campaign files (and that banner files exist)
      purge [--user U] [--before DATE] [--source preview] [--database URL]
      rollup --rebuild [--campaign ID] [--database URL]
                                 recompute the report's rollups from the stored events
      report CAMPAIGN [--format table|json|csv] [--source app|preview|all] [--from DATE] [--to DATE]
             [--by app_version|device] [--delivery-grace SECONDS] [--database URL] [--campaigns DIR]
      snapshot --out DIR [--campaigns DIR] [--public DIR] [--compare BASE_DIR | --compare-git REV]
               [--devices LIST] [--appearances LIST] [--tolerance PERCENT] [--curve-tolerance PERCENT]
                                 render every variant's frames with headless Chromium; compare with a base

    """

  /// Runs one command line; returns the exit code.
  public static func run(
    _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int32 {
    guard let command = arguments.first else {
      FileHandle.standardError.write(Data(usage.utf8))
      return 2
    }
    let rest = Array(arguments.dropFirst())
    do {
      if rest.contains("--help") || rest.contains("-h") {
        let help = ["serve": ServeCommand.help, "snapshot": SnapshotOptions.help][command] ?? usage
        print(help, terminator: "")
        return 0
      }
      switch command {
      case "serve": try ServeCommand.run(rest, environment: environment)
      case "presets": try PresetCommands.presets(rest)
      case "report": try ReportCommand.run(rest, environment: environment)
      case "purge": try PurgeCommand.run(rest, environment: environment)
      case "rollup": try RollupCommand.run(rest, environment: environment)
      case "css": try PresetCommands.css(rest)
      case "check": return try CheckCommand.run(rest, environment: environment)
      case "snapshot": return try SnapshotCommand.run(rest, environment: environment)
      case "--help", "-h", "help": print(usage, terminator: "")
      default: throw UsageError("Unknown command \(command.debugDescription); run dialog-preview --help.")
      }
      return 0
    } catch let error as UsageError {
      Log.write("dialog-preview: \(error.message)")
      return 2
    } catch let error as CommandFailure {
      Log.write("dialog-preview: \(error.message)")
      return 1
    } catch {
      Log.write("dialog-preview: \(error)")
      return 1
    }
  }
}
