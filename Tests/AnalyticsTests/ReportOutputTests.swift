import Analytics
import Foundation
import TestSupport
import Testing

@Suite("Report JSON, CSV and table")
struct ReportOutputTests {
  static let fixtures = ReportFixtures.shared?.cases ?? []
  static let topKeys = [
    "campaign", "source", "from", "to", "unit", "planned_users", "computed_from", "variants", "srm_p_value",
    "warnings",
  ]
  static let variantKeys = [
    "id", "weight", "units", "users", "impressions", "taps", "closes", "users_tapped", "ctr", "ctr_low",
    "ctr_high", "user_ctr", "user_ctr_low", "user_ctr_high", "close_rate", "lift", "lift_low", "lift_high",
    "p_value", "p_value_holm", "sequential_tuning", "sequential_lift_low", "sequential_lift_high",
    "sequential_p_value", "sequential_p_value_holm", "chance_to_beat_control", "mde",
  ]

  /// The keys of `json`'s object starting at `offset`, in their order of appearance at its top level.
  private static func keyOrder(_ json: String, _ keys: [String]) -> [String] {
    keys.compactMap { key in json.range(of: "\"\(key)\":").map { (key, $0.lowerBound) } }
      .sorted { $0.1 < $1.1 }.map(\.0)
  }

