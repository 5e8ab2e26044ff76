import Analytics
import Foundation
import TestSupport
import Testing

extension ReportEndToEndTests {
  /// 1,200 users on phones and tablets, app versions 2.3.0, 2.4.0 and a few 1.0.0 (grouped as
  /// other); a user taps once with probability 15 %, B's tablet users 80 %.
  func seedSlices(_ harness: EventServer) throws {
    let connection = try RawHTTPConnection(port: harness.port)
    var events: [String] = []
    var random = SplitMix64(seed: 43)
    for i in 0..<1200 {
      let variant = (i / 10) % 2 == 0 ? "A" : "B"
      let tablet = i % 10 < 3
      let version = i % 50 == 7 ? "1.0.0" : i % 3 == 0 ? "2.3.0" : "2.4.0"
      let extra =
        ",\"user\":\"u\(i)\",\"device\":\"\(tablet ? "tablet" : "phone")\",\"app_version\":\"\(version)\""
      for k in 0..<2 {
        events.append(
          EventServer.event("imp-\(String(format: "%05d", i))-\(k)", variant: variant, extra: extra))
      }
      if random.unit() < (tablet && variant == "B" ? 0.8 : 0.15) {
        events.append(
          EventServer.event("tap-\(String(format: "%05d", i))", type: "tap", variant: variant, extra: extra))
      }
      if i % 5 == 0 {
        events.append(
          EventServer.event(
            "cls-\(String(format: "%05d", i))", type: "close", variant: variant,
            extra: extra + ",\"trigger\":\"overlay\""))
      }
    }
    for chunk in stride(from: 0, to: events.count, by: 500) {
      let body = "{\"events\":[\(events[chunk..<min(chunk + 500, events.count)].joined(separator: ","))]}"
      #expect(try EventServer.post(connection, body).status == 200)
    }
  }

