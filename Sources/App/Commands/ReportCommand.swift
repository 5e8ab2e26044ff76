import Analytics
import AnalyticsPostgres
import AnalyticsSQLite
import Campaigns
import Foundation

/// `dialog-preview report CAMPAIGN [--format table|json|csv] [--source app|preview|all]
/// [--from DATE] [--to DATE] [--by app_version|device] [--delivery-grace SECONDS] [--database URL]
/// [--campaigns DIR]`: the same numbers as the API (`--by`: the sliced report, `?by=`).
enum ReportCommand {
  static func run(_ arguments: [String], environment: [String: String]) throws {
    let parser = try OptionParser(
      arguments, valued: ["format", "source", "from", "to", "by", "delivery-grace", "database", "campaigns"],
      environment: environment,
      fromEnvironment: ["database", "campaigns"])
    guard parser.positionals.count == 1, let id = parser.positionals.first else {
      throw UsageError("report needs exactly one campaign id, e.g. dialog-preview report summer-sale.")
    }
    let format = parser.value("format") ?? "table"
    guard ["table", "json", "csv"].contains(format) else {
      throw UsageError("--format must be table, json or csv.")
    }
    let source: SourceFilter
    let range: ReportTimeRange
    let grace: Int64
    let dimension: SliceDimension?
    do {
      dimension = try ReportBuilder.dimension(parser.value("by"), name: "--by")
      source = try ReportBuilder.source(parser.value("source"))
      range = try ReportTimeRange.parse(from: parser.value("from"), to: parser.value("to"))
      grace = try ReportBuilder.deliveryGrace(parser.value("delivery-grace"))
    } catch let error as ReportInputError {
      throw UsageError(error.message.replacingOccurrences(of: "delivery_grace", with: "--delivery-grace"))
    }
    let folder = try parser.folder("campaigns", default: CommandDefaults.campaigns)
    let load = CampaignLoader(directory: folder, publicDirectory: nil).load()
    guard let campaign = load.catalog.campaign(id: id) else {
      if !load.isValid {
        throw CommandFailure("The campaign folder \(folder) has problems; run dialog-preview check.")
      }
      let ids = load.catalog.ids
      let valid = ids.isEmpty ? "it holds none" : "its campaigns are \(ids.joined(separator: ", "))"
      throw CommandFailure("There is no campaign \(id.debugDescription) in \(folder); \(valid).")
    }
    let database = try parser.database()
    let store = try StoreOpener.open(database)
    defer { store.close() }
    do {
      if let dimension {
        let sliced = try ReportBuilder.sliced(
          campaign: campaign, store: store, source: source, range: range, by: dimension)
        emit(format, json: sliced.json, csv: sliced.csv, table: sliced.table)
      } else {
        let report = try ReportBuilder.report(
          campaign: campaign, store: store, source: source, range: range, deliveryGrace: grace)
        emit(format, json: report.json, csv: report.csv, table: report.table)
      }
    } catch {
      throw CommandFailure("Could not read the events: \(error.message)")
    }
  }

  /// Prints the report (whole or sliced) in `format`.
  private static func emit(
    _ format: String, json: () -> String, csv: () -> String, table: () -> String
  ) {
    switch format {
    case "json": print(json())
    case "csv": print(csv(), terminator: "")
    default: print(table(), terminator: "")
    }
  }
}
