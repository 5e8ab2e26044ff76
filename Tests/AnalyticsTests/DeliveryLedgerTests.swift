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
    queryRows: [
      .init(
        part: "sequenced", appVersion: "2.0", sequenced: true, installs: 3, received: 97, gaps: 3,
        duplicates: 0),
      .init(
        part: "reused", appVersion: "2.0", sequenced: true, installs: 0, received: 0, gaps: 0, duplicates: 1),
      .init(
        part: "duplicates", appVersion: "2.0", sequenced: true, installs: 0, received: 0, gaps: 0,
        duplicates: 4),
      .init(
        part: "sequenced", appVersion: "", sequenced: true, installs: 1, received: 2, gaps: 0, duplicates: 0),
      .init(
        part: "sequenced", appVersion: "1.9", sequenced: true, installs: 2, received: 10, gaps: 0,
        duplicates: 0),
      .init(
        part: "duplicates", appVersion: "3,\"x\"", sequenced: true, installs: 0, received: 0, gaps: 0,
        duplicates: 2),
      .init(
        part: "unsequenced", appVersion: "", sequenced: false, installs: 0, received: 40, gaps: 0,
        duplicates: 0),
      .init(
        part: "duplicates", appVersion: "", sequenced: false, installs: 0, received: 0, gaps: 0, duplicates: 5
      ),
    ])

  @Test func rowsAreOnePerVersionInByteOrderWithoutAVersionLast() {
    #expect(Self.ledger.rows.map(\.appVersion) == ["1.9", "2.0", "3,\"x\"", nil])
    let two = Self.ledger.rows[1]
    #expect(two.installs == 3 && two.received == 97 && two.gaps == 3 && two.duplicates == 5)
    #expect(two.lossRate == 0.03)
    #expect(Self.ledger.rows[0].lossRate == 0)
    // Duplicates of a version nothing else arrived from: a row of its own, loss rate 0/0 = null.
    #expect(Self.ledger.rows[2].received == 0 && Self.ledger.rows[2].lossRate == nil)
    #expect(Self.ledger.unsequenced == 40 && Self.ledger.unsequencedDuplicates == 5)
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
