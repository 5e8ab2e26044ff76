import Analytics
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

  /// A JSON value, as JSONDecoder reads it (numbers exactly).
  enum Cell: Decodable, Equatable {
    case null
    case number(Double)
    case string(String)
    case other

    init(from decoder: Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let number = try? container.decode(Double.self) {
        self = .number(number)
      } else if let text = try? container.decode(String.self) {
        self = .string(text)
      } else {
        self = .other
      }
    }

    var number: Double? { if case .number(let value) = self { value } else { nil } }
  }

  /// The whole report body: the campaign-wide fields, each variant's fields, the warnings' codes.
  struct Whole: Decodable {
    struct Warning: Decodable { let code: String }
    let fields: [String: Cell]
    let variants: [[String: Cell]]
    let warnings: [Warning]
    let guardrails: [[String: Cell]]

    enum Keys: String, CodingKey { case variants, warnings, guardrails }

    init(from decoder: Decoder) throws {
      fields = try [String: Cell](from: decoder)
      let container = try decoder.container(keyedBy: Keys.self)
      variants = try container.decode([[String: Cell]].self, forKey: .variants)
      warnings = try container.decode([Warning].self, forKey: .warnings)
      guardrails = try container.decode([[String: Cell]].self, forKey: .guardrails)
    }
  }

  /// The report's `duration` (issue 43), and its cells as CSV writes them.
  struct DurationBody: Decodable {
    struct Duration: Decodable {
      struct Comparison: Decodable {
        let variant: String
        let detectableLift: Double?
        enum CodingKeys: String, CodingKey {
          case variant
          case detectableLift = "detectable_lift"
        }
      }
      let windowDays: Double
      let unitsPerDay: Double?
      let unitsNeeded: Int?
      let daysNeeded: Double?
      let comparisons: [Comparison]
      enum CodingKeys: String, CodingKey {
        case comparisons
        case windowDays = "window_days"
        case unitsPerDay = "units_per_day"
        case unitsNeeded = "units_needed"
        case daysNeeded = "days_needed"
      }

      /// The CSV cell of a duration column for `variant`'s row, nil for any other column.
      func csvValue(_ column: String, variant: String) -> String? {
        func text(_ value: Double?) -> String { value.map { "\($0)" } ?? "" }
        switch column {
        case "units_per_day": return text(unitsPerDay)
        case "units_needed": return unitsNeeded.map(String.init) ?? ""
        case "days_needed": return text(daysNeeded)
        case "detectable_lift": return text(comparisons.first { $0.variant == variant }?.detectableLift)
        default: return nil
        }
      }
    }
    let duration: Duration
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

    // Every JSON field, campaign-wide and per variant, is the CSV's cell (empty for null).
    // (JSONDecoder, not JSONSerialization: the latter misreads the last digit of some doubles.)
    let whole = try JSONDecoder().decode(Whole.self, from: json.body)
    let object = whole.fields
    let variants = whole.variants
    #expect(header == Report.csvColumns)
    func agrees(_ value: Cell?, _ cell: String, _ name: String) {
      switch value ?? Cell.null {
      case .number(let number): #expect(Double(cell) == number, "\(name): \(cell) vs \(number)")
      case .string(let text): #expect(cell == text, "\(name)")
      default: #expect(cell.isEmpty, "\(name): \(cell)")
      }
    }
    let duration = try JSONDecoder().decode(DurationBody.self, from: json.body).duration
    // Every event arrived today: no complete day in the range yet, so no pace (and the same figures
    // in every answer of the day).
    #expect(duration.windowDays == 0 && duration.unitsPerDay == nil, "\(duration.windowDays)")
    #expect(duration.unitsNeeded == nil && duration.daysNeeded == nil, "ab-test sets no plannedUsers")
    for (index, variant) in variants.enumerated() {
      let row = rows[index + 1]
      #expect(row.count == header.count)
      for (name, cell) in zip(header, row) {
        if let value = duration.csvValue(name, variant: index == 0 ? "A" : "B") {
          #expect(value == cell, "\(name): \(cell) vs \(value)")
        } else if name == "warnings" {
          #expect(cell == whole.warnings.map(\.code).joined(separator: " "))
        } else if name.hasPrefix("close_rate_") {
          // The guardrail's fields in the compared variant's row, empty in the control's.
          let guardrail = whole.guardrails.first { $0["variant"] == variant["id"] }
          #expect((guardrail == nil) == (index == 0))
          agrees(guardrail?[String(name.dropFirst("close_rate_".count))], cell, name)
        } else if let value = variant[name] {
          agrees(value, cell, name)
        } else {
          agrees(object[name], cell, name)
        }
      }
    }

    let page = try await HTTPClient.request(URL(string: "\(base)/report/ab-test?token=secret-token-1")!)
    #expect(page.status == 200)
    #expect(page.text.contains("data-code=\"peeking\""))
    let perVariant = Self.cells(page.text, table: "per-variant")
    let comparison = Self.cells(page.text, table: "comparison")
    // The page's cells carry the JSON's numbers, written as ReportText writes them.
    for (index, variant) in variants.enumerated() {
      guard case .string(let id) = variant["id"] else {
        Issue.record("no id")
        continue
      }
      let cells = try #require(perVariant[id])
      for name in ["units", "users", "impressions", "taps", "closes"] {
        #expect(
          variant[name].flatMap(\.number).map { String(Int($0)) }
            == cells[name.prefix(1).uppercased() + name.dropFirst()])
      }
      #expect(
        cells["CTR (taps/impressions)"]
          == ReportText.ratio(
            variant["ctr"]?.number, body.variants[index].taps,
            body.variants[index].impressions))
      if index > 0 {
        let compared = try #require(comparison[id])
        func number(_ name: String) -> Double? { variant[name]?.number }
        #expect(compared["Lift vs control"] == ReportText.signedPercent(number("lift")))
        #expect(compared[ReportColumn.pValueHeader] == ReportText.pValue(number("p_value")))
        #expect(
          compared["Always-valid 95 % interval"]
            == ReportText.interval(
              number("sequential_lift_low"), number("sequential_lift_high"), signed: true))
        #expect(
          compared["Always-valid p-value, Holm"] == ReportText.pValue(number("sequential_p_value_holm")))
      }
    }
    let pageVerdicts = Self.matches(page.text, #"<p class="verdict"[^>]*>([^<]*)</p>"#).map(Self.unescape)
    let pageDuration = Self.matches(page.text, #"<p class="duration">([^<]*)</p>"#).map(Self.unescape)
    #expect(
      pageDuration.count == 1
        && pageDuration.first?.hasPrefix("Duration: no complete day (UTC) in the range yet, so no pace")
          == true,
      "\(pageDuration)")
    #expect(pageVerdicts.count == 1)
    // The guardrail: one sentence for B, its verdict the JSON's.
    let pageGuardrails = Self.matches(
      page.text, #"<p class="guardrail" data-variant="B" data-verdict="([a-z_]+)">([^<]*)</p>"#, groups: 2
    ).map { $0.components(separatedBy: "\u{0}") }
    #expect(pageGuardrails.count == 1, "\(page.text)")
    #expect(pageGuardrails.first.map { Cell.string($0[0]) } == whole.guardrails.first?["verdict"])
    let guardrailSentences = pageGuardrails.map { Self.unescape($0[1]) }
    #expect(guardrailSentences.first?.hasPrefix("Guardrail: B") == true, "\(guardrailSentences)")
    #expect(harness.server.stop() == 0)

    let cli = try ServerProcess.run([
      "report", "ab-test", "--format", "json", "--database", "sqlite:" + harness.databasePath,
      "--campaigns", harness.folder.appendingPathComponent("campaigns").path,
    ])
    #expect(cli.code == 0)
    #expect(cli.stdout == json.text + "\n")
    let fromCLI = try JSONDecoder().decode(Body.self, from: Data(cli.stdout.utf8))
    #expect(fromCLI.variants == body.variants)
    #expect(fromCLI.srmPValue == body.srmPValue)
    let cliCSV = try ServerProcess.run([
      "report", "ab-test", "--format", "csv", "--database", "sqlite:" + harness.databasePath,
      "--campaigns", harness.folder.appendingPathComponent("campaigns").path,
    ])
    #expect(cliCSV.stdout == csv.text)
    let table = try ServerProcess.run([
      "report", "ab-test", "--database", "sqlite:" + harness.databasePath,
      "--campaigns", harness.folder.appendingPathComponent("campaigns").path,
    ])
    #expect(table.code == 0)
    // The CLI prints the page's verdict and, under the page's headers, the page's cells.
    let lines = table.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for verdict in pageVerdicts { #expect(lines.contains(verdict), "\(verdict)\n\(table.stdout)") }
    for sentence in pageDuration + guardrailSentences {
      #expect(lines.contains(sentence), "\(sentence)\n\(table.stdout)")
    }
    for (section, cells) in [("Per variant", perVariant), ("Compared with the control", comparison)] {
      let start = try #require(lines.firstIndex { $0.hasPrefix(section) })
      let ids = try #require(
        lines[(start + 1)...].first { $0.hasPrefix("Variant  ") }?.components(separatedBy: "  ")
          .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.dropFirst())
      let headers = Set(cells.values.flatMap(\.keys)).subtracting(["Variant"])
      #expect(!headers.isEmpty)
      for header in headers {
        let line = try #require(lines[(start + 1)...].first { $0.hasPrefix(header + "  ") }, "\(header)")
        let shown = line.dropFirst(header.count).components(separatedBy: "  ")
          .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let onPage = ids.map { id in
          cells.first { $0.value["Variant"] == id }?.value[header] ?? "missing \(id)"
        }
        #expect(shown == onPage, "\(header)")
      }
    }
  }

  /// The page's table `table` (a class): per variant id, header → cell text.
  static func cells(_ html: String, table: String) -> [String: [String: String]] {
    guard let start = html.range(of: "<table class=\"report-table \(table)\">"),
      let end = html.range(of: "</table>", range: start.upperBound..<html.endIndex)
    else { return [:] }
    let body = String(html[start.upperBound..<end.lowerBound])
    var out: [String: [String: String]] = [:]
    for row in matches(body, #"<tr data-variant="([^"]*)">(.*?)</tr>"#, groups: 2) {
      let parts = row.components(separatedBy: "\u{0}")
      var cells: [String: String] = [:]
      for cell in matches(parts[1], #"<td data-label="([^"]*)">([^<]*)</td>"#, groups: 2) {
        let pair = cell.components(separatedBy: "\u{0}")
        cells[unescape(pair[0])] = unescape(pair[1])
      }
      out[parts[0]] = cells
    }
    return out
  }

  /// The captured groups of every match, joined by NUL.
  static func matches(_ text: String, _ pattern: String, groups: Int = 1) -> [String] {
    let regex = try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
    let ns = text as NSString
    return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { match in
      (1...groups).map { ns.substring(with: match.range(at: $0)) }.joined(separator: "\u{0}")
    }
  }

  static func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
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