  @Test func anEmptyReportIsTheContractsShapeWithNulls() throws {
    let report = Report(
      campaign: "summer-sale", variants: [ConfiguredVariant(id: "A", weight: 50)], sums: ReportSums(),
      from: "2025-06-01", to: nil)
    let json = report.json()
    #expect(
      json.hasPrefix(
        #"{"campaign":"summer-sale","source":"app","from":"2025-06-01","to":null,"unit":"user","planned_users":null,"computed_from":"events","variants":[{"id":"A","weight":50,"units":0,"users":0,"impressions":0,"taps":0,"closes":0,"users_tapped":0,"ctr":null,"#
      ))
    #expect(json.contains(#""mde":null}],"srm_p_value":null,"warnings":[{"code":"min_sample","#))
    #expect(Self.keyOrder(json, Self.topKeys) == Self.topKeys)
    let variant = String(json[json.range(of: "[{")!.lowerBound...])
    #expect(Self.keyOrder(variant, Self.variantKeys) == Self.variantKeys)
  }

  @Test func numbersAreShortestAndRoundTrip() throws {
    var report = Report(
      campaign: "c", variants: [ConfiguredVariant(id: "A", weight: 0.5)], sums: ReportSums(),
      plannedUsers: 20000)
    report.variants[0].ctr = 0.05
    report.variants[0].ctrLow = 1.0383985209947738e-22
    report.variants[0].ctrHigh = 1
    report.variants[0].closeRate = 0.1 + 0.2
    report.variants[0].lift = .nan
    report.variants[0].sequentialTuning = 10000
    let json = report.json()
    #expect(json.contains(#""weight":0.5,"#) && json.contains(#""ctr":0.05,"#))
    #expect(json.contains(#""ctr_low":1.0383985209947738e-22,"#) && json.contains(#""ctr_high":1,"#))
    #expect(json.contains(#""close_rate":0.30000000000000004,"#) && json.contains(#""lift":null"#))
    #expect(json.contains(#""planned_users":20000,"#) && json.contains(#""sequential_tuning":10000,"#))
    let variant = try JSONCell.parse(json)["variants"].elements[0]
    #expect(variant["ctr_low"].number == 1.0383985209947738e-22 && variant["close_rate"].number == 0.1 + 0.2)
  }

  @Test func stringsAreEscapedInJSONAndQuotedInCSV() throws {
    let id = "a,\"b\"\nc"
    let report = Report(
      campaign: "q\"c", variants: [ConfiguredVariant(id: id, weight: 1)], sums: ReportSums(), from: "x\\y")
    let parsed = try JSONCell.parse(report.json())
    #expect(parsed["campaign"].string == "q\"c" && parsed["from"].string == "x\\y")
    #expect(parsed["variants"].elements[0]["id"].string == id)
    let records = parseCSV(report.csv())
    #expect(records[1][0] == "q\"c" && records[1][6] == id)
  }

  @Test(arguments: fixtures)
  func csvCarriesEveryJSONFieldAndTheCampaignFigures(_ fixture: ReportFixtures.Case) throws {
    var report = fixture.report().withPeekingWarning()
    report.duration = ReportDuration(report: report, windowUnits: 70, windowDays: 7)
    let csv = report.csv()
    let records = parseCSV(csv)
    #expect(csv.hasSuffix("\r\n") && !csv.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    #expect(
      records.first
        == ["campaign", "source", "from", "to", "planned_users", "computed_from"] + Self.variantKeys
        + ["srm_p_value", "warnings", "units_per_day", "units_needed", "days_needed", "detectable_lift"]
        + [
          "lift", "lift_low", "lift_high", "sequential_lift_low", "sequential_lift_high", "p_value_worse",
          "p_value_worse_holm", "sequential_p_value_worse", "sequential_p_value_worse_holm", "verdict",
        ].map { "close_rate_" + $0 })
    #expect(records.first == Report.csvColumns)
    let json = try JSONCell.parse(report.json())
    #expect(records.count == json["variants"].elements.count + 1)
    for (record, variant) in zip(records.dropFirst(), json["variants"].elements) {
      #expect(record.count == Report.csvColumns.count)
      for (field, text) in zip(Report.csvColumns, record) {
        let comparison = json["duration"]["comparisons"].elements.first { $0["variant"] == variant["id"] }
        let guardrail = json["guardrails"].elements.first { $0["variant"] == variant["id"] }
        let cell: JSONCell =
          field.hasPrefix("close_rate_")
          ? (guardrail?[String(field.dropFirst("close_rate_".count))] ?? .null)
          : field == "warnings"
            ? .string(json["warnings"].elements.compactMap { $0["code"].string }.joined(separator: " "))
            : field == "detectable_lift"
              ? (comparison?["detectable_lift"] ?? .null)
              : ["units_per_day", "units_needed", "days_needed"].contains(field)
                ? json["duration"][field] : Self.variantKeys.contains(field) ? variant[field] : json[field]
        switch cell {
        case .string(let string): #expect(text == string, "\(field)")
        case .number(let number): #expect(Double(text) == number, "\(field): \(text)")
        default: #expect(text == "", "\(field)")
        }
      }
    }
  }

  @Test(arguments: fixtures)
  func tableAgreesWithTheJSON(_ fixture: ReportFixtures.Case) throws {
    let report = fixture.report().withPeekingWarning()
    let lines = report.table().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let json = try JSONCell.parse(report.json())
    #expect(lines[0] == "fixture (source app, from —, to —)")
    #expect(lines[2] == "Verdict")
    for verdict in report.verdicts { #expect(lines.contains(verdict.sentence)) }
    #expect(lines.contains(report.progressSentence))
    // The per-variant rows: the page's headers, then each variant's cell, 2+ spaces apart.
    let start = try #require(lines.firstIndex(of: "Per variant"))
    func row(_ header: String, after: Int) throws -> [String] {
      let line = try #require(lines[after...].first { $0.hasPrefix(header + "  ") }, "\(header)")
      return line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
        !$0.isEmpty
      }
    }
    let variants = json["variants"].elements
    #expect(try row("Variant", after: start) == ["Variant"] + variants.map { $0["id"].string ?? "" })
    for (field, header) in [
      ("units", "Units"), ("users", "Users"), ("impressions", "Impressions"), ("taps", "Taps"),
    ] {
      #expect(
        try row(header, after: start) == [header] + variants.map { String(Int($0[field].number ?? -1)) })
    }
    let ctr = try row("CTR (taps/impressions)", after: start)
    for (offset, variant) in variants.enumerated() {
      #expect(
        ctr[offset + 1]
          == ReportText.ratio(
            variant["ctr"].number, report.variants[offset].taps, report.variants[offset].impressions))
    }
    if variants.count >= 2 {
      let compared = try #require(lines.firstIndex { $0.hasPrefix("Compared with the control") })
      let holm = try row("Always-valid p-value, Holm", after: compared)
      for (offset, variant) in variants.dropFirst().enumerated() {
        #expect(holm[offset + 1] == ReportText.pValue(variant["sequential_p_value_holm"].number))
      }
    }
    #expect(lines.contains(report.srmSentence))
    let warningLines = lines.filter { $0.hasPrefix("- ") }
    #expect(
      warningLines
        == report.warnings.map { "- \($0.code.rawValue): \($0.message) What to do: \($0.code.advice)" })
  }

  @Test func aTableWithoutWarningsSaysSo() {
    var sums = VariantSums(variant: "A")
    for index in 0..<1000 { sums.addUnit(taps: index < 50 ? 1 : 0, impressions: 1, closes: 0, named: true) }
    let report = Report(
      campaign: "summer-sale", variants: [ConfiguredVariant(id: "A", weight: 50)],
      sums: ReportSums(variants: [sums]))
    #expect(report.table().hasSuffix("Sample ratio check: not needed with one variant.\nWarnings: none\n"))
    #expect(!report.table().contains("control"))
  }

  /// Whether a `%.4g` cell reads back within half a unit of its fourth significant digit of `value`.
  private static func agrees(_ cell: String, _ value: Double) -> Bool {
    guard let shown = Double(cell) else { return false }
    return abs(shown - value) <= 5e-4 * abs(value)
  }
}
