import Analytics
import Foundation
import Testing

@Suite("Report JSON, CSV and table")
struct ReportOutputTests {
  static let fixtures = ReportFixtures.shared?.cases ?? []
  private static let statisticFields = ["ctr", "ctr_low", "ctr_high", "close_rate", "lift", "p_value"]

  private static func statistics(_ variant: VariantReport) -> [Double?] {
    [variant.ctr, variant.ctrLow, variant.ctrHigh, variant.closeRate, variant.lift, variant.pValue]
  }

  @Test func anEmptyReportIsTheContractsShapeWithNulls() {
    let report = Report(
      campaign: "summer-sale", variants: [ConfiguredVariant(id: "A", weight: 50)], counts: [],
      from: "2025-06-01", to: nil)
    let minSample = ReportWarning.minSample(["A"]).message
    #expect(
      report.json()
        == #"{"campaign":"summer-sale","source":"app","from":"2025-06-01","to":null,"variants":[{"id":"A","weight":50,"impressions":0,"users":0,"taps":0,"closes":0,"ctr":null,"ctr_low":null,"ctr_high":null,"close_rate":null,"lift":null,"p_value":null}],"srm_p_value":null,"warnings":[{"code":"min_sample","message":""#
        + minSample + #""}]}"#)
  }

  @Test func numbersAreShortestAndRoundTrip() throws {
    var report = Report(campaign: "c", variants: [ConfiguredVariant(id: "A", weight: 0.5)], counts: [])
    report.variants[0].ctr = 0.05
    report.variants[0].ctrLow = 1.0383985209947738e-22
    report.variants[0].ctrHigh = 1
    report.variants[0].closeRate = 0.1 + 0.2
    report.variants[0].lift = .nan
    let json = report.json()
    #expect(json.contains(#""weight":0.5,"#) && json.contains(#""ctr":0.05,"#))
    #expect(json.contains(#""ctr_low":1.0383985209947738e-22,"#) && json.contains(#""ctr_high":1,"#))
    #expect(json.contains(#""close_rate":0.30000000000000004,"#) && json.contains(#""lift":null"#))
    let variant = try ParsedReport(json: json).variants[0]
    #expect(variant.ctrLow == 1.0383985209947738e-22 && variant.closeRate == 0.1 + 0.2)
  }

  @Test func stringsAreEscapedInJSONAndQuotedInCSV() throws {
    let id = "a,\"b\"\nc"
    let report = Report(
      campaign: "q\"c", variants: [ConfiguredVariant(id: id, weight: 1)], counts: [], from: "x\\y")
    let parsed = try ParsedReport(json: report.json())
    #expect(parsed.campaign == "q\"c" && parsed.from == "x\\y" && parsed.variants[0].id == id)
    #expect(report.csv().contains("\r\n\"a,\"\"b\"\"\nc\",1,"))
    #expect(parseCSV(report.csv())[1][0] == id)
  }

  @Test(arguments: fixtures)
  func jsonReadsBackAsTheSameValues(_ fixture: ReportFixtures.Case) throws {
    let report = fixture.report().withPeekingWarning()
    let json = report.json()
    let keys = ["campaign", "source", "from", "to", "variants", "srm_p_value", "warnings"]
    let offsets = keys.map { json.range(of: "\"\($0)\":")?.lowerBound }
    #expect(offsets.allSatisfy { $0 != nil } && offsets.map { $0! } == offsets.map { $0! }.sorted())
    let parsed = try ParsedReport(json: json)
    #expect(parsed.campaign == report.campaign && parsed.source == report.source.rawValue)
    #expect(parsed.from == report.from && parsed.to == report.to && parsed.srmPValue == report.srmPValue)
    #expect(parsed.warnings == report.warnings.map { .init(code: $0.code.rawValue, message: $0.message) })
    #expect(parsed.variants.count == report.variants.count)
    for (object, variant) in zip(parsed.variants, report.variants) {
      #expect(object.id == variant.id && object.weight == variant.weight)
      #expect(object.impressions == variant.impressions && object.users == variant.users)
      #expect(object.taps == variant.taps && object.closes == variant.closes)
      for (field, value) in zip(Self.statisticFields, Self.statistics(variant)) {
        #expect(object[field] == (value.map(ParsedReport.Cell.number) ?? .null), "\(variant.id).\(field)")
      }
    }
  }