  /// `?by=` and `--by` (issue 43, part 3): the sliced JSON, CSV, page and CLI agree field for field,
  /// the page flags the slice the JSON flags, and a bad `by` is a 400 (exit 2) naming the valid ones.
  @Test func slicesAgreeInJsonCsvPageAndCLI() async throws {
    let harness = try EventServer(extraArguments: ["--report-token", "secret-token-1"])
    try seedSlices(harness)
    let base = harness.server.baseURL
    let auth = ["Authorization": "Bearer secret-token-1"]
    let bad = try await HTTPClient.request(URL(string: "\(base)/api/report/ab-test?by=os")!, headers: auth)
    #expect(bad.status == 400 && bad.text.contains("by must be app_version or device."))
    let json = try await HTTPClient.request(
      URL(string: "\(base)/api/report/ab-test?by=device")!, headers: auth)
    #expect(json.status == 200)
    let object = try JSONDecoder().decode([String: Cell].self, from: json.body)
    // The server holds the campaign's rollups: the whole campaign's slices come from them; the CLI
    // counts the raw events (`computed_from` aside, the same output).
    #expect(object["by"] == .string("device") && object["computed_from"] == .string("rollup"))
    let body = try JSONDecoder().decode(SlicedBody.self, from: json.body)
    #expect(body.slices.map(\.slice) == ["phone", "tablet"])
    #expect(body.slices.map(\.units) == [840, 360])
    let test = try #require(body.heterogeneity.first)
    #expect(test.differs && test.differingSlice == 1, "B works on tablets only")
    #expect(body.slices[1].differs == ["B"] && body.slices[0].differs.isEmpty)

    // CSV: a row per slice and variant, every cell the JSON's.
    let csv = try await HTTPClient.request(
      URL(string: "\(base)/api/report/ab-test?by=device&format=csv")!, headers: auth)
    #expect(csv.header("content-disposition")?.contains("ab-test-report-by-device.csv") == true)
    let rows = csv.text.split(whereSeparator: \.isNewline).map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    #expect(rows[0] == SliceReport.csvColumns && rows.count == 1 + 4)
    var row = 1
    for (index, slice) in body.slices.enumerated() {
      for variant in slice.variants {
        let cells = Dictionary(uniqueKeysWithValues: zip(rows[0], rows[row]))
        row += 1
        #expect(cells["by"] == "device" && cells["slice"] == slice.slice && cells["slice_grouped"] == "false")
        for (name, value) in variant {
          switch value {
          case .number(let number): #expect(Double(cells[name] ?? "") == number, "\(name)")
          case .string(let text): #expect(cells[name] == text, "\(name)")
          default: #expect(cells[name]?.isEmpty == true, "\(name)")
          }
        }
        let compared = variant["id"] != .string("A")
        #expect(cells["heterogeneity_p_value"] == (compared ? "\(test.heterogenityPValue!)" : ""))
        #expect(cells["lift_differs"] == (compared ? String(test.differingSlice == index) : ""))
      }
    }

    // The page: the control set, a section per slice with the JSON's figures, the flagged one marked.
    let page = try await HTTPClient.request(
      URL(string: "\(base)/report/ab-test?token=secret-token-1&by=device")!)
    #expect(page.status == 200)
    #expect(page.text.contains(#"<option value="device" selected>"#))
    let sections = page.text.components(separatedBy: #"<section class="slice" "#).dropFirst()
    #expect(sections.count == 2)
    for (index, section) in sections.enumerated() {
      let cells = Self.cells(section, table: "comparison")
      let lift = body.slices[index].variants[1]["lift"]?.number
      #expect(cells["B"]?["Lift vs control"] == ReportText.signedPercent(lift), "slice \(index)")
      #expect(section.hasPrefix(#"data-slice-index="\#(index)" data-grouped="false""#))
      #expect(section.contains("data-differs=\"B\"") == (index == 1))
    }
    let pageTests = Self.matches(
      page.text, #"<p class="heterogeneity" data-variant="B" data-differs="true">([^<]*)</p>"#
    )
    .map(Self.unescape)
    #expect(pageTests.count == 1)
    #expect(harness.server.stop() == 0)

    func cli(_ extra: [String]) throws -> (code: Int32, stdout: String, stderr: String) {
      try ServerProcess.run(
        [
          "report", "ab-test", "--database", "sqlite:" + harness.databasePath, "--campaigns",
          harness.folder.appendingPathComponent("campaigns").path,
        ] + extra)
    }
    let scanned = try cli(["--by", "device", "--format", "json"]).stdout
    #expect(scanned.contains(#""computed_from":"events""#))
    #expect(
      scanned.replacingOccurrences(of: #""computed_from":"events""#, with: #""computed_from":"rollup""#)
        == json.text + "\n")
    #expect(
      try cli(["--by", "device", "--format", "csv"]).stdout.replacingOccurrences(
        of: ",events,", with: ",rollup,") == csv.text)
    let table = try cli(["--by", "device"])
    #expect(table.code == 0 && pageTests.allSatisfy { table.stdout.contains($0) }, "\(table.stdout)")
    #expect(table.stdout.contains("Slice \"tablet\": 360 units"))
    let wrong = try cli(["--by", "os"])
    #expect(wrong.code == 2 && wrong.stderr.contains("--by must be app_version or device."))
    // By app version: the few 1.0.0 users are grouped as other.
    let versions = try JSONDecoder().decode(
      SlicedBody.self, from: Data(try cli(["--by", "app_version", "--format", "json"]).stdout.utf8))
    #expect(versions.slices.map(\.slice) == ["2.4.0", "2.3.0", nil])
    #expect(versions.slices.last?.grouped == true && versions.slices.last?.values == ["1.0.0"])
  }

  /// The sliced body's parts the test reads.
  struct SlicedBody: Decodable {
    struct Slice: Decodable {
      let slice: String?
      let grouped: Bool
      let values: [String?]
      let units: Int
      let differs: [String]
      let variants: [[String: Cell]]
    }
    struct Test: Decodable {
      let differs: Bool
      let differingSlice: Int?
      let heterogenityPValue: Double?
      enum CodingKeys: String, CodingKey {
        case differs
        case differingSlice = "differing_slice"
        case heterogenityPValue = "heterogeneity_p_value"
      }
    }
    let slices: [Slice]
    let heterogeneity: [Test]
  }
}
