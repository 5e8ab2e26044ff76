import Analytics
import Foundation
import TestSupport
import Testing

/// About fifty simulated experiments posted to the real server and read back through
/// `GET /api/report/{campaign}` (and `?by=device`, `?by=app_version`), on SQLite and on PostgreSQL:
/// each report must equal, byte for byte, the report the statistics compute in process from the same
/// events.
@Suite("Reports through the server equal the in-process statistics", .serialized)
struct ReportThroughServerTests {
  static let clock = ContinuousClock()

  enum Store: String, CaseIterable, CustomTestStringConvertible {
    case sqlite, postgres
    var testDescription: String { rawValue }
    static var enabled: [Store] { TestPostgres.isSkipped ? [.sqlite] : allCases }
  }

  @Test(arguments: Store.enabled)
  func everyExperimentsReportEqualsTheInProcessOne(_ store: Store) async throws {
    let start = Self.clock.now
    let set = ExperimentSet()
    let folder = try CampaignFolder()
    for experiment in set.experiments {
      try folder.writeCampaign("\(experiment.id).json", ExperimentSet.campaignFile(experiment))
    }
    let postgres = store == .postgres ? try TestDatabase() : nil
    let database = postgres?.url ?? "sqlite:" + folder.root.appendingPathComponent("events.sqlite").path
    let server = try ServerProcess(arguments: [
      "--campaigns", folder.campaigns, "--public", folder.publicFolder, "--database", database,
    ])
    defer { _ = server.stop() }
    let connection = try RawHTTPConnection(port: server.port)
    for batch in stride(from: 0, to: set.events.count, by: 500) {
      let events = set.events[batch..<min(batch + 500, set.events.count)].map(ExperimentSet.json)
      let response = try EventServer.post(connection, "{\"events\":[\(events.joined(separator: ","))]}")
      let body = String(decoding: response.body, as: UTF8.self)
      #expect(response.status == 200 && body.contains("\"rejected\":[]"), "\(body.prefix(300))")
    }
    var equal = 0
    var slicedEqual = 0
    var slicedFromRollups = 0
    var warnings: [String: Int] = [:]
    for experiment in set.experiments {
      let answer = try await HTTPClient.request(
        URL(string: "\(server.baseURL)\(ExperimentSet.reportPath(experiment))")!)
      var expected = set.inProcessReport(experiment)
      // Every campaign's events, none with a sequence number: the ledger counts them apart.
      let ids = Set(set.events.map(\.id)).count
      expected.delivery = DeliveryLedger(
        grace: DeliveryLedger.defaultGrace, unsequenced: ids, unsequencedDuplicates: set.events.count - ids)
      #expect(answer.status == 200)
      // Field for field, whichever the server answered from (rollups or a scan: `computed_from`).
      // The duration (a second read of the store over the last 7 days, ReportDurationTests and
      // ReportEndToEndTests) is left out: the in-process report has none.
      let served = answer.text.replacingOccurrences(
        of: #""computed_from":"rollup""#, with: #""computed_from":"events""#
      ).replacingOccurrences(
        of: #","duration":\{"window_days":[^\[]*\[[^\]]*\]\}"#, with: "", options: .regularExpression)
      #expect(served == expected.json(), "\(experiment.id)")
      if served == expected.json() { equal += 1 }
      for warning in expected.warnings { warnings[warning.code.rawValue, default: 0] += 1 }
      // Sliced (issue 43): by device and by app version, each equal to the in-process one.
      for dimension in SliceDimension.allCases {
        let sliced = try await HTTPClient.request(
          URL(string: "\(server.baseURL)\(ExperimentSet.reportPath(experiment))&by=\(dimension.rawValue)")!)
        let expected = set.inProcessSlices(experiment, by: dimension).json()
        // The whole campaign's slices come from the rollups the server holds (issue 43).
        if sliced.text.contains(#""computed_from":"rollup""#) { slicedFromRollups += 1 }
        let text = sliced.text.replacingOccurrences(
          of: #""computed_from":"rollup""#, with: #""computed_from":"events""#)
        #expect(sliced.status == 200 && text == expected, "\(experiment.id) by \(dimension)")
        if text == expected { slicedEqual += 1 }
      }
    }
    print(
      "through the server on \(store.rawValue): \(equal) of \(set.experiments.count) reports equal the "
        + "in-process ones, \(slicedEqual) of \(2 * set.experiments.count) sliced ones (by device, by "
        + "app_version) too, \(slicedFromRollups) of them from the rollups (\(set.events.count) events; "
        + "warnings \(warnings.sorted { $0.key < $1.key })); \(Self.clock.now - start)")
    #expect(warnings["multiple_variants"] ?? 0 > 0 && warnings["unmatched"] ?? 0 > 0)
    #expect(slicedFromRollups > 0, "the server holds its catalog's campaigns: their slices from the rollups")
  }
}