  @Test(arguments: fixtures)
  func csvAgreesWithTheJSON(_ fixture: ReportFixtures.Case) throws {
    let report = fixture.report()
    let csv = report.csv()
    let records = parseCSV(csv)
    #expect(csv.hasSuffix("\r\n") && !csv.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    #expect(records.first == Report.csvColumns)
    let parsed = try ParsedReport(json: report.json())
    #expect(records.count == parsed.variants.count + 1)
    for (record, object) in zip(records.dropFirst(), parsed.variants) {
      #expect(record.count == Report.csvColumns.count)
      for (field, text) in zip(Report.csvColumns, record) {
        switch object[field] {
        case .string(let string): #expect(text == string, "\(field)")
        case .null: #expect(text == "", "\(field)")
        case .number(let number): #expect(Double(text) == number, "\(field): \(text)")
        }
      }
    }
  }

  @Test(arguments: fixtures)
  func tableAgreesWithTheJSON(_ fixture: ReportFixtures.Case) throws {
    let report = fixture.report().withPeekingWarning()
    let lines = report.table().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let parsed = try ParsedReport(json: report.json())
    #expect(
      lines[0] == "fixture (source \(parsed.source), from \(parsed.from ?? "—"), to \(parsed.to ?? "—"))")
    let header = try #require(lines.firstIndex { $0.hasPrefix("id  ") })
    #expect(lines[header].split(separator: " ").map(String.init) == Report.csvColumns)
    for (offset, object) in parsed.variants.enumerated() {
      let cells = lines[header + 1 + offset].split(separator: " ").map(String.init)
      #expect(cells.count == Report.csvColumns.count)
      for (field, cell) in zip(Report.csvColumns, cells) {
        switch object[field] {
        case .string(let string): #expect(cell == string)
        case .null: #expect(cell == "—", "\(field)")
        case .number(let number) where field == "p_value":
          #expect(Self.agrees(cell, number), "\(field): \(cell)")
        case .number(let number) where cell.hasSuffix("%"):
          let percent = try #require(Double(cell.dropLast()))
          #expect(abs(percent / 100 - number) <= 0.000_05 + 1e-12, "\(field): \(cell)")
        case .number(let number): #expect(Double(cell) == number, "\(field): \(cell)")
        }
      }
    }
    let srmLine = try #require(lines.first { $0.hasPrefix("srm_p_value: ") })
    let srmText = String(srmLine.dropFirst("srm_p_value: ".count))
    if let srm = parsed.srmPValue { #expect(Self.agrees(srmText, srm)) } else { #expect(srmText == "—") }
    let warningLines = lines.filter { $0.hasPrefix("- ") }
    #expect(warningLines == parsed.warnings.map { "- \($0.code): \($0.message)" })
  }

  @Test func aTableWithoutWarningsSaysSo() {
    let report = Report(
      campaign: "summer-sale", variants: [ConfiguredVariant(id: "A", weight: 50)],
      counts: [VariantCounts(variant: "A", impressions: 1000, users: 912, taps: 50, closes: 700)])
    let table = report.table()
    #expect(table.hasSuffix("srm_p_value: —\nwarnings: none\n"))
    #expect(
      table.contains(
        "\nA       50         1000    912    50     700  5.00%    3.81%     6.53%      70.00%     —        —\n"
      ))
  }

  /// Whether a `%.4g` cell reads back within half a unit of its fourth significant digit of `value`.
  private static func agrees(_ cell: String, _ value: Double) -> Bool {
    guard let shown = Double(cell) else { return false }
    return abs(shown - value) <= 5e-4 * abs(value)
  }
}
