import Analytics
import Foundation
import TestSupport
import Testing

/// The delivery ledger through the real server: events with `install`, `seq` and `app_version`
/// posted over HTTP (a retry, an invalid one), then the report's `delivery` in JSON, CSV, the page
/// and the CLI, which agree; on SQLite and on PostgreSQL.
@Suite(.serialized) struct DeliveryReportEndToEndTests {
  typealias Row = DeliveryReportText.Row
  typealias Unsequenced = DeliveryReportText.Unsequenced
  typealias Body = DeliveryReportText.Body

  static func event(_ id: String, install: String, seq: Int, version: String) -> String {
    EventServer.event(id, extra: ",\"install\":\"\(install)\",\"seq\":\(seq),\"app_version\":\"\(version)\"")
  }

  @Test(arguments: ReportThroughServerTests.Store.enabled)
  func deliveryAgreesInJSONCSVPageAndCLI(_ store: ReportThroughServerTests.Store) async throws {
    let postgres = store == .postgres ? try TestDatabase() : nil
    let harness = try EventServer(databaseURL: postgres?.url)
    let connection = try RawHTTPConnection(port: harness.port)
    func post(_ events: [String]) throws -> RawResponse {
      try EventServer.post(connection, "{\"events\":[\(events.joined(separator: ","))]}")
    }
    // ios-1 lost seq 3 on 1.0, then 6 and 7 on 1.1; ios-2 lost nothing, and its batch is sent twice.
    let first = [
      Self.event("d-ios1-001", install: "ios-1", seq: 1, version: "1.0"),
      Self.event("d-ios1-002", install: "ios-1", seq: 2, version: "1.0"),
      Self.event("d-ios1-004", install: "ios-1", seq: 4, version: "1.0"),
      Self.event("d-ios1-005", install: "ios-1", seq: 5, version: "1.1"),
      Self.event("d-ios1-008", install: "ios-1", seq: 8, version: "1.1"),
      EventServer.event("d-plain-01"), EventServer.event("d-plain-02"),
    ]
    #expect(try post(first).status == 200)
    let ios2 = (1...3).map { Self.event("d-ios2-00\($0)", install: "ios-2", seq: $0, version: "1.1") }
    #expect(try post(ios2).status == 200)
    let retried = try post(ios2)
    #expect(retried.status == 200 && retried.text.contains("\"accepted\":0,\"duplicates\":3"))
    // Invalid values: 422 with the contract's sentences, nothing stored.
    let invalid = try post([
      EventServer.event("d-bad-0001", extra: ",\"seq\":1"),
      EventServer.event("d-bad-0002", extra: ",\"install\":\"a b\",\"seq\":1"),
      EventServer.event("d-bad-0003", extra: ",\"install\":\"x\",\"seq\":0"),
      EventServer.event("d-bad-0004", extra: ",\"app_version\":\"\""),
    ])
    #expect(invalid.status == 422)
    for sentence in [
      "seq needs install: a sequence number counts the events of one install.",
      "install must be 1 to 64 printable ASCII characters without spaces, such as a UUID.",
      "seq must be an integer from 1 to 9007199254740991 (2^53 - 1), without fraction or exponent.",
      "app_version must be 1 to 32 characters, none of them a control character.",
    ] {
      #expect(invalid.text.contains(sentence), "\(invalid.text)")
    }

    let base = harness.server.baseURL
    // Just received: within the default grace (a day) no gap counts yet.
    let fresh = try await HTTPClient.request(base.appendingPathComponent("api/report/ab-test"))
    let freshBody = try JSONDecoder().decode(Body.self, from: fresh.body)
    #expect(freshBody.deliveryGrace == 86_400 && freshBody.delivery.map(\.gaps) == [0, 0])
    #expect(
      try await HTTPClient.request(URL(string: "\(base)/api/report/ab-test?delivery_grace=-1")!).status == 400
    )
    #expect(
      try await HTTPClient.request(URL(string: "\(base)/api/report/ab-test?delivery_grace=1.5")!).status
        == 400)

    let json = try await HTTPClient.request(URL(string: "\(base)/api/report/ab-test?delivery_grace=0")!)
    let body = try JSONDecoder().decode(Body.self, from: json.body)
    #expect(body.deliveryGrace == 0)
    #expect(
      body.delivery == [
        Row(appVersion: "1.0", installs: 1, received: 3, gaps: 1, duplicates: 0, lossRate: 0.25),
        Row(appVersion: "1.1", installs: 2, received: 5, gaps: 2, duplicates: 3, lossRate: 2.0 / 7),
      ])
    #expect(body.deliveryUnsequenced == Unsequenced(received: 2, duplicates: 0))

    let csv = try await HTTPClient.request(
      URL(string: "\(base)/api/report/ab-test?format=csv&delivery_grace=0")!)
    #expect(csv.text.components(separatedBy: "\r\n\r\n").count == 2)
    let records = DeliveryReportText.csv(csv.text)
    #expect(records[0] == DeliveryLedger.csvColumns)
    for (record, row) in zip(records.dropFirst(), body.delivery) {
      #expect(record[0] == "sequenced" && record[1] == row.appVersion && Int(record[2]) == row.installs)
      #expect(
        Int(record[3]) == row.received && Int(record[4]) == row.gaps && Int(record[5]) == row.duplicates)
      #expect(Double(record[6]) == row.lossRate && record[7] == "0")
    }
    #expect(records.last == ["unsequenced", "", "", "2", "", "0", "", "0"])

    let page = try await HTTPClient.request(URL(string: "\(base)/report/ab-test?delivery_grace=0")!)
    #expect(page.status == 200 && page.text.contains("Delivery (every campaign)"))
    // The grace period stays in the CSV and JSON links and in the filter form.
    #expect(page.text.contains("format=csv&amp;source=app&amp;delivery_grace=0\""))
    #expect(page.text.contains("<input type=\"hidden\" name=\"delivery_grace\" value=\"0\">"))
    let defaultPage = try await HTTPClient.request(URL(string: "\(base)/report/ab-test")!)
    #expect(!defaultPage.text.contains("delivery_grace"))
    let pageRows = DeliveryReportText.pageRows(page.text)
    #expect(pageRows.count == body.delivery.count)
    for row in body.delivery {
      let expected = DeliveryLedger.cells(
        DeliveryRow(
          appVersion: row.appVersion, installs: row.installs, received: row.received, gaps: row.gaps,
          duplicates: row.duplicates))
      #expect(pageRows[row.appVersion ?? ""] == expected)
    }
    #expect(harness.server.stop() == 0)

    let arguments = [
      "--database", harness.databaseURL, "--campaigns",
      harness.folder.appendingPathComponent("campaigns").path, "--delivery-grace", "0",
    ]
    let cli = try ServerProcess.run(["report", "ab-test", "--format", "json"] + arguments)
    #expect(cli.code == 0 && cli.stdout == json.text + "\n")
    let cliCSV = try ServerProcess.run(["report", "ab-test", "--format", "csv"] + arguments)
    #expect(cliCSV.stdout == csv.text)
    let table = try ServerProcess.run(["report", "ab-test"] + arguments)
    let lines = table.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex(of: "Delivery (every campaign)"))
    for (offset, cells) in body.delivery.map({ pageRows[$0.appVersion ?? ""] ?? [] }).enumerated() {
      let shown = lines[start + 3 + offset].components(separatedBy: "  ")
        .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      #expect(shown == cells)
    }
    let bad = try ServerProcess.run(
      ["report", "ab-test", "--format", "json"] + arguments.dropLast() + ["soon"])
    #expect(bad.code == 2 && bad.stderr.contains("--delivery-grace must be a whole number of seconds"))
  }
}
