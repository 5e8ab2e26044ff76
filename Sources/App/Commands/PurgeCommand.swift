import Analytics
import AnalyticsPostgres
import AnalyticsSQLite
import Campaigns
import Foundation

/// `dialog-preview purge [--user U] [--before DATE] [--source preview] [--database URL]`.
enum PurgeCommand {
  static func run(_ arguments: [String], environment: [String: String]) throws {
    let parser = try OptionParser(
      arguments, valued: ["user", "before", "source", "database"], environment: environment,
      fromEnvironment: ["database"])
    if let extra = parser.positionals.first {
      throw UsageError("purge takes no argument \(extra.debugDescription).")
    }
    var filter = PurgeFilter()
    filter.user = parser.value("user")
    if let before = parser.value("before") {
      do {
        filter.before = try ReportTimeRange.milliseconds(before, name: "--before", endOfDay: false)
      } catch let error as ReportInputError {
        throw UsageError(error.message)
      }
    }
    if let source = parser.value("source") {
      guard let value = EventSource(rawValue: source) else {
        throw UsageError("--source must be app or preview.")
      }
      filter.source = value
    }
    guard !filter.isEmpty else {
      throw UsageError(
        "purge needs at least one of --user, --before or --source (it never deletes everything).")
    }
    let database = try parser.database()
    let store = try StoreOpener.open(database)
    defer { store.close() }
    do {
      let deleted = try store.purge(filter)
      print("deleted \(deleted) event\(deleted == 1 ? "" : "s")")
    } catch {
      throw CommandFailure("Could not purge: \(error.message)")
    }
  }
}
