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

  static func event(_ install: String?, _ seq: Int64?, _ version: String?, at receivedAt: Int64) -> Event {
    Event(
      id: UUID().uuidString, campaign: "c", variant: "a", type: .impression, receivedAt: receivedAt,
      install: install, seq: seq, appVersion: version)
  }

  @Test func theWriterAppliesTheRules() throws {
    let storage = MemoryDeliveryStorage()
    // Install a: 1 and 2 on 1.0 (2 twice: a reused seq), 5 on 2.0 (3 and 4 lost), 9 too recent.
    // Install b: 1 and 2 lost before its first event, sent without a version; then 4 on 2.0.
    let first = [
      Self.event("a", 1, "1.0", at: 10), Self.event("a", 2, "1.0", at: 10), Self.event("a", 2, "1.0", at: 10),
      Self.event("b", 3, nil, at: 10), Self.event("b", 4, "2.0", at: 10), Self.event(nil, nil, nil, at: 10),
    ]
    try DeliveryLedgerWriter.record(
      first, isDuplicate: [false, false, false, false, false, true], in: storage)
    let second = [Self.event("a", 9, "2.0", at: 1001), Self.event("a", 5, "2.0", at: 1000)]
    try DeliveryLedgerWriter.record(second, isDuplicate: [false, false], in: storage)
    let ledger = storage.ledger(grace: 60, cutoff: 1000)
    #expect(
      ledger.rows == [
        DeliveryRow(appVersion: "1.0", installs: 1, received: 2, gaps: 0, duplicates: 1),
        DeliveryRow(appVersion: "2.0", installs: 2, received: 3, gaps: 2, duplicates: 0),
        DeliveryRow(appVersion: nil, installs: 1, received: 1, gaps: 2, duplicates: 0),
      ])
    #expect(ledger.grace == 60 && ledger.unsequenced == 0 && ledger.unsequencedDuplicates == 1)
    #expect(ledger.rows[1].lossRate == 0.4)
    // 6, 7 and 8 (closed by 9 at 1001) count once the cutoff passes 1001; 7 arriving late splits them.
    #expect(storage.ledger(grace: 0, cutoff: 1001).rows[1].gaps == 5)
    try DeliveryLedgerWriter.record([Self.event("a", 7, "2.0", at: 2000)], isDuplicate: [false], in: storage)
    #expect(storage.ledger(grace: 0, cutoff: 1001).rows[1].gaps == 3)  // 3, 4 and 8 (closed by 9)
    #expect(storage.ledger(grace: 0, cutoff: 2000).rows[1].gaps == 4)  // and 6 (closed by 7)
    #expect(storage.gaps.map { [$0.low, $0.high] } == [[1, 2], [3, 4], [6, 6], [8, 8]])
    #expect(MemoryDeliveryStorage().ledger(grace: 5, cutoff: 0) == DeliveryLedger(grace: 5))
  }

  /// The writer, fed random batches in random arrival orders, agrees with the rule read over every
  /// stored event at once (api.md: per install, its first copies in seq order, each at or before the
  /// cutoff adding the numbers missing since the previous one to its own version).
  @Test func theWriterAgreesWithTheRuleOnRandomArrivals() throws {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<200 {
      var stream: [Event] = []
      for install in ["i1", "i2", "i3"] {
        let count = Int.random(in: 0...12, using: &generator)
        for seq in 1...max(1, count) where Int.random(in: 0..<5, using: &generator) > 0 {
          let version = seq <= count / 2 ? "1.0" : ["2.0", nil].randomElement(using: &generator)!
          stream.append(Self.event(install, Int64(seq), version, at: 0))
          if Int.random(in: 0..<6, using: &generator) == 0 {
            stream.append(Self.event(install, Int64(seq), version, at: 0))  // a reused seq
          }
        }
      }
      stream.shuffle(using: &generator)
      for index in stream.indices { stream[index].receivedAt = Int64(index) }
      let storage = MemoryDeliveryStorage()
      var rest = stream[...]
      while !rest.isEmpty {
        let batch = Array(rest.prefix(Int.random(in: 1...5, using: &generator)))
        rest = rest.dropFirst(batch.count)
        try DeliveryLedgerWriter.record(batch, isDuplicate: batch.map { _ in false }, in: storage)
      }
      let cutoff = Int64.random(in: 0...Int64(stream.count), using: &generator)
      #expect(storage.ledger(grace: 0, cutoff: cutoff) == Self.reference(stream, cutoff: cutoff))
    }
  }

  /// The rule over every stored event at once.
  static func reference(_ stored: [Event], cutoff: Int64) -> DeliveryLedger {
    var rows: [String: DeliveryRow] = [:]
    var installs: [String: Set<String>] = [:]
    for install in Set(stored.compactMap(\.install)) {
      var firsts: [Int64: Event] = [:]
      for event in stored where event.install == install {
        let version = event.appVersion ?? ""
        if firsts[event.seq!] == nil {
          firsts[event.seq!] = event
        } else {
          rows[version, default: DeliveryRow(appVersion: event.appVersion)].duplicates += 1
        }
      }
      var previous: Int64 = 0
      for seq in firsts.keys.sorted() {
        let event = firsts[seq]!
        let version = event.appVersion ?? ""
        rows[version, default: DeliveryRow(appVersion: event.appVersion)].received += 1
        installs[version, default: []].insert(install)
        if event.receivedAt <= cutoff { rows[version]!.gaps += Int(seq - previous - 1) }
        previous = seq
      }
    }
    for (version, set) in installs { rows[version]!.installs = set.count }
    let counts = rows.map {
      (
        key: DeliveryCounts.Key(appVersion: $0.key, sequenced: true),
        counts: DeliveryCounts(
          received: Int64($0.value.received), installs: Int64($0.value.installs),
          duplicates: Int64($0.value.duplicates))
      )
    }
    return DeliveryLedger(grace: 0, counts: counts, gaps: rows.map { ($0.key, Int64($0.value.gaps)) })
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
