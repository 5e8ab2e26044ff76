import Analytics
import Foundation

/// `dialog-preview rollup --rebuild [--campaign ID] [--database URL]`: recomputes the rollups from the
/// stored events in one transaction, progress on stderr. Safe while servers ingest: their inserts wait
/// for the rebuild's transaction (PostgreSQL: a lock on `events`; SQLite: the single write lock, so a
/// rebuild longer than the 5 s busy timeout answers 503 to ingest meanwhile), and nothing is counted
/// twice.
enum RollupCommand {
  static func run(_ arguments: [String], environment: [String: String]) throws {
    let parser = try OptionParser(
      arguments, valued: ["campaign", "database"], flags: ["rebuild"], environment: environment,
      fromEnvironment: ["database"])
    if let extra = parser.positionals.first {
      throw UsageError("rollup takes no argument \(extra.debugDescription).")
    }
    guard try parser.flag("rebuild") else { throw UsageError("rollup needs --rebuild.") }
    let database = try parser.database()
    let store = try StoreOpener.open(database)
    defer { store.close() }
    let started = ContinuousClock.now
    do {
      let count = try store.rebuildRollups(campaign: parser.value("campaign")) { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
      }
      let elapsed = (ContinuousClock.now - started).components
      let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
      let line =
        "rebuilt the rollups of \(count) campaign\(count == 1 ? "" : "s") in \(String(format: "%.2f", seconds)) s\n"
      FileHandle.standardError.write(Data(line.utf8))
    } catch {  // typed: the block throws only EventStoreError
      throw CommandFailure("Could not rebuild the rollups: \(error.message)")
    }
  }
}
