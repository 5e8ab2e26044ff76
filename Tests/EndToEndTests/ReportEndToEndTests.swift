import Foundation
import TestSupport
import Testing

/// The report through every door: API JSON, CSV, the page and the CLI agree.
@Suite(.serialized) struct ReportEndToEndTests {
  struct Variant: Decodable, Equatable {
    let id: String
    let impressions: Int
    let taps: Int
    let closes: Int
    let ctr: Double?
    let lift: Double?
    let pValue: Double?

    enum CodingKeys: String, CodingKey {
      case id, impressions, taps, closes, ctr, lift
      case pValue = "p_value"
    }
  }
  struct Body: Decodable {
    let variants: [Variant]
    let srmPValue: Double?

    enum CodingKeys: String, CodingKey {
      case variants
      case srmPValue = "srm_p_value"
    }
  }

  func seed(_ harness: EventServer) throws {
    let connection = try RawHTTPConnection(port: harness.port)
    var events: [String] = []
    for i in 0..<400 {
      let variant = i % 2 == 0 ? "A" : "B"
      events.append(EventServer.event("imp-\(String(format: "%05d", i))", variant: variant))
      if i % (variant == "A" ? 20 : 10) == 1 || i % (variant == "A" ? 20 : 10) == 0 {
        events.append(EventServer.event("tap-\(String(format: "%05d", i))", type: "tap", variant: variant))
      }
      if i % 3 == 0 {
        events.append(
          EventServer.event(
            "cls-\(String(format: "%05d", i))", type: "close", variant: variant,
            extra: ",\"trigger\":\"overlay\""))
      }
    }
    for chunk in stride(from: 0, to: events.count, by: 400) {
      let body = "{\"events\":[\(events[chunk..<min(chunk + 400, events.count)].joined(separator: ","))]}"
      #expect(try EventServer.post(connection, body).status == 200)
    }
  }

  @Test func jsonCsvPageAndCLIAgree() async throws {
    let harness = try EventServer(extraArguments: ["--report-token", "secret-token-1"])
    try seed(harness)
    let base = harness.server.baseURL
    let auth = ["Authorization": "Bearer secret-token-1"]
    let denied = try await HTTPClient.request(base.appendingPathComponent("api/report/ab-test"))
    #expect(denied.status == 401)
    let json = try await HTTPClient.request(base.appendingPathComponent("api/report/ab-test"), headers: auth)
    #expect(json.status == 200)
    let body = try JSONDecoder().decode(Body.self, from: json.body)
    #expect(body.variants.map(\.impressions) == [200, 200])
    #expect(body.variants[0].lift == nil && body.variants[1].lift != nil)

    let csv = try await HTTPClient.request(
      URL(string: "\(base)/api/report/ab-test?format=csv")!, headers: auth)
    let rows = csv.text.split(whereSeparator: \.isNewline).map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    let header = rows[0]
    for (index, variant) in body.variants.enumerated() {
      let row = rows[index + 1]
      func cell(_ name: String) -> String { row[header.firstIndex(of: name)!] }
      #expect(cell("id") == variant.id)
      #expect(Int(cell("taps")) == variant.taps)
      #expect(Double(cell("ctr")) == variant.ctr)
      #expect(cell("lift").isEmpty == (variant.lift == nil))
      if let p = variant.pValue { #expect(Double(cell("p_value")) == p) }
    }

    let page = try await HTTPClient.request(URL(string: "\(base)/report/ab-test?token=secret-token-1")!)
    #expect(page.status == 200)
    #expect(page.text.contains("peeking"))
    for variant in body.variants {
      #expect(page.text.contains("(\(variant.taps)/\(variant.impressions))"))
    }
    #expect(harness.server.stop() == 0)

    let cli = try ServerProcess.run([
      "report", "ab-test", "--format", "json", "--database", "sqlite:" + harness.databasePath,
      "--campaigns", harness.folder.appendingPathComponent("campaigns").path,
    ])
    #expect(cli.code == 0)
    let fromCLI = try JSONDecoder().decode(Body.self, from: Data(cli.stdout.utf8))
    #expect(fromCLI.variants == body.variants)
    #expect(fromCLI.srmPValue == body.srmPValue)
    let table = try ServerProcess.run([
      "report", "ab-test", "--database", "sqlite:" + harness.databasePath,
      "--campaigns", harness.folder.appendingPathComponent("campaigns").path,
    ])
    #expect(table.code == 0)
    #expect(table.stdout.contains("impressions"))
  }

  @Test func badReportInputIs400And404() async throws {
    let harness = try EventServer()
    let base = harness.server.baseURL
    #expect(try await HTTPClient.request(URL(string: "\(base)/api/report/ab-test?source=web")!).status == 400)
    #expect(
      try await HTTPClient.request(URL(string: "\(base)/api/report/ab-test?from=yesterday")!).status == 400)
    #expect(try await HTTPClient.request(URL(string: "\(base)/api/report/ab-test?format=xml")!).status == 400)
    #expect(try await HTTPClient.request(URL(string: "\(base)/api/report/nope")!).status == 404)
    let page = try await HTTPClient.request(URL(string: "\(base)/report/%3Cscript%3E")!)
    #expect(page.status == 404 || page.status == 400)
    #expect(!page.text.contains("<script>"))
  }

  @Test func purgeDeletesMatchingEvents() throws {
    let harness = try EventServer()
    try seed(harness)
    #expect(harness.server.stop() == 0)
    let before = try harness.openStore().storedEventCount()
    let result = try ServerProcess.run([
      "purge", "--source", "app", "--database", "sqlite:" + harness.databasePath,
    ])
    #expect(result.code == 0)
    #expect(result.stdout.contains("deleted \(before) events"))
    #expect(try harness.openStore().storedEventCount() == 0)
    #expect(try ServerProcess.run(["purge", "--database", "sqlite:" + harness.databasePath]).code == 2)
  }
}
