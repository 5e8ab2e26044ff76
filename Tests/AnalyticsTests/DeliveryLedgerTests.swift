import Analytics
import Foundation
import TestSupport
import Testing

/// The ledger's model and outputs: rows from the query's parts, the loss rate, and JSON, CSV and the
/// CLI table saying the same.
@Suite("Delivery ledger model and outputs")
struct DeliveryLedgerTests {
  static let ledger = DeliveryLedger(
    grace: 3600,
    rows: [
      DeliveryRow(appVersion: "1.9", installs: 2, received: 10),
      DeliveryRow(appVersion: "2.0", installs: 3, received: 97, gaps: 3, duplicates: 5),
      DeliveryRow(appVersion: "3,\"x\"", duplicates: 2),
      DeliveryRow(appVersion: nil, installs: 1, received: 2),
    ], unsequenced: 40, unsequencedDuplicates: 5)

  @Test func theBuilderAppliesTheRulesInOnePass() {
    var builder = DeliveryLedgerBuilder(cutoff: 1000)
    // Install a: 1 and 2 on 1.0 (2 twice: a reused seq), 5 on 2.0 (3 and 4 lost), 9 too recent.
    builder.add(newInstall: true, seq: 1, version: "1.0", receivedAt: 10)
    builder.add(newInstall: false, seq: 2, version: "1.0", receivedAt: 10)
    builder.add(newInstall: false, seq: 2, version: "1.0", receivedAt: 10)
    builder.add(newInstall: false, seq: 5, version: "2.0", receivedAt: 1000)
    builder.add(newInstall: false, seq: 9, version: "2.0", receivedAt: 1001)
    // Install b: 1 and 2 lost before its first event, sent without a version; then 4 on 2.0.
    builder.add(newInstall: true, seq: 3, version: "", receivedAt: 10)
    builder.add(newInstall: false, seq: 4, version: "2.0", receivedAt: 10)
    let ledger = builder.ledger(
      grace: 60, counter: [("2.0", true, 4), ("", false, 7), ("9.9", true, 1)], unsequenced: 11)
    #expect(
      ledger.rows == [
        DeliveryRow(appVersion: "1.0", installs: 1, received: 2, gaps: 0, duplicates: 1),
        DeliveryRow(appVersion: "2.0", installs: 2, received: 3, gaps: 2, duplicates: 4),
        DeliveryRow(appVersion: "9.9", installs: 0, received: 0, gaps: 0, duplicates: 1),
        DeliveryRow(appVersion: nil, installs: 1, received: 1, gaps: 2, duplicates: 0),
      ])
    #expect(ledger.grace == 60 && ledger.unsequenced == 11 && ledger.unsequencedDuplicates == 7)
    #expect(ledger.rows[1].lossRate == 0.4 && ledger.rows[2].lossRate == nil)
    var empty = DeliveryLedgerBuilder(cutoff: 0)
    #expect(empty.ledger(grace: 5, counter: [], unsequenced: 0) == DeliveryLedger(grace: 5))
  }

  @Test func theLossRateIsGapsOverReceivedAndGaps() {
    #expect(Self.ledger.rows[1].lossRate == 0.03 && Self.ledger.rows[0].lossRate == 0)
    // Duplicates of a version nothing else arrived from: loss rate 0/0 = null.
    #expect(Self.ledger.rows[2].lossRate == nil)
  }

  func report() -> Report {
    var report = Report(
      campaign: "summer-sale",
      variants: [ConfiguredVariant(id: "A", weight: 1), ConfiguredVariant(id: "B", weight: 1)],
      sums: ReportSums())
    report.delivery = Self.ledger
    return report
  }

  @Test func theJSONCarriesTheLedgerAfterTheWarnings() throws {
    let json = report().json()
    #expect(
      json.contains(
        #""delivery_grace":3600,"delivery":[{"app_version":"1.9","installs":2,"received":10,"gaps":0,"duplicates":0,"loss_rate":0},{"app_version":"2.0","installs":3,"received":97,"gaps":3,"duplicates":5,"loss_rate":0.03},"#
      ))
    #expect(
      json.hasSuffix(
        #"{"app_version":null,"installs":1,"received":2,"gaps":0,"duplicates":0,"loss_rate":0}],"delivery_unsequenced":{"received":40,"duplicates":5}}"#
      ))
    let parsed = try JSONCell.parse(json)
    #expect(parsed["delivery"].elements[2]["app_version"].string == "3,\"x\"")
    #expect(parsed["delivery"].elements[2]["loss_rate"] == .null)
    // Without a ledger (a report built by hand) the body stays the variant report.
    #expect(!Report(campaign: "c", variants: [], sums: ReportSums()).json().contains("delivery"))
  }

  @Test func theCSVSectionFollowsAnEmptyLineAndMatchesTheJSON() throws {
    let report = report()
    let csv = report.csv()
    let sections = csv.components(separatedBy: "\r\n\r\n")
    #expect(sections.count == 2)
    #expect(parseCSV(sections[0] + "\r\n").count == 3)
    let records = parseCSV(sections[1])
    #expect(records[0] == DeliveryLedger.csvColumns)
    #expect(
      records[0] == [
        "delivery", "app_version", "installs", "received", "gaps", "duplicates", "loss_rate",
        "delivery_grace",
      ])
    let json = try JSONCell.parse(report.json())
    let versions = json["delivery"].elements
    #expect(records.count == versions.count + 2)
    for (record, version) in zip(records.dropFirst(), versions) {
      #expect(record[0] == "sequenced" && record[7] == "3600")
      for (offset, field) in ["app_version", "installs", "received", "gaps", "duplicates", "loss_rate"]
        .enumerated()
      {
        switch version[field] {
        case .string(let text): #expect(record[offset + 1] == text)
        case .number(let number): #expect(Double(record[offset + 1]) == number, "\(field)")
        default: #expect(record[offset + 1] == "", "\(field)")
        }
      }
    }
    #expect(records.last == ["unsequenced", "", "", "40", "", "5", "", "3600"])
  }

  @Test func theTableShowsTheSameFigures() {
    let table = report().table()
    let lines = table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = lines.firstIndex(of: "Delivery (every campaign)")!
    #expect(lines[start + 1] == Self.ledger.scopeSentence)
    #expect(lines[start + 2].hasPrefix("App version  Installs  Received  Gaps  Duplicates  Loss rate"))
    #expect(
      lines[start + 4].split(separator: "  ", omittingEmptySubsequences: true).map {
        $0.trimmingCharacters(in: .whitespaces)
      } == ["2.0", "3", "97", "3", "5", "3.00 % (3/100)"])
    #expect(lines[start + 6].hasPrefix("(none)"))
    #expect(lines[start + 7] == Self.ledger.unsequencedSentence)
    #expect(Self.ledger.scopeSentence.contains("3600 s"))
  }
}
