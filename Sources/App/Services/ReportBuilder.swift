import Analytics
import Campaigns

/// Builds the A/B report of a campaign from the store's sums (counting per user happens in the database).
enum ReportBuilder {
  static func report(
    campaign: Campaign, store: any EventStore, source: SourceFilter, range: ReportTimeRange
  ) throws(EventStoreError) -> Report {
    let sums = try store.reportSums(
      EventQuery(campaign: campaign.id, source: source, from: range.from, to: range.to))
    return Report(
      campaign: campaign.id,
      variants: campaign.variants.map { ConfiguredVariant(id: $0.id, weight: $0.weight) },
      sums: sums, plannedUsers: campaign.plannedUsers, source: source, from: range.fromText, to: range.toText)
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
