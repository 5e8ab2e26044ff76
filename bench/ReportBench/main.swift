// report-bench: loads simulated events of the campaign `bench` (variants A and B) through the store's
// bulk path (`EventStore.insert`, batches of 5,000 in one transaction each, as the group-commit writer
// sends them) and times the report's counting and statistics in process. bench/bench.py then asks the
// server for the same report over HTTP.
//
//   report-bench DATABASE EVENTS [FIRST]   DATABASE is sqlite:PATH or postgres://…; events FIRST..<EVENTS
//
// Users as an app sends them: about 4.5 events each (1 + Binomial(6, ½) impressions, taps with a
// per-user propensity, closes), the user's variant fixed by its number, one user in 500 also seen in the
// other variant, one impression in 200 anonymous. Prints one line: loaded=… load_s=… report_ms=… (the
// median of 5 in-process reports) users=… delivery_ms=… (the median of 5 delivery ledger reads).
// REPORT_BENCH_INSTALLS=N (default 0: none) sends every event as the event client does, from one of N
// installs (the user's number modulo N) numbered in order, to weigh the ledger's cost at ingest.
import Analytics
import AnalyticsPostgres
import AnalyticsSQLite
import Foundation

/// Loads, times and prints; everything local (top-level state would be main-actor isolated).
func run() throws {
  let arguments = CommandLine.arguments
  guard arguments.count >= 3, let target = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: report-bench DATABASE EVENTS [FIRST]\n".utf8))
    exit(2)
  }
  let first = arguments.count > 3 ? Int(arguments[3]) ?? 0 : 0
  let database = arguments[1]
  let store: any EventStore =
    database.hasPrefix("sqlite:")
    ? try SQLiteEventStore(path: String(database.dropFirst("sqlite:".count)))
    : try PostgresEventStore(url: database)
  try store.migrate()

  /// xorshift64*, enough for load shapes.
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &+ UInt64(first)
  func next() -> UInt64 {
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    return state &* 2_685_821_657_736_338_717
  }
  func uniform() -> Double { Double(next() >> 11) * 0x1p-53 }

  let now: Int64 = 1_764_400_000_000
  let installs = Int(ProcessInfo.processInfo.environment["REPORT_BENCH_INSTALLS"] ?? "") ?? 0
  var seqs = [Int64](repeating: Int64(first / max(1, installs)), count: max(0, installs))
  var index = first
  var user = first / 4
  var batch: [Event] = []
  batch.reserveCapacity(5000)
  let loadStart = Date()
  func emit(_ type: EventType, _ variant: String, _ name: String?) {
    guard index < target else { return }
    var event = Event(
      id: "bulk-\(index)", campaign: "bench", variant: variant, type: type,
      trigger: type == .tap ? .banner : type == .close ? .closeButton : nil, user: name, source: .app,
      ts: now + Int64(index), receivedAt: now + Int64(index))
    if installs > 0 {
      let install = user % installs
      seqs[install] += 1
      event.install = "install-\(install)"
      event.seq = seqs[install]
      event.appVersion = "1.0"
    }
    batch.append(event)
    index += 1
    if batch.count == 5000 {
      _ = try? store.insert(batch)
      batch.removeAll(keepingCapacity: true)
    }
  }
  while index < target {
    user += 1
    let variant = user % 2 == 0 ? "A" : "B"
    let name = "user-\(user)"
    let impressions = 1 + (next() & 0x3F).nonzeroBitCount
    let propensity = pow(uniform(), 4) * 0.6
    var taps = 0
    for _ in 0..<impressions {
      emit(.impression, variant, uniform() < 0.005 ? nil : name)
      if uniform() < propensity { taps += 1 }
    }
    for _ in 0..<taps { emit(.tap, variant, name) }
    if impressions > taps, uniform() < 0.6 { emit(.close, variant, name) }
    if user % 500 == 0 { emit(.impression, variant == "A" ? "B" : "A", name) }
  }
  if !batch.isEmpty { _ = try store.insert(batch) }
  let loadSeconds = Date().timeIntervalSince(loadStart)

  let variants = [ConfiguredVariant(id: "A", weight: 1), ConfiguredVariant(id: "B", weight: 1)]
  var times: [Double] = []
  var units = 0
  for _ in 0..<5 {
    let start = Date()
    let sums = try store.reportSums(EventQuery(campaign: "bench"))
    let report = Report(campaign: "bench", variants: variants, sums: sums)
    _ = report.json()
    times.append(Date().timeIntervalSince(start) * 1000)
    units = report.variants.reduce(0) { $0 + $1.users }
  }
  var ledgerTimes: [Double] = []
  for _ in 0..<5 {
    let start = Date()
    _ = try store.deliveryLedger(grace: DeliveryLedger.defaultGrace, now: now)
    ledgerTimes.append(Date().timeIntervalSince(start) * 1000)
  }
  store.close()
  let median = times.sorted()[times.count / 2]
  print(
    "loaded=\(target - first) load_s=\(String(format: "%.1f", loadSeconds)) "
      + "report_ms=\(String(format: "%.0f", median)) users=\(units) "
      + "delivery_ms=\(String(format: "%.2f", ledgerTimes.sorted()[2]))")
}

try run()
