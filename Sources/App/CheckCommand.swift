import Campaigns
import Foundation

/// `dialog-preview check [--campaigns DIR] [--public DIR]`: validates every campaign file (banner
/// files looked up in the public folder). Valid: "N campaigns OK" on stdout, exit 0. Invalid: one
/// line per problem on stderr (`file: field: what is wrong`), exit 1.
enum CheckCommand {
  static func run(_ arguments: [String], environment: [String: String]) throws -> Int32 {
    let parser = try OptionParser(arguments, valued: ["campaigns", "public"], environment: environment)
    if let extra = parser.positionals.first {
      throw UsageError("check takes no argument \(extra.debugDescription); use --campaigns DIR.")
    }
    let defaults = ServeConfiguration()
    let directory = parser.value("campaigns") ?? defaults.campaigns
    let publicDirectory = parser.value("public") ?? defaults.publicDirectory
    for (name, value) in [("campaigns", directory), ("public", publicDirectory)] where value.isEmpty {
      throw UsageError("The option --\(name) needs a folder.")
    }
    let load = CampaignLoader(directory: directory, publicDirectory: publicDirectory).load()
    guard load.isValid else {
      load.problems.forEach { Log.write($0.description) }
      return 1
    }
    print("\(load.catalog.count) campaign\(load.catalog.count == 1 ? "" : "s") OK")
    return 0
  }
}
