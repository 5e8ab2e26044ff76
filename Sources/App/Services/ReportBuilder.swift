import Analytics
import Campaigns

/// Builds the A/B report of a campaign from the store's sums (counting per user happens in the database)
/// and the delivery ledger (every campaign's events: the same in each report).
enum ReportBuilder {
  static func report(
    campaign: Campaign, store: any EventStore, source: SourceFilter, range: ReportTimeRange,
    deliveryGrace: Int64 = DeliveryLedger.defaultGrace, now: Int64 = EventDecoder.systemNow()
  ) throws(EventStoreError) -> Report {
    let sums = try store.reportSums(
      EventQuery(campaign: campaign.id, source: source, from: range.from, to: range.to))
    var report = Report(
      campaign: campaign.id,
      variants: campaign.variants.map { ConfiguredVariant(id: $0.id, weight: $0.weight) },
      sums: sums, plannedUsers: campaign.plannedUsers, source: source, from: range.fromText, to: range.toText)
    report.delivery = try store.deliveryLedger(grace: deliveryGrace, now: now)
    return report
  }

  /// Parses `delivery_grace` (`--delivery-grace`): whole seconds, 0 … ten years; default a day.
  static func deliveryGrace(_ text: String?) throws -> Int64 {
    guard let text else { return DeliveryLedger.defaultGrace }
    guard text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
      let seconds = Int64(text), seconds <= DeliveryLedger.maxGrace
    else {
      throw ReportInputError(
        "delivery_grace must be a whole number of seconds from 0 to \(DeliveryLedger.maxGrace) (ten years).")
    }
    return seconds
  }

  /// Parses `source` (app, preview or all; default app).
  static func source(_ text: String?) throws -> SourceFilter {
    guard let text else { return .app }
    guard let source = SourceFilter(rawValue: text) else {
      throw ReportInputError("source must be app, preview or all.")
    }
    return source
  }
}
